/**
 * A JSON Schema (OpenAPI 3.1 / AsyncAPI dialect, inside its bundled document) as the rows of a
 * field table: one row per field, nested fields after their parent, each with a readable type,
 * whether it is required, its description and its constraints. Named schemas (`$ref` to
 * `#/components/schemas/<Name>`) are expanded in place while `expand` allows it and linked by
 * name in the type column either way, so a shared type is readable where it is used and also has
 * its own page.
 */
import {
  deref as followRef,
  isJsonObject,
  type Json,
  type JsonObject,
  pointerTokens,
  refPointer,
} from '@energy-contracts/schema-tools/json-pointer';

/** One part of a type label: plain text, or the name of a schema that has its own page. */
export type TypePart = { text: string } | { schema: string };

/** One row of a field table. */
export interface FieldRow {
  /** Segments from the table's root: property names, `[]` for array items, `*` for map values. */
  path: string[];
  /** Nesting depth, 0 for the root's own fields. */
  depth: number;
  /** The type as parts (`array of `, `{schema: 'Dispatch'}`). */
  type: TypePart[];
  required: boolean;
  /** Markdown, or `''`. */
  description: string;
  /** Short constraint texts: `one of: a, b`, `format: date-time`, `minimum: 1`. */
  constraints: string[];
  /** Example values the schema gives. */
  examples: Json[];
  /** The row's children come from this named schema (expanded in place). */
  expandedFrom?: string;
  observed: boolean;
  designDecision: boolean;
}

/** Options of {@link schemaFields}. */
export interface SchemaFieldsOptions {
  /**
   * Whether to expand a named schema met at `depth` (the depth its fields would have) in place.
   * Absent: always, to a depth of 6 (cycles are never expanded).
   */
  expand?: (name: string, depth: number) => boolean;
}

const MAX_DEPTH = 6;

/**
 * The name of a `#/components/schemas/<Name>` ref, or `undefined`.
 * @example schemaRefName({ $ref: '#/components/schemas/Ledger' }) // 'Ledger'
 */
