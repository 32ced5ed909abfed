import { describe, expect, test } from 'vitest';
import { loadContract } from '../../src/build/load-contract.js';
import { readRestContract } from '../../src/model/rest-operations.js';
import { operationAuth, operationCurl, operationPage, parameterExample } from '../../src/render/operation-page.js';

const { openapi } = loadContract();
const rest = readRestContract(openapi);
const op = (id: string) => rest.operations.find((o) => o.id === id)!;

describe('operation page', () => {
  test('curl: example path parameters, credentials as $API_KEY', () => {
    expect(operationCurl(rest, op('getProduct'))).toBe(
      'curl -sS https://api.energy-platform.example/v1/products/AGILE-24-04-03/',
    );
    expect(operationCurl(rest, op('getAccount'))).toBe(
      'curl -sS -u "$API_KEY:" https://api.energy-platform.example/v1/accounts/A-1A2B3C4D/',
    );
    expect(operationAuth(op('getProduct'))).toBeUndefined();
    expect(parameterExample(op('getProduct').parameters[0]!)).toBe('AGILE-24-04-03');
  });

  test('sections: endpoint, authentication, parameters with ids, every response with its fields and examples, a hidden Try it', () => {
    const page = operationPage(rest, openapi, op('listElectricityStandardUnitRates'));
    const html = page.main.value;
    expect(page.path).toBe('rest/listElectricityStandardUnitRates/');
    expect(html).toContain(
      '<p class="endpoint"><span class="method">GET</span> <code class="path"><span>/</span><wbr><span>products/</span><wbr><span>{product_code}/</span><wbr><span>electricity-tariffs/</span><wbr><span>{tariff_code}/</span><wbr><span>standard-unit-rates/</span><wbr></code>',
    );
    for (const id of [
      'param-path-product_code',
      'param-query-period_from',
      'param-query-page_size',
      'response-200',
      'response-400',
      'response-404',
      'field-200.results.value_inc_vat',
      'field-400.*',
    ])
      expect(html, id).toContain(`id="${id}"`);
    expect(html).toContain(
      '<section class="try-it" id="try-it" aria-labelledby="try-it-title" hidden data-try-it data-method="GET"',
    );
    expect(html).toContain('name="query:period_from"');
    expect(html).toContain('Lenient reading: <code>page-size</code>');
    expect(html).toMatch(/<figcaption>Example [a-z_]+/);
    expect(page.sidebar?.content.value).toContain('aria-current="page"');
  });

  test('a secured operation names its schemes and asks for a key in Try it; a redirect names its target', () => {
    const account = operationPage(rest, openapi, op('getAccount')).main.value;
    expect(account).toContain('<strong><code>basicAuth</code></strong>');
    expect(account).toContain('id="try-api-key"');
    expect(account).toContain('data-secured="true"');
    const consumption = operationPage(rest, openapi, op('listGasMeterConsumption')).main.value;
    expect(consumption).toContain('data-meter="gas"');
    const redirect = operationPage(rest, openapi, op('getProductWithoutTrailingSlash')).main.value;
    expect(redirect).toContain(
      'Redirects to <a href="../../rest/getProduct/"><code class="path"><span>/</span><wbr><span>products/</span><wbr><span>{product_code}/</span><wbr></code></a>',
    );
    expect(redirect).toContain('id="response-301"');
  });
});
