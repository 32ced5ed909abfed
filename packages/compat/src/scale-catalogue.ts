/**
 * Multiplies the event catalogue of a `specs/` tree synthetically, for the scale bench
 * (`npm run bench:scale`): copy `i` (2..factor) of every event type `<domain>.<event>` is the type
 * `<domain>_s<i>.<event>`, with every payload version, its payload schema, its example files, its
 * channel, its send operation and its components entries, in a domain file of its own
 * (`specs/asyncapi/events/<section file>-s<i>.yaml`) under the section `<section> (copy <i>)`. Copies
 * share the shared types, as new events of a real catalogue would. Names follow the contract's
 * conventions (`account_s2.created` v1 is the message and schema `AccountS2CreatedV1`, the operation
 * `sendAccountS2Created`), so every generator treats a copy as it treats the original.
 *
 * Meant for a temporary copy of the repository: it rewrites `specs/asyncapi.yaml` through a YAML
 * round trip (comments are dropped).
 */
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { isJsonObject } from '@energy-contracts/schema-tools/json-pointer';

/** What {@link multiplyCatalogue} wrote. */
export interface ScaledCatalogue {
  /** Event types after the multiplication (originals included). */
  types: number;
  /** (event type, payload version) payloads after the multiplication. */
  payloads: number;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * PascalCase of an event type, as the contract names messages and operations.
 *
 * @example
 * pascalType('account_s2.communications_preferences_updated'); // 'AccountS2CommunicationsPreferencesUpdated'
 */
export function pascalType(type: string): string {
  return type
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part.length > 0)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/**
 * The type of copy `copy` of an event type: its first segment gets `_s<copy>`.
 *
 * @example
 * copiedType('account.created', 2); // 'account_s2.created'
 */
export function copiedType(type: string, copy: number): string {
  const dot = type.indexOf('.');
  return dot === -1 ? `${type}_s${copy}` : `${type.slice(0, dot)}_s${copy}${type.slice(dot)}`;
}

/** A regular expression matching any of `words` (longest first) between the given boundaries. */
function alternation(words: Iterable<string>, before: string, after: string): RegExp | null {
  const list = [...words].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return list.length === 0 ? null : new RegExp(`${before}(${list.join('|')})${after}`, 'g');
}

/** Renames event types, message/schema names and domain file names inside every string and key of a value. */
class Renamer {
  private readonly typePattern: RegExp | null;
  private readonly namePattern: RegExp | null;
  private readonly filePattern: RegExp | null;

  constructor(
    private readonly types: Map<string, string>,
    private readonly names: Map<string, string>,
    private readonly files: Map<string, string>,
  ) {
    // An event type is a whole dotted name: not part of a longer identifier or a longer dotted name.
    this.typePattern = alternation(types.keys(), '(?<![A-Za-z0-9_.-])', '(?![A-Za-z0-9_-]|\\.[A-Za-z0-9_])');
    this.namePattern = alternation(names.keys(), '\\b', '\\b');
    this.filePattern = alternation(files.keys(), '(?<![A-Za-z0-9_.-])', '(?![A-Za-z0-9_-])');
  }

  text(s: string): string {
    let out = s;
    if (this.filePattern) out = out.replace(this.filePattern, (m) => this.files.get(m)!);
    if (this.typePattern) out = out.replace(this.typePattern, (m) => this.types.get(m)!);
    if (this.namePattern) out = out.replace(this.namePattern, (m) => this.names.get(m)!);
    return out;
  }

  value(v: Json): Json {
    if (typeof v === 'string') return this.text(v);
    if (Array.isArray(v)) return v.map((item) => this.value(item));
    if (isJsonObject(v))
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [this.text(k), this.value(item)]));
    return v;
  }
}

/** One domain file of `specs/asyncapi/events/`. */
interface DomainFile {
  /** File name without `.yaml`. */
  base: string;
  doc: { messages?: Record<string, JsonObject>; schemas?: Record<string, Json> } & JsonObject;
  /** Event types of its messages. */
  types: Set<string>;
}

/**
 * Adds `factor - 1` renamed copies of every event type to the catalogue under `root/specs`
 * (see the module comment); a factor of 1 leaves it unchanged.
 *
 * @throws Error naming the file or message when the catalogue does not have the expected shape, or
 *   when a copy's name would collide with an existing one.
 * @example
 * const { payloads } = multiplyCatalogue('/tmp/energy-contracts-copy', 4); // 1060 for 265 payloads
 */
