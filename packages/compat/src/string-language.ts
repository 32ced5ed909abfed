/**
 * Compares what two string schemas accept when their `pattern` or `format` differ. Regular
 * expressions and formats cannot be compared exactly, so this samples: strings generated from each
 * side's pattern (fast-check, fixed seed, so the verdict is the same on every run), every example
 * either schema names, and a fixed set of probes for the common formats, each checked against both
 * schemas with Ajv and ajv-formats. A verdict of "accepts more" or "the same" is evidence, not
 * proof; a difference found is a real one.
 */
import fc from 'fast-check';
import { createAjv } from '@energy-contracts/schema-tools/ajv';
import type { Effect } from './schema-diff.js';
import type { Json } from '@energy-contracts/schema-tools/json-pointer';

/** Strings that separate the formats this contract uses (date-time forms, dates, times, ids, urls). */
const PROBES = [
  '',
  'a',
  '0',
  '-1',
  '1.5',
  'true',
  ' ',
  'A-1A2B3C4D',
  '2024-05-26',
  '2024-05-26T00:00',
  '2024-05-26T00:00Z',
  '2024-05-26T00:00:00',
  '2024-05-26T00:00:00Z',
  '2024-05-26T00:00:00+01:00',
  '2024-05-26T00:00:00.123456Z',
  '2024-05-26T00:00:00.1234567Z',
  '2024-05-26t00:00:00z',
  '2024-05-26 00:00:00Z',
  '00:00:00Z',
  '00:00',
  'P1D',
  'x@example.com',
  'https://example.com/a',
  '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  '127.0.0.1',
];
const SAMPLES_PER_PATTERN = 200;

/** The verdict of {@link compareStringLanguages}. */
export interface LanguageVerdict {
  effect: Effect;
  /** A short phrase: what moved, how many strings were tried, one string that shows it. */
  what: string;
}

type Obj = { [key: string]: Json };
// Yes or no is all a sample needs: the first error ends it.
const ajv = createAjv({ allErrors: false });

/** The string-language part of a schema: its type, pattern and format. */
function stringPart(node: Obj): Obj {
  const out: Obj = { type: 'string' };
  if (typeof node.pattern === 'string') out.pattern = node.pattern;
  if (typeof node.format === 'string') out.format = node.format;
  return out;
}

function samplesOf(node: Obj): string[] {
  const out: string[] = [];
  if (typeof node.pattern === 'string') {
    try {
      out.push(
        ...fc.sample(fc.stringMatching(new RegExp(node.pattern, 'u')), {
          numRuns: SAMPLES_PER_PATTERN,
          seed: 20_260_101,
        }),
      );
    } catch {
      // A pattern fast-check cannot generate from (lookarounds, back-references): examples and probes still apply.
    }
  }
  for (const key of ['examples', 'enum'])
    if (Array.isArray(node[key])) out.push(...(node[key] as Json[]).filter((v): v is string => typeof v === 'string'));
  for (const key of ['example', 'const', 'default']) if (typeof node[key] === 'string') out.push(node[key] as string);
  return out;
}

/**
 * Compares the strings two schemas accept (see the module comment).
 *
 * @example
 * compareStringLanguages({ pattern: '^\\d{4}$' }, { pattern: '^\\d{4}(-\\d{2})?$' }).effect; // 'widens'
 */
export function compareStringLanguages(before: Obj, after: Obj): LanguageVerdict {
  const accepts = { old: ajv.compile(stringPart(before)), new: ajv.compile(stringPart(after)) };
  const samples = [...new Set([...samplesOf(before), ...samplesOf(after), ...PROBES])];
  const onlyOld = samples.filter((s) => accepts.old(s) && !accepts.new(s));
  const onlyNew = samples.filter((s) => accepts.new(s) && !accepts.old(s));
  const describe = (s: Obj) =>
    [
      s.pattern !== undefined ? `pattern ${JSON.stringify(s.pattern)}` : '',
      s.format !== undefined ? `format ${String(s.format)}` : '',
    ]
      .filter(Boolean)
      .join(' + ') || 'any string';
  const moved = `${describe(before)} -> ${describe(after)}`;
  const tried = `${samples.length} strings tried`;
  if (onlyOld.length === 0 && onlyNew.length === 0)
    return { effect: 'doc', what: `${moved}: accepts the same strings (${tried})` };
  if (onlyOld.length === 0)
    return { effect: 'widens', what: `${moved}: accepts more (${tried}; now also ${JSON.stringify(onlyNew[0])})` };
  if (onlyNew.length === 0)
    return { effect: 'narrows', what: `${moved}: accepts less (${tried}; no longer ${JSON.stringify(onlyOld[0])})` };
  return {
    effect: 'changes',
    what: `${moved}: accepts other strings (${tried}; no longer ${JSON.stringify(onlyOld[0])}, now ${JSON.stringify(onlyNew[0])})`,
  };
}
