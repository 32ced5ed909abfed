/**
 * Structural comparison of two JSON Schemas (2020-12 / OpenAPI 3.1 dialect) that says, for each
 * difference, in which direction the set of accepted values moved. The callers (events, REST
 * requests, REST responses) turn a direction into a class, because the same move is compatible in
 * one place and breaking in another: a wider request parameter is fine, a wider response field is not.
 */

import {
  canonicalJson,
  escapeToken,
  isJsonObject,
  type Json,
  resolveRef,
} from '@energy-contracts/schema-tools/json-pointer';
import { compareStringLanguages } from './string-language.js';

/**
 * How a difference moves the set of values the schema accepts.
 * - `narrows`: the new schema accepts a subset of what the old one accepted;
 * - `widens`: the new schema accepts a superset;
 * - `changes`: neither contains the other (or the comparison cannot tell: treated as both);
 * - `doc`: no effect on what is accepted (descriptions, examples, titles, `x-` extensions).
 */
export type Effect = 'narrows' | 'widens' | 'changes' | 'doc';

/** One difference between two schemas. */
export interface SchemaFact {
  /** JSON pointer, in the new document (the old one for something removed), of the schema node that changed. */
  pointer: string;
  /** Field path from the compared root: property names, `[]` for array items, `*` for additional properties. */
  field: string[];
  /** What changed, as a short phrase (`field removed`, `enum narrowed: drops "X"`). */
  what: string;
  effect: Effect;
  /** Set when a property exists only in the new schema; `required` says whether the new schema requires it. */
  addedProperty?: { required: boolean };
  /** Set when a property exists only in the old schema. */
  removedProperty?: true;
  /**
   * Set when a property was renamed (see {@link diffSchemas}): `from` is its name in the old schema,
   * `to` in the new one; `field` and `pointer` name the new property.
   */
  renamedProperty?: { from: string; to: string };
}

/** Where a schema lives, so that internal `$ref`s can be followed and changes located. */
export interface SchemaSide {
  doc: Json;
  node: Json;
  pointer: string;
}

/** Options of {@link diffSchemas}. */
export interface DiffOptions {
  /**
   * Whether to follow an internal `$ref` (`#/components/...`) into its target. Absent means always.
   * When a ref is not followed, an unchanged ref string is no difference and a changed one is `changes`.
   */
  followRef?: (ref: string) => boolean;
}

/** Keywords that document a schema without changing what it accepts. */
const DOC_KEYWORDS = new Set([
  'title',
  'description',
  'examples',
  'example',
  '$comment',
  'deprecated',
  'default',
  '$id',
  '$schema',
  'readOnly',
  'writeOnly',
  'externalDocs',
]);
const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];
/** Keywords compared by the dedicated rules below; anything else that differs is `changes`. */
const HANDLED = new Set([
  '$ref',
  'type',
  'enum',
  'const',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'propertyNames',
  'pattern',
  'format',
  'oneOf',
  'anyOf',
  'allOf',
  ...LOWER_BOUNDS,
  ...UPPER_BOUNDS,
]);

/** Keywords of a schema node that constrain values (documentation and `x-` extensions left out). */
function constraintKeys(node: { [key: string]: Json }): string[] {
  return Object.keys(node).filter((k) => !DOC_KEYWORDS.has(k) && !k.startsWith('x-'));
}

