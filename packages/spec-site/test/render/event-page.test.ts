import { describe, expect, test } from 'vitest';
import { loadContract } from '../../src/build/load-contract.js';
import { previousVersion, readEventCatalogue, versionKey } from '../../src/model/event-catalogue.js';
import { versionDiff, type FieldChange } from '../../src/model/version-diff.js';
import { eventPage, eventTypePage, type EventPageContext } from '../../src/render/event-page.js';

const { asyncapi, catalogue: items } = loadContract();
const catalogue = readEventCatalogue(asyncapi, items);
const diffs = new Map<string, FieldChange[]>();
for (const v of catalogue.versions) {
  const p = previousVersion(catalogue, v);
  if (p) diffs.set(versionKey(v), versionDiff(asyncapi, p, v));
}
const context: EventPageContext = {
  catalogue,
  diffs,
  envelopeExample: { id: 'id-1', source: 'energy-platform', occurred_at: '2024-05-01T12:00:00Z' },
  schemaPackage: '@energy-contracts/event-schemas',
};
const version = (type: string, v: string) => catalogue.types.get(type)!.versions.find((x) => x.version === v)!;

describe('event page', () => {
  test('fields with deep links, the example in the envelope, the schema, the versions', () => {
    const page = eventPage(context, version('billing.ledger.entry_posted', 'v2'));
    const html = page.main.value;
    expect(page.path).toBe('events/billing.ledger.entry_posted/v2/');
    expect(html).toContain(
      '<h1><code class="event-type">billing.ledger.entry_posted</code> <span class="version">v2</span></h1>',
    );
    expect(html).toContain('id="field-payload.ledger.account.number"');
    expect(html).toContain('<a href="../../../shared-types/Ledger/"><code>Ledger</code></a>');
    expect(html).toContain('<tr id="field-payload.entry" class="depth-0 mark-added">');
    expect(html).toContain('<option value="../../../events/billing.ledger.entry_posted/v1/">v1</option>');
    expect(html).toContain(
      '<a href="../../../events/billing.ledger.entry_posted/v2/schema.json" download="billing.ledger.entry_posted.v2.json">',
    );
    expect(html).toContain(
      '<span class="k">&quot;event_type&quot;</span>: <span class="s">&quot;billing.ledger.entry_posted&quot;</span>',
    );
    expect(html).toContain(
      '<span class="badge badge-added">added</span></td><th scope="row"><a href="#field-payload.entry"><code>entry</code></a></th>',
    );
  });

  test('a removed field links to the previous version; the exception is quoted; a first version says so', () => {
    const withdrawn = eventPage(context, version('collection_process.withdrawn', 'v2')).main.value;
    expect(withdrawn).toContain(
      '<a href="../../../events/collection_process.withdrawn/v1/#field-payload.external_reference"><code>external_reference</code></a>',
    );
    expect(withdrawn).toContain('Recorded exception (<code>x-compatibility-exception</code>, compared with v1)');
    expect(eventPage(context, version('account.created', 'v1')).main.value).toContain(
      'The first published version of <code>account.created</code>.',
    );
    expect(eventPage(context, version('account.created', 'v1')).main.value).not.toContain('data-version-switch');
  });

  test('a renamed field: its new name links into this version, its old one into the previous version', () => {
    const v2 = version('billing.ledger.entry_posted', 'v2');
    const renamed: FieldChange = {
      kind: 'renamed',
      path: ['entry'],
      from: ['entry_line'],
      what: 'field renamed: entry_line -> entry',
    };
    const withRename: EventPageContext = { ...context, diffs: new Map([...diffs, [versionKey(v2), [renamed]]]) };
    expect(eventPage(withRename, v2).main.value).toContain(
      '<tr class="change-renamed"><td><span class="badge badge-renamed">renamed</span></td><th scope="row"><a href="#field-payload.entry"><code>entry</code></a> (was <a href="../../../events/billing.ledger.entry_posted/v1/#field-payload.entry_line"><code>entry_line</code></a>)</th><td>field renamed: entry_line -&gt; entry</td></tr>',
    );
    expect(eventTypePage(withRename, 'billing.ledger.entry_posted').main.value).toContain(
      'renamed <code>entry</code> (was <code>entry_line</code>)',
    );
    // The field table marks the new name as an added field is marked.
    expect(eventPage(withRename, v2).main.value).toContain(
      '<tr id="field-payload.entry" class="depth-0 mark-renamed">',
    );
  });

  test('the type page lists its versions newest first with their changes', () => {
    const html = eventTypePage(context, 'billing.billing_document_representation.dispatched').main.value;
    const order = [...html.matchAll(/<th scope="row"><a href="[^"]*">(v\d)<\/a>/g)].map((m) => m[1]);
    expect(order).toEqual(['v3', 'v2', 'v1']);
    expect(html).toContain('added <code>support_user_id</code>');
    expect(() => eventTypePage(context, 'no.such')).toThrow('unknown event type no.such');
  });
});
