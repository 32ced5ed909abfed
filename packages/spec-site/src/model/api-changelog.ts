/**
 * The API changelog: what changed for a partner in the REST operations and the events, release by
 * release. Each release is a git tag of the published OpenAPI package
 * (`@energy-contracts/openapi@x.y.z`); the contracts of two consecutive releases are compared by the
 * schema evolution guard of `@energy-contracts/compat` (the comparison `check:compat` makes), so the
 * changelog and the guard never disagree. The first release lists the contract as it was; changes
 * since the last release form an "Unreleased" entry; before any release, the contract as it stands
 * is the one entry, "Initial release". Package changesets are not read: they describe packages,
 * not the API.
 */
import { spawnSync } from 'node:child_process';
import {
  bundleSpecs,
  type Change,
  classifyEventChanges,
  classifyRestChanges,
  compareVersions,
  eventPayloads,
  materialiseSpecs,
} from '@energy-contracts/compat';
import { isJsonObject, type Json } from '@energy-contracts/schema-tools/json-pointer';

/** The tag prefix of a release of the contract. */
export const RELEASE_TAG_PREFIX = '@energy-contracts/openapi@';

/** Both bundled documents of one state of the contract. */
export interface ContractState {
  openapi: Json;
  asyncapi: Json;
}

/** One released (or the current) contract. */
export interface ContractRelease extends ContractState {
  /** `1.2.0`, or `unreleased` for the working contract. */
  version: string;
  /** `YYYY-MM-DD`: the day of the release's commit. */
  date: string;
}

/** What a partner sees in the contract's first release. */
export interface ContractListing {
  operations: Array<{ method: string; path: string; summary: string; operationId: string }>;
  events: Array<{ type: string; version: string }>;
}

/** One entry of the changelog. */
export interface ChangelogEntry {
  version: string;
  date: string;
  /** Set on the first entry: the contract as it was released. */
  initial?: ContractListing;
  /** REST changes, then event changes, as the guard classifies them. */
  changes: Change[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * The operations and event versions of a contract.
 * @example listContract({ openapi, asyncapi }).operations[0] // { method: 'GET', path: '/products/', ... }
 */
export function listContract(state: ContractState): ContractListing {
  const operations: ContractListing['operations'] = [];
  const paths = isJsonObject(state.openapi) && isJsonObject(state.openapi.paths) ? state.openapi.paths : {};
  for (const [p, item] of Object.entries(paths)) {
    if (!isJsonObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isJsonObject(op)) continue;
      operations.push({
        method: method.toUpperCase(),
        path: p,
        summary: typeof op.summary === 'string' ? op.summary : '',
        operationId: typeof op.operationId === 'string' ? op.operationId : '',
      });
    }
  }
  const events = [...eventPayloads(state.asyncapi).values()]
    .map((e) => ({ type: e.type, version: e.version }))
    .sort((a, b) => a.type.localeCompare(b.type) || compareVersions(a.version, b.version));
  return { operations, events };
}

/**
 * The guard's changes from one contract to the next: REST first, then events.
 * @example contractChanges(before, after).map((c) => c.what)
 */
export function contractChanges(before: ContractState, after: ContractState): Change[] {
  return [
    ...classifyRestChanges(before.openapi, after.openapi),
    ...classifyEventChanges(before.asyncapi, after.asyncapi),
  ];
}

/**
 * The changelog, newest entry first, from the released contracts (oldest first) and the current one.
 * @example apiChangelog([], { version: 'unreleased', date: '2026-11-26', openapi, asyncapi })[0].initial
 */
export function apiChangelog(releases: readonly ContractRelease[], current: ContractRelease): ChangelogEntry[] {
  const entries: ChangelogEntry[] = [];
  if (releases.length === 0) {
    return [{ version: current.version, date: current.date, initial: listContract(current), changes: [] }];
  }
  releases.forEach((release, i) => {
    const previous = releases[i - 1];
    entries.push(
      previous === undefined
        ? { version: release.version, date: release.date, initial: listContract(release), changes: [] }
        : { version: release.version, date: release.date, changes: contractChanges(previous, release) },
    );
  });
  const unreleased = contractChanges(releases[releases.length - 1]!, current);
  if (unreleased.length > 0) entries.push({ version: current.version, date: current.date, changes: unreleased });
  return entries.reverse();
}

function git(repo: string, args: string[]): string {
  const run = spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed in ${repo}: ${run.stderr.trim()}`);
  return run.stdout.trim();
}

/**
 * The released contracts of the repository that holds `repo`, oldest first: each release tag's
 * `specs/`, bundled as the packages bundle it, dated by the tagged commit.
 * @example readReleasedContracts('.').map((r) => r.version) // ['1.0.0', '1.1.0']
 */
export function readReleasedContracts(repo: string): ContractRelease[] {
  const tags = git(repo, ['tag', '--list', `${RELEASE_TAG_PREFIX}*`])
    .split('\n')
    .filter((t) => t !== '')
    .map((tag) => ({ tag, version: tag.slice(RELEASE_TAG_PREFIX.length) }))
    .sort((a, b) => compareSemver(a.version, b.version));
  return tags.map(({ tag, version }) => {
    const commit = git(repo, ['rev-list', '-n', '1', tag]);
    const specs = materialiseSpecs(repo, commit);
    try {
      return {
        version,
        date: git(repo, ['log', '-1', '--format=%cs', commit]),
        ...bundleSpecs(specs.dir, { rest: true, events: true }),
      };
    } finally {
      specs.dispose();
    }
  });
}

/**
 * The day the working contract last changed: the last commit that touched `specs/`.
 * @example specsDate('.') // '2026-11-26'
 */
export function specsDate(repo: string): string {
  // `:/specs` is the repository's top-level specs/, wherever in the repository `repo` is.
  const date = git(repo, ['log', '-1', '--format=%cs', '--', ':/specs']);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`no commit of specs/ in the repository of ${repo}`);
  return date;
}

function compareSemver(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((s) => Number.parseInt(s, 10) || 0);
  const pb = b.split(/[.-]/).map((s) => Number.parseInt(s, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
