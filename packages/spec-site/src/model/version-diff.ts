/**
 * What changed between two consecutive versions of an event, field by field, as the schema
 * evolution guard sees it: `@energy-contracts/compat`'s `diffSchemas` measures every difference
 * (so the site and `check:compat` never disagree about what changed), and this module only sorts
 * its facts into added, removed and changed fields for a reader.
 */
import { diffSchemas } from '@energy-contracts/compat';
import { escapeToken, type Json } from '@energy-contracts/schema-tools/json-pointer';
import type { EventVersion } from './event-catalogue.js';

/** One changed field between two versions. */
export interface FieldChange {
  kind: 'added' | 'removed' | 'renamed' | 'changed';
  /** Field path from the payload (property names, `[]`, `*`); empty for the payload itself. */
  path: string[];
  /** For `added`: whether the new version requires it. */
  required?: boolean;
  /** For `renamed`: the field's path in the previous version (`path` is the new one). */
  from?: string[];
  /** The guard's phrase for the change (`type changed: string -> integer`). */
  what: string;
}

/**
 * The field changes from `previous` to `next` (both in `doc`), added first, then removed, renamed
 * and changed, each sorted by path. Documentation-only differences (descriptions, titles, examples) are left out.
 * @example
 * versionDiff(asyncapi, revokedV1, revokedV2) // [{ kind: 'added', path: ['account_number'], required: true, what: 'field added (required)' }]
 */
export function versionDiff(doc: Json, previous: EventVersion, next: EventVersion): FieldChange[] {
  const facts = diffSchemas(
    { doc, node: previous.payload, pointer: `/components/messages/${escapeToken(previous.message)}/payload` },
    { doc, node: next.payload, pointer: `/components/messages/${escapeToken(next.message)}/payload` },
  );
  const out: FieldChange[] = [];
  for (const fact of facts) {
    if (fact.effect === 'doc') continue;
    if (fact.addedProperty !== undefined)
      out.push({ kind: 'added', path: fact.field, required: fact.addedProperty.required, what: fact.what });
    else if (fact.removedProperty === true) out.push({ kind: 'removed', path: fact.field, what: fact.what });
    else if (fact.renamedProperty !== undefined)
      out.push({
        kind: 'renamed',
        path: fact.field,
        from: [...fact.field.slice(0, -1), fact.renamedProperty.from],
        what: fact.what,
      });
    else out.push({ kind: 'changed', path: fact.field, what: fact.what });
  }
  const order = { added: 0, removed: 1, renamed: 2, changed: 3 } as const;
  return out.sort((a, b) => order[a.kind] - order[b.kind] || a.path.join('.').localeCompare(b.path.join('.')));
}
