/**
 * Public entry point of `@energy-contracts/compat`: the schema evolution guard, the event-version
 * scaffolder, the release dry run and the scale bench. `scripts/check-compat.ts`,
 * `scripts/new-event-version.ts`, `scripts/pack-release.ts` and `scripts/bench-scale.ts` call these.
 */
export { type Bump, type Change, type ChangeClass, bumpOf, covers, maxBump, requiredBump } from './change.js';
export { type CheckOptions, type CompatReport, checkCompat, formatReport } from './check-compat.js';
export { CONTRACT_PACKAGES, type PendingRelease, nextVersion, pendingRelease } from './changesets.js';
export { classifyEventChanges, compareVersions, eventPayloads } from './event-compat.js';
export { classifyFact, classifyRestChanges, type Direction } from './rest-compat.js';
export { diffSchemas, type DiffOptions, type Effect, type SchemaFact } from './schema-diff.js';
export { UsageError, changedSpecFiles, materialiseSpecs, resolveCommit } from './git-specs.js';
export { bundleSpecs, touchedContracts } from './bundle-specs.js';
export { CHECK_COMPAT_HELP, type CliIo, runCheckCompat } from './cli/check-compat.js';
export {
  type ScaffoldOptions,
  type ScaffoldResult,
  nextPayloadVersion,
  scaffoldEventVersion,
} from './new-event-version.js';
export { NEW_EVENT_VERSION_HELP, runNewEventVersion } from './cli/new-event-version.js';
export {
  type PackedPackage,
  type PublishedPackage,
  packPackages,
  publishedPackages,
  consumerProblems,
  lintTarball,
  type TarballLint,
  tarballProblems,
  unbuiltTargets,
  undeclaredImports,
} from './release-pack.js';
export { PACK_RELEASE_HELP, runPackRelease } from './cli/pack-release.js';
export {
  RELEASE_HELP,
  ReleaseError,
  type ReleaseIo,
  type ReleaseOptions,
  runRelease,
  withHeartbeat,
} from './cli/release.js';
export { type ScaledCatalogue, copiedType, multiplyCatalogue, pascalType } from './scale-catalogue.js';
export {
  BENCH_METRICS,
  type BenchMetric,
  type BenchRow,
  type ScaleBenchOptions,
  type ScaleBenchResult,
  copyRepository,
  linkNodeModules,
  formatScaleBench,
  runScaleBench,
} from './scale-bench.js';
export { BENCH_SCALE_HELP, runBenchScale } from './cli/bench-scale.js';
