// The version switcher of the event pages in a real browser: with script a select that keeps the
// field anchor; without script the links.
import { describe, expect, test } from 'vitest';
import { browserAvailable, openPage, useSiteBrowser } from '../../support/browser.js';

const site = useSiteBrowser({ staticHost: true });

describe.skipIf(!browserAvailable)('version switcher', () => {
  test('the select goes to the chosen version and keeps the field anchor', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(
      `${site.host.url}events/billing.billing_document_representation.dispatched/v1/#field-payload.billing_document_id`,
    );
    const select = page.locator('select[data-version-switch]');
    await expect.poll(() => select.isVisible()).toBe(true);
    expect(await page.locator('.version-links').isVisible()).toBe(false);
    expect(await select.locator('option').allTextContents()).toEqual(['v1', 'v2', 'v3 (latest)']);
    await select.selectOption({ label: 'v3 (latest)' });
    await page.waitForURL(/\/v3\/#field-payload\.billing_document_id$/);
    expect(await page.locator('h1').textContent()).toBe('billing.billing_document_representation.dispatched v3');
    expect(await page.locator('tr:target').getAttribute('id')).toBe('field-payload.billing_document_id');
    // v3 added support_user_id to v2: marked in the table and listed under Changes.
    expect(await page.locator('#field-payload\\.support_user_id .badge-added').textContent()).toBe('added');
    expect(await page.locator('.changes .change-added th').allTextContents()).toEqual(['support_user_id']);
    expect(errors).toEqual([]);
  }, 60_000);

  test('without script the versions are links', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.host.url}events/agreement.revoked/v2/`);
    expect(await page.locator('select[data-version-switch]').isVisible()).toBe(false);
    await page.locator('.version-links a', { hasText: 'v1' }).click();
    await page.waitForURL(/\/agreement\.revoked\/v1\/$/);
    expect(await page.locator('h1').textContent()).toBe('agreement.revoked v1');
    expect(await page.locator('.search').isVisible()).toBe(false);
    await context.close();
  }, 60_000);
});
