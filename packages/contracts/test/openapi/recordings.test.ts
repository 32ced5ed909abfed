// Responses recorded from the real platform (test/openapi/recordings/) validate against the
// operation they answer. When one does not, the contract is wrong, not the recording.
import { deref } from '@energy-contracts/schema-tools/json-pointer';
import { operationParameters } from '@energy-contracts/schema-tools/openapi';
import { describe, expect, test } from 'vitest';
import { doc, validatorFor, type Json } from './openapi-document.js';
import { loadRecordings, operationFor, responseSchema } from './recordings.js';

const recordings = loadRecordings();
const rows = recordings.map((r) => [r.name, r] as const);
/** A query value as the operation's parameter schema types it (form style: scalars arrive as text). */
function typed(schema: Json, value: string): unknown {
  const type = deref<Json>(doc, schema).type;
  if ((type === 'integer' || type === 'number') && /^-?[0-9]+(\.[0-9]+)?$/.test(value)) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}
const requiredOf = (schema: string): string[] => [...(doc.components.schemas[schema].required as string[])].sort();

describe('recorded platform responses', () => {
  test('the folder holds recordings of every operation this task covers', () => {
    const ids = new Set(recordings.map((r) => r.name.split('.')[0]));
    for (const id of [
      'listProducts',
      'getProduct',
      'listElectricityStandardUnitRates',
      'listElectricityStandingCharges',
      'listElectricityDayUnitRates',
      'listElectricityNightUnitRates',
      'listGasStandardUnitRates',
      'listGasStandingCharges',
      'getAccount',
      'listElectricityMeterConsumption',
      'listGasMeterConsumption',
      'getElectricityMeterPoint',
      'listGridSupplyPoints',
    ]) {
      expect(ids, id).toContain(id);
    }
  });

  test.each(rows)('%s: answers the operation its name says, with declared parameters', (name, recording) => {
    const found = operationFor(recording.request.method, recording.request.url);
    expect(found, recording.request.url).not.toBeNull();
    expect(found!.operation.operationId).toBe(name.split('.')[0]);
    const parameters: Json[] = operationParameters(doc, found!.operation);
    const query = new URL(recording.request.url).searchParams;
    for (const [key, value] of query) {
      const parameter = parameters.find((p) => p.in === 'query' && p.name === key);
      expect(parameter, `query parameter ${key}`).toBeDefined();
      const validate = validatorFor(parameter!.schema);
      expect(validate(typed(parameter!.schema, value)), `${key}=${value}: ${JSON.stringify(validate.errors)}`).toBe(
        true,
      );
    }
    for (const [key, value] of Object.entries(found!.pathParameters)) {
      const parameter = parameters.find((p) => p.in === 'path' && p.name === key);
      expect(parameter, `path parameter ${key}`).toBeDefined();
      const validate = validatorFor(parameter!.schema);
      expect(validate(value), `${key}=${value}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  test.each(rows)('%s: the body validates against the documented response', (_name, recording) => {
    const { operation } = operationFor(recording.request.method, recording.request.url)!;
    const schema = responseSchema(operation, recording.response.status);
    expect(schema, `${operation.operationId} documents ${recording.response.status}`).toBeDefined();
    const validate = validatorFor(schema!);
    const ok = validate(recording.response.body);
    expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
    expect(ok).toBe(true);
  });
});

// The recordings are also evidence for the rules the contract states in prose.
describe('recordings show the observed rules', () => {
  const bodies = (prefix: RegExp): Array<[string, Json, URL]> =>
    recordings
      .filter((r) => prefix.test(r.name) && r.response.status === 200)
      .map((r) => [r.name, r.response.body as Json, new URL(r.request.url)]);

  test.each(bodies(/^list(Electricity|Gas)(Standard|Standing|Day|Night)/))(
    '%s: newest first, 5 %% VAT, each record overlaps the period',
    (_name, body, url) => {
      const from = url.searchParams.get('period_from');
      const to = url.searchParams.get('period_to');
      const results = body.results as Json[];
      expect(results.length).toBeGreaterThan(0);
      for (let i = 0; i < results.length; i++) {
        const r = results[i]!;
        expect(r.value_inc_vat).toBeCloseTo(r.value_exc_vat * 1.05, 4);
        if (i > 0) expect(Date.parse(r.valid_from)).toBeLessThanOrEqual(Date.parse(results[i - 1]!.valid_from));
        if (from !== null)
          expect(r.valid_to === null || Date.parse(r.valid_to) > Date.parse(from), JSON.stringify(r)).toBe(true);
        if (to !== null) expect(Date.parse(r.valid_from) < Date.parse(to), JSON.stringify(r)).toBe(true);
      }
      const methods = new Set(results.map((r) => r.payment_method));
      if (url.pathname.includes('AGILE')) expect([...methods]).toEqual([null]);
      else expect([...methods].sort()).toEqual(['DIRECT_DEBIT', 'NON_DIRECT_DEBIT']);
    },
  );

  test.each(bodies(/^list(Electricity|Gas)MeterConsumption\./))(
    '%s: ordered as asked, intervals in Europe/London, each overlapping the period',
    (_name, body, url) => {
      const from = url.searchParams.get('period_from');
      const to = url.searchParams.get('period_to');
      const sign = url.searchParams.get('order_by') === 'period' ? 1 : -1;
      const results = body.results as Json[];
      expect(results.length).toBeGreaterThan(0);
      for (let i = 0; i < results.length; i++) {
        const r = results[i]!;
        expect(Object.keys(r).sort()).toEqual(requiredOf('Consumption'));
        for (const t of [r.interval_start, r.interval_end] as string[]) {
          // BST instants carry +01:00, GMT ones Z, as the platform writes them.
          const july = new Date(Date.parse(t)).getUTCMonth() === 6;
          expect(t.endsWith(july ? '+01:00' : 'Z') || (t.endsWith('+01:00') && !july), t).toBe(true);
        }
        if (i > 0)
          expect(Math.sign(Date.parse(r.interval_start) - Date.parse(results[i - 1]!.interval_start))).toBe(sign);
        if (from !== null) expect(Date.parse(r.interval_end)).toBeGreaterThan(Date.parse(from));
        if (to !== null) expect(Date.parse(r.interval_start)).toBeLessThan(Date.parse(to));
      }
    },
  );

  test.each(bodies(/^listProducts\./))('%s: each product has exactly the observed field set', (_name, body) => {
    for (const product of body.results as Json[]) expect(Object.keys(product).sort()).toEqual(requiredOf('Product'));
  });

  test.each(bodies(/^getProduct\./))('%s: the detail has exactly the observed field set', (_name, body) => {
    expect(
      Object.keys(body)
        .filter((k) => k !== 'four_rate_ev_electricity_tariffs')
        .sort(),
    ).toEqual(requiredOf('ProductDetail'));
  });

  test('available_from is seen with a +01:00 offset as well as Z', () => {
    const offsets = bodies(/^listProducts\./).flatMap(([, body]) =>
      (body.results as Json[]).map((p) => (p.available_from as string).slice(19)),
    );
    expect(new Set(offsets)).toEqual(new Set(['Z', '+01:00']));
  });
});

describe('the walk would catch a bad recording', () => {
  test('a URL outside the API or of no operation has no operation', () => {
    expect(operationFor('GET', 'https://api.energy-platform.example/v2/products/')).toBeNull();
    expect(operationFor('GET', 'https://api.energy-platform.example/v1/tariffs/')).toBeNull();
    expect(operationFor('POST', 'https://api.energy-platform.example/v1/products/')).toBeNull();
  });
  test.each([
    [
      'a charge without valid_to',
      'listElectricityStandardUnitRates.variable-price-now',
      (b: Json) => {
        delete b.results[0].valid_to;
      },
      '/results/0',
    ],
    [
      'a product with term "12"',
      'listProducts.first-page-of-five',
      (b: Json) => {
        b.results[0].term = '12';
      },
      '/results/0/term',
    ],
    [
      'an account meter point with a 12-digit mpan',
      'getAccount.economy-7-then-agile-with-export-and-gas',
      (b: Json) => {
        b.properties[1].electricity_meter_points[0].mpan = '190000987654';
      },
      '/properties/1/electricity_meter_points/0/mpan',
    ],
  ] as const)('%s fails at its JSON pointer', (_what, name, mutate, pointer) => {
    const recording = recordings.find((r) => r.name === name)!;
    const { operation } = operationFor(recording.request.method, recording.request.url)!;
    const body = structuredClone(recording.response.body) as Json;
    mutate(body);
    const validate = validatorFor(responseSchema(operation, recording.response.status)!);
    expect(validate(body)).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toContain(pointer);
  });
});
