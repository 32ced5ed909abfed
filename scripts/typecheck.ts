/**
 * Type-checks every package's `tsconfig.json` (sources, tests, scripts, benches) without emitting.
 *
 * The TypeScript blocks (```` ```ts ````) of each package's README.md are checked with the package's
 * options, as modules of its folder (so `@energy-contracts/<name>` is the built package, as a user
 * sees it), in a program of their own (no package source or test in scope unless a block imports
 * it), each error on its README line.
 *
 * A package whose build is `tsc -p tsconfig.build.json` (a config that extends its tsconfig.json) has
 * had those files checked by its build, which turbo runs first: they are read here for the types the
 * tests use, not checked a second time.
 *
 * Each package's tsconfig.json stays the one source of what is checked and how; packages whose
 * compiler options are the same (apart from where output would go) are checked as one program. A file
 * is parsed once for all programs whose options parse it the same way (the groups differ in `lib`,
 * which says what is in scope, not how a file reads), so the standard library, Node's and vitest's
 * declarations are read once. A file is checked in the group whose tsconfig.json includes it: a
 * package's source that another group imports (spec-site imports compat's) is not checked again
 * there with the importer's options.
 *
 * Usage: npm run lint:types [-- <package directory name>...]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fencedBlockLines } from '@energy-contracts/test-support/readme';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const packagesDir = join(root, 'packages');
const names = readdirSync(packagesDir)
  .filter((name) => existsSync(join(packagesDir, name, 'tsconfig.json')))
  .filter((name) => only.length === 0 || only.includes(name))
  .sort();
const unknown = only.filter((name) => !names.includes(name));
if (unknown.length > 0) {
  console.error(`lint:types: no package directory with a tsconfig.json named ${unknown.join(', ')}`);
  process.exit(2);
}

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
const configErrors: ts.Diagnostic[] = [];
/** Files the packages' builds have type-checked with the same options (see the module comment). */
const checkedByBuild = new Set<string>();
/** README blocks as virtual files, by the path they are checked at. */
const readmeBlocks = new Map<string, string>();
function parseConfig(configPath: string): ts.ParsedCommandLine | undefined {
  return ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => configErrors.push(d) },
  );
}
const groups = new Map<string, { options: ts.CompilerOptions; files: Set<string>; packages: string[] }>();
for (const name of names) {
  const configPath = join(packagesDir, name, 'tsconfig.json');
  const config = parseConfig(configPath);
  if (config === undefined) continue;
  configErrors.push(...config.errors);
  // Where output would go does not change what a file means; nothing is emitted.
  const { rootDir: _rootDir, outDir: _outDir, configFilePath: _path, ...meaning } = config.options;
  const key = JSON.stringify(meaning, Object.keys(meaning).sort());
  const group = groups.get(key) ?? { options: { ...meaning, noEmit: true }, files: new Set(), packages: [] };
  for (const file of config.fileNames) group.files.add(file);
  const manifest = JSON.parse(readFileSync(join(packagesDir, name, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const buildConfig = join(packagesDir, name, 'tsconfig.build.json');
  if (manifest.scripts?.build === 'tsc -p tsconfig.build.json' && existsSync(buildConfig)) {
    const build = parseConfig(buildConfig);
    if (build?.options.noEmit === false && build.raw?.extends === './tsconfig.json')
      for (const file of build.fileNames) checkedByBuild.add(file);
  }
  const readme = join(packagesDir, name, 'README.md');
  if (existsSync(readme)) {
    for (const [i, block] of fencedBlockLines(readFileSync(readme, 'utf8'), 'ts').entries()) {
      // Blank lines first, so that a line of the virtual file is the same line of the README.
      const file = join(packagesDir, name, `README.md.block-${i + 1}.ts`);
      readmeBlocks.set(file, `${'\n'.repeat(block.line - 1)}${block.code}\nexport {};\n`);
      group.files.add(file);
    }
  }
  group.packages.push(name);
  groups.set(key, group);
}

let failed = configErrors.length > 0;
if (configErrors.length > 0) console.error(ts.formatDiagnosticsWithColorAndContext(configErrors, formatHost));
/** Every file some group includes: each is checked in its own group only. */
const included = new Set([...groups.values()].flatMap((group) => [...group.files]));
/** TypeScript's own key for the options that change how a file is parsed and bound. */
const registry = ts.createDocumentRegistry();
const parsed = new Map<string, ts.SourceFile | undefined>();
for (const group of groups.values()) {
  const host = ts.createCompilerHost(group.options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => readmeBlocks.has(file) || fileExists(file);
  host.readFile = (file) => readmeBlocks.get(file) ?? readFile(file);
  const settings = registry.getKeyForCompilationSettings(group.options);
  host.getSourceFile = (file, language, ...rest) => {
    const how =
      typeof language === 'object'
        ? [language.languageVersion, language.impliedNodeFormat, language.jsDocParsingMode]
        : [language];
    const key = JSON.stringify([settings, how, file]);
    if (!parsed.has(key)) {
      const text = readmeBlocks.get(file);
      parsed.set(
        key,
        text === undefined ? getSourceFile(file, language, ...rest) : ts.createSourceFile(file, text, language),
      );
    }
    return parsed.get(key);
  };
  // The README blocks are a program of their own, as a user's file is: in the packages' program, the
  // module augmentations of their sources and tests (the validator's vitest matchers) are in scope,
  // and a block that forgot the import that brings them in would pass.
  const blocks = [...group.files].filter((file) => readmeBlocks.has(file));
  const sources = [...group.files].filter((file) => !readmeBlocks.has(file));
  const diagnostics: ts.Diagnostic[] = [];
  for (const roots of [sources, blocks]) {
    if (roots.length === 0) continue;
    const program = ts.createProgram(roots, group.options, host);
    if (roots === sources) diagnostics.push(...program.getOptionsDiagnostics());
    diagnostics.push(...program.getGlobalDiagnostics());
    for (const source of program.getSourceFiles()) {
      if (source.isDeclarationFile || checkedByBuild.has(source.fileName)) continue;
      if (included.has(source.fileName) && !group.files.has(source.fileName)) continue;
      if (roots === blocks && !readmeBlocks.has(source.fileName)) continue;
      diagnostics.push(...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source));
    }
  }
  if (diagnostics.length > 0) {
    failed = true;
    console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  }
  console.log(
    `lint:types: ${group.packages.join(', ')}: ${group.files.size} files, ${diagnostics.length === 0 ? 'no errors' : `${diagnostics.length} error(s)`}`,
  );
}
process.exit(failed ? 1 : 0);
