// Fixtures of the event types generator's tests: catalogues in the event-schemas layout, written
// to a temporary folder, and two shared types (BillingAccount inside Ledger).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** A schema of a fixture. */
export type Schema = Record<string, unknown>;

/** A temporary folder for the calling test file, removed after it. */
export function tempDir(): string {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'generate-event-types-test-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  return tmp;
}

export const str = { type: 'string' };
export const billingAccount = {
  title: 'BillingAccount',
  type: 'object',
  required: ['number'],
  properties: { number: str },
};
export const ledger = {
  title: 'Ledger',
  type: 'object',
  required: ['account', 'number'],
  properties: { account: { $ref: '#/$defs/BillingAccount' }, number: str, id: str },
};

/** Writes a catalogue in the event-schemas layout under `tmp` and returns its path; `inlines` maps a type to its inlinesSharedType. */
export function writeCatalogue(
  tmp: string,
  name: string,
  events: [type: string, version: string, schema: Schema][],
  inlines: Record<string, string> = {},
): string {
  const dir = path.join(tmp, name);
  const catalogue = events.map(([type, version, schema]) => {
    const file = `schemas/${type}/${version}.json`;
    mkdirSync(path.join(dir, 'schemas', type), { recursive: true });
    const $id = `https://energy-contracts.example/schemas/${type}/${version}.json`;
    writeFileSync(
      path.join(dir, file),
      JSON.stringify({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id,
        title: `${type} ${version}`,
        ...schema,
      }),
    );
    return {
      type,
      version,
      schema: file,
      $id,
      title: `${type} ${version}`,
      section: 'Billing',
      summary: 'Test.',
      inlinesSharedType: inlines[type] ?? null,
      latest: true,
    };
  });
  writeFileSync(path.join(dir, 'catalogue.json'), JSON.stringify(catalogue));
  return path.join(dir, 'catalogue.json');
}

/** Two events sharing Ledger (and through it BillingAccount), their $defs in different orders. */
export const ledgerEvents = (): [string, string, Schema][] => [
  [
    'billing.ledger.entry_posted',
    'v1',
    {
      type: 'object',
      required: ['ledger'],
      properties: { ledger: { $ref: '#/$defs/Ledger' } },
      $defs: { BillingAccount: billingAccount, Ledger: ledger },
    },
  ],
  [
    'billing.ledger.entry_removed',
    'v1',
    {
      type: 'object',
      required: ['ledger'],
      properties: { ledger: { $ref: '#/$defs/Ledger' }, note: { type: 'object' } },
      additionalProperties: true,
      $defs: { Ledger: ledger, BillingAccount: billingAccount },
    },
  ],
];

/** An event holding a BillingAccount, so the shared type exists in a catalogue. */
export const accountHolder = (): [string, string, Schema] => [
  'billing.account.held',
  'v1',
  {
    type: 'object',
    properties: { account: { $ref: '#/$defs/BillingAccount' } },
    $defs: { BillingAccount: billingAccount },
  },
];
