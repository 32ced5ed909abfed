// The index and loader modules: the event index says only what the path convention cannot, and
// the module map requires every module by a literal specifier (what bundlers follow).
import { describe, expect, test } from 'vitest';
import { indexModule, modulesCjs, operationsModule } from '../../../scripts/compile/loader-emit.js';

describe('indexModule', () => {
  const base = 'https://energy-contracts.example/schemas/';
  test('versions by type; latest and $id exceptions only where the convention does not hold', () => {
    const code = indexModule({
      'a.b': { v1: { id: `${base}a.b/v1.json`, latest: false }, v2: { id: `${base}a.b/v2.json`, latest: true } },
      'c.d': {
        v1: { id: 'https://elsewhere.example/c.json', latest: true },
        v2: { id: `${base}c.d/v2.json`, latest: false },
      },
    });
    expect(code).toContain('  "a.b": ["v1","v2"],');
    expect(code).toContain('export const latestExceptions = {"c.d":"v1"};');
    expect(code).toContain('export const idExceptions = {"c.d":{"v1":"https://elsewhere.example/c.json"}};');
  });
});

describe('modulesCjs / operationsModule', () => {
  test('one literal require() per module, in the order given', () => {
    expect(modulesCjs(['events/a/v1.js', 'rest/x/200.js'])).toContain(
      '  "events/a/v1.js": () => require("./events/a/v1.js"),\n  "rest/x/200.js": () => require("./rest/x/200.js"),\n',
    );
  });
  test('operations with the base path', () => {
    const code = operationsModule(
      [{ method: 'GET', path: '/a/', operationId: 'getA', params: [], requestFile: 'request/getA.js', responses: [] }],
      '/v1',
    );
    expect(code).toContain('export const basePath = "/v1";');
    expect(code).toContain(
      '{ method: "GET", path: "/a/", operationId: "getA", params: [], requestFile: "request/getA.js", responses: [] },',
    );
  });
});
