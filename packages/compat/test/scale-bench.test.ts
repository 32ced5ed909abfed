// The scale bench: the table it prints and the repository copy it builds in. The README's quick
// run is test/e2e/scale-bench.test.ts.
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { copyRepository, formatScaleBench } from '../src/scale-bench.js';

const repo = path.resolve(import.meta.dirname, '../../..');

describe('formatScaleBench', () => {
  test('one column per size with its ratio to 1x, a dash for a missing value, then the load average', () => {
    const text = formatScaleBench({
      factors: [1, 4],
      rows: [
        { label: 'payloads (type, version)', unit: '', values: [265, 1060] },
        { label: 'build a#build', unit: 'ms', values: [1500, 4200] },
        { label: 'startup', unit: 'ms', values: [42.25, undefined] },
      ],
      load: [
        { phase: '1x build', before: [1, 0.5, 0.25], after: [1.5, 0.75, 0.5] },
        { phase: '4x build', before: [1.5, 0.75, 0.5], after: [2, 1, 0.75] },
      ],
      kept: ['/tmp/x'],
    });
    expect(text.split('\n')).toEqual([
      'measurement                 1x            4x',
      'payloads (type, version)   265  1060 (4.00x)',
      'build a#build (ms)        1500  4200 (2.80x)',
      'startup (ms)              42.3             -',
      '',
      'ratios are to the 1x copy, measured in the same run; for sizes and times a ratio at or under the',
      'catalogue factor grows linearly or less; the steady emission rate should stay near 1.00x.',
      'load average (1, 5, 15 min) before -> after: 1x build: 1.00 0.50 0.25 -> 1.50 0.75 0.50; 4x build: 1.50 0.75 0.50 -> 2.00 1.00 0.75',
      'kept: /tmp/x',
    ]);
  });
});

describe('copyRepository', () => {
  test('copies the sources, not the build outputs; workspace packages resolve to the copies, the rest to the installed ones', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'scale-bench-copy-'));
    try {
      copyRepository(repo, dir);
      expect(readFileSync(path.join(dir, 'specs/asyncapi.yaml'), 'utf8')).toBe(
        readFileSync(path.join(repo, 'specs/asyncapi.yaml'), 'utf8'),
      );
      expect(existsSync(path.join(dir, 'packages/validator/src/index.ts'))).toBe(true);
      expect(existsSync(path.join(dir, 'packages/validator/dist'))).toBe(false);
      expect(existsSync(path.join(dir, 'packages/event-schemas/generated'))).toBe(false);
      expect(realpathSync(path.join(dir, 'node_modules/@energy-contracts/validator'))).toBe(
        realpathSync(path.join(dir, 'packages/validator')),
      );
      expect(realpathSync(path.join(dir, 'node_modules/ajv'))).toBe(realpathSync(path.join(repo, 'node_modules/ajv')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
