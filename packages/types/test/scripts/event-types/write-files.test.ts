// Step 5, write-files: file names per catalogue section, and a sweep of the committed generated/events.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { BANNER, sectionFileName } from '../../../scripts/event-types/write-files.js';

const generatedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../generated/events');

describe('sectionFileName', () => {
  test.each([
    ['Account, user, agreement', 'account-user-agreement'],
    ['Industry (electricity, gas)', 'industry-electricity-gas'],
    [undefined, 'other'],
  ])('%s -> %s', (section, want) => {
    expect(sectionFileName(section)).toBe(want);
  });
});

describe('committed generated/events', () => {
  const files = readdirSync(generatedDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .sort();
  const texts = files.map((f) => [f, readFileSync(path.join(generatedDir, f), 'utf8')] as const);

  test.each(texts)('%s starts with the do-not-edit banner and uses no any', (_file, text) => {
    expect(BANNER).toBe(
      '// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.',
    );
    expect(text.split('\n')[0]).toBe(BANNER);
    expect(text).not.toMatch(/:\s*any\b|<any>|any\[\]/);
  });

  test('every interface and alias is declared exactly once', () => {
    const declared = texts.flatMap(([, text]) =>
      [...text.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]!),
    );
    const duplicates = declared.filter((name, i) => declared.indexOf(name) !== i);
    expect(duplicates).toEqual([]);
    expect(declared.length).toBeGreaterThan(265);
  });

  test('payload files declare no shared type; they import them', () => {
    const shared = readFileSync(path.join(generatedDir, 'shared-types.ts'), 'utf8');
    const sharedNames = [...shared.matchAll(/^export interface (\w+)/gm)].map((m) => m[1]!);
    expect(sharedNames).toContain('Ledger');
    for (const [file, text] of texts.filter(([f]) => f.startsWith('payloads'))) {
      for (const name of sharedNames)
        expect(text, `${file} declares ${name}`).not.toMatch(new RegExp(`^export interface ${name} \\{`, 'm'));
    }
  });
});
