import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readReleaseNotes } from '../../src/model/release-notes.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

describe('readReleaseNotes', () => {
  test('every pending changeset of the repository, and every workspace package', async () => {
    const notes = await readReleaseNotes(fileURLToPath(new URL('../..', import.meta.url)));
    const files = readdirSync(`${root}.changeset`).filter((f) => f.endsWith('.md') && f !== 'README.md');
    expect(notes.pending.map((c) => `${c.id}.md`)).toEqual(files.sort());
    for (const change of notes.pending) {
      expect(change.summary.length, change.id).toBeGreaterThan(0);
      expect(change.releases.length, change.id).toBeGreaterThan(0);
    }
    const names = notes.packages.map((p) => p.name);
    expect(names).toContain('@energy-contracts/spec-site');
    expect(names).toContain('@energy-contracts/mock-server');
    expect(notes.packages.find((p) => p.name === '@energy-contracts/spec-site')!.private).toBe(true);
  });
});
