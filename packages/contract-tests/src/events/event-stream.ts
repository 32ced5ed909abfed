import { decodeJsonText } from '@energy-contracts/schema-tools/json-text';
import { eventCatalogue, validateEnvelope } from '@energy-contracts/validator';
import { boundedMessage } from '../checks/check.js';
import { checkLimit } from '../limits.js';
import { violation, type Violation } from '../rules/rule-catalogue.js';

/** Options of {@link checkEventStream}. */
export interface EventStreamOptions {
  /** Validate payloads strictly (unknown fields rejected); absent: tolerant, as consumers should be. */
  strict?: boolean;
  /** Longest line read, in bytes; a longer one is reported, not held. Absent: 64 MiB. */
  maxLineBytes?: number;
  /** Most problem lines kept in the report (all are counted). Absent: 100. */
  maxProblems?: number;
}

/** A line of the stream that broke a rule. */
export interface EventProblem {
  line: number;
  /** The event's id, when one could be read. */
  id?: string;
  violations: Violation[];
}

/** What a stream of events held, and how much of the catalogue it covered. */
export interface EventStreamReport {
  events: number;
  valid: number;
  invalid: number;
  problems: EventProblem[];
  /** Valid events per (type, version), every version of the catalogue listed (count 0 when absent). */
  coverage: Array<{ eventType: string; version: string; count: number }>;
  covered: number;
  catalogueSize: number;
  conformant: boolean;
}

/** The event id of any delivery format, when readable. */
function eventId(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.Detail === 'string') {
    try {
      const detail = JSON.parse(v.Detail) as { id?: unknown };
      return typeof detail.id === 'string' ? detail.id : undefined;
    } catch {
      return undefined;
    }
  }
  if (typeof v.detail === 'object' && v.detail !== null && typeof (v.detail as { id?: unknown }).id === 'string')
    return (v.detail as { id: string }).id;
  return typeof v.id === 'string' ? v.id : undefined;
}

/** Splits a byte stream into lines without decoding across them; a line longer than the limit is reported by its length. */
async function* lines(
  input: AsyncIterable<Uint8Array | string>,
  maxBytes: number,
): AsyncGenerator<Uint8Array | { tooLong: number }> {
  let parts: Uint8Array[] = [];
  let size = 0;
  let skipping = false;
  for await (const chunk of input) {
    let bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
    for (;;) {
      const nl = bytes.indexOf(0x0a);
      const piece = nl === -1 ? bytes : bytes.subarray(0, nl);
      if (!skipping) {
        if (size + piece.byteLength > maxBytes) {
          skipping = true;
          parts = [];
        } else parts.push(piece);
      }
      size += piece.byteLength;
      if (nl === -1) break;
      if (skipping) yield { tooLong: size };
      else yield concat(parts, size);
      parts = [];
      size = 0;
      skipping = false;
      bytes = bytes.subarray(nl + 1);
    }
  }
  if (skipping) yield { tooLong: size };
  else if (size > 0) yield concat(parts, size);
}

function concat(parts: Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

/**
 * Checks an NDJSON stream of events (this project's envelope, CloudEvents or EventBridge, one per
 * line): each line is valid UTF-8 JSON, a valid envelope for its type and version with a valid
 * payload, ids are unique; and counts which (type, version) pairs of the catalogue it covered.
 * Blank lines are ignored. A numeric option that is not an integer in its range rejects with a
 * RangeError naming it, before anything is read.
 * @example
 * const report = await checkEventStream(process.stdin);
 * console.log(`${report.covered}/${report.catalogueSize} event versions covered`);
 */
export async function checkEventStream(
  input: AsyncIterable<Uint8Array | string>,
  options: EventStreamOptions = {},
): Promise<EventStreamReport> {
  checkLimit('maxLineBytes', options.maxLineBytes, 1, Number.MAX_SAFE_INTEGER);
  checkLimit('maxProblems', options.maxProblems, 0, Number.MAX_SAFE_INTEGER);
  const maxProblems = options.maxProblems ?? 100;
  const counts = new Map<string, number>();
  const ids = new Map<string, number>();
  const report: EventStreamReport = {
    events: 0,
    valid: 0,
    invalid: 0,
    problems: [],
    coverage: [],
    covered: 0,
    catalogueSize: 0,
    conformant: true,
  };
  let lineNumber = 0;
  const problem = (line: number, found: Violation[], id?: string): void => {
    report.invalid += 1;
    // What the line chose (a field name, an id) is quoted in part: the report stays small whatever the line holds.
    if (report.problems.length < maxProblems)
      report.problems.push({
        line,
        ...(id !== undefined ? { id: boundedMessage(id) } : {}),
        violations: found.map((v) => ({ ...v, message: boundedMessage(v.message) })),
      });
  };
  for await (const line of lines(input, options.maxLineBytes ?? 64 * 1024 * 1024)) {
    lineNumber += 1;
    if ('tooLong' in line) {
      report.events += 1;
      problem(lineNumber, [
        violation(
          'envelope',
          `the line is ${line.tooLong} bytes, over the limit of ${options.maxLineBytes ?? 64 * 1024 * 1024}`,
        ),
      ]);
      continue;
    }
    // Read as the validator CLI reads NDJSON: a byte order mark is skipped at the stream's start only
    // (on a later line a consumer's JSON.parse fails on it).
    const text = decodeJsonText(line, lineNumber === 1);
    if (text === undefined) {
      report.events += 1;
      problem(lineNumber, [violation('envelope', 'the line is not valid UTF-8')]);
      continue;
    }
    if (text.trim() === '') continue;
    report.events += 1;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      problem(lineNumber, [violation('envelope', `the line is not JSON: ${(error as Error).message}`)]);
      continue;
    }
    const id = eventId(value);
    const found: Violation[] = [];
    const result = validateEnvelope(value, { strict: options.strict === true, checkJson: true });
    for (const e of result.errors.slice(0, 10))
      found.push(violation('envelope', `${e.path === '' ? '(event)' : e.path}: ${e.message}`));
    if (id !== undefined) {
      const first = ids.get(id);
      if (first !== undefined) found.push(violation('event-metadata', `id ${id} repeats the event of line ${first}`));
      else ids.set(id, lineNumber);
    }
    if (found.length > 0) {
      problem(lineNumber, found, id);
      continue;
    }
    report.valid += 1;
    const key = `${result.eventType}\u0000${result.payloadVersion}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const { type, versions } of eventCatalogue()) {
    for (const version of versions) {
      const count = counts.get(`${type}\u0000${version}`) ?? 0;
      report.coverage.push({ eventType: type, version, count });
      if (count > 0) report.covered += 1;
    }
  }
  report.catalogueSize = report.coverage.length;
  report.conformant = report.invalid === 0;
  return report;
}
