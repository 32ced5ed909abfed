// The contract reader resolves the published files as the caller's package does: here a
// throw-away project with the two publishing packages installed (their exports map the files
// into generated/), and one without them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTRACT_FILES, contractReader } from '../src/contracts.js';

let project: string;
const write = (file: string, value: unknown) => {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), typeof value === 'string' ? value : JSON.stringify(value));
};

beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), 'contract-reader-'));
  write('node_modules/@energy-contracts/openapi/package.json', {
    name: '@energy-contracts/openapi',
    exports: { './openapi.json': './generated/openapi.json' },
  });
  write('node_modules/@energy-contracts/openapi/generated/openapi.json', { openapi: '3.1.0' });
  write('node_modules/@energy-contracts/event-schemas/package.json', {
    name: '@energy-contracts/event-schemas',
    exports: {
      './catalogue.json': './generated/catalogue.json',
      './asyncapi.json': './generated/asyncapi.json',
      './schemas/*': './generated/schemas/*',
    },
  });
  write('node_modules/@energy-contracts/event-schemas/generated/catalogue.json', [
    { type: 'a.b', version: 'v1', schema: 'schemas/a.b/v1.json' },
  ]);
  write('node_modules/@energy-contracts/event-schemas/generated/asyncapi.json', '{ not json');
  write('node_modules/@energy-contracts/event-schemas/generated/schemas/a.b/v1.json', {
    $id: 'https://x.example/a.b/v1.json',
  });
  write('src/user.js', '');
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('contractReader', () => {
  const reader = () => contractReader(pathToFileURL(path.join(project, 'src/user.js')));
  test('reads each file through the package exports', () => {
    expect(reader().read('openapi')).toEqual({ openapi: '3.1.0' });
    expect(reader().path('openapi')).toBe(
      path.join(project, 'node_modules/@energy-contracts/openapi/generated/openapi.json'),
    );
    expect(reader().read<Array<{ schema: string }>>('catalogue')[0]!.schema).toBe('schemas/a.b/v1.json');
  });
  test('event schemas are read relative to the catalogue', () => {
    expect(reader().eventSchemasDir()).toBe(
      path.join(project, 'node_modules/@energy-contracts/event-schemas/generated'),
    );
    expect(reader().eventSchema('schemas/a.b/v1.json')).toEqual({ $id: 'https://x.example/a.b/v1.json' });
  });
  test('each read is a fresh copy', () => {
    const r = reader();
    const first = r.read<{ openapi: string }>('openapi');
    first.openapi = 'changed';
    expect(r.read('openapi')).toEqual({ openapi: '3.1.0' });
  });
  test('a file that is not JSON is named', () => {
    expect(() => reader().read('asyncapi')).toThrow(
      /@energy-contracts\/event-schemas\/asyncapi\.json \(.*asyncapi\.json\) is not JSON/,
    );
  });
  test('a missing schema file names it and the package to build', () => {
    expect(() => reader().eventSchema('schemas/none/v1.json')).toThrow(
      /@energy-contracts\/event-schemas\/schemas\/none\/v1\.json is missing .*npx turbo run build --filter=@energy-contracts\/event-schemas/,
    );
  });
  test('a package the caller cannot resolve names the dependency to declare', () => {
    const outside = contractReader(pathToFileURL(path.join(tmpdir(), 'nowhere', 'x.js')));
    expect(() => outside.read('openapi')).toThrow(
      /@energy-contracts\/openapi\/openapi\.json cannot be resolved from .*declare @energy-contracts\/openapi as a dependency/,
    );
  });
  test('the specifiers are the packages that publish each file', () => {
    expect(CONTRACT_FILES).toEqual({
      openapi: '@energy-contracts/openapi/openapi.json',
      asyncapi: '@energy-contracts/event-schemas/asyncapi.json',
      catalogue: '@energy-contracts/event-schemas/catalogue.json',
      'bundled-openapi': '@energy-contracts/contracts/openapi.json',
      'bundled-asyncapi': '@energy-contracts/contracts/asyncapi.json',
    });
  });
});
