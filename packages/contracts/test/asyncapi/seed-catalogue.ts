/**
 * A small parser for the event catalogue seed (`../shared/seeds/event-catalogue.md`).
 *
 * The seed is prose written for people: many lines describe several event types at once
 * ("X and Y", "(all v1)"), or describe a payload relative to another one ("the same plus",
 * "the v1 fields plus", "the fields of `X` plus", "same base fields", "<JoinProcess> plus",
 * "<LeaveProcess>", the disputed-reading lists). This parser expands every such grouping to the
 * exact list of fields it names, so the tests can compare the AsyncAPI document with the seed
 * field by field. It is deliberately strict: a line it does not understand throws, naming the
 * line, rather than being skipped (a skipped line would make the comparison pass vacuously).
 */

/** A field type as the seed writes it: `str`, `int`, `bool`, `num`, `obj`, `[T]`, `<Name>`. */
export type SeedType =
  | { kind: 'string' | 'integer' | 'boolean' | 'number' | 'object' }
  | { kind: 'array'; items: SeedType }
  | { kind: 'ref'; name: string };

/** One payload field: its exact name, whether it is required (no `?`), and its type. */
export interface SeedField {
  name: string;
  required: boolean;
  type: SeedType;
}

/** One (event type, payload version) of the catalogue with its fully expanded fields. */
export interface SeedPayload {
  type: string;
  version: string;
  /** Title of the `####` section the event is listed under. */
  section: string;
  fields: SeedField[];
  /** True when the seed says more fields exist but are not shown (the last event). */
  openEnded: boolean;
  /** Shared types whose fields were included by a grouping (`<JoinProcess> plus`, `<InkConversationState>`, disputed lists). */
  includes: string[];
}

/** The whole seed: shared object types (in seed order) and every payload. */
export interface SeedCatalogue {
  sharedTypes: Map<string, SeedField[]>;
  /** The shared types the seed says no listed event refers to. */
  unusedSharedTypes: string[];
  payloads: SeedPayload[];
  /** Section titles in seed order. */
  sections: string[];
}

const PRIMITIVES: Record<string, SeedType['kind']> = {
  str: 'string',
  int: 'integer',
  bool: 'boolean',
  num: 'number',
  obj: 'object',
};

/** Parses one seed type expression, e.g. `[<Dispatch>]`. */
export function parseSeedType(text: string, where: string): SeedType {
  const t = text.trim();
  if (t.startsWith('[') && t.endsWith(']')) return { kind: 'array', items: parseSeedType(t.slice(1, -1), where) };
  const ref = /^<(\w+)>$/.exec(t);
  if (ref) return { kind: 'ref', name: ref[1]! };
  const kind = PRIMITIVES[t];
  if (!kind) throw new Error(`${where}: unknown field type "${t}" (expected str, int, bool, num, obj, [T] or <Name>)`);
  return { kind } as SeedType;
}

/** Parses `a:str, b?:[int]`; a trailing ` (required)` note on a field is only a reminder and is dropped. */
export function parseFieldList(text: string, where: string): SeedField[] {
  const trimmed = text.trim().replace(/\.$/, '');
  if (trimmed === '') return [];
  // Types never contain commas, so a plain split is exact.
  return trimmed.split(/,\s*/).map((part) => {
    const m = /^([A-Za-z0-9_]+)(\?)?:(\S+)(?:\s+\(required\))?$/.exec(part.trim());
    if (!m) throw new Error(`${where}: cannot read field "${part}" (expected name:type or name?:type)`);
    return { name: m[1]!, required: m[2] !== '?', type: parseSeedType(m[3]!, where) };
  });
}

function appendFields(base: SeedField[], extra: SeedField[], where: string): SeedField[] {
  const out = [...base];
  for (const f of extra) {
    if (out.some((b) => b.name === f.name)) throw new Error(`${where}: field "${f.name}" is listed twice`);
    out.push(f);
  }
  return out;
}

/**
 * Parses the seed text. Throws on any catalogue line it cannot expand.
 * @example parseSeedCatalogue(readFileSync('../shared/seeds/event-catalogue.md', 'utf8')).payloads.length // 265
 */
