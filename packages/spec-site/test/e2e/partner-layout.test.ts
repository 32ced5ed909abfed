// The site as a partner meets it, in Chromium at a laptop's 1366x900 and a phone's 390x844: field
// tables no wider than their column, the menu button of a phone, REST paths that wrap at a `/`,
// chart labels of 10 px or more, a copy built for file://, and axe on five pages and the open
// search list.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../../src/build/build-site.js';
import { browserAvailable, openPage, useSiteBrowser } from '../support/browser.js';

const site = useSiteBrowser({ staticHost: true });
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const VIEWPORTS = [
  { name: 'laptop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const TABLE_PAGES = ['rest/getAccount/', 'rest/getProduct/', 'rest/schemas/Account/', 'rest/schemas/ProductDetail/'];

/** Each field table's width against its container's, and whether its description cells end inside the window. */
function measureTables(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLTableElement>('table.fields')].map((table) => {
      const wrap = table.parentElement!;
      const right = Math.max(
        0,
        ...[...table.querySelectorAll('td.description')].map((td) => td.getBoundingClientRect().right),
      );
      return {
        caption: table.caption?.textContent ?? '',
        table: Math.ceil(table.getBoundingClientRect().width),
        scroll: wrap.scrollWidth,
        container: wrap.clientWidth,
        descriptionRight: Math.ceil(right),
        window: document.documentElement.clientWidth,
      };
    }),
  );
}

