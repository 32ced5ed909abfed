// The event types generator end to end (scripts/generate-event-types.ts runs the five steps of
// event-types/): shared types de-duplicated and imported, and the same bytes twice.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { generateEventTypes } from '../../scripts/generate-event-types.js';
import { ledgerEvents, tempDir, writeCatalogue } from './event-types/fixtures.js';

const tmp = tempDir();

describe('generateEventTypes', () => {
  test('a shared type used by two events is emitted once and imported', async () => {
    const outDir = path.join(tmp, 'out-dedupe');
    await generateEventTypes({ cataloguePath: writeCatalogue(tmp, 'dedupe', ledgerEvents()), outDir });
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

  test('the same catalogue generates the same bytes twice', async () => {
    const catalogue = writeCatalogue(tmp, 'twice', ledgerEvents());
    const read = (dir: string) =>
      Object.fromEntries(
        readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .sort()
          .filter((f) => f.endsWith('.ts'))
          .map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]),
      );
    await generateEventTypes({ cataloguePath: catalogue, outDir: path.join(tmp, 'twice-a') });
    await generateEventTypes({ cataloguePath: catalogue, outDir: path.join(tmp, 'twice-b') });
    expect(read(path.join(tmp, 'twice-b'))).toEqual(read(path.join(tmp, 'twice-a')));
  });
});
