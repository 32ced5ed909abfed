// Step 4, render: modelina's models are exactly the catalogue's types, each rendered once.
import { describe, expect, test } from 'vitest';
import { loadEvents } from '../../../scripts/event-types/catalogue-load.js';
import { applyInheritance } from '../../../scripts/event-types/inheritance.js';
import { docComment, renderModels } from '../../../scripts/event-types/render.js';
import { collectSharedTypes } from '../../../scripts/event-types/shared-types.js';
import { ledgerEvents, str, tempDir, writeCatalogue } from './fixtures.js';

const tmp = tempDir();

async function render(name: string, events: Parameters<typeof writeCatalogue>[2]) {
  const loaded = loadEvents(writeCatalogue(tmp, name, events));
  const shared = collectSharedTypes(loaded);
  return renderModels(loaded, shared, [...shared.keys()].sort(), applyInheritance(loaded, shared, 'catalogue.json'));
}

describe('renderModels', () => {
  test('each shared type and each event once, with the models it refers to', async () => {
    const rendered = await render('models', ledgerEvents());
    expect([...rendered.keys()].sort()).toEqual([
      'BillingAccount',
      'BillingLedgerEntryPostedV1',
      'BillingLedgerEntryRemovedV1',
      'Ledger',
    ]);
    expect(rendered.get('BillingLedgerEntryPostedV1')!.deps).toEqual(['Ledger']);
    expect(rendered.get('Ledger')!.code).toMatch(/^export interface Ledger \{/m);
  });
  test('an inline object that is not a shared type is an error naming the model', async () => {
    await expect(
      render('inline', [
        ['a.b', 'v1', { type: 'object', properties: { x: { type: 'object', properties: { y: str } } } }],
      ]),
    ).rejects.toThrow(/unexpected \[ABV1_x\]/);
  });
});

test('docComment escapes a comment end inside the text', () => {
  expect(docComment(['a */ b', '', 'c'])).toBe('/**\n * a *\\/ b\n *\n * c\n */');
});