describe.skipIf(!browserAvailable)('tables that fit', () => {
  for (const viewport of VIEWPORTS)
    test.each(TABLE_PAGES)(
      `${viewport.name}: every field table of %s fits its container`,
      async (pagePath) => {
        const { page, errors } = await openPage(site.browser, viewport);
        await page.goto(`${site.host.url}${pagePath}`);
        const tables = await measureTables(page);
        expect(tables.length).toBeGreaterThan(0);
        for (const t of tables) {
          expect(t.table, `${pagePath} ${t.caption}`).toBeLessThanOrEqual(t.container + 1);
          expect(t.scroll, `${pagePath} ${t.caption}`).toBeLessThanOrEqual(t.container + 1);
          expect(t.descriptionRight, `${pagePath} ${t.caption}`).toBeLessThanOrEqual(t.window);
        }
        // Names wrap at their parts only: each part between break opportunities stays on one line.
        const brokenParts = await page.evaluate(() =>
          [...document.querySelectorAll('.field-name .parent')].flatMap((el) =>
            [...el.childNodes]
              .filter((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '')
              .filter((n) => {
                const range = document.createRange();
                range.selectNodeContents(n);
                return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
              })
              .map((n) => n.textContent),
          ),
        );
        expect(brokenParts).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
      60_000,
    );
});

describe.skipIf(!browserAvailable)('phone', () => {
  test('a menu button opens the navigation above the content; on a laptop the sidebar is beside it', async () => {
    const phone = await openPage(site.browser, VIEWPORTS[1]);
    await phone.page.goto(`${site.host.url}rest/getAccount/`);
    const button = phone.page.locator('.menu-button');
    expect(await button.isVisible()).toBe(true);
    expect(await phone.page.locator('#site-menu').isVisible()).toBe(false);
    const buttonBox = (await button.boundingBox())!;
    expect(buttonBox.y).toBeLessThan(200);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const menu = (await phone.page.locator('#site-menu').boundingBox())!;
    const main = (await phone.page.locator('main').boundingBox())!;
    expect(menu.y).toBeLessThan(main.y);
    expect(await phone.page.evaluate(() => document.activeElement?.closest('#site-menu') !== null)).toBe(true);
    await phone.page.keyboard.press('Escape');
    expect(await phone.page.locator('#site-menu').isVisible()).toBe(false);
    expect(phone.errors).toEqual([]);
    await phone.page.close();

    const laptop = await openPage(site.browser, VIEWPORTS[0]);
    await laptop.page.goto(`${site.host.url}rest/getAccount/`);
    expect(await laptop.page.locator('.menu-button').isVisible()).toBe(false);
    expect(await laptop.page.locator('#site-menu').isVisible()).toBe(true);
    await laptop.page.close();
  }, 60_000);

  test('REST paths break only after a "/", and no page scrolls sideways', async () => {
    const { page, errors } = await openPage(site.browser, VIEWPORTS[1]);
    for (const pagePath of ['rest/', 'rest/listElectricityMeterConsumption/', 'changelog/']) {
      await page.goto(`${site.host.url}${pagePath}`);
      const report = await page.evaluate(() => {
        const paths = [...document.querySelectorAll('code.path')];
        const broken = paths.flatMap((el) =>
          [...el.querySelectorAll('span')]
            .filter((part) => new Set([...part.getClientRects()].map((r) => Math.round(r.top))).size > 1)
            .map((part) => part.textContent),
        );
        const wrapped = paths.filter((el) => el.getClientRects().length > 1).length;
        return {
          paths: paths.length,
          broken,
          wrapped,
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
      expect(report.paths, pagePath).toBeGreaterThan(0);
      expect(report.broken, pagePath).toEqual([]);
      expect(report.overflow, pagePath).toBeLessThanOrEqual(0);
      if (pagePath === 'rest/') expect(report.wrapped).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  test('the rate chart labels are at least 10 px tall on a phone', async () => {
    const { page, errors } = await openPage(site.browser, VIEWPORTS[1]);
    await page.goto(`${site.host.url}guides/datetimes-and-europe-london/`);
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll<SVGTextElement>('svg.rate-chart text')].map((text) => {
        const scale = text.ownerSVGElement!.getScreenCTM()!.a;
        return scale * Number.parseFloat(getComputedStyle(text).fontSize);
      }),
    );
    expect(sizes.length).toBeGreaterThan(20);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(10);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});

describe.skipIf(!browserAvailable)('opened from file://', () => {
  let dir: string;
  beforeAll(async () => {
    dir = path.join(mkdtempSync(path.join(tmpdir(), 'spec-site-file-url-')), 'site');
    await buildSite({ outDir: dir, fileUrls: true });
  }, 120_000);
  afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

  test('every link of the home page opens a page, not a directory listing', async () => {
    const { page } = await openPage(site.browser, VIEWPORTS[0]);
    const home = pathToFileURL(path.join(dir, 'index.html')).href;
    await page.goto(home);
    const hrefs = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('main a[href], header a[href]')].map((a) => a.href),
    );
    const pages = [...new Set(hrefs.map((h) => h.split('#')[0]!))].filter((h) => h.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    expect(hrefs.filter((h) => h.split('#')[0]!.endsWith('/'))).toEqual([]);
    for (const href of pages) {
      await page.goto(href);
      expect(await page.locator('h1').count(), href).toBe(1);
    }
    await page.goto(home);
    await page.getByRole('link', { name: 'REST API' }).first().click();
    await page.waitForURL(/\/rest\/index\.html$/);
    await page.close();
  }, 120_000);
});

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: { run: (ctx: Document) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => `${v.id} (${v.nodes.length} nodes)`);
  });
}

describe.skipIf(!browserAvailable)('axe', () => {
  const PAGES_CHECKED = [
    '',
    'rest/getProduct/',
    'events/',
    'events/account.created/v1/',
    'guides/datetimes-and-europe-london/',
    'changelog/',
  ];
  for (const viewport of VIEWPORTS)
    test.each(PAGES_CHECKED)(
      `${viewport.name}: no violation on %j`,
      async (pagePath) => {
        const { page } = await openPage(site.browser, viewport);
        await page.goto(`${site.host.url}${pagePath}`);
        expect(await axeViolations(page)).toEqual([]);
        await page.close();
      },
      60_000,
    );

  test('no violation with the search list open (and all its results shown)', async () => {
    const { page } = await openPage(site.browser, VIEWPORTS[0]);
    await page.goto(`${site.host.url}events/`);
    await page.locator('#search-input').fill('meter');
    await expect.poll(() => page.locator('#search-results [role="option"]').count()).toBe(20);
    expect(await page.locator('.search-more').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('.search-more').click();
    await expect.poll(() => page.locator('#search-results [role="option"]').count()).toBeGreaterThan(20);
    expect(await page.locator('.search-more').isVisible()).toBe(false);
    expect(
      await page.locator('#search-results [role="option"] a, #search-results [role="option"] button').count(),
    ).toBe(0);
    await page.close();
  }, 60_000);
});
