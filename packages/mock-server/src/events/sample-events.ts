/**
 * Builds complete sample events (envelope + payload) for selected catalogue entries.
 */
import type { CatalogueEntry, EventCatalogue } from './event-catalogue.js';
import type { EventEnvelope } from './formats.js';
import { createPrng } from '@energy-contracts/schema-tools/seeded-random';
import { generateSample } from './samples.js';
import { uuid } from './sample-values.js';

/** Options of {@link sampleEvents}. */
export interface SampleEventsOptions {
  /** The run's seed; each event derives its own from it, its type, version and index. */
  seed: string;
  /** The clock (ms since epoch): the last event of each (type, version) occurred at it. */
  now: number;
  /** Events per (type, version). */
  count: number;
  /** The envelope `source`. */
  source: string;
}

/** One generated event and the catalogue entry it belongs to. */
export interface SampleEvent {
  entry: CatalogueEntry;
  envelope: EventEnvelope;
}

/**
 * Generates `count` events for each entry, in catalogue order. Event `i` of a (type, version)
 * depends only on (seed, now, count, type, version, i), so filtering the catalogue does not
 * change the events that remain. Within a (type, version), events are one second apart and
 * the last one occurred at `now`.
 *
 * @example
 * for await (const { envelope } of sampleEvents(catalogue, entries, { seed: '1', now: Date.now(), count: 1, source: 'energy-platform' })) {
 *   console.log(JSON.stringify(envelope));
 * }
 */
export async function* sampleEvents(
  catalogue: EventCatalogue,
  entries: readonly CatalogueEntry[],
  options: SampleEventsOptions,
): AsyncGenerator<SampleEvent> {
  for (const entry of entries) {
    const schema = await catalogue.loadSchema(entry);
    for (let i = 0; i < options.count; i++) {
      const key = `${options.seed}|${entry.type}|${entry.version}|${i}`;
      const occurredMs = options.now - (options.count - 1 - i) * 1000;
      // RFC 3339 in UTC, without a `.000` fraction when the clock is on a whole second.
      const occurredAt = new Date(occurredMs).toISOString().replace('.000Z', 'Z');
      const payload = generateSample(schema, { seed: key, now: occurredMs });
      yield {
        entry,
        envelope: {
          id: uuid(createPrng(`${key}|id`)),
          event_type: entry.type,
          payload_version: entry.version,
          source: options.source,
          occurred_at: occurredAt,
          payload,
        },
      };
    }
  }
}
