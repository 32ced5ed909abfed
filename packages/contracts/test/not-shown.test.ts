// Every line of the two seeds that says "not shown" (or "none shown") has a written decision in the
// contract: an `info.x-not-shown` entry that quotes the seed line, says what this contract does
// about it, and points (JSON pointers into the bundled document) to where that decision is written.
import { resolveRef } from '@energy-contracts/schema-tools/json-pointer';
import { expect, test } from 'vitest';
import { describeWithSeeds, readSeed } from './shared-seeds.js';
import { doc as openapi } from './openapi/openapi-document.js';
import { doc as asyncapi } from './asyncapi/asyncapi-document.js';

interface NotShown {
  seed: string;
  decision: string;
  where: string[];
}

const contracts = [
  ['rest-api.md', 'specs/openapi.yaml', openapi],
  ['event-catalogue.md', 'specs/asyncapi.yaml', asyncapi],
] as const;

for (const [seedName, spec, doc] of contracts)
  describeWithSeeds(`${seedName} -> ${spec} info.x-not-shown`, () => {
    const seedLines = (readSeed(seedName) ?? '').split('\n').filter((line) => /\b(not|none) shown\b/.test(line));
    const entries = (doc.info['x-not-shown'] ?? []) as NotShown[];

    test('the seed has "not shown" lines and the contract has entries', () => {
      expect(seedLines.length).toBeGreaterThan(0);
      expect(entries.length).toBeGreaterThan(0);
    });

    test.each(seedLines.map((line) => [line] as const))('seed line %s has a decision', (line) => {
      const entry = entries.find((e) => line.includes(e.seed));
      expect(entry, `no x-not-shown entry quotes this seed line`).toBeDefined();
      expect(entry!.decision.length).toBeGreaterThan(20);
    });

    test.each(entries.map((e) => [e.seed, e] as const))(
      'entry "%s" quotes a seed line and points at its decision',
      (_seed, entry) => {
        expect(seedLines.some((line) => line.includes(entry.seed))).toBe(true);
        expect(entry.where.length).toBeGreaterThan(0);
        for (const pointer of entry.where) {
          expect(pointer, 'a URI fragment into the document').toMatch(/^#\//);
          expect(resolveRef(doc, pointer), pointer).toBeDefined();
        }
      },
    );
  });
