/**
 * JSON Pointers (RFC 6901) and local `$ref`s, on @hyperjump/json-pointer. Its parser and escaping
 * are used as they are; what is added here is what every package of this repository needed and
 * wrote for itself: escape one token, read a value without ever throwing or looking past own
 * properties, and follow a document-local `$ref` (a URI fragment, so percent-decoded first).
 */
import { append, pointerSegments } from '@hyperjump/json-pointer';

/** A JSON value. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** A JSON object. */
export type JsonObject = { [key: string]: Json };

/**
 * Whether a value is a JSON object: not null, not an array (what a schema, an operation or a
 * document node is when it is not a reference's target yet).
 * @example isJsonObject({ type: 'string' }) // true; isJsonObject([]) // false; isJsonObject(null) // false
 */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * JSON text with every object's keys sorted (code-unit order) at every depth, so that equal values
 * give equal text whatever their key order: an identity to compare or key by. An undefined value
 * (a property set to undefined, or none at all) is written `undefined`, so absent and `null` differ.
 * A value with `toJSON` (a Date) is written as JSON.stringify writes it.
 * @example canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] }) // '{"a":[2,{"c":4,"d":3}],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  // As JSON.stringify does: a Date (or any value with toJSON) is written as its toJSON() value, not as {}.
  if (typeof (value as { toJSON?: unknown } | null)?.toJSON === 'function')
    value = (value as { toJSON: () => unknown }).toJSON();
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isJsonObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * Escapes one reference token (`~` -> `~0`, `/` -> `~1`); numbers (array indexes) are written as they are.
 * @example escapeToken('a/b~c') // 'a~1b~0c'
 */
export function escapeToken(token: string | number): string {
  return append(String(token), '').slice(1);
}

/**
 * Unescapes one reference token (`~1` -> `/`, `~0` -> `~`).
 * @throws Error when the token holds a `~` not followed by 0 or 1 (not a pointer token).
 * @example unescapeToken('a~1b~0c') // 'a/b~c'
 */
export function unescapeToken(token: string): string {
  return pointerSegments(`/${token}`).next().value ?? '';
}

/**
 * The pointer of a list of unescaped tokens; no tokens is the whole document (`''`).
 * @example pointerFrom(['paths', '/products/', 'get']) // '/paths/~1products~1/get'
 */
export function pointerFrom(tokens: Iterable<string | number>): string {
  let pointer = '';
  for (const token of tokens) pointer = append(String(token), pointer);
  return pointer;
}

/**
 * The unescaped tokens of a pointer (`''` has none).
 * @throws Error when the text is not a JSON Pointer (it does not start with `/`, or has a bad `~`).
 * @example pointerTokens('/a~1b/0') // ['a/b', '0']
 */
export function pointerTokens(pointer: string): string[] {
  return [...pointerSegments(pointer)];
}

/**
 * The value at `pointer` inside `data`, or undefined when there is none. Only own properties are
 * followed (never `__proto__` or an inherited field), and it never throws: not a pointer, a
 * missing step, a throwing getter or Proxy trap all give undefined.
 * @example valueAt({ a: [{ 'x/y': 1 }] }, '/a/0/x~1y') // 1
 */
export function valueAt(data: unknown, pointer: string): unknown {
  if (pointer === '') return data;
  try {
    let current: unknown = data;
    for (const token of pointerSegments(pointer)) {
      if (typeof current !== 'object' || current === null || !Object.hasOwn(current, token)) return undefined;
      current = (current as Record<string, unknown>)[token];
    }
    return current;
  } catch {
    return undefined;
  }
}

/**
 * The JSON Pointer a document-local reference names: a URI fragment percent-decoded
 * (`#/paths/~1products~1%7Bcode%7D` -> `/paths/~1products~1{code}`) or a plain pointer (`/a/b`)
 * as it is; its tokens are {@link pointerTokens}'. Undefined for a reference into another document
 * or a fragment that is no pointer (`#name`, bad percent-encoding).
 * @example refPointer('#/$defs/Meter%20point') // '/$defs/Meter point'
 */
export function refPointer(ref: string): string | undefined {
  let pointer = ref;
  if (ref.startsWith('#')) {
    try {
      pointer = decodeURIComponent(ref.slice(1));
    } catch {
      return undefined;
    }
  }
  return pointer === '' || pointer.startsWith('/') ? pointer : undefined;
}

