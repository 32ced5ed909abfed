import { describe, expect, test } from 'vitest';
import type { FieldRow } from '../../src/model/schema-fields.js';
import { fieldTable, typeHtml } from '../../src/render/field-table.js';

const row = (path: string[], extra: Partial<FieldRow> = {}): FieldRow => ({
  path,
  depth: path.filter((p) => p !== '[]').length - 1,
  type: [{ text: 'string' }],
  required: true,
  description: '',
  constraints: [],
  examples: [],
  observed: false,
  designDecision: false,
  ...extra,
});
const href = (name: string) => (name === 'Ledger' ? `../../shared-types/${name}/` : undefined);

describe('typeHtml', () => {
  test.each([
    [
      [{ text: 'array of ' }, { schema: 'Ledger' }],
      'array of <a href="../../shared-types/Ledger/"><code>Ledger</code></a>',
    ],
    [[{ schema: 'Region' }], '<code>Region</code>'],
    [[{ text: 'a<b' }], 'a&lt;b'],
  ] as const)('%j', (parts, want) => expect(typeHtml(parts, href).value).toBe(want));
});

describe('fieldTable', () => {
  const table = fieldTable(
    [
      row(['ledger'], { type: [{ schema: 'Ledger' }], expandedFrom: 'Ledger' }),
      row(['ledger', 'account', 'number'], {
        required: false,
        description: 'The `number` <b>.',
        constraints: ['min length: 1'],
        examples: ['A-1'],
      }),
      row(['items', '[]', 'id']),
    ],
    { idPrefix: 'payload', caption: 'Payload', schemaHref: href, marks: new Map([['ledger', 'added']]) },
  ).value;
  test('each row has a stable id and an anchor to it', () => {
    expect(table).toContain('<tr id="field-payload.ledger" class="depth-0 mark-added">');
    expect(table).toContain(
      '<a class="anchor" href="#field-payload.ledger.account.number" aria-label="Link to ledger.account.number">#</a>',
    );
    expect(table).toContain('<tr id="field-payload.items.id"');
  });
  test('parents dimmed, types linked, descriptions rendered and escaped, constraints and examples listed', () => {
    expect(table).toContain(
      '<code class="field-name"><span class="parent">ledger.<wbr>account</span><wbr>.number</code>',
    );
    expect(table).toContain('<code class="field-name"><span class="parent">items[]</span><wbr>.id</code>');
    expect(table).toContain('<a href="../../shared-types/Ledger/"><code>Ledger</code></a>');
    expect(table).toContain('<p>The <code>number</code> &lt;b&gt;.</p>');
    expect(table).toContain('<li>min length: 1</li>');
    expect(table).toContain('Example: <code>A-1</code>');
    expect(table).toContain('<span class="badge badge-added">added</span>');
    expect(table).toContain('<span class="opt">optional</span>');
  });
  test('no rows: a sentence, not an empty table', () =>
    expect(fieldTable([], { idPrefix: '', caption: 'x', schemaHref: href }).value).toBe(
      '<p class="empty">No fields.</p>',
    ));
});

describe('fieldTable without descriptions', () => {
  test('leaves the Description column out', () => {
    const table = fieldTable([row(['a']), row(['b'], { required: false })], {
      idPrefix: 'payload',
      caption: 'Payload',
      schemaHref: href,
    }).value;
    expect(table).not.toContain('Description');
    expect(table).not.toContain('class="description"');
    expect(table.match(/<th scope="col">/g)).toHaveLength(3);
  });
});
