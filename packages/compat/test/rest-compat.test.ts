// One scenario per REST rule on the fixture OpenAPI document: the test asserts the class at the
// expected JSON pointer and the required bump. Direction matters: a request parameter may widen,
// a response field may narrow. The rules are classified on the fixture as YAML reads it, which is
// what Redocly's bundle gives for it (asserted once below: one file, internal $refs only); one
// scenario of each class also runs the whole guard in a temporary git repository, bundled by the
// same Redocly bundle as specs/openapi.yaml. Plus a unit table of classifyFact.
import path from 'node:path';
import { bundleOpenApi, expandTrailingSlashRedirects } from '@energy-contracts/contracts/bundle-openapi';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { requiredBump } from '../src/change.js';
import { checkCompat } from '../src/check-compat.js';
import { classifyFact, classifyRestChanges, type Direction } from '../src/rest-compat.js';
import type { Effect } from '../src/schema-diff.js';
import type { Json } from '@energy-contracts/schema-tools/json-pointer';
import { createFixtureRepo, OPENAPI, type FixtureRepo } from './support/fixture-repo.js';

const API = 'specs/openapi.yaml';
const OP = '/paths/~1things~1/get';

let repo: FixtureRepo;
let bundledBase: Json;
beforeAll(() => {
  repo = createFixtureRepo({ rest: true, events: false });
  bundledBase = bundleOpenApi(path.join(repo.dir, API)) as Json;
});
afterAll(() => repo.dispose());

/** The fixture document as YAML reads it, with the bundler's own trailing-slash expansion. */
const read = (text: string): Json => expandTrailingSlashRedirects(parseYaml(text) as Record<string, unknown>) as Json;

interface Scenario {
  rule: string;
  from: string | RegExp;
  to: string;
  location: string;
  cls: 'breaking' | 'minor' | 'patch';
  what: RegExp;
  bump: 'major' | 'minor' | 'patch';
}

const NEW_OPERATION = `  /things/{code}/:
    get:
      operationId: getThing
      summary: Get a thing.
      description: One thing.
      parameters:
        - {name: code, in: path, required: true, description: Code., schema: {type: string}}
      responses:
        '200':
          description: The thing.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Thing'}
components:
`;

