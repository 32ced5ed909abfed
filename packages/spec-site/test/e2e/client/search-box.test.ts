// The search box in a real browser, on a plain static host (the search needs no server): it
// answers on every key press, finds operations, events and fields, and is driven by the keyboard.
import { describe, expect, test } from 'vitest';
import { browserAvailable, openPage, useSiteBrowser } from '../../support/browser.js';

const site = useSiteBrowser({ staticHost: true });

const results = (page: import('playwright-core').Page) => page.locator('#search-results [role="option"]');

describe.skipIf(!browserAvailable)('search box', () => {
  test('answers on every key press; field names, events and operations are found', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.host.url}events/`);
    await page.locator('#search-input').focus();
    const seen: number[] = [];
    for (const key of 'account_number') {
      await page.keyboard.type(key);
      await page.waitForFunction(
        () => document.querySelector('.search-status')?.textContent !== 'Loading the search index…',
      );
      seen.push(await results(page).count());
    }
    expect(seen.every((n) => n > 0)).toBe(true);
    expect(await page.locator('.search-status').textContent()).toMatch(/^\d+ results, the first 20 shown\.$/);
    const titles = await results(page).locator('.title').allTextContents();
    expect(titles).toContain('account_number');
    const kinds = await results(page).locator('.kind').allTextContents();
    expect(kinds).toContain('field');

    for (const [query, kind, title] of [
      ['agreement revoked', 'event', /^agreement\.revoked v[12]$/],
      ['standard unit rates', 'operation', /standard unit rates/i],
      ['Ledger', 'shared type', /^Ledger$/],
      ['datetimes', 'guide', /Datetimes/],
      ['billing.ledger.entry_pos', 'event', /^billing\.ledger\.entry_posted v[12]$/],
    ] as const) {
      await page.locator('#search-input').fill(query);
      await expect.poll(() => results(page).count()).toBeGreaterThan(0);
      const first = results(page).first();
      expect(await first.locator('.kind').textContent(), query).toBe(kind);
      expect(await first.locator('.title').textContent(), query).toMatch(title);
    }
    await page.locator('#search-input').fill('zzzqqqxxx');
    await expect.poll(() => page.locator('.search-status').textContent()).toBe('No results for “zzzqqqxxx”.');
    expect(errors).toEqual([]);
  }, 60_000);

  test('keyboard: / focuses the box, arrows move, Enter opens, Escape closes', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(site.host.url);
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
    await page.keyboard.type('agreement revoked');
    await expect.poll(() => results(page).count()).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await results(page).nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#search-input').getAttribute('aria-activedescendant')).toBe('search-result-1');
    const target = await results(page).nth(1).getAttribute('data-href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.href === new URL(target!, site.host.url).href);
    expect(await page.locator('h1').textContent()).toMatch(/agreement\.revoked/);

    await page.keyboard.press('/');
    await page.keyboard.type('ledger');
    await expect.poll(() => page.locator('.search-panel').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.locator('.search-panel').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  }, 60_000);

  test('a field result opens its row, highlighted by its anchor', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(site.host.url);
    await page.locator('#search-input').fill('dispatches begin');
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    const href = await results(page).first().getAttribute('data-href');
    expect(href).toMatch(/#field-payload.payload.dispatches.begin$/);
    await results(page).first().click();
    await page.waitForURL(/#field-payload.payload.dispatches.begin$/);
    const row = page.locator('tr:target');
    expect(await row.getAttribute('id')).toBe('field-payload.payload.dispatches.begin');
    expect(errors).toEqual([]);
  }, 60_000);
});
