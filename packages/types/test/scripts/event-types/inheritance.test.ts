// Step 3, inheritance: from the catalogue's data (inlinesSharedType), never from prose.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadEvents } from '../../../scripts/event-types/catalogue-load.js';
import { applyInheritance, pureSharedReference } from '../../../scripts/event-types/inheritance.js';
import { collectSharedTypes } from '../../../scripts/event-types/shared-types.js';
import { generateEventTypes } from '../../../scripts/generate-event-types.js';
import { accountHolder, billingAccount, str, tempDir, writeCatalogue, type Schema } from './fixtures.js';

const tmp = tempDir();
const flat = {
  type: 'object',
  required: ['number', 'reason'],
  properties: { number: str, reason: str },
  $defs: { BillingAccount: billingAccount },
};

describe('applyInheritance', () => {
  test('a payload extends a shared type only when the catalogue says it inlines it, whatever its description says', async () => {
    const described = { ...flat, description: 'It carries all fields of the shared type `<BillingAccount>`, inlined.' };
    const render = async (name: string, schema: Schema, inlines: Record<string, string>) => {
      const outDir = path.join(tmp, `out-${name}`);
      await generateEventTypes({
        cataloguePath: writeCatalogue(tmp, name, [['billing.account.flagged', 'v1', schema], accountHolder()], inlines),
        outDir,
      });
      return readFileSync(path.join(outDir, 'payloads', 'billing.ts'), 'utf8');
    };
    const declared = await render('inlines-declared', flat, { 'billing.account.flagged': 'BillingAccount' });
    expect(declared).toMatch(
      /export interface BillingAccountFlaggedV1 extends BillingAccount \{\n\s+reason: string;\n\}/,
    );
    const proseOnly = await render('inlines-prose-only', described, {});
    expect(proseOnly).not.toContain('extends');
    expect(proseOnly).toMatch(/number: string;/);
  });

  test('own fields only for a payload that extends; an alias for one with no own field', () => {
    const exact = {
      type: 'object',
      required: ['number'],
      properties: { number: str },
      $defs: { BillingAccount: billingAccount },
    };
    const events = loadEvents(
      writeCatalogue(
        tmp,
        'own',
        [['billing.account.flagged', 'v1', flat], ['billing.account.same', 'v1', exact], accountHolder()],
        { 'billing.account.flagged': 'BillingAccount', 'billing.account.same': 'BillingAccount' },
      ),
    );
    const own = applyInheritance(events, collectSharedTypes(events), 'catalogue.json');
    expect(events.map((e) => [e.name, e.extendsShared, e.aliasOf])).toEqual([
      ['BillingAccountFlaggedV1', 'BillingAccount', undefined],
      ['BillingAccountSameV1', undefined, 'BillingAccount'],
      ['BillingAccountHeldV1', undefined, undefined],
    ]);
    expect(own.get(events[0]!)).toMatchObject({ properties: { reason: str }, required: ['reason'] });
  });

  test('a declared inlined shared type whose fields the payload does not carry is an error naming the field', () => {
    const missing = {
      type: 'object',
      required: ['reason'],
      properties: { reason: str },
      $defs: { BillingAccount: billingAccount },
    };
    const events = loadEvents(
      writeCatalogue(tmp, 'inlines-missing', [['billing.account.flagged', 'v1', missing], accountHolder()], {
        'billing.account.flagged': 'BillingAccount',
      }),
    );
    expect(() => applyInheritance(events, collectSharedTypes(events), 'catalogue.json')).toThrow(
      /billing\.account\.flagged\/v1\.json#\/properties\/number: the catalogue says the payload carries all fields of <BillingAccount>/,
    );
  });
});

describe('pureSharedReference', () => {
  test.each([
    ['a $ref', { $ref: '#/$defs/Ledger', description: 'd' }, 'Ledger'],
    ['an allOf of one $ref', { allOf: [{ $ref: '#/$defs/Ledger' }], title: 't' }, 'Ledger'],
    ['a $ref with fields beside', { $ref: '#/$defs/Ledger', properties: {} }, undefined],
    ['an object', { type: 'object' }, undefined],
  ])('%s', (_name, schema, want) => {
    expect(pureSharedReference(schema)).toBe(want);
  });
});
