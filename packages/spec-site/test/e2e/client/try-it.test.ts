// The Try it form in a real browser: served by the mock server (startMockServer's docsDir) it is
// shown, filled from the probe and answers with status, headers and body; on a plain static host
// it stays hidden and the page asks for no missing file.
import { describe, expect, test } from 'vitest';
import { browserAvailable, openPage, useSiteBrowser } from '../../support/browser.js';

const site = useSiteBrowser({ staticHost: true, mock: true });

/** Submits the form and waits for this request's answer (the previous status is cleared first). */
async function send(page: import('playwright-core').Page): Promise<string> {
  const status = page.locator('.try-status');
  await status.evaluate((el) => el.removeAttribute('data-status'));
  await page.locator('.try-it button[type="submit"]').click();
  await expect
    .poll(
      async () => (await status.getAttribute('data-status')) ?? `none: ${await status.textContent()} at ${page.url()}`,
    )
    .toMatch(/^\d{3}$/);
  await expect.poll(() => page.locator('.try-it button[type="submit"]').isEnabled()).toBe(true);
  return (await status.getAttribute('data-status'))!;
}

describe.skipIf(!browserAvailable)('Try it', () => {
  test('a public operation: status, headers and body of the mock', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.mock.docsUrl}rest/getProduct/`);
    const form = page.locator('.try-it');
    await expect.poll(() => form.isVisible()).toBe(true);
    expect(await page.locator('#try-path-product_code').inputValue()).toBe('AGILE-24-04-03');
    await page.locator('#try-query-tariffs_active_at').fill('2024-06-01T00:00Z');
    expect(await send(page)).toBe('200');
    expect(await page.locator('.try-headers tbody').textContent()).toContain('application/json');
    expect(JSON.parse((await page.locator('.try-body').textContent())!)).toMatchObject({ code: 'AGILE-24-04-03' });
    expect(errors).toEqual([]);
  }, 60_000);

  test('the account: the probe fills the key; without credentials a 401', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.mock.docsUrl}rest/getAccount/`);
    await expect.poll(() => page.locator('.try-it').isVisible()).toBe(true);
    expect(await page.locator('#try-api-key').inputValue()).toBe(site.mock.app.credentials.apiKey);
    expect(await page.locator('#try-path-account_number').inputValue()).toBe(site.mock.app.credentials.accountNumber);
    expect(await send(page)).toBe('200');
    await page.locator('#try-auth').selectOption('token');
    expect(await send(page)).toBe('200');
    await page.locator('#try-auth').selectOption('none');
    expect(await send(page)).toBe('401');
    expect(await page.locator('.try-headers tbody').textContent()).toContain('Basic realm="api"');
    // Chromium logs every 4xx answer to a fetch; the one the reader asked for is the only one here.
    expect(errors).toEqual([
      expect.stringMatching(
        /console\.error Failed to load resource: the server responded with a status of 401 \(Unauthorized\) \(http:\/\/127\.0\.0\.1:\d+\/v1\/accounts\/A-1A2B3C4D\/\)$/,
      ),
    ]);
  }, 60_000);

  test('consumption: the demo meter from the probe, a query, and Copy as curl', async () => {
    const context = await site.browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(site.mock.docsUrl!).origin,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${site.mock.docsUrl}rest/listElectricityMeterConsumption/`);
    await expect.poll(() => page.locator('.try-it').isVisible()).toBe(true);
    expect(await page.locator('#try-path-mpan').inputValue()).toMatch(/^\d{13}$/);
    await page.locator('#try-query-page_size').fill('3');
    await page.locator('#try-query-group_by').fill('day');
    expect(await send(page)).toBe('200');
    const body = JSON.parse((await page.locator('.try-body').textContent())!) as { results: unknown[] };
    expect(body.results).toHaveLength(3);
    await page.locator('[data-copy-curl]').click();
    const curl = await page.evaluate(() => navigator.clipboard.readText());
    expect(curl).toMatch(
      new RegExp(
        `^curl -sS -u ${site.mock.app.credentials.apiKey}: 'http://127\\.0\\.0\\.1:\\d+/v1/electricity-meter-points/\\d{13}/meters/[^/]+/consumption/\\?group_by=day&page_size=3'$`,
      ),
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  test('the examples fill the query fields and the mock answers them', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.mock.docsUrl}rest/listElectricityStandardUnitRates/`);
    await expect.poll(() => page.locator('.try-it').isVisible()).toBe(true);
    await page.locator('[data-fill-examples]').click();
    const from = await page.locator('#try-query-period_from').inputValue();
    expect(from).toBe(await page.locator('#try-query-period_from').getAttribute('placeholder'));
    expect(from).not.toBe('');
    expect(await page.locator('#try-query-page').inputValue()).toBe('');
    expect(await send(page)).toBe('200');
    const body = JSON.parse((await page.locator('.try-body').textContent())!) as { count: number; results: unknown[] };
    expect(body.results.length).toBe(
      Math.min(body.count, Number(await page.locator('#try-query-page_size').inputValue())),
    );
    expect(errors).toEqual([]);
  }, 60_000);

  test.each([
    ['listElectricityDayUnitRates', 'E-2R-'],
    ['listElectricityNightUnitRates', 'E-2R-'],
    ['listGasStandardUnitRates', 'G-1R-'],
    ['listGasStandingCharges', 'G-1R-'],
  ])(
    '%s: the path defaults name one tariff of its product and the mock answers them',
    async (id, prefix) => {
      const { page, errors } = await openPage(site.browser);
      await page.goto(`${site.mock.docsUrl}rest/${id}/`);
      await expect.poll(() => page.locator('.try-it').isVisible()).toBe(true);
      const product = await page.locator('#try-path-product_code').inputValue();
      const tariff = await page.locator('#try-path-tariff_code').inputValue();
      // A tariff code embeds its product's code: `<kind>-<PRODUCT>-<REGION>`.
      expect(tariff).toMatch(new RegExp(`^${prefix}${product}-[A-P]$`));
      expect(await send(page)).toBe('200');
      const body = JSON.parse((await page.locator('.try-body').textContent())!) as { results: unknown[] };
      expect(body.results.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    },
    60_000,
  );

  test('a trailing-slash redirect is followed and says so', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.mock.docsUrl}rest/getProductWithoutTrailingSlash/`);
    await expect.poll(() => page.locator('.try-it').isVisible()).toBe(true);
    expect(await send(page)).toBe('200');
    expect(await page.locator('.try-status').textContent()).toMatch(
      /after a redirect to http:\/\/127\.0\.0\.1:\d+\/v1\/products\/AGILE-24-04-03\/$/,
    );
    expect(errors).toEqual([]);
  }, 60_000);

  test('on a static host the form stays hidden and nothing missing is asked for', async () => {
    const { page, errors } = await openPage(site.browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${site.host.url}rest/getProduct/`, { waitUntil: 'networkidle' });
    expect(await page.locator('.try-it').isVisible()).toBe(false);
    expect(requested.some((url) => url.includes('_mock.json'))).toBe(false);
    expect(errors).toEqual([]);
  }, 60_000);
});
