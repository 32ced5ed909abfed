/**
 * A small monorepo in a temporary git repository for the guard's scenarios: the four published
 * package manifests, a changesets config with the fixed group, and small fixture contracts (one
 * REST operation set, two event types) committed as `base`. Each scenario edits the working tree
 * and resets it afterwards, so one repository serves a whole test file.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTRACT_PACKAGES } from '../../src/changesets.js';

export const ASYNCAPI_ROOT = `asyncapi: 3.0.0
info:
  title: Fixture events
  version: 0.1.0
  description: Fixture.
defaultContentType: application/json
channels:
  demo.created:
    address: demo.created
    description: "Event type \`demo.created\`; versions side by side: v1."
    messages:
      DemoCreatedV1: {$ref: "#/components/messages/DemoCreatedV1"}
operations:
  sendDemoCreated:
    action: send
    channel: {$ref: "#/channels/demo.created"}
    messages:
      - {$ref: "#/channels/demo.created/messages/DemoCreatedV1"}
components:
  schemas:
    Money: {$ref: ./asyncapi/shared-types.yaml#/Money}
    DemoCreatedV1: {$ref: ./asyncapi/events/demo.yaml#/schemas/DemoCreatedV1}
  messages:
    DemoCreatedV1: {$ref: ./asyncapi/events/demo.yaml#/messages/DemoCreatedV1}
`;

export const EVENTS_DEMO = `messages:
  DemoCreatedV1:
    name: demo.created
    title: demo.created v1
    summary: Demo created (payload version v1).
    contentType: application/json
    headers:
      type: object
      required: [event_type, payload_version]
      properties:
        event_type: {type: string, const: demo.created}
        payload_version: {type: string, const: v1}
    payload: {$ref: "#/schemas/DemoCreatedV1"}
    examples:
      - name: full
        summary: Every published field present.
        headers: {event_type: demo.created, payload_version: v1}
        payload: {$ref: ../examples/demo.created/v1.full.payload.json}
schemas:
  DemoCreatedV1:
    title: demo.created v1
    description: 'Payload of the \`demo.created\` event, payload version v1.'
    type: object
    required: [id, account_number, status]
    properties:
      id: {type: string}
      account_number: {type: string}
      status: {type: string, enum: [OPEN, CLOSED]}
      amount: {$ref: ../shared-types.yaml#/Money}
      note: {type: string}
`;

export const SHARED_TYPES = `Money:
  type: object
  required: [value, currency]
  properties:
    value: {type: integer}
    currency: {type: string, enum: [GBP, EUR]}
`;

export const EXAMPLE_V1 = `{ "id": "D-1", "account_number": "A-1", "status": "OPEN", "note": "first" }\n`;

export const OPENAPI = `openapi: 3.1.0
info:
  title: Fixture API
  version: 1.0.0
  description: Fixture.
servers:
  - url: https://api.example.test/v1
paths:
  /things/:
    get:
      operationId: listThings
      summary: List things.
      description: Lists things.
      parameters:
        - $ref: '#/components/parameters/brand'
        - name: page_size
          in: query
          required: false
          description: Page size.
          schema: {type: integer, minimum: 1, maximum: 100}
        - $ref: '#/components/parameters/since'
      responses:
        '200':
          description: A page of things.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/ThingList'}
        '404':
          description: Not found.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Error'}
components:
  parameters:
    brand:
      name: brand
      in: query
      required: false
      description: Brand.
      schema: {type: string, enum: [OCTOPUS_ENERGY, AFFECT_ENERGY]}
    since:
      name: since
      in: query
      required: false
      description: Start of the period.
      schema:
        type: string
        pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?(Z|[+-]\\d{2}:\\d{2})?$'
  schemas:
    ThingList:
      type: object
      required: [count, results]
      properties:
        count: {type: integer}
        results:
          type: array
          items: {$ref: '#/components/schemas/Thing'}
    Thing:
      type: object
      required: [code, direction]
      properties:
        code: {type: string}
        direction: {type: string, enum: [IMPORT, EXPORT]}
        display_name: {type: [string, 'null']}
    Error:
      type: object
      required: [detail]
      properties:
        detail: {type: string}
`;

/** A temporary repository with the fixture contracts committed; see the module comment. */
export interface FixtureRepo {
  dir: string;
  /** Runs git in the repository and returns its stdout. */
  git: (...args: string[]) => string;
  /** Replaces `from` by `to` in a repository file; fails the test when `from` is not there. */
  edit: (file: string, from: string | RegExp, to: string) => void;
  write: (file: string, text: string) => void;
  read: (file: string) => string;
  /** Writes `.changeset/<name>.md` releasing the contract packages at `bump` (`[]` releases for an empty changeset). */
  changeset: (name: string, bump: 'major' | 'minor' | 'patch' | 'empty') => void;
  /** Back to the committed base: tracked edits reverted, new files removed. */
  reset: () => void;
  dispose: () => void;
}

/**
 * Creates the fixture repository. `contracts` chooses which fixture documents it holds (a contract
 * absent at base and in the working tree is not bundled, which keeps event scenarios fast).
 *
 * @example
 * const repo = createFixtureRepo({ rest: true, events: true });
 */
export function createFixtureRepo(contracts: { rest: boolean; events: boolean }): FixtureRepo {
  const dir = mkdtempSync(path.join(tmpdir(), 'compat-fixture-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.email=fixture@example.test', '-c', 'user.name=fixture', '-c', 'commit.gpgsign=false', ...args],
      { cwd: dir, encoding: 'utf8' },
    );

  write('package.json', `${JSON.stringify({ name: 'fixture', private: true, workspaces: ['packages/*'] }, null, 2)}\n`);
  for (const name of CONTRACT_PACKAGES) {
    write(`packages/${name.split('/')[1]}/package.json`, `${JSON.stringify({ name, version: '0.0.0' }, null, 2)}\n`);
  }
  write(
    '.changeset/config.json',
    `${JSON.stringify({ changelog: false, commit: false, fixed: [[...CONTRACT_PACKAGES]], linked: [], access: 'public', baseBranch: 'main', updateInternalDependencies: 'patch', ignore: [] }, null, 2)}\n`,
  );
  if (contracts.events) {
    write('specs/asyncapi.yaml', ASYNCAPI_ROOT);
    write('specs/asyncapi/events/demo.yaml', EVENTS_DEMO);
    write('specs/asyncapi/shared-types.yaml', SHARED_TYPES);
    write('specs/asyncapi/examples/demo.created/v1.full.payload.json', EXAMPLE_V1);
  }
  if (contracts.rest) write('specs/openapi.yaml', OPENAPI);
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  git('tag', 'base');

  return {
    dir,
    git,
    write,
    read,
    edit: (file, from, to) => {
      const text = read(file);
      const next = text.replace(from, () => to); // a function: `to` is literal text, never a $ pattern
      if (next === text) throw new Error(`fixture edit: ${String(from)} not found in ${file}`);
      write(file, next);
    },
    changeset: (name, bump) => {
      const releases = bump === 'empty' ? '' : `${CONTRACT_PACKAGES.map((p) => `"${p}": ${bump}`).join('\n')}\n`;
      write(`.changeset/${name}.md`, `---\n${releases}---\n\n${name}\n`);
    },
    reset: () => {
      git('checkout', '-q', '-f', 'base', '--', '.');
      git('clean', '-q', '-f', '-d');
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
