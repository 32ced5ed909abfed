// Tests for scripts/generate-event-types.ts: naming, de-duplication of shared types, loud failures,
// determinism, and a sweep over the committed generated/events/ files.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { eventInterfaceName, generateEventTypes, sectionFileName } from '../scripts/generate-event-types.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generatedDir = path.join(packageDir, 'generated', 'events');
const BANNER = '// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'generate-event-types-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Schema = Record<string, unknown>;
const str = { type: 'string' };
const billingAccount = { title: 'BillingAccount', type: 'object', required: ['number'], properties: { number: str } };
const ledger = { title: 'Ledger', type: 'object', required: ['account', 'number'], properties: { account: { $ref: '#/$defs/BillingAccount' }, number: str, id: str } };

/** Writes a catalogue in the event-schemas layout and returns its path; `inlines` maps a type to its inlinesSharedType. */
function writeCatalogue(name: string, events: [type: string, version: string, schema: Schema][], inlines: Record<string, string> = {}): string {
  const dir = path.join(tmp, name);
  const catalogue = events.map(([type, version, schema]) => {
    const file = `schemas/${type}/${version}.json`;
    mkdirSync(path.join(dir, 'schemas', type), { recursive: true });
    const $id = `https://energy-contracts.example/schemas/${type}/${version}.json`;
    writeFileSync(path.join(dir, file), JSON.stringify({ $schema: 'https://json-schema.org/draft/2020-12/schema', $id, title: `${type} ${version}`, ...schema }));
    return { type, version, schema: file, $id, title: `${type} ${version}`, section: 'Billing', summary: 'Test.', inlinesSharedType: inlines[type] ?? null, latest: true };
  });
  writeFileSync(path.join(dir, 'catalogue.json'), JSON.stringify(catalogue));
  return path.join(dir, 'catalogue.json');
}

const ledgerEvents = (): [string, string, Schema][] => [
  ['billing.ledger.entry_posted', 'v1', { type: 'object', required: ['ledger'], properties: { ledger: { $ref: '#/$defs/Ledger' } }, $defs: { BillingAccount: billingAccount, Ledger: ledger } }],
  ['billing.ledger.entry_removed', 'v1', { type: 'object', required: ['ledger'], properties: { ledger: { $ref: '#/$defs/Ledger' }, note: { type: 'object' } }, additionalProperties: true, $defs: { Ledger: ledger, BillingAccount: billingAccount } }],
];

describe('eventInterfaceName', () => {
  test.each([
    ['account.created', 'v1', 'AccountCreatedV1'],
    ['agreement.revoked', 'v2', 'AgreementRevokedV2'],
    ['lifecycle.support-site.sale', '1.0.0', 'LifecycleSupportSiteSaleV1_0_0'],
    ['lifecycle.join_supplier._ensure_payment_instructions.step_completed', 'v2', 'LifecycleJoinSupplierEnsurePaymentInstructionsStepCompletedV2'],
    ['message-batch.received.d0036', 'v1', 'MessageBatchReceivedD0036V1'],
  ])('%s %s -> %s', (type, version, want) => {
    expect(eventInterfaceName(type, version)).toBe(want);
  });
});

describe('sectionFileName', () => {
  test.each([
    ['Account, user, agreement', 'account-user-agreement'],
    ['Industry (electricity, gas)', 'industry-electricity-gas'],
    [undefined, 'other'],
  ])('%s -> %s', (section, want) => {
    expect(sectionFileName(section)).toBe(want);
  });
});