export function multiplyCatalogue(root: string, factor: number): ScaledCatalogue {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`factor must be an integer >= 1, got ${factor}`);
  const specs = path.join(root, 'specs');
  const eventsDir = path.join(specs, 'asyncapi', 'events');
  const examplesDir = path.join(specs, 'asyncapi', 'examples');
  const rootFile = path.join(specs, 'asyncapi.yaml');
  if (!existsSync(eventsDir)) throw new Error(`${eventsDir} does not exist: is ${root} a copy of the repository?`);

  const domains: DomainFile[] = readdirSync(eventsDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => {
      const doc = YAML.parse(readFileSync(path.join(eventsDir, f), 'utf8'), { merge: false }) as DomainFile['doc'];
      const types = new Set<string>();
      for (const [key, message] of Object.entries(doc.messages ?? {})) {
        if (typeof message.name !== 'string')
          throw new Error(`specs/asyncapi/events/${f}#/messages/${key}: no name (the event type)`);
        types.add(message.name);
      }
      return { base: f.slice(0, -'.yaml'.length), doc, types };
    });
  const allTypes = new Set(domains.flatMap((d) => [...d.types]));
  const payloadCount = domains.reduce((n, d) => n + Object.keys(d.doc.messages ?? {}).length, 0);
  if (factor === 1) return { types: allTypes.size, payloads: payloadCount };

  if (!existsSync(rootFile)) throw new Error(`${rootFile} does not exist: is ${root} a copy of the repository?`);
  const rootDoc = YAML.parse(readFileSync(rootFile, 'utf8'), { merge: false }) as JsonObject;
  const channels = rootDoc.channels;
  const operations = rootDoc.operations;
  const components = rootDoc.components as { schemas: JsonObject; messages: JsonObject } | undefined;
  if (
    !isJsonObject(channels) ||
    !isJsonObject(operations) ||
    !isJsonObject(components?.schemas) ||
    !isJsonObject(components?.messages)
  ) {
    throw new Error(
      'specs/asyncapi.yaml: expected the maps channels, operations, components.schemas and components.messages',
    );
  }
  const tags = (
    isJsonObject(rootDoc.info) && Array.isArray(rootDoc.info.tags) ? rootDoc.info.tags : []
  ) as JsonObject[];
  // A copy's name must be new in its map (a message and its payload schema share a name).
  const claim = (map: JsonObject, name: string, where: string) => {
    if (name in map) throw new Error(`${where}: the copy's name ${name} is already taken`);
  };

  for (let copy = 2; copy <= factor; copy++) {
    for (const domain of domains) {
      const types = new Map([...domain.types].map((t) => [t, copiedType(t, copy)]));
      const names = new Map<string, string>();
      for (const [key, message] of Object.entries(domain.doc.messages ?? {})) {
        const prefix = pascalType(message.name as string);
        if (!key.startsWith(prefix))
          throw new Error(
            `specs/asyncapi/events/${domain.base}.yaml#/messages/${key}: expected a name starting with ${prefix}`,
          );
        names.set(key, pascalType(types.get(message.name as string)!) + key.slice(prefix.length));
      }
      for (const type of domain.types) names.set(`send${pascalType(type)}`, `send${pascalType(types.get(type)!)}`);
      const fileBase = `${domain.base}-s${copy}`;
      const files = new Map(
        [`./asyncapi/events/`, `specs/asyncapi/events/`].map((dir) => [
          `${dir}${domain.base}.yaml`,
          `${dir}${fileBase}.yaml`,
        ]),
      );
      const rename = new Renamer(types, names, files);

      // The domain file: messages and schemas renamed, each message in the copy's section.
      const copied = rename.value(domain.doc as Json) as DomainFile['doc'];
      for (const message of Object.values(copied.messages ?? {})) {
        if (Array.isArray(message.tags))
          message.tags = message.tags.map((t) =>
            isJsonObject(t) && typeof t.name === 'string' ? { ...t, name: `${t.name} (copy ${copy})` } : t,
          );
      }
      writeFileSync(
        path.join(eventsDir, `${fileBase}.yaml`),
        `# Synthetic copy ${copy} of ${domain.base}.yaml, written by the scale bench.\n${YAML.stringify(copied, { lineWidth: 0 })}`,
      );

      // Examples, one folder per event type.
      for (const [type, copyType] of types) {
        const from = path.join(examplesDir, type);
        if (existsSync(from)) cpSync(from, path.join(examplesDir, copyType), { recursive: true });
      }

      // The root document: channels, operations and components entries of the domain's types.
      for (const [type, copyType] of types) {
        const channel = channels[type];
        if (!isJsonObject(channel)) throw new Error(`specs/asyncapi.yaml#/channels/${type}: missing`);
        claim(channels, copyType, `specs/asyncapi.yaml#/channels/${type}`);
        channels[copyType] = rename.value(channel);
        const operation = Object.entries(operations).find(
          ([, op]) => isJsonObject(op) && isJsonObject(op.channel) && op.channel.$ref === `#/channels/${type}`,
        );
        if (!operation) throw new Error(`specs/asyncapi.yaml: no operation on #/channels/${type}`);
        const operationName = rename.text(operation[0]);
        claim(operations, operationName, `specs/asyncapi.yaml#/operations/${operation[0]}`);
        operations[operationName] = rename.value(operation[1]);
      }
      for (const section of ['schemas', 'messages'] as const) {
        for (const [name, entry] of Object.entries(components[section])) {
          if (
            !isJsonObject(entry) ||
            typeof entry.$ref !== 'string' ||
            !entry.$ref.startsWith(`./asyncapi/events/${domain.base}.yaml#`)
          )
            continue;
          const copyName = rename.text(name);
          claim(components[section], copyName, `specs/asyncapi.yaml#/components/${section}/${name}`);
          components[section][copyName] = rename.value(entry);
        }
      }
      const sections = new Set(
        Object.values(domain.doc.messages ?? {}).flatMap((m) =>
          (Array.isArray(m.tags) ? m.tags : []).map((t) => (isJsonObject(t) ? t.name : null)),
        ),
      );
      for (const tag of tags.filter((t) => sections.has(t.name as string))) {
        tags.push({
          ...tag,
          name: `${tag.name as string} (copy ${copy})`,
          description: rename.text(String(tag.description ?? '')),
        });
      }
    }
  }
  writeFileSync(rootFile, YAML.stringify(rootDoc, { lineWidth: 0 }));
  return { types: allTypes.size * factor, payloads: payloadCount * factor };
}