const scenarios: Scenario[] = [
  {
    rule: 'an operation removed',
    from: / {2}\/things\/:\n[\s\S]*?(?=components:)/,
    to: '  {}\n',
    location: OP,
    cls: 'breaking',
    what: /operation GET \/things\/ removed/,
    bump: 'major',
  },
  {
    rule: 'an operation added',
    from: 'components:\n',
    to: NEW_OPERATION,
    location: '/paths/~1things~1{code}~1/get',
    cls: 'minor',
    what: /operation GET \/things\/\{code\}\/ added/,
    bump: 'minor',
  },
  {
    rule: 'a parameter removed',
    from: / {8}- name: page_size\n(.*\n){4}/,
    to: '',
    location: `${OP}/parameters/1`,
    cls: 'breaking',
    what: /query parameter page_size removed/,
    bump: 'major',
  },
  {
    rule: 'a new required parameter',
    from: "      responses:\n        '200'",
    to: "        - {name: region, in: query, required: true, description: Region., schema: {type: string}}\n      responses:\n        '200'",
    location: `${OP}/parameters/3`,
    cls: 'breaking',
    what: /required query parameter region added/,
    bump: 'major',
  },
  {
    rule: 'a new optional parameter',
    from: "      responses:\n        '200'",
    to: "        - {name: region, in: query, required: false, description: Region., schema: {type: string}}\n      responses:\n        '200'",
    location: `${OP}/parameters/3`,
    cls: 'minor',
    what: /optional query parameter region added/,
    bump: 'minor',
  },
  {
    rule: 'a parameter made required',
    from: '          required: false\n          description: Page size.',
    to: '          required: true\n          description: Page size.',
    location: `${OP}/parameters/1`,
    cls: 'breaking',
    what: /page_size made required/,
    bump: 'major',
  },
  {
    rule: 'a request parameter widened (a larger maximum is accepted)',
    from: 'maximum: 100}',
    to: 'maximum: 1500}',
    location: `${OP}/parameters/1/schema`,
    cls: 'minor',
    what: /maximum 100 -> 1500/,
    bump: 'minor',
  },
  {
    rule: 'a request parameter enum widened',
    from: 'enum: [OCTOPUS_ENERGY, AFFECT_ENERGY]',
    to: 'enum: [OCTOPUS_ENERGY, AFFECT_ENERGY, OTHER]',
    location: '/components/parameters/brand/schema',
    cls: 'minor',
    what: /enum widened/,
    bump: 'minor',
  },
  {
    rule: 'a request parameter type widened (lenient parsing)',
    from: 'schema: {type: integer, minimum: 1, maximum: 100}',
    to: 'schema: {type: [integer, string], minimum: 1, maximum: 100}',
    location: `${OP}/parameters/1/schema`,
    cls: 'minor',
    what: /type widened/,
    bump: 'minor',
  },
  {
    rule: 'a request parameter made lenient (a union that keeps the old schema as one alternative)',
    from: 'schema: {type: integer, minimum: 1, maximum: 100}',
    to: "schema: {anyOf: [{type: integer, minimum: 1, maximum: 100}, {type: string, pattern: '^[0-9]+$'}]}",
    location: `${OP}/parameters/1/schema`,
    cls: 'minor',
    what: /now anyOf of 2 alternatives/,
    bump: 'minor',
  },
  {
    rule: 'a request parameter pattern widened (a date alone accepted too)',
    from: String.raw`pattern: '^\d{4}-\d{2}-\d{2}T`,
    to: String.raw`pattern: '^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?)?$|^\d{4}-\d{2}-\d{2}T`,
    location: '/components/parameters/since/schema',
    cls: 'minor',
    what: /accepts more/,
    bump: 'minor',
  },
  {
    rule: 'a request parameter pattern narrowed (the zone required)',
    from: String.raw`(Z|[+-]\d{2}:\d{2})?$'`,
    to: String.raw`(Z|[+-]\d{2}:\d{2})$'`,
    location: '/components/parameters/since/schema',
    cls: 'breaking',
    what: /accepts less/,
    bump: 'major',
  },
  {
    rule: 'a response field constrained by a pattern (clients only read it)',
    from: 'code: {type: string}',
    to: "code: {type: string, pattern: '^[A-Z]'}",
    location: '/components/schemas/Thing/properties/code',
    cls: 'minor',
    what: /accepts less/,
    bump: 'minor',
  },
  {
    rule: 'a request parameter enum narrowed',
    from: 'enum: [OCTOPUS_ENERGY, AFFECT_ENERGY]',
    to: 'enum: [OCTOPUS_ENERGY]',
    location: '/components/parameters/brand/schema',
    cls: 'breaking',
    what: /enum narrowed/,
    bump: 'major',
  },
  {
    rule: 'a response field removed',
    from: "        display_name: {type: [string, 'null']}\n",
    to: '',
    location: '/components/schemas/Thing/properties/display_name',
    cls: 'breaking',
    what: /display_name: field removed/,
    bump: 'major',
  },
  {
    rule: 'a response field renamed (one line naming both)',
    from: "        display_name: {type: [string, 'null']}\n",
    to: "        label: {type: [string, 'null']}\n",
    location: '/components/schemas/Thing/properties/label',
    cls: 'breaking',
    what: /^results\.\[\]\.label: field renamed: display_name -> label$/,
    bump: 'major',
  },
  {
    rule: 'a response field added',
    from: "        display_name: {type: [string, 'null']}\n",
    to: "        display_name: {type: [string, 'null']}\n        region: {type: string}\n",
    location: '/components/schemas/Thing/properties/region',
    cls: 'minor',
    what: /optional field added/,
    bump: 'minor',
  },
  {
    rule: 'a response enum narrowed (clients only read it)',
    from: 'enum: [IMPORT, EXPORT]',
    to: 'enum: [IMPORT]',
    location: '/components/schemas/Thing/properties/direction',
    cls: 'minor',
    what: /enum narrowed/,
    bump: 'minor',
  },
  {
    rule: 'a response enum widened',
    from: 'enum: [IMPORT, EXPORT]',
    to: 'enum: [IMPORT, EXPORT, BOTH]',
    location: '/components/schemas/Thing/properties/direction',
    cls: 'breaking',
    what: /enum widened/,
    bump: 'major',
  },
  {
    rule: 'a response type narrowed (null no longer sent)',
    from: "display_name: {type: [string, 'null']}",
    to: 'display_name: {type: string}',
    location: '/components/schemas/Thing/properties/display_name',
    cls: 'minor',
    what: /type narrowed/,
    bump: 'minor',
  },
  {
    rule: 'a response type widened',
    from: 'code: {type: string}',
    to: "code: {type: [string, 'null']}",
    location: '/components/schemas/Thing/properties/code',
    cls: 'breaking',
    what: /type widened/,
    bump: 'major',
  },
  {
    rule: 'a response type changed',
    from: 'count: {type: integer}',
    to: 'count: {type: string}',
    location: '/components/schemas/ThingList/properties/count',
    cls: 'breaking',
    what: /type changed/,
    bump: 'major',
  },
  {
    rule: 'a response field made optional',
    from: 'required: [code, direction]',
    to: 'required: [code]',
    location: '/components/schemas/Thing/properties/direction',
    cls: 'breaking',
    what: /no longer required/,
    bump: 'major',
  },
  {
    rule: 'a status code removed',
    from: / {8}'404':\n(.*\n){4}/,
    to: '',
    location: `${OP}/responses/404`,
    cls: 'breaking',
    what: /status 404 removed/,
    bump: 'major',
  },
  {
    rule: 'a status code changed (404 -> 410)',
    from: "        '404':\n          description: Not found.",
    to: "        '410':\n          description: Gone.",
    location: `${OP}/responses/404`,
    cls: 'breaking',
    what: /status 404 removed/,
    bump: 'major',
  },
  {
    rule: 'a status code added',
    from: "        '404':\n",
    to: "        '400':\n          description: Bad request.\n          content:\n            application/json:\n              schema: {$ref: '#/components/schemas/Error'}\n        '404':\n",
    location: `${OP}/responses/400`,
    cls: 'minor',
    what: /status 400 added/,
    bump: 'minor',
  },
  // The operation's own page_size replaces a path-level one of the same name and in (OpenAPI 3.1): the effective parameter is unchanged.
  {
    rule: 'a required path-level parameter that the operation overrides',
    from: '  /things/:\n    get:',
    to: '  /things/:\n    parameters:\n      - {name: page_size, in: query, required: true, description: Page size., schema: {type: integer, maximum: 5}}\n    get:',
    location: '',
    cls: 'patch',
    what: /no effect on any operation/,
    bump: 'patch',
  },
  {
    rule: 'a required path-level parameter the operation does not override',
    from: '  /things/:\n    get:',
    to: '  /things/:\n    parameters:\n      - {name: region, in: query, required: true, description: Region., schema: {type: string}}\n    get:',
    location: '/paths/~1things~1/parameters/0',
    cls: 'breaking',
    what: /required query parameter region added/,
    bump: 'major',
  },
  {
    rule: 'a description changed',
    from: 'description: Lists things.',
    to: 'description: Lists every thing, newest first.',
    location: OP,
    cls: 'patch',
    what: /operation description changed/,
    bump: 'patch',
  },
  {
    rule: 'an example added',
    from: 'schema: {type: string, enum: [OCTOPUS_ENERGY, AFFECT_ENERGY]}',
    to: 'schema: {type: string, enum: [OCTOPUS_ENERGY, AFFECT_ENERGY]}\n      example: OCTOPUS_ENERGY',
    location: '/components/parameters/brand',
    cls: 'patch',
    what: /example changed/,
    bump: 'patch',
  },
];

