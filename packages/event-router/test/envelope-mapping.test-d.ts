// Type tests for src/envelope-mapping.ts:
// type-checked by the package's `lint` (tsc over tsconfig.json, which includes test/); nothing executes.
import type { EventEnvelope } from '@energy-contracts/types/events';
import { describe, expectTypeOf, test } from 'vitest';
import { toEnvelope, type EventEnvelope as ReExported, type NormalisedEnvelope } from '../src/index.js';

describe('the envelope type is the one of @energy-contracts/types', () => {
  test('toEnvelope returns EventEnvelope; the package re-exports it', () => {
    expectTypeOf(toEnvelope).returns.toEqualTypeOf<EventEnvelope>();
    expectTypeOf<ReExported>().toEqualTypeOf<EventEnvelope>();
  });

  test('NormalisedEnvelope (deprecated) is an alias of it, so code written against the old name still compiles', () => {
    expectTypeOf<NormalisedEnvelope>().toEqualTypeOf<EventEnvelope>();
    const envelope: NormalisedEnvelope = toEnvelope('envelope', {});
    expectTypeOf(envelope.payload).toEqualTypeOf<Record<string, unknown>>();
  });
});
