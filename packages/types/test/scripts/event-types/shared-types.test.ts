// Step 2, shared-types: each shared type once, identical wherever it appears, in modelina's shape.
import { describe, expect, test } from 'vitest';
import { loadEvents } from '../../../scripts/event-types/catalogue-load.js';
import { collectSharedTypes, toModelinaSchema } from '../../../scripts/event-types/shared-types.js';
import { billingAccount, ledgerEvents, tempDir, writeCatalogue } from './fixtures.js';

const tmp = tempDir();

describe('collectSharedTypes', () => {
  test('the $defs of every schema, once each, whatever their key order', () => {
    const shared = collectSharedTypes(loadEvents(writeCatalogue(tmp, 'dedupe', ledgerEvents())));
    expect([...shared.keys()].sort()).toEqual(['BillingAccount', 'Ledger']);
    expect(shared.get('Ledger')!.from).toBe('schemas/billing.ledger.entry_posted/v1.json');
  });
  test.each([
    [
      'a shared type that differs between two schemas',
      [
        [
          'a.b',
          'v1',
          {
            type: 'object',
            properties: { x: { $ref: '#/$defs/BillingAccount' } },
            $defs: { BillingAccount: billingAccount },
          },
        ],
        [
          'a.c',
          'v1',
          {
            type: 'object',
            properties: { x: { $ref: '#/$defs/BillingAccount' } },
            $defs: { BillingAccount: { ...billingAccount, required: [] } },
          },
        ],
      ],
      /schemas\/a\.c\/v1\.json#\/\$defs\/BillingAccount: differs from the copy in schemas\/a\.b\/v1\.json/,
    ],
    [
      'a shared type named like an event',
      [
        [
          'billing.account',
          'v1',
          {
            type: 'object',
            properties: { x: { $ref: '#/$defs/BillingAccountV1' } },
            $defs: { BillingAccountV1: billingAccount },
          },
        ],
      ],
      /name collision: shared type BillingAccountV1 and event billing\.account v1/,
    ],
  ] as const)('fails loudly on %s', (name, events, message) => {
    const cataloguePath = writeCatalogue(tmp, `fail-${name.replace(/\W+/g, '-')}`, events as never);
    expect(() => collectSharedTypes(loadEvents(cataloguePath))).toThrow(message);
  });
});

describe('toModelinaSchema', () => {
  test('$defs refs point at the combined definitions; 2020-12 markers, examples, x- keys and additionalProperties: true go', () => {
    expect(
      toModelinaSchema(
        {
          $schema: 'x',
          $id: 'y',
          examples: [1],
          'x-a': 1,
          additionalProperties: true,
          properties: { a: { $ref: '#/$defs/Ledger' } },
          enum: [{ $ref: 'data' }],
        },
        '#',
      ),
    ).toEqual({ properties: { a: { $ref: '#/definitions/Ledger' } }, enum: [{ $ref: 'data' }] });
  });
  test('a $ref outside $defs is an error naming its pointer', () => {
    expect(() =>
      toModelinaSchema({ properties: { x: { $ref: 'https://example.com/x.json' } } }, 'schemas/a.b/v1.json'),
    ).toThrow(/schemas\/a\.b\/v1\.json\/properties\/x\/\$ref: expected "#\/\$defs\/<SharedType>"/);
  });
});