describe('REST rules, one scenario each', () => {
  test("the fixture as YAML reads it is Redocly's bundle of it", () => {
    expect(read(OPENAPI)).toEqual(bundledBase);
  });

  for (const s of scenarios) {
    test(`${s.rule}: ${s.cls} at ${s.location}, bump ${s.bump}`, () => {
      const edited = OPENAPI.replace(s.from, () => s.to);
      expect(edited, `${String(s.from)} not in the fixture`).not.toBe(OPENAPI);
      const changes = classifyRestChanges(read(OPENAPI), read(edited));
      const line = changes.find((c) => c.location === s.location && s.what.test(c.what));
      expect(line, JSON.stringify(changes, null, 1)).toBeDefined();
      expect(line!.class).toBe(s.cls);
      expect(line!.contract).toBe('rest');
      expect(requiredBump(changes)).toBe(s.bump);
    });
  }
});

describe('the whole guard (fixture repository, base = the committed contract)', () => {
  // One scenario of each class, in parts of the document that the others leave alone, checked in one
  // run: each is found with its class, and the required bump is the highest (the bump of each class
  // alone is requiredBump's, shown above).
  const oneOfEach = ['a response type changed', 'an operation added', 'a description changed'].map(
    (rule) => scenarios.find((s) => s.rule === rule)!,
  );
  test(`${oneOfEach.map((s) => `${s.rule} (${s.cls})`).join(', ')}: each found, bump major`, async () => {
    expect(oneOfEach.map((s) => s.cls)).toEqual(['breaking', 'minor', 'patch']);
    repo.reset();
    for (const s of oneOfEach) repo.edit(API, s.from, s.to);
    const report = await checkCompat({ repo: repo.dir, base: 'base' });
    for (const s of oneOfEach) {
      const line = report.changes.find((c) => c.location === s.location && s.what.test(c.what));
      expect(line, `${s.rule}: ${JSON.stringify(report.changes, null, 1)}`).toBeDefined();
      expect(line!.class).toBe(s.cls);
      expect(line!.contract).toBe('rest');
    }
    expect(report.required).toBe('major');
  }, 60_000);
});