export function parseSeedCatalogue(markdown: string): SeedCatalogue {
  const lines = markdown.split('\n');
  const sharedTypes = new Map<string, SeedField[]>();
  const bases = new Map<string, SeedField[]>(); // `<LeaveProcess>`-style base sets defined in prose
  const payloads: SeedPayload[] = [];
  const byKey = new Map<string, SeedPayload>();
  const sections: string[] = [];
  let unusedSharedTypes: string[] = [];
  let part: 'preamble' | 'shared' | 'catalogue' = 'preamble';
  let section = '';
  // "Disputed ... events, all v1, payload <DisputedReading>:" opens a list of bare names.
  let listContext: { version: string; typeName: string } | undefined;
  // "same base fields (a, b, c)" defines a base that later lines reuse as "same base fields".
  let sameBase: SeedField[] | undefined;

  const add = (p: SeedPayload, where: string) => {
    const key = `${p.type} ${p.version}`;
    if (byKey.has(key)) throw new Error(`${where}: ${key} is listed twice`);
    byKey.set(key, p);
    payloads.push(p);
  };
  const sharedFields = (name: string, where: string): SeedField[] => {
    const f = sharedTypes.get(name) ?? bases.get(name);
    if (!f) throw new Error(`${where}: unknown shared type or base set <${name}>`);
    return f;
  };
  // `appoint_mam.requested` in the seed means `meterpoint.gas.appoint_mam.requested`: resolve by suffix.
  const findPayload = (name: string, version: string | undefined, where: string): SeedPayload => {
    const matches = payloads.filter(
      (p) => (p.type === name || p.type.endsWith(`.${name}`)) && (!version || p.version === version),
    );
    const exact = matches.filter((p) => p.type === name);
    const chosen = exact.length > 0 ? exact : matches;
    if (chosen.length !== 1)
      throw new Error(
        `${where}: "${name}"${version ? ` ${version}` : ''} matches ${chosen.length} earlier payloads, expected 1`,
      );
    return chosen[0]!;
  };

  /** Expands one field description (the part after `vN:`) for `type`. */
  const expand = (
    body: string,
    type: string,
    prevSegment: SeedField[] | undefined,
    where: string,
  ): { fields: SeedField[]; includes: string[] } => {
    let m: RegExpExecArray | null;
    if (
      (m = /^all fields of `([^`]+)`,? plus (.*)$/.exec(body)) ||
      (m = /^the fields of `([^`]+)` plus (.*)$/.exec(body))
    ) {
      return {
        fields: appendFields(findPayload(m[1]!, undefined, where).fields, parseFieldList(m[2]!, where), where),
        includes: [],
      };
    }
    if ((m = /^the same plus (.*)$/.exec(body))) {
      if (!prevSegment) throw new Error(`${where}: "the same" with no earlier version on the line`);
      return { fields: appendFields(prevSegment, parseFieldList(m[1]!, where), where), includes: [] };
    }
    if ((m = /^(?:the )?(v\d+) fields plus (.*)$/.exec(body))) {
      return {
        fields: appendFields(findPayload(type, m[1]!, where).fields, parseFieldList(m[2]!, where), where),
        includes: [],
      };
    }
    if ((m = /^same base fields \(([^)]*)\) plus (.*)$/.exec(body))) {
      // The named base fields take their types from the event listed just before.
      const prev = payloads[payloads.length - 1];
      if (!prev) throw new Error(`${where}: "same base fields" with no earlier event`);
      sameBase = m[1]!.split(/,\s*/).map((n) => {
        const f = prev.fields.find((x) => x.name === n.trim());
        if (!f) throw new Error(`${where}: base field "${n}" is not a field of ${prev.type} ${prev.version}`);
        return f;
      });
      return { fields: appendFields(sameBase, parseFieldList(m[2]!, where), where), includes: [] };
    }
    if ((m = /^same base fields plus (.*)$/.exec(body))) {
      if (!sameBase) throw new Error(`${where}: "same base fields" before any base was named`);
      return { fields: appendFields(sameBase, parseFieldList(m[1]!, where), where), includes: [] };
    }
    if ((m = /^<(\w+)> plus (.*)$/.exec(body))) {
      const includes = sharedTypes.has(m[1]!) ? [m[1]!] : [];
      return { fields: appendFields(sharedFields(m[1]!, where), parseFieldList(m[2]!, where), where), includes };
    }
    if ((m = /^<(\w+)>$/.exec(body))) {
      return { fields: [...sharedFields(m[1]!, where)], includes: [m[1]!] };
    }
    return { fields: parseFieldList(body, where), includes: [] };
  };

  // biome-ignore lint/suspicious/useIterableCallbackReturn: `return void (part = ...)` ends a line's handling early
  lines.forEach((raw, index) => {
    const line = raw.trimEnd();
    const where = `event-catalogue.md line ${index + 1}`;
    if (line === '### Shared object types') return void (part = 'shared');
    if (line === '### Catalogue') return void (part = 'catalogue');
    if (part === 'preamble' || line.trim() === '') return;

    if (part === 'shared') {
      let m: RegExpExecArray | null;
      if ((m = /^- `<(\w+)>`[^:]*: (.*)$/.exec(line))) {
        if (sharedTypes.has(m[1]!)) throw new Error(`${where}: shared type <${m[1]}> defined twice`);
        sharedTypes.set(m[1]!, parseFieldList(m[2]!, where));
        return;
      }
      if ((m = /^The shared types (.*) are defined but no listed event refers to them\.$/.exec(line))) {
        unusedSharedTypes = [...m[1]!.matchAll(/`<(\w+)>`/g)].map((x) => x[1]!);
        return;
      }
      throw new Error(`${where}: unexpected line in the shared types part: ${line}`);
    }

    // Catalogue part.
    let m: RegExpExecArray | null;
    if ((m = /^#### (.+)$/.exec(line))) {
      section = m[1]!;
      sections.push(section);
      listContext = undefined;
      return;
    }
    if ((m = /^The base set `<(\w+)>` is (.*)$/.exec(line))) {
      bases.set(m[1]!, parseFieldList(m[2]!, where));
      return;
    }
    if ((m = /events, all (v\d+), payload <(\w+)>:$/.exec(line))) {
      listContext = { version: m[1]!, typeName: m[2]! };
      return;
    }
    if (
      (m =
        /^The last event of the catalogue is `([^`]+)` (v\d+)\. Its fields up to `(\w+)` follow the order of <(\w+)>\./.exec(
          line,
        ))
    ) {
      const all = sharedFields(m[4]!, where);
      const cut = all.findIndex((f) => f.name === m![3]);
      if (cut < 0) throw new Error(`${where}: <${m[4]}> has no field ${m[3]}`);
      add(
        { type: m[1]!, version: m[2]!, section, fields: all.slice(0, cut + 1), openEnded: true, includes: [m[4]!] },
        where,
      );
      return;
    }
    if ((m = /^- `([^`]+)`$/.exec(line))) {
      if (!listContext) throw new Error(`${where}: a bare event name outside a payload list`);
      add(
        {
          type: m[1]!,
          version: listContext.version,
          section,
          fields: [...sharedFields(listContext.typeName, where)],
          openEnded: false,
          includes: [listContext.typeName],
        },
        where,
      );
      return;
    }
    if (!line.startsWith('- ')) throw new Error(`${where}: unexpected line in the catalogue: ${line}`);

    // An event line: "<head>: <body>[; vN: <body>]...". The head holds backticked names with
    // versions, or names followed by "(all vN)"; names never contain a colon.
    const text = line.slice(2);
    const headEnd = text.search(/(?:`|\)|v\d+|\d+\.\d+\.\d+): /);
    if (headEnd < 0) throw new Error(`${where}: cannot find the event names of: ${line}`);
    const colon = text.indexOf(': ', headEnd);
    const head = text.slice(0, colon);
    const rest = text.slice(colon + 2);
    const allVersion = /\(all (v\d+)\)$/.exec(head)?.[1];
    const names: { type: string; version: string }[] = [];
    let previousName = '';
    for (const nm of head.matchAll(/`([^`]+)`(?:\s+(v\d+|\d+\.\d+\.\d+))?/g)) {
      // `.removed` after `account_metadata.created` means `account_metadata.removed`.
      const type = nm[1]!.startsWith('.') ? previousName.slice(0, previousName.lastIndexOf('.')) + nm[1] : nm[1]!;
      const version = nm[2] ?? allVersion;
      if (!version) throw new Error(`${where}: no version for ${type}`);
      names.push({ type, version });
      previousName = type;
    }
    if (names.length === 0) throw new Error(`${where}: no event names in: ${head}`);
    // Later versions on the same line: "; v2: ...".
    const segments = rest.split(/; (?=v\d+: )/);
    let prevSegment: SeedField[] | undefined;
    segments.forEach((segment, i) => {
      let version: string | undefined;
      let body = segment;
      if (i > 0) {
        const sm = /^(v\d+): (.*)$/.exec(segment)!;
        version = sm[1]!;
        body = sm[2]!;
        if (names.length !== 1) throw new Error(`${where}: a later version on a line naming several events`);
      }
      const targets = i === 0 ? names : [{ type: names[0]!.type, version: version! }];
      const { fields, includes } = expand(body.trim(), targets[0]!.type, prevSegment, where);
      for (const t of targets) add({ ...t, section, fields: [...fields], openEnded: false, includes }, where);
      prevSegment = fields;
    });
  });

  return { sharedTypes, unusedSharedTypes, payloads, sections };
}

/** Shared types reachable from a field list, following nested shared types. */
export function referencedSharedTypes(
  fields: SeedField[],
  shared: Map<string, SeedField[]>,
  into = new Set<string>(),
): Set<string> {
  const visit = (t: SeedType) => {
    if (t.kind === 'array') return visit(t.items);
    if (t.kind === 'ref' && !into.has(t.name)) {
      into.add(t.name);
      for (const f of shared.get(t.name) ?? []) visit(f.type);
    }
  };
  for (const f of fields) visit(f.type);
  return into;
}
