// The schema walk of samples (src/events/samples.ts): keywords honoured, determinism.
import { describe, expect, test } from 'vitest';
import { generateSample, type JsonSchema } from '../../src/events/samples.js';

const NOW = '2025-03-01T12:00:00Z';
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const objectOf = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({
  type: 'object',
  required,
  properties,
});

describe('schema keywords', () => {
  test('$ref, allOf and $defs resolve; required fields are always present', () => {
    const schema: JsonSchema = {
      $id: 'https://energy-contracts.example/schemas/x/v1.json',
      allOf: [{ $ref: '#/$defs/Base' }, { type: 'object', required: ['closed_at'], properties: { closed_at: str } }],
      $defs: { Base: objectOf({ conversation_id: int, reason: str }) },
    };
    for (let seed = 0; seed < 20; seed++) {
      expect(Object.keys(generateSample(schema, { seed }) as object).sort()).toEqual([
        'closed_at',
        'conversation_id',
        'reason',
      ]);
    }
  });

  test('a $ref spelled with the schema $id resolves too', () => {
    const schema: JsonSchema = {
      $id: 'https://e.example/s.json',
      type: 'object',
      required: ['p'],
      properties: { p: { $ref: 'https://e.example/s.json#/$defs/P' } },
      $defs: { P: objectOf({ mpan: str }) },
    };
    expect((generateSample(schema, { seed: 1 }) as { p: { mpan: string } }).p.mpan).toMatch(/^\d{13}$/);
  });

  test('optional fields are sometimes present and sometimes absent', () => {
    const schema = objectOf({ account_number: str, is_imported: { type: 'boolean' } }, ['account_number']);
    const present = Array.from(
      { length: 40 },
      (_, seed) => 'is_imported' in (generateSample(schema, { seed }) as object),
    );
    expect(present).toContain(true);
    expect(present).toContain(false);
  });

  test('arrays have 0 to 3 items, and respect minItems', () => {
    const lengths = new Set(
      Array.from(
        { length: 60 },
        (_, seed) => (generateSample({ type: 'array', items: str }, { seed }) as unknown[]).length,
      ),
    );
    expect([...lengths].sort()).toEqual([0, 1, 2, 3]);
    expect(
      (generateSample({ type: 'array', items: int, minItems: 5 }, { seed: 1 }) as unknown[]).length,
    ).toBeGreaterThanOrEqual(5);
  });

  const keywordCases: Array<[string, { schema: JsonSchema; want: (v: unknown) => boolean }]> = [
    ['const', { schema: { const: 'fixed' }, want: (v) => v === 'fixed' }],
    ['enum', { schema: { enum: ['a', 'b'] }, want: (v) => v === 'a' || v === 'b' }],
    ['minimum/maximum', { schema: { type: 'integer', minimum: 3, maximum: 4 }, want: (v) => v === 3 || v === 4 }],
    [
      'format date-time',
      { schema: { type: 'string', format: 'date-time' }, want: (v) => !Number.isNaN(Date.parse(String(v))) },
    ],
    ['format email', { schema: { type: 'string', format: 'email' }, want: (v) => String(v).includes('@') }],
    [
      'pattern',
      {
        schema: { type: 'string', pattern: '^[A-Z]-[0-9A-F]{8}$' },
        want: (v) => /^[A-Z]-[0-9A-F]{8}$/.test(String(v)),
      },
    ],
    ['maxLength', { schema: { type: 'string', maxLength: 3 }, want: (v) => String(v).length <= 3 }],
    ['type list with null', { schema: { type: ['string', 'null'] }, want: (v) => typeof v === 'string' }],
    ['number', { schema: { type: 'number' }, want: (v) => typeof v === 'number' }],
    ['free-form (no type)', { schema: {}, want: (v) => typeof v === 'object' && v !== null }],
  ];
  test.each(keywordCases)('%s', (_name, { schema, want }) => {
    const value = generateSample(schema, { seed: 7 });
    expect(want(value), JSON.stringify(value)).toBe(true);
  });

  test('a $ref to another document is refused with the ref in the message', () => {
    expect(() => generateSample({ $ref: 'https://elsewhere.example/x.json' }, { seed: 1 })).toThrow(
      /\$ref https:\/\/elsewhere\.example\/x\.json: only references inside the same schema/,
    );
  });

  test('a $ref fragment that is no pointer is refused, naming it', () => {
    expect(() => generateSample({ $ref: '#/$defs/%E0' }, { seed: 1 })).toThrow(
      '$ref #/$defs/%E0: /$defs/%E0 is not a JSON Pointer',
    );
    expect(() => generateSample({ $ref: '#anchor' }, { seed: 1 })).toThrow(
      '$ref #anchor: anchor is not a JSON Pointer',
    );
  });

  test('a missing $ref target names the pointer', () => {
    expect(() => generateSample({ $ref: '#/$defs/Nope' }, { seed: 1 })).toThrow(/\/\$defs\/Nope does not exist/);
  });

  test('a bad clock names the option', () => {
    expect(() => generateSample({}, { seed: 1, now: 'not a date' })).toThrow(/now: expected a date/);
  });
});

describe('determinism', () => {
  const schema = objectOf(
    {
      account_number: str,
      account_user_emails: { type: 'array', items: str },
      is_imported: { type: 'boolean' },
      valid_from: str,
    },
    ['account_number'],
  );
  test('same seed and clock: the same bytes', () => {
    expect(JSON.stringify(generateSample(schema, { seed: 'x', now: NOW }))).toBe(
      JSON.stringify(generateSample(schema, { seed: 'x', now: NOW })),
    );
  });
  test('different seeds: different bytes', () => {
    const outputs = new Set(
      Array.from({ length: 20 }, (_, seed) => JSON.stringify(generateSample(schema, { seed, now: NOW }))),
    );
    expect(outputs.size).toBe(20);
  });
  test('without a clock the sample is still deterministic', () => {
    expect(generateSample(schema, { seed: 3 })).toEqual(generateSample(schema, { seed: 3 }));
  });
});
