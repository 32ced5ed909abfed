// Generated types follow the data of the contract, never its prose: every description of the
// published event schemas and of the bundled AsyncAPI document is reworded (so no sentence such
// as "It carries all fields of the shared type <X>" survives), the types are generated again, and
// they equal the committed generated/events/ but for the doc comments that quote the descriptions.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { afterAll, expect, test } from 'vitest';
import { generateEventTypes } from '../scripts/generate-event-types.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committedDir = path.join(packageDir, 'generated', 'events');
const contracts = contractReader(import.meta.url);
const eventSchemasDir = contracts.eventSchemasDir();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'description-independence-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * Replaces every `description` string (at any depth) with another sentence; the same text gets
 * the same new sentence wherever it appears, as one edit of the spec would give.
 */
function reword(node: unknown, seen: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((v) => reword(v, seen));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => {
      if (k === 'description' && typeof v === 'string') {
        if (!seen.has(v))
          seen.set(v, `Reworded description number ${seen.size + 1}, which says nothing about shared types.`);
        return [k, seen.get(v)];
      }
      return [k, reword(v, seen)];
    }),
  );
}

const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .sort();
/** The code of a generated file without its doc comments (which quote the descriptions by design). */
const code = (text: string): string => text.replace(/^\s*\/\*\*[\s\S]*?\*\/\n/gm, '');

test('rewording every description leaves the generated types unchanged', async () => {
  const counter = new Map<string, string>();
  cpSync(path.join(eventSchemasDir, 'schemas'), path.join(tmp, 'schemas'), { recursive: true });
  const catalogue = contracts.read<Array<{ schema: string }>>('catalogue');
  for (const entry of catalogue) {
    const file = path.join(tmp, entry.schema);
    writeFileSync(file, JSON.stringify(reword(JSON.parse(readFileSync(file, 'utf8')), counter)));
  }
  writeFileSync(path.join(tmp, 'catalogue.json'), JSON.stringify(catalogue));
  const asyncapi = reword(contracts.read('asyncapi'), counter);
  writeFileSync(path.join(tmp, 'asyncapi.json'), JSON.stringify(asyncapi));
  expect(JSON.stringify(asyncapi)).not.toContain('carries all fields');
  expect(counter.size).toBeGreaterThan(100);

  const outDir = path.join(tmp, 'out');
  await generateEventTypes({
    cataloguePath: path.join(tmp, 'catalogue.json'),
    asyncapiPath: path.join(tmp, 'asyncapi.json'),
    outDir,
  });
  expect(files(outDir)).toEqual(files(committedDir));
  for (const file of files(committedDir)) {
    const generated = readFileSync(path.join(outDir, file), 'utf8');
    if (file.startsWith('payloads') || file === 'shared-types.ts')
      expect(generated, file).toContain('Reworded description number');
    expect(code(generated), file).toBe(code(readFileSync(path.join(committedDir, file), 'utf8')));
  }
  // The committed types do extend shared types (the comparison above is not vacuous).
  expect(
    readFileSync(path.join(committedDir, 'payloads', 'supplier-lifecycle-enrollment-and-join-supplier.ts'), 'utf8'),
  ).toMatch(/interface \w+ extends JoinProcess \{/);
}, 120_000);
