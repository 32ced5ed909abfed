// One suite, two code paths (Ajv's habit): the contract's table of examples, each with the schema it
// must pass (@energy-contracts/contracts/example-cases), is validated by the contracts package with
// a fresh Ajv and here through the generated standalone modules: every event example (tolerant and
// strict), every delivery envelope example, every REST response body, response header and request
// parameter example. A mutated copy of a payload or body fails with the pointer of the mutated field,
// and in strict mode an unknown top-level field fails every payload schema that does not accept more.
import { envelopeExampleCases } from '@energy-contracts/contracts/example-cases';
import { escapeToken, pointerTokens, type Json, type JsonObject } from '@energy-contracts/schema-tools/json-pointer';
import { describe, expect, test } from 'vitest';
import { validateEnvelope } from '../src/envelope.js';
import { validateEvent } from '../src/events.js';
import { validateRequest } from '../src/request.js';
import { validateResponse } from '../src/rest.js';
import {
  asyncapi,
  catalogue,
  concretePath,
  eventCases,
  eventSchema,
  responseExamples,
  restCases,
} from './support/contracts.js';

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

const eventRows = eventCases.map((c) => [c.name, c.type, c.version, c.payload as Json] as const);

describe('event examples (the messages of the published asyncapi.json, i.e. specs/asyncapi/examples)', () => {
  test('there are examples to sweep', () => {
    expect(eventRows.length).toBeGreaterThanOrEqual(catalogue.length);
  });

  test.each(eventRows)(
    '%s is valid (tolerant and strict); an unknown top-level field fails only strict',
    (_file, type, version, payload) => {
      expect(validateEvent(type, version, payload).errors).toEqual([]);
      expect(validateEvent(type, version, payload, { strict: true }).errors).toEqual([]);
      const extended = { ...(payload as JsonObject), zz_unknown_field: 1 };
      expect(validateEvent(type, version, extended).errors).toEqual([]);
      // Strict closes every payload schema but the one whose spec accepts more fields.
      const entry = catalogue.find((e) => e.type === type && e.version === version)!;
      const open = eventSchema(entry).additionalProperties === true;
      expect(validateEvent(type, version, extended, { strict: true }).errors.map((e) => e.path)).toEqual(
        open ? [] : ['/zz_unknown_field'],
      );
    },
  );

  test.each(eventRows)('%s mutated is invalid at the mutated field', (_file, type, version, payload) => {
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
    const result = validateResponse({
      method,
      path: concretePath(template),
      status,
      body: replaceAt(body, leaf.pointer, WRONG),
    });
    expect(result.valid).toBe(false);
    expect(result.errors.map((e) => e.path)).toContain(leaf.pointer);
  });
});

describe('delivery envelope examples', () => {
  const cases = envelopeExampleCases(asyncapi);
  test('there are examples to sweep', () => expect(cases.length).toBeGreaterThanOrEqual(3));
  test.each(cases.map((c) => [c.name, c.value] as const))('%s is valid (tolerant and strict)', (_name, value) => {
    expect(validateEnvelope(value).errors).toEqual([]);
    expect(validateEnvelope(value, { strict: true }).errors).toEqual([]);
  });
});

describe('REST response header examples', () => {
  const cases = restCases.filter((c) => c.kind === 'response-header');
  test('there are examples to sweep', () => expect(cases.length).toBeGreaterThan(10));
  test.each(cases.map((c) => [c.name, c] as const))('%s is valid with a documented body', (_name, c) => {
    const body = restCases.find(
      (b) => b.kind === 'response-body' && b.operationId === c.operationId && b.status === c.status,
    )!.value;
    const result = validateResponse({
      method: c.method,
      path: concretePath(c.path),
      status: c.status!,
      body,
      headers: { [c.header!]: String(c.value) },
    });
    expect(result.errors.filter((e) => e.path.startsWith('/headers/'))).toEqual([]);
  });
});

describe('REST parameter examples', () => {
  const cases = restCases.filter((c) => c.kind === 'parameter');
  test('there are examples to sweep', () => expect(cases.length).toBeGreaterThan(50));
  test.each(cases.map((c) => [c.name, c] as const))(
    "%s is valid (the platform's reading and the strict one)",
    (_name, c) => {
      const value = String(c.value);
      // The other path parameters take the operation's own first example.
      const pathValues: Record<string, string> = {};
      for (const p of cases)
        if (p.operationId === c.operationId && p.parameter!.in === 'path')
          pathValues[p.parameter!.name] ??= encodeURIComponent(String(p.value));
      if (c.parameter!.in === 'path') pathValues[c.parameter!.name] = encodeURIComponent(value);
      const path = concretePath(c.path, pathValues);
      const query: Record<string, string> = c.parameter!.in === 'query' ? { [c.parameter!.name]: value } : {};
      // period_to alone is a 400 by the contract's rule: it comes with the operation's period_from example.
      if (c.parameter!.name === 'period_to')
        query.period_from = String(
          restCases.find((p) => p.operationId === c.operationId && p.parameter?.name === 'period_from')!.value,
        );
      expect(validateRequest({ method: c.method, path, query }).errors).toEqual([]);
      expect(validateRequest({ method: c.method, path, query }, { strict: true }).errors).toEqual([]);
    },
  );
});
