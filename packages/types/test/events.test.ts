// Runtime tests for src/events.ts: the catalogue consts and the isEvent guard.
import { describe, expect, test } from 'vitest';
import { eventCatalogue, eventTypes, eventVersions, isEvent, isEventType, latestEventVersions } from '../src/events.js';

const envelope = (event_type: string, payload_version: string) => ({
  id: '0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f',
  event_type,
  payload_version,
  source: 'energy-platform',
  occurred_at: '2024-05-01T09:30:00Z',
  payload: {},
});

describe('catalogue consts', () => {
  test('251 event types and 265 (type, version) pairs, as in the seed', () => {
    expect(eventTypes).toHaveLength(251);
    expect(Object.values(eventVersions).flat()).toHaveLength(265);
    expect(eventCatalogue).toHaveLength(265);
  });

  test('eventTypes is sorted and matches eventVersions and latestEventVersions', () => {
    expect([...eventTypes].sort()).toEqual(eventTypes);
    expect(Object.keys(latestEventVersions)).toEqual(eventTypes);
  });

  test('each catalogue entry is in eventVersions, its latest flag agrees, its schemaId is its path', () => {
    const wrong = eventCatalogue
      .filter(
        (entry) =>
          !eventVersions[entry.type as keyof typeof eventVersions]?.includes(entry.version as never) ||
          (latestEventVersions[entry.type as keyof typeof latestEventVersions] === entry.version) !== entry.latest ||
          entry.schemaId !== `https://energy-contracts.example/schemas/${entry.type}/${entry.version}.json`,
      )
      .map((entry) => `${entry.type} ${entry.version}`);
    expect(wrong).toEqual([]);
  });

  test("the seed's version shapes are all there: v1 to v3 and 1.0.0", () => {
    expect(eventVersions['agreement.revoked']).toEqual(['v1', 'v2']);
    expect(eventVersions['billing.billing_document_representation.dispatched']).toEqual(['v1', 'v2', 'v3']);
    expect(eventVersions['lifecycle.support-site.sale']).toEqual(['1.0.0']);
    expect(eventVersions['lifecycle.leave-supplier.completed']).toEqual(['v3']);
  });
});

describe('isEvent', () => {
  const cases: [string, { given: [unknown, string, string?]; want: boolean }][] = [
    ['type and version match', { given: [envelope('agreement.revoked', 'v2'), 'agreement.revoked', 'v2'], want: true }],
    ['version differs', { given: [envelope('agreement.revoked', 'v1'), 'agreement.revoked', 'v2'], want: false }],
    ['type differs', { given: [envelope('agreement.terminated', 'v2'), 'agreement.revoked', 'v2'], want: false }],
    [
      'any known version when none is given',
      { given: [envelope('agreement.revoked', 'v1'), 'agreement.revoked'], want: true },
    ],
    [
      'an unknown version when none is given',
      { given: [envelope('agreement.revoked', 'v9'), 'agreement.revoked'], want: false },
    ],
    ['payload_version missing', { given: [{ event_type: 'agreement.revoked' }, 'agreement.revoked'], want: false }],
    ['null', { given: [null, 'agreement.revoked'], want: false }],
    ['a string', { given: ['agreement.revoked', 'agreement.revoked'], want: false }],
    ['inherited property names are not event types', { given: [envelope('toString', 'v1'), 'toString'], want: false }],
  ];
  test.each(cases)('%s', (_name, { given, want }) => {
    const [event, type, version] = given;
    // The guard's signature only admits catalogue names; these rows probe it with arbitrary input.
    const guard = isEvent as (event: unknown, type: string, version?: string) => boolean;
    expect(version === undefined ? guard(event, type) : guard(event, type, version)).toBe(want);
  });

  test('it does not look at the payload', () => {
    expect(
      isEvent({ ...envelope('agreement.revoked', 'v2'), payload: 'not an object' }, 'agreement.revoked', 'v2'),
    ).toBe(true);
  });
});

describe('isEventType', () => {
  test.each([
    ['account.created', true],
    ['account.unknown', false],
    ['constructor', false],
    [42, false],
  ] as const)('%s -> %s', (value, want) => {
    expect(isEventType(value)).toBe(want);
  });
});
