/**
 * Classifies the changes between two bundled AsyncAPI documents (as `packages/contracts` bundles
 * them) event by event. A published (event type, payload version) is a promise to readers and to
 * stored payloads alike, so it is held in both directions: only an added optional field (which every
 * earlier payload still satisfies, and which tolerant readers ignore) is compatible; any other change
 * to what it accepts is breaking. A new type or version is minor, and a new version must be a
 * superset of the previous one unless it records an `x-compatibility-exception`.
 */
import type { Change, ChangeClass } from './change.js';
import {
  canonicalJson,
  escapeToken,
  isJsonObject,
  type Json,
  resolveRef,
} from '@energy-contracts/schema-tools/json-pointer';
import { diffSchemas, type SchemaFact } from './schema-diff.js';

/** One (event type, payload version) found in a bundled AsyncAPI document. */
export interface EventPayload {
  type: string;
  version: string;
  /** Name of the message in `components.messages`. */
  message: string;
  /** The message's `payload` node (usually a `$ref` to `#/components/schemas/<Name>`). */
  payload: Json;
}

/** Message keys that only document the message. */
const MESSAGE_DOC_KEYS = new Set(['title', 'summary', 'description', 'examples', 'tags', 'externalDocs']);

/**
 * Every (event type, payload version) of a bundled AsyncAPI document, keyed `type@version`.
 * The type and version are the message's `event_type` and `payload_version` header consts.
 *
 * @example
 * eventPayloads(doc).get('collection_process.withdrawn@v2')?.message; // 'CollectionProcessWithdrawnV2'
 */
export function eventPayloads(doc: Json): Map<string, EventPayload> {
  const out = new Map<string, EventPayload>();
  const messages =
    isJsonObject(doc) && isJsonObject(doc.components) && isJsonObject(doc.components.messages)
      ? doc.components.messages
      : {};
  for (const [message, raw] of Object.entries(messages)) {
    if (!isJsonObject(raw)) continue;
    const headers = isJsonObject(raw.headers) && isJsonObject(raw.headers.properties) ? raw.headers.properties : {};
    const type =
      isJsonObject(headers.event_type) && typeof headers.event_type.const === 'string'
        ? headers.event_type.const
        : raw.name;
    const version =
      isJsonObject(headers.payload_version) && typeof headers.payload_version.const === 'string'
        ? headers.payload_version.const
        : undefined;
    if (typeof type !== 'string' || version === undefined) continue;
    out.set(`${type}@${version}`, { type, version, message, payload: raw.payload ?? {} });
  }
  return out;
}

/**
 * Orders payload versions as the catalogue does: `v1` < `v2` < `v10`; `1.0.0` by its numbers.
 *
 * @example
 * ['v10', 'v2'].sort(compareVersions); // ['v2', 'v10']
 */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.replace(/^v/, '').split('.').map(Number);
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** `type@version/field/sub` for a fact inside a payload. */
function eventLocation(p: EventPayload, fact: SchemaFact): string {
  return [`${p.type}@${p.version}`, ...fact.field].join('/');
}

/** The class of a difference inside a published schema (see the module comment). */
function publishedClass(fact: SchemaFact): ChangeClass {
  if (fact.effect === 'doc') return 'patch';
  if (fact.addedProperty && !fact.addedProperty.required && fact.effect === 'narrows') return 'minor';
  return 'breaking';
}

/** Refs that point at a message payload schema: followed, because the payload is compared field by field. */
function payloadRefs(payloads: Map<string, EventPayload>): Set<string> {
  return new Set(
    [...payloads.values()]
      .map((p) => (isJsonObject(p.payload) && typeof p.payload.$ref === 'string' ? p.payload.$ref : ''))
      .filter(Boolean),
  );
}

/** The payload schema itself (its `$ref` followed). */
function payloadSchema(doc: Json, p: EventPayload): Record<string, Json> {
  const node =
    isJsonObject(p.payload) && typeof p.payload.$ref === 'string'
      ? (resolveRef(doc, p.payload.$ref) as Json | undefined)
      : p.payload;
  return isJsonObject(node) ? node : {};
}

/**
 * Checks that `next` only adds to `previous` (both in `doc`), allowing the removals recorded in
 * `next`'s `x-compatibility-exception` (`comparedWith`, `removedFields`, `reason`) and no other (a
 * recorded field that was renamed counts as removed: the new name is an addition).
 * Returns one breaking change per violation.
 */
function supersetViolations(doc: Json, previous: EventPayload, next: EventPayload, refs: Set<string>): Change[] {
  const facts = diffSchemas(
    { doc, node: previous.payload, pointer: `/components/messages/${escapeToken(previous.message)}/payload` },
    { doc, node: next.payload, pointer: `/components/messages/${escapeToken(next.message)}/payload` },
    { followRef: (ref) => refs.has(ref) },
  );
  const exception = payloadSchema(doc, next)['x-compatibility-exception'];
  const allowed = new Set<string>(
    isJsonObject(exception) &&
      exception.comparedWith === previous.version &&
      Array.isArray(exception.removedFields) &&
      typeof exception.reason === 'string'
      ? (exception.removedFields as string[])
      : [],
  );
  const out: Change[] = [];
  for (const fact of facts) {
    if (fact.effect === 'doc' || fact.addedProperty) continue;
    // A recorded removal is excused whether it reads as a removal or as a rename: the rename's other
    // half is a new field, which a new version may add anyway. Top-level fields only, as recorded.
    const removed = fact.removedProperty ? fact.field[0] : fact.renamedProperty?.from;
    if (fact.field.length === 1 && removed !== undefined && allowed.has(removed)) continue;
    out.push({
      contract: 'events',
      location: eventLocation(next, fact),
      class: 'breaking',
      what: `not a superset of ${previous.version}: ${fact.what} (record an x-compatibility-exception with the reason, or keep the field)`,
    });
  }
  return out;
}

