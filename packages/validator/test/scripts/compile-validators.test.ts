// The validator's build on an OpenAPI document with a $ref that does not resolve: it stops naming
// the JSON pointer, before it empties the output folder, and its command line says so in one line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { compileAll } from '../../scripts/compile-validators.js';
import { eventSchemasDir, packageRoot } from '../support/contracts.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'validator-compile-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const broken = path.join(dir, 'openapi.json');
fs.writeFileSync(
  broken,
  JSON.stringify({
    openapi: '3.1.0',
    paths: { '/a/': { get: { operationId: 'getA', responses: { '200': { $ref: '#/components/responses/Nope' } } } } },
  }),
);
const WANT = 'openapi.json: $ref #/components/responses/Nope at /paths/~1a~1/get/responses/200';

/** An output folder holding one file from an earlier build. */
function earlierOutput(name: string): { out: string; earlier: string } {
  const out = path.join(dir, name);
  fs.mkdirSync(out, { recursive: true });
  const earlier = path.join(out, 'index.js');
  fs.writeFileSync(earlier, '// an earlier build\n');
  return { out, earlier };
}

describe('a $ref of the OpenAPI document that does not resolve', () => {
  test('compileAll throws naming its pointer and leaves the output folder as it was', () => {
    const { out, earlier } = earlierOutput('in-process');
    expect(() => compileAll({ eventSchemas: eventSchemasDir, openapi: broken, out })).toThrow(WANT);
    expect(fs.readFileSync(earlier, 'utf8')).toBe('// an earlier build\n');
  });

  // One tsx process: it has a budget of its own.
  test('the command exits 1 with one line naming the pointer', { timeout: 60_000 }, () => {
    const { out } = earlierOutput('command');
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/compile-validators.ts', '--openapi', broken, '--out', out],
      { cwd: packageRoot, encoding: 'utf8', timeout: 55_000 },
    );
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`compile-validators: the OpenAPI document has 1 $ref that does not resolve: ${WANT}\n`);
  });
});
