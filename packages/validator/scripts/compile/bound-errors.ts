// Rewrites Ajv's standalone code (allErrors) so that collecting errors costs linear time and
// bounded memory. Imported by standalone-emit.ts; not a command of its own.
//
// Ajv 8 merges a called validator's errors with `vErrors = vErrors.concat(callee.errors)`, which
// copies the whole list once per call: a list of N failing items costs O(N^2). And with allErrors
// every failing item adds its error objects, so millions of wrong array items would hold millions of
// errors before the result is cut to 100. Two rewrites fix both:
// - the merge appends the callee's errors in place (each error is moved once: linear);
// - every loop over the data (array items, object keys) stops once it has collected more than
//   `errorLimit.max` errors of its own, and records that with one error of keyword `maxErrors`.
//   A loop that stops has already failed, so the scope around it fails either way: the verdict
//   never changes, only the list is shorter. The `maxErrors` error lives and dies with the errors
//   of its scope (an anyOf branch that is discarded takes it along), so a result that keeps it
//   really has more errors than were listed.
// `errorLimit` is one object per module, also set as a property of each exported function, so
// the run time can raise it for a call (`maxErrors` option) and put it back.

import { ERROR_LIMIT_KEYWORD } from '../../src/errors.js';

const MERGE =
  /vErrors = vErrors === null \? (validate\d+)\.errors : vErrors\.concat\(\1\.errors\);errors = vErrors\.length;/g;
const ARRAY_LOOP = /(?<=[;{}])for\(let (i\d+)=0; \1<len\d+; \1\+\+\)\{/g;
const KEY_LOOP = /(?<=[;{}])for\(const (key\d+) in data\d*\)\{/g;
const EXPORT = /export (?:const \w+ =|default) (validate\d+);/g;

/**
 * Applies both rewrites to one standalone module and appends the `errorLimit` object (default
 * `defaultMax` errors per loop). Throws when the code holds a merge or a loop it does not
 * recognise, so an Ajv upgrade that changes its output fails the build instead of silently
 * bringing the quadratic cost back.
 * @example boundErrorCollection(standaloneCode(ajv, validate), 100)
 */
export function boundErrorCollection(code: string, defaultMax: number): string {
  let out = code.replace(
    MERGE,
    (_m, callee: string) =>
      `if(vErrors === null){vErrors = ${callee}.errors;}else {for(const calleeError of ${callee}.errors){vErrors.push(calleeError);}}errors = vErrors.length;`,
  );
  if (/\.concat\(/.test(out))
    throw new Error('bound-errors: an error merge of a form this script does not know is left (".concat(")');
  let loops = 0;
  const stop = (name: string): string =>
    `if(errors > errorCap_${name}){const errorLimitReached = {instancePath,schemaPath:"#",keyword:${JSON.stringify(ERROR_LIMIT_KEYWORD)},params:{limit: errorLimit.max}};` +
    `if(vErrors === null){vErrors = [errorLimitReached];}else {vErrors.push(errorLimitReached);}errors++;break;}`;
  const capLoop = (head: string, name: string): string => {
    loops++;
    return `const errorCap_${name} = errors + errorLimit.max;${head}${stop(name)}`;
  };
  out = out.replace(ARRAY_LOOP, capLoop).replace(KEY_LOOP, capLoop);
  // Every other loop (the merge's own `for...of` aside) must be one the rewrite knows.
  const allLoops = (out.match(/\bfor\((?!const calleeError of)/g) ?? []).length;
  if (allLoops !== loops)
    throw new Error(`bound-errors: ${allLoops - loops} loop(s) of a form this script does not know`);
  const exported = new Set([...out.matchAll(EXPORT)].map((m) => m[1]!));
  if (exported.size === 0) throw new Error('bound-errors: no exported validator found');
  out = `${out.trimEnd()}\nconst errorLimit = {max: ${defaultMax}};\n`;
  for (const fn of exported) out += `${fn}.errorLimit = errorLimit;\n`;
  return out;
}