export function schemaRefName(node: Json | undefined): string | undefined {
  if (!isJsonObject(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#')) return undefined;
  const pointer = refPointer(node.$ref);
  const tokens = pointer === undefined ? [] : pointerTokens(pointer);
  return tokens.length === 3 && tokens[0] === 'components' && tokens[1] === 'schemas' ? tokens[2] : undefined;
}

/**
 * Follows a node's `$ref` chain in `doc` (siblings of a `$ref` laid over its target, as OpenAPI 3.1
 * allows), one hop at a time through schema-tools' `deref`, so a reference that does not resolve
 * is an error, never an empty schema. A cycle stops after 16 hops.
 * @returns the node and the name of the first named schema it went through.
 * @throws Error naming the reference when a `$ref` of the chain does not resolve inside `doc`.
 * @example deref(doc, { $ref: '#/components/schemas/Ledger' }).name // 'Ledger'
 */
export function deref(doc: Json, node: Json | undefined): { node: JsonObject; name?: string } {
  let current: Json | undefined = node;
  let name: string | undefined;
  let siblings: JsonObject = {};
  for (let hops = 0; hops < 16 && isJsonObject(current) && typeof current.$ref === 'string'; hops++) {
    name ??= schemaRefName(current);
    const { $ref: _ref, ...rest } = current;
    siblings = { ...rest, ...siblings };
    current = followRef<Json>(doc, current, 1);
  }
  const target = isJsonObject(current) ? current : {};
  return {
    node: Object.keys(siblings).length === 0 ? target : { ...target, ...siblings },
    ...(name === undefined ? {} : { name }),
  };
}

/** An object schema with its `allOf` members merged: properties (later ones win) and required. */
function mergedObject(
  doc: Json,
  node: JsonObject,
  seen: ReadonlySet<string>,
): { properties: Array<[string, Json]>; required: Set<string>; additional?: Json; propertyNames?: Json } {
  const properties = new Map<string, Json>();
  const required = new Set<string>();
  let additional: Json | undefined;
  let propertyNames: Json | undefined;
  const visit = (n: JsonObject, depth: number) => {
    if (depth > 8) return;
    for (const member of Array.isArray(n.allOf) ? n.allOf : []) {
      const resolved = deref(doc, member);
      if (resolved.name !== undefined && seen.has(resolved.name)) continue;
      visit(resolved.node, depth + 1);
    }
    if (isJsonObject(n.properties)) for (const [k, v] of Object.entries(n.properties)) properties.set(k, v);
    if (Array.isArray(n.required)) for (const r of n.required) if (typeof r === 'string') required.add(r);
    if (n.additionalProperties !== undefined && n.additionalProperties !== false && n.additionalProperties !== true)
      additional = n.additionalProperties;
    if (n.propertyNames !== undefined) propertyNames = n.propertyNames;
  };
  visit(node, 0);
  return {
    properties: [...properties],
    required,
    ...(additional === undefined ? {} : { additional }),
    ...(propertyNames === undefined ? {} : { propertyNames }),
  };
}

function typesOf(node: JsonObject): string[] {
  if (Array.isArray(node.type)) return node.type.filter((t): t is string => typeof t === 'string');
  if (typeof node.type === 'string') return [node.type];
  if (node.const !== undefined) return [node.const === null ? 'null' : typeof node.const];
  if (isJsonObject(node.properties) || node.allOf !== undefined) return ['object'];
  return [];
}

/** Whether a node (after deref) has fields of its own to list. */
function hasFields(doc: Json, node: JsonObject): boolean {
  const merged = mergedObject(doc, node, new Set());
  return merged.properties.length > 0 || merged.additional !== undefined;
}

/**
 * The type label of a schema node: `string`, `integer | null`, `array of ` + `<Dispatch>`, ...
 * @example typeLabel(doc, { type: 'array', items: { $ref: '#/components/schemas/Dispatch' } }) // [{text:'array of '},{schema:'Dispatch'}]
 */
export function typeLabel(doc: Json, raw: Json | undefined): TypePart[] {
  const name = schemaRefName(raw);
  const { node } = deref(doc, raw);
  if (name !== undefined) {
    const nullable = typesOf(node).includes('null');
    return nullable ? [{ schema: name }, { text: ' | null' }] : [{ schema: name }];
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = node[key];
    if (Array.isArray(options)) {
      const parts: TypePart[] = [{ text: key === 'oneOf' ? 'one of ' : 'any of ' }];
      for (const [i, option] of options.entries())
        parts.push(...(i > 0 ? [{ text: ' | ' }] : []), ...typeLabel(doc, option));
      return parts;
    }
  }
  const types = typesOf(node);
  const parts: TypePart[] = [];
  const plain = types.filter((t) => t !== 'null');
  if (plain.length === 0 && types.length === 0) parts.push({ text: 'any' });
  plain.forEach((t, i) => {
    if (i > 0) parts.push({ text: ' | ' });
    if (t === 'array')
      parts.push(
        { text: 'array of ' },
        ...(node.items === undefined || (isJsonObject(node.items) && Object.keys(node.items).length === 0)
          ? [{ text: 'any' }]
          : typeLabel(doc, node.items)),
      );
    else if (
      t === 'object' &&
      node.additionalProperties !== undefined &&
      isJsonObject(node.additionalProperties) &&
      !isJsonObject(node.properties)
    ) {
      parts.push({ text: 'map of ' }, ...typeLabel(doc, node.additionalProperties));
    } else parts.push({ text: t });
  });
  if (types.includes('null')) parts.push({ text: plain.length > 0 ? ' | null' : 'null' });
  return parts;
}

const CONSTRAINT_KEYS: ReadonlyArray<[string, string]> = [
  ['format', 'format'],
  ['minimum', 'minimum'],
  ['exclusiveMinimum', 'greater than'],
  ['maximum', 'maximum'],
  ['exclusiveMaximum', 'less than'],
  ['minLength', 'min length'],
  ['maxLength', 'max length'],
  ['minItems', 'min items'],
  ['maxItems', 'max items'],
  ['pattern', 'pattern'],
  ['contentMediaType', 'content'],
];

/**
 * The constraints of a node as short texts (enum, const, format, bounds, pattern).
 * @example constraintsOf({ enum: ['IMPORT', 'EXPORT'] }) // ['one of: IMPORT, EXPORT']
 */
export function constraintsOf(node: JsonObject): string[] {
  const out: string[] = [];
  if (Array.isArray(node.enum))
    out.push(`one of: ${node.enum.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')}`);
  if (node.const !== undefined)
    out.push(`always: ${typeof node.const === 'string' ? node.const : JSON.stringify(node.const)}`);
  for (const [key, label] of CONSTRAINT_KEYS)
    if (node[key] !== undefined && typeof node[key] !== 'object') out.push(`${label}: ${String(node[key])}`);
  if (node.additionalProperties === false) out.push('no other fields');
  return out;
}

function examplesOf(node: JsonObject): Json[] {
  if (Array.isArray(node.examples)) return node.examples;
  if (node.example !== undefined) return [node.example];
  return [];
}

/**
 * The rows of a field table for a schema (its own fields, then each one's nested fields after it).
 * A schema with no fields (a string, an array of strings) gives no rows.
 * @example schemaFields(doc, { $ref: '#/components/schemas/Ledger' }).map((r) => r.path.join('.')) // ['account', 'account.number', 'number', 'id']
 */
export function schemaFields(doc: Json, root: Json, options: SchemaFieldsOptions = {}): FieldRow[] {
  const expand = options.expand ?? ((_name: string, depth: number) => depth < MAX_DEPTH);
  const rows: FieldRow[] = [];
  const start = deref(doc, root);
  const seen = new Set<string>(start.name === undefined ? [] : [start.name]);

  /** Lists the fields of an object node at `depth`, under `path`. */
  const walkObject = (node: JsonObject, path: string[], depth: number, stack: ReadonlySet<string>) => {
    const merged = mergedObject(doc, node, stack);
    for (const [name, child] of merged.properties)
      addRow([...path, name], child, merged.required.has(name), depth, stack);
    if (merged.additional !== undefined) {
      const keys = merged.propertyNames === undefined ? [] : typeLabel(doc, merged.propertyNames);
      const keyNote = keys.length === 0 ? [] : [`keys: ${keys.map((p) => ('text' in p ? p.text : p.schema)).join('')}`];
      addRow([...path, '*'], merged.additional, false, depth, stack, keyNote);
    }
  };

  /** Adds a field's row and, when it has fields of its own, theirs. */
  const addRow = (
    path: string[],
    raw: Json,
    required: boolean,
    depth: number,
    stack: ReadonlySet<string>,
    extra: string[] = [],
  ) => {
    const name = schemaRefName(raw);
    const { node } = deref(doc, raw);
    const rawNode = isJsonObject(raw) ? raw : {};
    const ownDescription = typeof rawNode.description === 'string' ? rawNode.description : undefined;
    // A ref to a value type (an enum such as Region) explains itself; an object ref is explained by its rows.
    const description =
      ownDescription ??
      (typeof node.description === 'string' && (name === undefined || !hasFields(doc, node)) ? node.description : '');
    const row: FieldRow = {
      path,
      depth,
      type: typeLabel(doc, raw),
      required,
      description,
      constraints: [...constraintsOf(node), ...extra],
      examples: examplesOf(node),
      observed: node['x-observed'] === true,
      designDecision: node['x-design-decision'] === true,
    };
    rows.push(row);
    // Children: the object itself, or an array's items, or a map's values.
    let inner = node;
    let innerName = name;
    let innerPath = path;
    const types = typesOf(node);
    if (types.includes('array') && node.items !== undefined) {
      innerName = schemaRefName(node.items);
      inner = deref(doc, node.items).node;
      innerPath = [...path, '[]'];
    }
    if (!hasFields(doc, inner)) return;
    if (innerName !== undefined) {
      if (stack.has(innerName) || !expand(innerName, depth + 1)) return;
      row.expandedFrom = innerName;
    } else if (depth + 1 >= MAX_DEPTH * 2) return;
    walkObject(inner, innerPath, depth + 1, innerName === undefined ? stack : new Set([...stack, innerName]));
  };

  let rootNode = start.node;
  let rootPath: string[] = [];
  if (typesOf(rootNode).includes('array') && rootNode.items !== undefined) {
    rootNode = deref(doc, rootNode.items).node;
    rootPath = ['[]'];
  }
  walkObject(rootNode, rootPath, 0, seen);
  return rows;
}

/**
 * The display name of a row's path: `results[].valid_from`, `regions.*`.
 * @example fieldPathText(['results', '[]', 'valid_from']) // 'results[].valid_from'
 */
export function fieldPathText(path: readonly string[]): string {
  let out = '';
  for (const segment of path) out += segment === '[]' ? '[]' : out === '' ? segment : `.${segment}`;
  return out;
}
