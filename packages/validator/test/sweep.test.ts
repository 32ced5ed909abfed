// Data-driven sweep: every event example and every documented REST response example validates
// through the generated modules, and a mutated copy fails with the pointer of the mutated field.
import { pointerTokens } from '@energy-contracts/schema-tools/json-pointer';
import { describe, expect, test } from 'vitest';
import { validateEvent } from '../src/events.js';
import { validateResponse } from '../src/rest.js';
import { catalogue, concretePath, escapeToken, eventExamples, responseExamples, type Json, type JsonObject } from './support/contracts.js';

/** The first scalar leaf of a value and its pointer, to mutate. */
function firstLeaf(value: Json, pointer = ''): { pointer: string; value: Json } | undefined {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const leaf = firstLeaf(value[i]!, `${pointer}/${i}`);
      if (leaf) return leaf;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const leaf = firstLeaf(v, `${pointer}/${escapeToken(k)}`);
      if (leaf) return leaf;
    }
    return undefined;
  }
  return { pointer, value };
}

function replaceAt(value: Json, pointer: string, replacement: Json): Json {
  const copy = JSON.parse(JSON.stringify(value)) as Json;
  const tokens = pointerTokens(pointer);
  let cur = copy as JsonObject;
  for (const t of tokens.slice(0, -1)) cur = cur[t] as JsonObject;
  cur[tokens[tokens.length - 1]!] = replacement;
  return copy;
}

// An object where a scalar is expected: wrong for every scalar type the contracts use.
const WRONG: Json = { mutated: true };

const eventCases = catalogue.flatMap((e) => eventExamples(e.type, e.version).map((x) => [x.file, e.type, e.version, x.payload as Json] as const));

describe('event examples in specs/asyncapi/examples', () => {
  test('there are examples to sweep', () => {
    expect(eventCases.length).toBeGreaterThanOrEqual(catalogue.length);
  });

  test.each(eventCases)('%s is valid (tolerant and strict)', (_file, type, version, payload) => {
    expect(validateEvent(type, version, payload).errors).toEqual([]);
    expect(validateEvent(type, version, payload, { strict: true }).errors).toEqual([]);
  });

  test.each(eventCases)('%s mutated is invalid at the mutated field', (_file, type, version, payload) => {
    const leaf = firstLeaf(payload);
    if (!leaf) return;
    const result = validateEvent(type, version, replaceAt(payload, leaf.pointer, WRONG));
    expect(result.valid).toBe(false);
    expect(result.errors.map((e) => e.path)).toContain(leaf.pointer);
  });
});

const responseCases = responseExamples();

describe('REST response examples of the bundled OpenAPI', () => {
  test('there are examples to sweep', () => {
    expect(responseCases.length).toBeGreaterThan(10);
  });

  test.each(responseCases)('%s is valid', (_name, method, template, status, body) => {
    expect(validateResponse({ method, path: concretePath(template), status, body }).errors).toEqual([]);
  });

  test.each(responseCases)('%s mutated is invalid at the mutated field', (_name, method, template, status, body) => {
    const leaf = firstLeaf(body);
    if (!leaf) return;
    const result = validateResponse({ method, path: concretePath(template), status, body: replaceAt(body, leaf.pointer, WRONG) });
    expect(result.valid).toBe(false);
    expect(result.errors.map((e) => e.path)).toContain(leaf.pointer);
  });
});
