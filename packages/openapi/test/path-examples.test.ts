// A request built from an operation's path-parameter examples names something that exists: the
// tariff code example is a tariff of the product code example (a tariff code embeds its product's
// code), of the kind the path serves. Tools that fill requests from the examples (the spec site's
// samples and Try it form, Swagger UI, Prism) would otherwise print a 404.
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { openApiOperations, operationParameters } from '@energy-contracts/schema-tools/openapi';
import { expect, test } from 'vitest';

type JsonObject = { [key: string]: unknown };

const doc = contractReader(import.meta.url).read<JsonObject>('openapi');

/** The first named example of a parameter, as the tools above take it. */
function firstExample(parameter: JsonObject): unknown {
  const examples = (parameter.examples ?? {}) as Record<string, { value?: unknown }>;
  return Object.values(examples)[0]?.value;
}

/** The tariff codes a path serves: `<kind>-<PRODUCT>-<REGION>`. */
function tariffPattern(path: string, product: string): RegExp {
  const kind = path.includes('/gas-tariffs/') ? 'G-1R' : /\/(day|night)-unit-rates\/?$/.test(path) ? 'E-2R' : 'E-[12]R';
  return new RegExp(`^${kind}-${product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[A-P]$`);
}

test("every tariff operation's examples name a tariff of the example product, of the path's kind", () => {
  const pairs = openApiOperations(doc).flatMap((operation) => {
    const path = operationParameters(doc, operation).filter((p) => p.in === 'path');
    const product = path.find((p) => p.name === 'product_code');
    const tariff = path.find((p) => p.name === 'tariff_code');
    if (tariff === undefined) return [];
    return [
      {
        id: operation.operationId,
        path: operation.path,
        product: firstExample(product!),
        tariff: firstExample(tariff),
      },
    ];
  });
  // Six charge lists, each with its trailing-slash redirect.
  expect(pairs).toHaveLength(12);
  for (const { id, path, product, tariff } of pairs) {
    expect(typeof product, `${id}: product_code example`).toBe('string');
    expect(tariff, id).toMatch(tariffPattern(path, product as string));
  }
  // The half-hourly Agile prices stay the standard unit rates' example.
  expect(pairs.find((p) => p.id === 'listElectricityStandardUnitRates')).toMatchObject({
    product: 'AGILE-24-04-03',
    tariff: 'E-1R-AGILE-24-04-03-C',
  });
});