/**
 * Classifies every change between two bundled AsyncAPI documents.
 *
 * @param before - the bundle at the base ref (`{}` when the base has no AsyncAPI document).
 * @param after - the bundle of the working tree.
 * @example
 * const changes = classifyEventChanges(baseBundle, headBundle);
 * for (const c of changes) console.log(c.location, c.class, c.what);
 */
export function classifyEventChanges(before: Json, after: Json): Change[] {
  const changes: Change[] = [];
  const push = (location: string, cls: ChangeClass, what: string) =>
    changes.push({ contract: 'events', location, class: cls, what });
  const oldPayloads = eventPayloads(before);
  const newPayloads = eventPayloads(after);
  const oldRefs = payloadRefs(oldPayloads);
  const newRefs = payloadRefs(newPayloads);
  const oldTypes = new Set([...oldPayloads.values()].map((p) => p.type));

  for (const [key, p] of oldPayloads) {
    if (!newPayloads.has(key))
      push(
        key,
        'breaking',
        oldTypes.has(p.type) && ![...newPayloads.values()].some((n) => n.type === p.type)
          ? 'event type removed'
          : 'published payload version removed',
      );
  }

  for (const [key, next] of newPayloads) {
    const previous = oldPayloads.get(key);
    if (!previous) {
      if (!oldTypes.has(next.type)) {
        push(key, 'minor', 'new event type');
        continue;
      }
      push(key, 'minor', 'new payload version');
      const earlier = [...newPayloads.values()]
        .filter((p) => p.type === next.type && compareVersions(p.version, next.version) < 0)
        .sort((a, b) => compareVersions(a.version, b.version))
        .pop();
      if (earlier) changes.push(...supersetViolations(after, earlier, next, newRefs));
      continue;
    }
    // A published version: the payload field by field (shared types are compared once, below).
    const facts = diffSchemas(
      { doc: before, node: previous.payload, pointer: `/components/messages/${escapeToken(previous.message)}/payload` },
      { doc: after, node: next.payload, pointer: `/components/messages/${escapeToken(next.message)}/payload` },
      { followRef: (ref) => oldRefs.has(ref) || newRefs.has(ref) },
    );
    for (const fact of facts) push(eventLocation(next, fact), publishedClass(fact), fact.what);
    // The message around the payload: headers carry the type and version, the rest documents.
    const oldMessage = resolveRef(before, `#/components/messages/${escapeToken(previous.message)}`) as Json | undefined;
    const newMessage = resolveRef(after, `#/components/messages/${escapeToken(next.message)}`) as Json | undefined;
    if (isJsonObject(oldMessage) && isJsonObject(newMessage)) {
      for (const k of new Set([...Object.keys(oldMessage), ...Object.keys(newMessage)])) {
        if (k === 'payload' || canonicalJson(oldMessage[k]) === canonicalJson(newMessage[k])) continue;
        push(key, MESSAGE_DOC_KEYS.has(k) || k.startsWith('x-') ? 'patch' : 'breaking', `message ${k} changed`);
      }
    }
  }

  // Shared schemas (object types, the envelope): compared once each, under the published rule.
  const schemas = (doc: Json, refs: Set<string>) => {
    const all =
      isJsonObject(doc) && isJsonObject(doc.components) && isJsonObject(doc.components.schemas)
        ? doc.components.schemas
        : {};
    return new Map(Object.entries(all).filter(([name]) => !refs.has(`#/components/schemas/${escapeToken(name)}`)));
  };
  const oldShared = schemas(before, oldRefs);
  const newShared = schemas(after, newRefs);
  for (const [name, node] of oldShared) {
    const pointer = `/components/schemas/${escapeToken(name)}`;
    const next = newShared.get(name);
    if (next === undefined) {
      push(pointer, 'breaking', 'shared schema removed');
      continue;
    }
    const facts = diffSchemas(
      { doc: before, node, pointer },
      { doc: after, node: next, pointer },
      { followRef: () => false },
    );
    for (const fact of facts) push(fact.pointer, publishedClass(fact), fact.what);
  }
  for (const name of newShared.keys())
    if (!oldShared.has(name)) push(`/components/schemas/${escapeToken(name)}`, 'minor', 'shared schema added');

  if (
    isJsonObject(before) &&
    isJsonObject(after) &&
    'asyncapi' in before &&
    canonicalJson(before.info) !== canonicalJson(after.info)
  )
    push('/info', 'patch', 'document info changed');
  if (changes.length === 0 && canonicalJson(before) !== canonicalJson(after))
    push('', 'patch', 'changed with no effect on any payload (channels, operations or layout)');
  return changes;
}
