// Step 5: the files of generated/events/: shared-types.ts, one payloads/<section>.ts per catalogue
// section, event-payload-map.ts (type -> version -> interface), catalogue.ts (runtime data) and
// index.ts, each with the do-not-edit banner, sorted so a second run is byte for byte the same.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compare, GenerateError, type EventInput } from './catalogue-load.js';
import { docComment, type RenderedModel } from './render.js';
import type { SharedType } from './shared-types.js';

/** The first line of every generated file. */
export const BANNER =
  '// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.';

/**
 * Turns a catalogue section title into a file name: `Account, user, agreement` -> `account-user-agreement`.
 *
 * @example
 * sectionFileName('Industry (electricity, gas)'); // 'industry-electricity-gas'
 */
export function sectionFileName(section: string | undefined): string {
  const slug = (section ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug.length > 0 ? slug : 'other';
}

/**
 * Writes generated/events/ into `outDir` (emptied first); returns the files written and the number of event types.
 * @example writeEventTypes('generated/events', events, shared, sharedNames, rendered).files
 */
export function writeEventTypes(
  outDir: string,
  events: readonly EventInput[],
  shared: ReadonlyMap<string, SharedType>,
  sharedNames: readonly string[],
  rendered: ReadonlyMap<string, RenderedModel>,
): { files: string[]; eventTypes: number } {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.join(outDir, 'payloads'), { recursive: true });
  const files: string[] = [];
  const write = (relative: string, body: string) => {
    writeFileSync(path.join(outDir, relative), `${BANNER}\n${body.trimEnd()}\n`);
    files.push(relative);
  };
  const importLine = (names: Iterable<string>, from: string) => {
    const list = [...new Set(names)].sort(compare);
    return list.length > 0 ? `import type { ${list.join(', ')} } from '${from}';\n` : '';
  };

  // Shared types: one file, each exactly once.
  write(
    'shared-types.ts',
    `// Object types shared between event payloads (the seed's <Name> types), defined once.\n\n` +
      sharedNames.map((n) => rendered.get(n)!.code).join('\n\n'),
  );

  // Payloads: one file per catalogue section.
  const bySection = new Map<string, EventInput[]>();
  for (const event of events) {
    const file = sectionFileName(event.entry.section);
    bySection.set(file, [...(bySection.get(file) ?? []), event]);
  }
  const sectionFiles = [...bySection.keys()].sort(compare);
  for (const file of sectionFiles) {
    const members = bySection.get(file)!;
    const sharedUsed = new Set<string>();
    const blocks = members.map((event) => {
      if (event.aliasOf) {
        if (!shared.has(event.aliasOf))
          throw new GenerateError(
            `${event.entry.schema}: refers to #/$defs/${event.aliasOf}, which it does not define`,
          );
        sharedUsed.add(event.aliasOf);
        const description =
          typeof event.schema.description === 'string' ? event.schema.description.trim().split('\n') : [];
        return `${docComment([...description, '', `The payload is exactly the shared type ${event.aliasOf}.`, '', `JSON Schema: ${event.entry.$id ?? event.entry.schema}`])}\nexport type ${event.name} = ${event.aliasOf};`;
      }
      let { code } = rendered.get(event.name)!;
      const { deps } = rendered.get(event.name)!;
      if (event.extendsShared) {
        // modelina's interface renderer has no `extends`; the own fields were rendered by it, the clause is added here.
        const head = `export interface ${event.name} {`;
        if (!code.includes(head))
          throw new GenerateError(`${event.entry.schema}: rendered ${event.name} has no line "${head}"`);
        code = code.replace(head, `export interface ${event.name} extends ${event.extendsShared} {`);
        sharedUsed.add(event.extendsShared);
      }
      for (const dep of deps) {
        if (!shared.has(dep))
          throw new GenerateError(`${event.entry.schema}: ${event.name} refers to ${dep}, which is not a shared type`);
        sharedUsed.add(dep);
      }
      return code;
    });
    const section = members[0]!.entry.section ?? 'Other';
    write(
      `payloads/${file}.ts`,
      `// Event payloads of the catalogue section "${section}".\n${importLine(sharedUsed, '../shared-types.js')}\n${blocks.join('\n\n')}`,
    );
  }

  // The type-level map: event type -> version -> payload interface, and the latest version of each type.
  const byType = new Map<string, EventInput[]>();
  for (const event of events) byType.set(event.entry.type, [...(byType.get(event.entry.type) ?? []), event]);
  const types = [...byType.keys()];
  const key = (k: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? k : `'${k}'`);
  const mapImports = sectionFiles
    .map((file) =>
      importLine(
        bySection.get(file)!.map((e) => e.name),
        `./payloads/${file}.js`,
      ),
    )
    .join('');
  const latestOf = (list: EventInput[]) => {
    const flagged = list.filter((e) => e.entry.latest);
    if (flagged.length !== 1)
      throw new GenerateError(
        `catalogue: ${list[0]!.entry.type} has ${flagged.length} versions with latest: true (expected exactly one)`,
      );
    return flagged[0]!.entry.version;
  };
  write(
    'event-payload-map.ts',
    `${mapImports}\n` +
      `/** Every event type, each mapped to its payload versions and their payload interfaces. */\n` +
      `export interface EventPayloadMap {\n` +
      types
        .map(
          (t) =>
            `  ${key(t)}: { ${byType
              .get(t)!
              .map((e) => `${key(e.entry.version)}: ${e.name}`)
              .join('; ')} };`,
        )
        .join('\n') +
      `\n}\n\n/** The latest payload version of each event type (the catalogue's \`latest\` flag). */\n` +
      `export interface LatestEventVersionMap {\n` +
      types.map((t) => `  ${key(t)}: '${latestOf(byType.get(t)!)}';`).join('\n') +
      `\n}`,
  );

  // Runtime data, typed narrowly enough to drive src/events.ts but cheap to type-check.
  const catalogueRows = events.map(
    ({ entry }) =>
      `  { type: ${JSON.stringify(entry.type)}, version: ${JSON.stringify(entry.version)}, latest: ${entry.latest === true}, schemaId: ${JSON.stringify(entry.$id ?? '')}, section: ${JSON.stringify(entry.section ?? '')} },`,
  );
  write(
    'catalogue.ts',
    `/** One (event type, payload version) of the catalogue. */\n` +
      `export interface EventCatalogueEntry {\n  readonly type: string;\n  readonly version: string;\n  readonly latest: boolean;\n  readonly schemaId: string;\n  readonly section: string;\n}\n\n` +
      `/** Every (event type, payload version), sorted by type then version. */\n` +
      `export const eventCatalogue: readonly EventCatalogueEntry[] = [\n${catalogueRows.join('\n')}\n];\n\n` +
      `/** The payload versions of every event type, oldest first. */\n` +
      `export const eventVersions = {\n` +
      types
        .map(
          (t) =>
            `  ${key(t)}: [${byType
              .get(t)!
              .map((e) => `'${e.entry.version}'`)
              .join(', ')}],`,
        )
        .join('\n') +
      `\n} as const;\n\n` +
      `/** The latest payload version of every event type. */\n` +
      `export const latestEventVersions = {\n` +
      types.map((t) => `  ${key(t)}: '${latestOf(byType.get(t)!)}',`).join('\n') +
      `\n} as const;`,
  );

  write(
    'index.ts',
    `export type * from './shared-types.js';\n` +
      sectionFiles.map((file) => `export type * from './payloads/${file}.js';\n`).join('') +
      `export type { EventPayloadMap, LatestEventVersionMap } from './event-payload-map.js';\n` +
      `export { eventCatalogue, eventVersions, latestEventVersions, type EventCatalogueEntry } from './catalogue.js';`,
  );

  return { files: files.sort(compare), eventTypes: types.length };
}
