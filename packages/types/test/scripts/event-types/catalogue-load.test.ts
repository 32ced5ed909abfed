// Step 1, catalogue-load: TypeScript names of events, and loud failures naming the file or pointer.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { eventInterfaceName, loadEvents } from '../../../scripts/event-types/catalogue-load.js';
import { ledgerEvents, str, tempDir, writeCatalogue } from './fixtures.js';

const tmp = tempDir();

describe('eventInterfaceName', () => {
  test.each([
    ['account.created', 'v1', 'AccountCreatedV1'],
    ['agreement.revoked', 'v2', 'AgreementRevokedV2'],
    ['lifecycle.support-site.sale', '1.0.0', 'LifecycleSupportSiteSaleV1_0_0'],
    [
      'lifecycle.join_supplier._ensure_payment_instructions.step_completed',
      'v2',
      'LifecycleJoinSupplierEnsurePaymentInstructionsStepCompletedV2',
    ],
    ['message-batch.received.d0036', 'v1', 'MessageBatchReceivedD0036V1'],
  ])('%s %s -> %s', (type, version, want) => {
    expect(eventInterfaceName(type, version)).toBe(want);
  });
});

describe('loadEvents', () => {
  test('the events of the catalogue, in its order, with their schemas and names', () => {
    const events = loadEvents(writeCatalogue(tmp, 'order', ledgerEvents()));
    expect(events.map((e) => e.name)).toEqual(['BillingLedgerEntryPostedV1', 'BillingLedgerEntryRemovedV1']);
    expect(events[1]!.schema.additionalProperties).toBe(true);
  });
  test('two event types that PascalCase to one name are a collision', () => {
    const cataloguePath = writeCatalogue(tmp, 'collision', [
      ['contract-groups.created', 'v1', { type: 'object', properties: { a: str } }],
      ['contract_groups.created', 'v1', { type: 'object', properties: { a: str } }],
    ]);
    expect(() => loadEvents(cataloguePath)).toThrow(
      /name collision: contract-groups\.created v1 and contract_groups\.created v1 both become ContractGroupsCreatedV1/,
    );
  });
  test('a catalogue row whose schema file is missing is an error naming the file', () => {
    const cataloguePath = writeCatalogue(tmp, 'missing-file', ledgerEvents());
    const rows = JSON.parse(readFileSync(cataloguePath, 'utf8')) as { schema: string }[];
    rows[0]!.schema = 'schemas/nowhere/v1.json';
    writeFileSync(cataloguePath, JSON.stringify(rows));
    expect(() => loadEvents(cataloguePath)).toThrow(/schemas\/nowhere\/v1\.json: cannot read it/);
  });
  test.each([
    ['an empty catalogue', [], /expected a non-empty array/],
    ['a row without a version', [{ type: 'a.b', schema: 'x' }], /#\/0\/version: expected a non-empty string/],
    [
      'a repeated (type, version)',
      [
        { type: 'a.b', version: 'v1', schema: 'schemas/billing.ledger.entry_posted/v1.json' },
        { type: 'a.b', version: 'v1', schema: 'schemas/billing.ledger.entry_posted/v1.json' },
      ],
      /#\/1: duplicate \(type, version\) a\.b v1/,
    ],
  ])('%s is an error naming the pointer', (name, rows, message) => {
    const cataloguePath = writeCatalogue(tmp, `rows-${name.replace(/\W+/g, '-')}`, ledgerEvents());
    writeFileSync(cataloguePath, JSON.stringify(rows));
    expect(() => loadEvents(cataloguePath)).toThrow(message);
  });
});