describe('generateEventTypes', () => {
  test('a shared type used by two events is emitted once and imported', async () => {
    const outDir = path.join(tmp, 'out-dedupe');
    await generateEventTypes({ cataloguePath: writeCatalogue('dedupe', ledgerEvents()), outDir });
    const shared = readFileSync(path.join(outDir, 'shared-types.ts'), 'utf8');
    const payloads = readFileSync(path.join(outDir, 'payloads', 'billing.ts'), 'utf8');
    expect(shared.match(/export interface Ledger \{/g)).toHaveLength(1);
    expect(shared).toContain('account: BillingAccount;');
    expect(payloads).not.toMatch(/interface (Ledger|BillingAccount)\b/);
    expect(payloads).toContain("import type { Ledger } from '../shared-types.js';");
    expect(payloads).toContain('ledger: Ledger;');
    // Free-form objects are unknown-valued records; additionalProperties: true adds no property.
    expect(payloads).toContain('note?: Record<string, unknown>;');
    expect(payloads).not.toContain('additionalProperties');
    expect(payloads).not.toMatch(/\bany\b/);
  });

  test('a payload extends a shared type only when the catalogue says it inlines it, whatever its description says', async () => {
    const flat = { type: 'object', required: ['number', 'reason'], properties: { number: str, reason: str }, $defs: { BillingAccount: billingAccount } };
    const described = { ...flat, description: 'It carries all fields of the shared type `<BillingAccount>`, inlined.' };
    const holder: [string, string, Schema] = ['billing.account.held', 'v1', { type: 'object', properties: { account: { $ref: '#/$defs/BillingAccount' } }, $defs: { BillingAccount: billingAccount } }];
    const render = async (name: string, schema: Schema, inlines: Record<string, string>) => {
      const outDir = path.join(tmp, `out-${name}`);
      await generateEventTypes({ cataloguePath: writeCatalogue(name, [['billing.account.flagged', 'v1', schema], holder], inlines), outDir });
      return readFileSync(path.join(outDir, 'payloads', 'billing.ts'), 'utf8');
    };
    const declared = await render('inlines-declared', flat, { 'billing.account.flagged': 'BillingAccount' });
    expect(declared).toMatch(/export interface BillingAccountFlaggedV1 extends BillingAccount \{\n\s+reason: string;\n\}/);
    const proseOnly = await render('inlines-prose-only', described, {});
    expect(proseOnly).not.toContain('extends');
    expect(proseOnly).toMatch(/number: string;/);
  });

  test('a declared inlined shared type whose fields the payload does not carry is an error naming the field', async () => {
    const missing = { type: 'object', required: ['reason'], properties: { reason: str }, $defs: { BillingAccount: billingAccount } };
    const holder: [string, string, Schema] = ['billing.account.held', 'v1', { type: 'object', properties: { account: { $ref: '#/$defs/BillingAccount' } }, $defs: { BillingAccount: billingAccount } }];
    const cataloguePath = writeCatalogue('inlines-missing', [['billing.account.flagged', 'v1', missing], holder], { 'billing.account.flagged': 'BillingAccount' });
    await expect(generateEventTypes({ cataloguePath, outDir: path.join(tmp, 'out-inlines-missing') })).rejects.toThrow(/billing\.account\.flagged\/v1\.json#\/properties\/number: the catalogue says the payload carries all fields of <BillingAccount>/);
  });

  test('the same catalogue generates the same bytes twice', async () => {
    const catalogue = writeCatalogue('twice', ledgerEvents());
    const read = (dir: string) => Object.fromEntries(readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort().filter((f) => f.endsWith('.ts')).map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]));
    await generateEventTypes({ cataloguePath: catalogue, outDir: path.join(tmp, 'twice-a') });
    await generateEventTypes({ cataloguePath: catalogue, outDir: path.join(tmp, 'twice-b') });
    expect(read(path.join(tmp, 'twice-b'))).toEqual(read(path.join(tmp, 'twice-a')));
  });

  test.each<[string, [string, string, Schema][], RegExp]>([
    ['two event types that PascalCase to one name', [
      ['contract-groups.created', 'v1', { type: 'object', properties: { a: str } }],
      ['contract_groups.created', 'v1', { type: 'object', properties: { a: str } }],
    ], /name collision: contract-groups\.created v1 and contract_groups\.created v1 both become ContractGroupsCreatedV1/],
    ['a shared type that differs between two schemas', [
      ['a.b', 'v1', { type: 'object', properties: { x: { $ref: '#/$defs/BillingAccount' } }, $defs: { BillingAccount: billingAccount } }],
      ['a.c', 'v1', { type: 'object', properties: { x: { $ref: '#/$defs/BillingAccount' } }, $defs: { BillingAccount: { ...billingAccount, required: [] } } }],
    ], /schemas\/a\.c\/v1\.json#\/\$defs\/BillingAccount: differs from the copy in schemas\/a\.b\/v1\.json/],
    ['a $ref outside $defs', [
      ['a.b', 'v1', { type: 'object', properties: { x: { $ref: 'https://example.com/x.json' } } }],
    ], /schemas\/a\.b\/v1\.json\/properties\/x\/\$ref: expected "#\/\$defs\/<SharedType>"/],
    ['an inline object that is not a shared type', [
      ['a.b', 'v1', { type: 'object', properties: { x: { type: 'object', properties: { y: str } } } }],
    ], /unexpected \[ABV1_x\]/],
  ])('fails loudly on %s', async (name, events, message) => {
    const cataloguePath = writeCatalogue(`fail-${name.replace(/\W+/g, '-')}`, events);
    await expect(generateEventTypes({ cataloguePath, outDir: path.join(tmp, 'out-fail') })).rejects.toThrow(message);
  });
});

test('a catalogue row whose schema file is missing is an error naming the file', async () => {
  const cataloguePath = writeCatalogue('missing-file', ledgerEvents());
  const rows = JSON.parse(readFileSync(cataloguePath, 'utf8')) as { schema: string }[];
  rows[0]!.schema = 'schemas/nowhere/v1.json';
  writeFileSync(cataloguePath, JSON.stringify(rows));
  await expect(generateEventTypes({ cataloguePath, outDir: path.join(tmp, 'out-missing') })).rejects.toThrow(/schemas\/nowhere\/v1\.json: cannot read it/);
});

describe('committed generated/events', () => {
  const files = readdirSync(generatedDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).sort();
  const texts = files.map((f) => [f, readFileSync(path.join(generatedDir, f), 'utf8')] as const);

  test.each(texts)('%s starts with the do-not-edit banner and uses no any', (_file, text) => {
    expect(text.split('\n')[0]).toBe(BANNER);
    expect(text).not.toMatch(/:\s*any\b|<any>|any\[\]/);
  });

  test('every interface and alias is declared exactly once', () => {
    const declared = texts.flatMap(([, text]) => [...text.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]!));
    const duplicates = declared.filter((name, i) => declared.indexOf(name) !== i);
    expect(duplicates).toEqual([]);
    expect(declared.length).toBeGreaterThan(265);
  });

  test('payload files declare no shared type; they import them', () => {
    const shared = readFileSync(path.join(generatedDir, 'shared-types.ts'), 'utf8');
    const sharedNames = [...shared.matchAll(/^export interface (\w+)/gm)].map((m) => m[1]!);
    expect(sharedNames).toContain('Ledger');
    for (const [file, text] of texts.filter(([f]) => f.startsWith('payloads'))) {
      for (const name of sharedNames) expect(text, `${file} declares ${name}`).not.toMatch(new RegExp(`^export interface ${name} \\{`, 'm'));
    }
  });
});