/** Follows `$ref` chains; siblings of a `$ref` (OpenAPI 3.1 allows them) are laid over the target. */
function deref(side: SchemaSide, follow: (ref: string) => boolean): SchemaSide {
  let current = side;
  for (let hops = 0; hops < 32 && isJsonObject(current.node) && typeof current.node.$ref === 'string'; hops++) {
    const ref = current.node.$ref as string;
    if (!ref.startsWith('#') || !follow(ref)) return current;
    const target = resolveRef(current.doc, ref) as Json | undefined;
    if (target === undefined) return current;
    const { $ref: _ignored, ...siblings } = current.node;
    const hasSiblings = Object.keys(siblings).length > 0;
    current = {
      doc: current.doc,
      node: hasSiblings && isJsonObject(target) ? { ...target, ...siblings } : target,
      pointer: hasSiblings ? current.pointer : ref.replace(/^#/, ''),
    };
  }
  return current;
}

type TypeSet = Set<string> | null;
function typeSet(node: { [key: string]: Json }): TypeSet {
  const t = node.type;
  if (t === undefined) return null;
  return new Set(Array.isArray(t) ? (t as string[]) : [t as string]);
}
/** Whether every value of a type in `inner` is also a value of some type in `outer`. */
function typesCover(outer: Set<string>, inner: Set<string>): boolean {
  return [...inner].every((t) => outer.has(t) || (t === 'integer' && outer.has('number')));
}
function enumValues(node: { [key: string]: Json }): Map<string, Json> | null {
  if (Array.isArray(node.enum)) return new Map(node.enum.map((v) => [canonicalJson(v), v]));
  if ('const' in node) return new Map([[canonicalJson(node.const), node.const!]]);
  return null;
}
function additionalMode(node: { [key: string]: Json }): 'open' | 'closed' | 'schema' {
  const a = node.additionalProperties;
  if (a === undefined || a === true) return 'open';
  if (a === false) return 'closed';
  return 'schema';
}

/** Keywords whose value maps names to schemas: every key of the map counts, documentation-like names included. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions']);

/**
 * How alike two schema nodes are, from 0 (nothing in common) to 1 (equal but for documentation): the
 * share of their constraint keywords whose values are alike, nested schemas compared the same way and
 * arrays by the elements they share. Only orders the pairing of combinator branches; it decides no effect.
 */
function likeness(a: Json, b: Json, canon: (value: Json) => string, map = false): number {
  if (canon(a) === canon(b)) return 1;
  if (Array.isArray(a) && Array.isArray(b)) {
    const ka = new Set(a.map(canon));
    const kb = new Set(b.map(canon));
    return [...ka].filter((k) => kb.has(k)).length / new Set([...ka, ...kb]).size;
  }
  if (!isJsonObject(a) || !isJsonObject(b)) return 0;
  const keys = new Set(map ? [...Object.keys(a), ...Object.keys(b)] : [...constraintKeys(a), ...constraintKeys(b)]);
  if (keys.size === 0) return 1;
  let sum = 0;
  for (const k of keys)
    if (Object.hasOwn(a, k) && Object.hasOwn(b, k)) sum += likeness(a[k]!, b[k]!, canon, !map && SCHEMA_MAPS.has(k));
  return sum / keys.size;
}

/** A branch as a line can name it: its `$ref`, or its JSON cut to 60 characters. */
function describeBranch(branch: Json): string {
  if (isJsonObject(branch) && typeof branch.$ref === 'string') return branch.$ref;
  const text = canonicalJson(branch);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** How many (old, new) branch pairs {@link pairBranches} compares by likeness at most: 100 x 100, so a union of hundreds of changed branches stays linear past it. */
const MAX_LIKENESS_PAIRS = 10_000;

/**
 * Pairs the branches of a combinator in the old and the new schema. Validation never depends on the
 * order of `anyOf`/`oneOf`/`allOf` branches, so neither does the pairing: first equal branches (the
 * same text, so the same `$ref` however its target changed), then the rest most alike first
 * ({@link likeness} after following refs), ties in their order among the unpaired. What is left over
 * was removed (old indexes) or added (new indexes). Pairs come in the new schema's order. Past
 * MAX_LIKENESS_PAIRS comparisons the branches left after the equal ones are paired in their order.
 */
function pairBranches(
  ol: Json[],
  nl: Json[],
  deref: (side: 'old' | 'new', i: number) => Json,
): { pairs: [number, number][]; removed: number[]; added: number[] } {
  // Every node's text is written once (likeness compares the same nodes for every pair of branches),
  // so a union of n branches costs n texts and n^2 likeness walks that stop at equal subtrees.
  const texts = new WeakMap<object, string>();
  const canon = (value: Json): string => {
    if (value === null || typeof value !== 'object') return canonicalJson(value);
    let text = texts.get(value);
    if (text === undefined) texts.set(value, (text = canonicalJson(value)));
    return text;
  };
  const pairs: [number, number][] = [];
  const freeNew = new Set(nl.keys());
  const newByText = new Map<string, number[]>();
  for (const [j, branch] of nl.entries()) {
    const text = canon(branch);
    const equal = newByText.get(text);
    if (equal === undefined) newByText.set(text, [j]);
    else equal.push(j);
  }
  const oldLeft: number[] = [];
  for (const [i, branch] of ol.entries()) {
    const j = newByText.get(canon(branch))?.shift();
    if (j === undefined) oldLeft.push(i);
    else {
      pairs.push([i, j]);
      freeNew.delete(j);
    }
  }
  const newLeft = [...freeNew];
  // Past a budget of comparisons (more than about a hundred branches changed at once) the rest are
  // paired in their order, as before pairing by content: a bound on the time, not a better answer.
  if (oldLeft.length * newLeft.length > MAX_LIKENESS_PAIRS) {
    const common = Math.min(oldLeft.length, newLeft.length);
    for (let k = 0; k < common; k++) pairs.push([oldLeft[k]!, newLeft[k]!]);
    return { pairs: pairs.sort((a, b) => a[1] - b[1]), removed: oldLeft.slice(common), added: newLeft.slice(common) };
  }
  const oldNodes = oldLeft.map((i) => deref('old', i));
  const newNodes = newLeft.map((j) => deref('new', j));
  const candidates = oldLeft.flatMap((i, ri) =>
    newLeft.map((j, rj) => ({
      i,
      j,
      rank: Math.abs(ri - rj),
      ri,
      score: likeness(oldNodes[ri]!, newNodes[rj]!, canon),
    })),
  );
  candidates.sort((a, b) => b.score - a.score || a.rank - b.rank || a.ri - b.ri);
  const takenOld = new Set<number>();
  for (const c of candidates) {
    if (takenOld.has(c.i) || !freeNew.has(c.j)) continue;
    pairs.push([c.i, c.j]);
    takenOld.add(c.i);
    freeNew.delete(c.j);
  }
  return {
    pairs: pairs.sort((a, b) => a[1] - b[1]),
    removed: oldLeft.filter((i) => !takenOld.has(i)),
    added: [...freeNew],
  };
}

/**
 * Compares two schemas and lists every difference with the direction it moves the accepted set.
 *
 * Combinator branches are paired by content, not position (see {@link pairBranches}): reordered
 * branches are no difference. A property is reported as renamed (one `changes` fact naming both
 * names, instead of a removal and an addition) when the object loses exactly one property and gains
 * exactly one, and the two schemas accept the same values (documentation may differ). Readers of the
 * old name find nothing and writers of it are refused or ignored, so a rename moves the accepted set
 * both ways whatever the required lists say; the phrase says whether the field was and is required.
 *
 * @example
 * const doc = {};
 * diffSchemas({ doc, node: { type: 'string', enum: ['A', 'B'] }, pointer: '' }, { doc, node: { type: 'string', enum: ['A'] }, pointer: '' });
 * // [{ pointer: '', field: [], what: 'enum narrowed: drops "B"', effect: 'narrows' }]
 */
export function diffSchemas(before: SchemaSide, after: SchemaSide, options: DiffOptions = {}): SchemaFact[] {
  const follow = options.followRef ?? (() => true);
  const facts: SchemaFact[] = [];
  const seen = new Set<string>();

  const walk = (oldSide: SchemaSide, newSide: SchemaSide, field: string[]): void => {
    const o = deref(oldSide, follow);
    const n = deref(newSide, follow);
    // Recursive schemas and shared components: a pair of nodes is compared once (its first field path names it).
    const pairKey = `${o.pointer}|${n.pointer}`;
    if (seen.has(pairKey)) return;
    seen.add(pairKey);
    const at = n.pointer;
    const add = (effect: Effect, what: string, extra: Partial<SchemaFact> = {}, pointer = at, path = field) =>
      facts.push({ pointer, field: path, what, effect, ...extra });

    if (typeof o.node === 'boolean' || typeof n.node === 'boolean' || !isJsonObject(o.node) || !isJsonObject(n.node)) {
      if (canonicalJson(o.node) === canonicalJson(n.node)) return;
      const oldAll = o.node === true || (isJsonObject(o.node) && Object.keys(o.node).length === 0);
      const newAll = n.node === true || (isJsonObject(n.node) && Object.keys(n.node).length === 0);
      // `true` and `{}` both accept every value.
      if (oldAll && newAll) return;
      add(oldAll && !newAll ? 'narrows' : newAll && !oldAll ? 'widens' : 'changes', 'schema replaced');
      return;
    }
    const os = o.node;
    const ns = n.node;

    // A schema turned into a union of alternatives (or a union reduced to one alternative) is
    // compared with the alternatives, not keyword by keyword: `{format: date-time}` becoming
    // `anyOf: [{format: date-time}, {format: date}]` widens, though the keywords moved.
    const union = (s: { [key: string]: Json }) =>
      (['anyOf', 'oneOf'] as const).find((k) => Array.isArray(s[k]) && constraintKeys(s).length === 1);
    const ou = union(os);
    const nu = union(ns);
    if (!ou !== !nu) {
      const [u, side, other] = nu ? ([nu, n, o] as const) : ([ou!, o, n] as const);
      const branches = (side.node as { [key: string]: Json[] })[u]!;
      const within = nu ? 'widens' : 'narrows';
      for (const [i, branch] of branches.entries()) {
        const branchSide = { doc: side.doc, node: branch, pointer: `${side.pointer}/${u}/${i}` };
        const sub = nu ? diffSchemas(other, branchSide, options) : diffSchemas(branchSide, other, options);
        if (sub.every((f) => f.effect === within || f.effect === 'doc')) {
          add(
            within,
            nu
              ? `now ${u} of ${branches.length} alternatives, one of which accepts every value accepted before`
              : `${u} of ${branches.length} alternatives reduced to one of them`,
          );
          return;
        }
      }
    }

    // An unfollowed ref: the name is the contract.
    if (typeof os.$ref === 'string' || typeof ns.$ref === 'string') {
      if (os.$ref !== ns.$ref)
        add(
          'changes',
          `now ${typeof ns.$ref === 'string' ? `refers to ${ns.$ref}` : 'an inline schema'} instead of ${typeof os.$ref === 'string' ? os.$ref : 'an inline schema'}`,
        );
    }

    // type
    const ot = typeSet(os);
    const nt = typeSet(ns);
    if (ot || nt) {
      const describe = (s: TypeSet) => (s ? [...s].join('|') : 'any');
      if (!ot) add('narrows', `type narrowed: any -> ${describe(nt)}`);
      else if (!nt) add('widens', `type widened: ${describe(ot)} -> any`);
      else {
        const oldCoversNew = typesCover(ot, nt);
        const newCoversOld = typesCover(nt, ot);
        if (oldCoversNew && newCoversOld) {
          // same set
        } else if (oldCoversNew) add('narrows', `type narrowed: ${describe(ot)} -> ${describe(nt)}`);
        else if (newCoversOld) add('widens', `type widened: ${describe(ot)} -> ${describe(nt)}`);
        else add('changes', `type changed: ${describe(ot)} -> ${describe(nt)}`);
      }
    }

    // enum / const
    const oe = enumValues(os);
    const ne = enumValues(ns);
    if (oe && !ne) add('widens', 'enum removed: any value accepted');
    else if (!oe && ne) add('narrows', `enum added: ${[...ne.keys()].join(', ')}`);
    else if (oe && ne) {
      const dropped = [...oe.keys()].filter((k) => !ne.has(k));
      const added = [...ne.keys()].filter((k) => !oe.has(k));
      if (dropped.length) add('narrows', `enum narrowed: drops ${dropped.join(', ')}`);
      if (added.length) add('widens', `enum widened: adds ${added.join(', ')}`);
    }

    // properties and required
    const oProps = isJsonObject(os.properties) ? os.properties : {};
    const nProps = isJsonObject(ns.properties) ? ns.properties : {};
    const oReq = new Set(Array.isArray(os.required) ? (os.required as string[]) : []);
    const nReq = new Set(Array.isArray(ns.required) ? (ns.required as string[]) : []);
    const oMode = additionalMode(os);
    const nMode = additionalMode(ns);
    const propertySide = (
      side: SchemaSide,
      props: { [key: string]: Json },
      name: string,
      pointer = side.pointer,
    ): SchemaSide => ({ doc: side.doc, node: props[name]!, pointer: `${pointer}/properties/${escapeToken(name)}` });
    const removedNames = Object.keys(oProps).filter((name) => !Object.hasOwn(nProps, name));
    const addedNames = Object.keys(nProps).filter((name) => !Object.hasOwn(oProps, name));
    // A rename only when nothing else could explain it: one name out, one name in, the same accepted
    // values, and neither name required on the side where it is not declared (an old name still
    // required is still demanded, not renamed).
    const renamed =
      removedNames.length === 1 &&
      addedNames.length === 1 &&
      !nReq.has(removedNames[0]!) &&
      !oReq.has(addedNames[0]!) &&
      diffSchemas(
        propertySide(o, oProps, removedNames[0]!),
        propertySide(n, nProps, addedNames[0]!, at),
        options,
      ).every((f) => f.effect === 'doc');
    if (renamed) {
      const from = removedNames[0]!;
      const to = addedNames[0]!;
      const [was, is] = [oReq.has(from), nReq.has(to)];
      const what = `${was ? 'required ' : ''}field renamed: ${from} -> ${to}${was === is ? '' : is ? ', now required' : ', now optional'}`;
      add('changes', what, { renamedProperty: { from, to } }, `${at}/properties/${escapeToken(to)}`, [...field, to]);
      // Its documentation differences, at the new name.
      walk(propertySide(o, oProps, from), propertySide(n, nProps, to, at), [...field, to]);
    }
    for (const name of renamed ? [] : removedNames) {
      const pointer = `${at}/properties/${escapeToken(name)}`;
      // A removed property of an open schema accepts any value now; of a closed one, none.
      add(
        nMode === 'closed' ? 'changes' : 'widens',
        oReq.has(name) ? 'required field removed' : 'field removed',
        { removedProperty: true },
        pointer,
        [...field, name],
      );
    }
    for (const name of Object.keys(nProps)) {
      const pointer = `${at}/properties/${escapeToken(name)}`;
      if (!Object.hasOwn(oProps, name)) {
        if (renamed) continue;
        const required = nReq.has(name);
        add(
          oMode === 'closed' && !required ? 'widens' : 'narrows',
          required ? 'required field added' : 'optional field added',
          { addedProperty: { required } },
          pointer,
          [...field, name],
        );
        continue;
      }
      walk(propertySide(o, oProps, name), propertySide(n, nProps, name, at), [...field, name]);
    }
    for (const name of nReq) {
      if (!oReq.has(name) && Object.hasOwn(oProps, name))
        add('narrows', 'field made required', {}, `${at}/properties/${escapeToken(name)}`, [...field, name]);
      else if (!oReq.has(name) && !Object.hasOwn(oProps, name) && !Object.hasOwn(nProps, name))
        add('narrows', 'undeclared field made required', {}, at, [...field, name]);
    }
    for (const name of oReq) {
      if (!nReq.has(name) && Object.hasOwn(nProps, name))
        add('widens', 'field no longer required', {}, `${at}/properties/${escapeToken(name)}`, [...field, name]);
    }

    // additionalProperties
    if (oMode !== nMode || (oMode === 'schema' && nMode === 'schema')) {
      if (oMode === 'schema' && nMode === 'schema') {
        walk(
          { doc: o.doc, node: os.additionalProperties!, pointer: `${o.pointer}/additionalProperties` },
          { doc: n.doc, node: ns.additionalProperties!, pointer: `${at}/additionalProperties` },
          [...field, '*'],
        );
      } else if (nMode === 'closed') add('narrows', 'extra fields no longer accepted');
      else if (oMode === 'closed') add('widens', 'extra fields now accepted');
      else if (nMode === 'schema') add('narrows', 'extra fields now constrained by a schema');
      else add('widens', 'extra fields no longer constrained');
    }

    // items and propertyNames: absent means any value
    for (const [keyword, token] of [
      ['items', '[]'],
      ['propertyNames', '{key}'],
    ] as const) {
      const oi = os[keyword];
      const ni = ns[keyword];
      if (oi === undefined && ni === undefined) continue;
      if (oi === undefined) add('narrows', `${keyword} constrained`);
      else if (ni === undefined) add('widens', `${keyword} no longer constrained`);
      else
        walk(
          { doc: o.doc, node: oi, pointer: `${o.pointer}/${keyword}` },
          { doc: n.doc, node: ni, pointer: `${at}/${keyword}` },
          [...field, token],
        );
    }

    // bounds
    for (const keyword of [...LOWER_BOUNDS, ...UPPER_BOUNDS]) {
      const ob = os[keyword] as number | undefined;
      const nb = ns[keyword] as number | undefined;
      if (ob === nb) continue;
      const lower = LOWER_BOUNDS.includes(keyword);
      const tighter = ob === undefined || (nb !== undefined && (lower ? nb > ob : nb < ob));
      add(tighter ? 'narrows' : 'widens', `${keyword} ${ob ?? 'none'} -> ${nb ?? 'none'}`);
    }

    // pattern and format: compared as the strings they accept (by sampling, see string-language.ts)
    if (os.pattern !== ns.pattern || os.format !== ns.format) {
      const verdict = compareStringLanguages(os, ns);
      add(verdict.effect, verdict.what);
    }

    // combinators: branches paired by content (pairBranches), so a reorder is no difference
    for (const keyword of ['oneOf', 'anyOf', 'allOf']) {
      const ol = Array.isArray(os[keyword]) ? (os[keyword] as Json[]) : [];
      const nl = Array.isArray(ns[keyword]) ? (ns[keyword] as Json[]) : [];
      const branch = (side: SchemaSide, list: Json[], i: number, pointer = side.pointer): SchemaSide => ({
        doc: side.doc,
        node: list[i]!,
        pointer: `${pointer}/${keyword}/${i}`,
      });
      // A combinator that appears constrains, one that goes away frees.
      if (ol.length === 0 && nl.length > 0) add('narrows', `${keyword} added`);
      else if (nl.length === 0 && ol.length > 0) add('widens', `${keyword} removed`);
      if (ol.length === 0 || nl.length === 0) continue;
      const { pairs, removed, added } = pairBranches(
        ol,
        nl,
        (side, i) => (side === 'old' ? deref(branch(o, ol, i), follow) : deref(branch(n, nl, i, at), follow)).node,
      );
      for (const [i, j] of pairs) walk(branch(o, ol, i), branch(n, nl, j, at), field);
      // Between two unions, one more branch of anyOf accepts more and one more of allOf accepts less.
      // oneOf is read as anyOf, as if its branches were disjoint (a discriminated union, which is how
      // this contract writes oneOf): a new branch that overlaps an old one makes a value that matches
      // both invalid, which this does not see. Reading every oneOf branch as `changes` instead would
      // make each new alternative of a request breaking, which for disjoint branches it is not.
      const [more, fewer]: [Effect, Effect] = keyword === 'allOf' ? ['narrows', 'widens'] : ['widens', 'narrows'];
      for (const i of removed)
        add(fewer, `${keyword} loses a branch: ${describeBranch(ol[i]!)}`, {}, `${o.pointer}/${keyword}/${i}`);
      for (const j of added)
        add(more, `${keyword} gains a branch: ${describeBranch(nl[j]!)}`, {}, `${at}/${keyword}/${j}`);
    }

    // everything else: documentation, or a keyword this comparison does not model (treated as `changes`)
    const keys = new Set([...Object.keys(os), ...Object.keys(ns)]);
    for (const key of keys) {
      if (HANDLED.has(key) || canonicalJson(os[key]) === canonicalJson(ns[key])) continue;
      if (DOC_KEYWORDS.has(key) || key.startsWith('x-')) add('doc', `${key} changed`);
      else add('changes', `keyword ${key} changed (not modelled: treated as incompatible)`);
    }
  };

  walk(before, after, []);
  return facts;
}
