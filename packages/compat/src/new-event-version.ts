/**
 * Scaffolds the next payload version of an event type: the latest version's message and payload
 * schema are copied (as the start of an additive change) next to it in the domain file, the root
 * document lists the new message wherever it lists the previous one, the previous version's example
 * files are copied under the new version, and a changeset stub (minor for the published group) is
 * written. Text is copied block by block, not re-serialised, so the diff shows only the new version.
 */
import { copyFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { CONTRACT_PACKAGES } from './changesets.js';
import { compareVersions } from './event-compat.js';

/** Options of {@link scaffoldEventVersion}. */
export interface ScaffoldOptions {
  /** Repository root: `specs/` and `.changeset/` are read and written under it. */
  root: string;
  /** The event type, e.g. `collection_process.withdrawn`. */
  type: string;
}

/** What the scaffold wrote. */
export interface ScaffoldResult {
  previous: { version: string; message: string };
  next: { version: string; message: string };
  /** Repository-relative paths of the files written or changed. */
  files: string[];
}

/**
 * The version after `version`: `v2` -> `v3`; `1.0.0` -> `2.0.0`.
 *
 * @example
 * nextPayloadVersion('v2'); // 'v3'
 */
export function nextPayloadVersion(version: string): string {
  const v = /^v(\d+)$/.exec(version);
  if (v) return `v${Number(v[1]) + 1}`;
  const semver = /^(\d+)\.\d+\.\d+$/.exec(version);
  if (semver) return `${Number(semver[1]) + 1}.0.0`;
  throw new Error(`payload version '${version}' is neither vN nor major.minor.patch`);
}

/** `V2` from `v2`, `V2_0_0` from `2.0.0`: the suffix of message and schema names. */
function versionSuffix(version: string): string {
  return `V${version.replace(/^v/, '').replace(/\./g, '_')}`;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * The block that starts at line `start`: that line and the following lines indented deeper (blank
 * lines inside the block included).
 */
function blockEnd(lines: string[], start: number): number {
  const indent = indentOf(lines[start]!);
  let end = start + 1;
  while (end < lines.length && (lines[end]!.trim() === '' || indentOf(lines[end]!) > indent)) end++;
  while (end > start + 1 && lines[end - 1]!.trim() === '') end--;
  return end;
}

/**
 * Scaffolds the next version of `type` under `root` (see the module comment).
 *
 * @throws Error naming the event type when it is unknown, or the file that does not have the expected shape.
 * @example
 * const result = scaffoldEventVersion({ root: '.', type: 'collection_process.withdrawn' });
 * console.log(result.next.version, result.files);
 */
export function scaffoldEventVersion(options: ScaffoldOptions): ScaffoldResult {
  const specs = path.join(options.root, 'specs');
  const eventsDir = path.join(specs, 'asyncapi', 'events');
  if (!existsSync(eventsDir))
    throw new Error(`${path.relative(options.root, eventsDir)} does not exist: is --root the repository root?`);

  // 1. Find the domain file and the latest version of the type.
  let found: { file: string; version: string; message: string } | undefined;
  const versions: string[] = [];
  for (const name of readdirSync(eventsDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const file = path.join(eventsDir, name);
    const doc = YAML.parse(readFileSync(file, 'utf8'), { merge: false }) as {
      messages?: Record<string, { name?: string; headers?: { properties?: { payload_version?: { const?: string } } } }>;
    };
    for (const [message, m] of Object.entries(doc.messages ?? {})) {
      if (m.name !== options.type) continue;
      const version = m.headers?.properties?.payload_version?.const;
      if (typeof version !== 'string')
        throw new Error(
          `${path.relative(options.root, file)}#/messages/${message}: no payload_version const in its headers`,
        );
      versions.push(version);
      if (!found || compareVersions(version, found.version) > 0) found = { file, version, message };
    }
  }
  if (!found) throw new Error(`event type '${options.type}' is not in specs/asyncapi/events/*.yaml`);
  const previous = { version: found.version, message: found.message };
  const nextVersion = nextPayloadVersion(previous.version);
  const suffix = versionSuffix(previous.version);
  if (!previous.message.endsWith(suffix))
    throw new Error(`message ${previous.message} does not end with ${suffix}: cannot derive the new name`);
  const next = {
    version: nextVersion,
    message: `${previous.message.slice(0, -suffix.length)}${versionSuffix(nextVersion)}`,
  };
  if (versions.includes(nextVersion)) throw new Error(`${options.type} ${nextVersion} already exists`);

  const rename = (text: string) =>
    text
      .replace(new RegExp(`\\b${escapeRegExp(previous.message)}\\b`, 'g'), next.message)
      .replace(
        new RegExp(`${escapeRegExp(`${options.type} ${previous.version}`)}\\b`, 'g'),
        `${options.type} ${nextVersion}`,
      )
      .replace(
        new RegExp(`payload version ${escapeRegExp(previous.version)}\\b`, 'g'),
        `payload version ${nextVersion}`,
      )
      .replace(new RegExp(`(const: |payload_version: )${escapeRegExp(previous.version)}\\b`, 'g'), `$1${nextVersion}`)
      .replace(new RegExp(`/${escapeRegExp(previous.version)}\\.([^/]+\\.payload\\.json)`, 'g'), `/${nextVersion}.$1`);

  // 2. Domain file: copy the message block and the schema block (both keyed by the message name).
  const files: string[] = [];
  const domainLines = readFileSync(found.file, 'utf8').split('\n');
  const keyLine = new RegExp(`^  ${escapeRegExp(previous.message)}:\\s*$`);
  const starts = domainLines.flatMap((line, i) => (keyLine.test(line) ? [i] : []));
  if (starts.length !== 2)
    throw new Error(
      `${path.relative(options.root, found.file)}: expected ${previous.message} once under messages and once under schemas, found ${starts.length}`,
    );
  for (const start of [...starts].reverse()) {
    const end = blockEnd(domainLines, start);
    let block = domainLines.slice(start, end);
    // The copy starts additive: a recorded exception belongs to the version that needed it.
    const exception = block.findIndex((l) => /^\s+x-compatibility-exception:/.test(l));
    if (exception !== -1) block = [...block.slice(0, exception), ...block.slice(blockEnd(block, exception))];
    const copy = rename(block.join('\n'))
      .replace(/ Not a superset of [^']*?\(see x-compatibility-exception\)\./, '')
      .split('\n');
    domainLines.splice(end, 0, ...copy);
  }

  // 3. Root document: every entry naming the previous message gets a sibling for the new one, and
  //    the channel description lists the new version.
  const rootFile = path.join(specs, 'asyncapi.yaml');
  const rootLines = readFileSync(rootFile, 'utf8').split('\n');
  const mention = new RegExp(`\\b${escapeRegExp(previous.message)}\\b`);
  for (let i = rootLines.length - 1; i >= 0; i--) {
    if (!mention.test(rootLines[i]!)) continue;
    const end = blockEnd(rootLines, i);
    // A continuation line (`$ref:` under `Name:`) is copied with the entry that starts above it.
    if (i > 0 && /^\s+\S+:\s*$/.test(rootLines[i - 1]!) && mention.test(rootLines[i - 1]!)) continue;
    rootLines.splice(end, 0, ...rename(rootLines.slice(i, end).join('\n')).split('\n'));
  }
  const channelKey = rootLines.findIndex(
    (l) => l === `  ${options.type}:` || l === `  "${options.type}":` || l === `  '${options.type}':`,
  );
  if (channelKey === -1) throw new Error(`specs/asyncapi.yaml: no channel '${options.type}' under channels`);
  const channelEnd = blockEnd(rootLines, channelKey);
  for (let i = channelKey; i < channelEnd; i++) {
    // The list runs to the sentence's last full stop (versions such as 1.0.0 hold dots themselves).
    rootLines[i] = rootLines[i]!.replace(
      /(versions side by side: .*)(\.["']?\s*)$/,
      (_m, list: string, end: string) => `${list}, ${nextVersion}${end}`,
    );
  }
  // Both documents are written only once both edits succeeded: a refusal leaves specs/ untouched.
  writeFileSync(found.file, domainLines.join('\n'));
  writeFileSync(rootFile, rootLines.join('\n'));
  files.push(path.relative(options.root, found.file), path.relative(options.root, rootFile));

  // 4. Examples: the previous version's examples, copied (the new schema starts as a copy, so they pass it).
  const examplesDir = path.join(specs, 'asyncapi', 'examples', options.type);
  const examples = existsSync(examplesDir)
    ? readdirSync(examplesDir).filter((f) => f.startsWith(`${previous.version}.`) && f.endsWith('.payload.json'))
    : [];
  for (const example of examples) {
    const target = path.join(examplesDir, `${nextVersion}.${example.slice(previous.version.length + 1)}`);
    copyFileSync(path.join(examplesDir, example), target);
    files.push(path.relative(options.root, target));
  }

  // 5. Changeset stub: a new version is a minor release of the whole published group.
  const changesetDir = path.join(options.root, '.changeset');
  if (existsSync(changesetDir)) {
    const file = path.join(
      changesetDir,
      `${options.type.replace(/[^a-z0-9]+/gi, '-')}-${nextVersion.replace(/\./g, '-')}.md`,
    );
    const releases = CONTRACT_PACKAGES.map((name) => `"${name}": minor`).join('\n');
    writeFileSync(
      file,
      `---\n${releases}\n---\n\nAdd \`${options.type}\` payload version ${nextVersion} (a copy of ${previous.version} so far: name the fields it adds).\n`,
    );
    files.push(path.relative(options.root, file));
  }
  return { previous, next, files };
}