/**
 * The target of a document-local reference ({@link refPointer}): `#`, `#/components/schemas/A`,
 * percent-encoded like `#/paths/~1products~1%7Bcode%7D`, or a plain pointer (`/a/b`). Undefined
 * when the target does not exist or the reference points into another document.
 * @example resolveRef({ components: { schemas: { A: { type: 'string' } } } }, '#/components/schemas/A') // { type: 'string' }
 */
export function resolveRef(doc: unknown, ref: string): unknown {
  const pointer = refPointer(ref);
  return pointer === undefined ? undefined : valueAt(doc, pointer);
}

/**
 * Follows local `$ref`s from `node` until a node without one (at most `maxHops`, so a cycle ends).
 * A node without `$ref` is returned as it is.
 * @throws Error naming the reference when a `$ref` does not resolve inside `doc`.
 * @example deref(doc, { $ref: '#/components/responses/NotFound' }).description
 */
export function deref<T = JsonObject>(doc: unknown, node: unknown, maxHops = 32): T {
  let current = node;
  for (let hop = 0; hop < maxHops && isRefNode(current); hop++) {
    const target = resolveRef(doc, current.$ref);
    if (target === undefined) throw new Error(`unresolved $ref ${current.$ref}`);
    current = target;
  }
  return current as T;
}

/** A `$ref` of a document that does not resolve, and where it was found. */
export interface UnresolvedRef {
  /** The reference as written (`#/components/schemas/Nope`). */
  ref: string;
  /** The pointer of the object holding it (`/paths/~1products~1/get/responses/200`). */
  pointer: string;
}

/**
 * Every `$ref` of `doc` that does not resolve inside it (a missing target, another document, a
 * URL), in document order. A bundled document must have none; listing them all at once, each
 * where it was found, tells its reader what to fix before anything follows one.
 * @example unresolvedRefs({ a: { $ref: '#/b' } }) // [{ ref: '#/b', pointer: '/a' }]
 */
export function unresolvedRefs(doc: unknown): UnresolvedRef[] {
  const out: UnresolvedRef[] = [];
  // A bundle repeats the same few hundred references thousands of times: each is resolved once, and
  // a pointer is written only for a reference that fails.
  const resolves = new Map<string, boolean>();
  const tokens: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    if (isRefNode(node)) {
      let ok = resolves.get(node.$ref);
      if (ok === undefined) resolves.set(node.$ref, (ok = resolveRef(doc, node.$ref) !== undefined));
      if (!ok) out.push({ ref: node.$ref, pointer: pointerFrom(tokens) });
    }
    const entries: Array<[string, unknown]> = Array.isArray(node)
      ? node.map((item, i) => [String(i), item])
      : Object.entries(node);
    for (const [key, value] of entries) {
      tokens.push(key);
      walk(value);
      tokens.pop();
    }
  };
  walk(doc);
  return out;
}

function isRefNode(node: unknown): node is { $ref: string } {
  return typeof node === 'object' && node !== null && typeof (node as { $ref?: unknown }).$ref === 'string';
}

/**
 * Stops when a document has a `$ref` that does not resolve (unresolvedRefs), before anything
 * follows one: a broken reference read as "no schema" would accept anything there. The error lists
 * every one, each with its document's name and the pointer where it sits.
 * @throws Error `<what> has N $ref(s) that do(es) not resolve: <name>: $ref <ref> at <pointer>; ...`
 * @example assertRefsResolve('the contract', { 'openapi.json': openapi, 'asyncapi.json': asyncapi })
 */
export function assertRefsResolve(what: string, documents: Readonly<Record<string, unknown>>): void {
  const broken = Object.entries(documents).flatMap(([name, doc]) =>
    unresolvedRefs(doc).map((r) => `${name}: $ref ${r.ref} at ${r.pointer === '' ? '(the root)' : r.pointer}`),
  );
  if (broken.length === 0) return;
  const one = broken.length === 1;
  throw new Error(
    `${what} has ${broken.length} $ref${one ? '' : 's'} that do${one ? 'es' : ''} not resolve: ${broken.join('; ')}`,
  );
}
