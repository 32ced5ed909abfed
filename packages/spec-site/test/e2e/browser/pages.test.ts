// The built site in a real browser, served by the mock server as `npm start` serves it:
// navigation by links and keyboard, no console error on any page, a phone's width without
// sideways scrolling, and screenshots of three pages in test-results/screenshots/.
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, test } from 'vitest';
import { buildSummary, listPages } from '../../support/site-files.js';
import { browserAvailable, openPage, useSiteBrowser } from '../../support/browser.js';

const SCREENSHOTS = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

const site = useSiteBrowser({ mock: true });

describe.skipIf(!browserAvailable)('pages in a browser', () => {
  test('navigation: header, an operation, breadcrumbs back, an event through the catalogue', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(site.mock.docsUrl!);
    await page.locator('.top-nav a', { hasText: 'REST API' }).click();
    expect(await page.locator('h1').textContent()).toBe('Energy Platform REST API');
    await page.locator('main a', { hasText: 'List the standard unit rates of an electricity tariff' }).first().click();
    expect(await page.title()).toMatch(
      /^List the standard unit rates of an electricity tariff \(GET \/products\/\{product_code\}\/electricity-tariffs\/\{tariff_code\}\/standard-unit-rates\/\) · /,
    );
    await page.locator('.breadcrumbs a', { hasText: 'REST API' }).click();
    await page.waitForURL(/\/docs\/rest\/$/);
    await page.locator('.top-nav a', { hasText: 'Events' }).click();
    await page.locator('main a', { hasText: 'agreement.revoked' }).first().click();
    expect(await page.locator('h1').textContent()).toBe('agreement.revoked');
    await page.locator('main a', { hasText: 'v2' }).first().click();
    expect(await page.locator('h1').textContent()).toBe('agreement.revoked v2');
    expect(errors).toEqual([]);
  }, 60_000);

  test('keyboard: the skip link comes first and moves focus to the content', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.mock.docsUrl}events/account.created/v1/`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => location.hash)).toBe('#main');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    expect(errors).toEqual([]);
  }, 60_000);

  test('no page logs a console error (every page of the site)', async () => {
    const pages = listPages(inject('siteDir'));
    expect(pages.length).toBe(buildSummary(inject('siteBuild').stdout).pages);
    const { page, errors } = await openPage(site.browser);
    // A page's own requests after its load (an operation page's Try it looks for the mock at once:
    // a HEAD of the page, then the docs probe) are waited for too, so what they log counts; a
    // navigation ends the previous page's.
    let inFlight = 0;
    let fetches = 0;
    page.on('request', (request) => {
      inFlight++;
      if (request.resourceType() === 'fetch') fetches++;
    });
    page.on('requestfinished', () => void inFlight--);
    page.on('requestfailed', () => void inFlight--);
    for (const path of pages) {
      await page.goto(`${site.mock.docsUrl}${path}`, { waitUntil: 'load' });
      const started = Date.now();
      while (inFlight > 0 && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(inFlight, `${path}: requests still open after 10 s`).toBe(0);
    }
    expect(errors).toEqual([]);
    // The wait is not vacuous: the operation pages fetched (two requests each at least).
    expect(fetches).toBeGreaterThan(0);
  }, 600_000);

  test('a phone: no sideways scrolling on the heavy pages', async () => {
    const { page, errors } = await openPage(site.browser, { width: 375, height: 740 });
    for (const path of [
      '',
      'rest/getProduct/',
      'rest/getAccount/',
      'events/flex_device.optimisation_created/v1/',
      'guides/datetimes-and-europe-london/',
      'envelope/',
      'events/',
    ]) {
      await page.goto(`${site.mock.docsUrl}${path}`);
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const wide = [...document.querySelectorAll('body *')].filter(
          (el) => el.getBoundingClientRect().right > width + 1 && !el.closest('.table-wrap, .chart-scroll, pre'),
        );
        return {
          by: document.documentElement.scrollWidth - width,
          elements: wide
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`),
        };
      });
      expect(overflow, path).toEqual({ by: 0, elements: [] });
    }
    expect(errors).toEqual([]);
  }, 120_000);

  test('screenshots of the home page, an operation and an event', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const { page, errors } = await openPage(site.browser);
    const shots = [
      ['home.png', ''],
      ['rest-operation.png', 'rest/listElectricityStandardUnitRates/'],
      ['event.png', 'events/billing.ledger.entry_posted/v2/'],
    ] as const;
    for (const [file, path] of shots) {
      await page.goto(`${site.mock.docsUrl}${path}`);
      await page.screenshot({ path: `${SCREENSHOTS}${file}`, fullPage: false });
      const png = readFileSync(`${SCREENSHOTS}${file}`);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(statSync(`${SCREENSHOTS}${file}`).size).toBeGreaterThan(20_000);
    }
    expect(errors).toEqual([]);
  }, 60_000);
});