describe('classifyFact: the direction decides', () => {
  const table: [Effect, Direction, string][] = [
    ['widens', 'request', 'minor'],
    ['narrows', 'request', 'breaking'],
    ['narrows', 'response', 'minor'],
    ['widens', 'response', 'breaking'],
    ['changes', 'request', 'breaking'],
    ['changes', 'response', 'breaking'],
    ['doc', 'request', 'patch'],
    ['doc', 'response', 'patch'],
  ];
  for (const [effect, direction, want] of table) {
    test(`${effect} in a ${direction} is ${want}`, () =>
      expect(classifyFact({ pointer: '', field: [], what: '', effect }, direction)).toBe(want));
  }
});

// Media types, statuses and headers are looked up as own keys both ways: one named like an
// Object.prototype member (constructor, toString) that goes away is removed, not found on the prototype.
describe('classifyRestChanges: names like Object.prototype members', () => {
  const doc = (response: Json, requestContent: Json): Json => ({
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: { '/things/': { post: { requestBody: { content: requestContent }, responses: { '200': response } } } },
  });
  const json = { 'application/json': { schema: { type: 'string' } } };
  const table: [string, { before: Json; after: Json; want: string }][] = [
    [
      'a response header named constructor removed',
      {
        before: doc({ description: 'OK', headers: { constructor: { schema: { type: 'string' } } } }, json),
        after: doc({ description: 'OK', headers: {} }, json),
        want: 'breaking response 200 header constructor removed',
      },
    ],
    [
      'a response media type named toString removed',
      {
        before: doc({ description: 'OK', content: { toString: { schema: {} } } }, json),
        after: doc({ description: 'OK', content: {} }, json),
        want: 'breaking response 200 media type toString removed',
      },
    ],
    [
      'a request media type named valueOf no longer accepted',
      {
        before: doc({ description: 'OK' }, { valueOf: { schema: {} } }),
        after: doc({ description: 'OK' }, {}),
        want: 'breaking request media type valueOf no longer accepted',
      },
    ],
  ];
  for (const [name, { before, after, want }] of table) {
    test(name, () => expect(classifyRestChanges(before, after).map((c) => `${c.class} ${c.what}`)).toContain(want));
  }
  test('a status named constructor removed', () => {
    const responses = (extra: { [status: string]: Json }): Json => ({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: { '/things/': { get: { responses: { '200': { description: 'OK' }, ...extra } } } },
    });
    expect(
      classifyRestChanges(responses({ constructor: { description: 'Odd.' } }), responses({})).map(
        (c) => `${c.class} ${c.what}`,
      ),
    ).toContain('breaking status constructor removed');
  });
});
