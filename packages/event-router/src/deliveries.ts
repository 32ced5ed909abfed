/**
 * What arrives at a consumer, unwrapped to the events it carries: one event (the project's
 * envelope, a CloudEvent, an EventBridge event or PutEvents entry), an array of them, an SQS or
 * SNS record carrying one (SNS inside SQS too), or a Lambda batch `{ Records: [...] }`.
 *
 * @example
 * unwrapDeliveries({ Records: [{ eventSource: 'aws:sqs', messageId: 'm1', body: '{"id":"..."}' }] });
 * // [{ event: { id: '...' }, transport: 'sqs', itemIdentifier: 'm1', index: 0 }]
 */

/** How an event reached the consumer. */
export type Transport = 'direct' | 'sqs' | 'sns' | 'sqs+sns';

/** One event taken out of its delivery, or the reason it could not be. */
export interface Delivery {
  /** Position in the input (0 for a single event). */
  index: number;
  /** The event as it was inside the delivery (parsed from JSON where the delivery held text). */
  event: unknown;
  transport: Transport;
  /**
   * What a partial batch failure names: the SQS `messageId` or SNS `MessageId`; for an entry of a
   * batch without one (missing, not a string, or empty), its place in the input as a JSON pointer
   * fragment (`#/Records/3`, `#/3`), which matches no message id, so Lambda retries the whole batch
   * rather than lose the record. Absent for an event that did not come in a batch or a record.
   */
  itemIdentifier?: string;
  /**
   * Set when the carrier could not be read (a body that is not JSON, a getter or Proxy trap that
   * threw); `event` is then the raw text or value.
   */
  unreadable?: string;
}

import { describeThrown } from './describe-thrown.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parse(text: unknown, what: string): { value: unknown; error?: string } {
  if (typeof text !== 'string')
    return { value: text, error: `${what} must be a JSON string (got ${text === null ? 'null' : typeof text})` };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { value: text, error: `${what} is not JSON (${(error as Error).message})` };
  }
}

/** An SNS notification as SNS writes it into an SQS body (without raw message delivery). */
const isSnsNotification = (v: unknown): v is { Type: 'Notification'; Message: unknown; MessageId?: unknown } =>
  isRecord(v) && v.Type === 'Notification' && 'Message' in v && 'TopicArn' in v;

/** A usable message id, or the entry's place in the input (see {@link Delivery.itemIdentifier}). */
const idOr = (id: unknown, place: string | undefined): string | undefined =>
  typeof id === 'string' && id !== '' ? id : place;

function fromRecord(record: unknown, index: number, place: string | undefined): Delivery | undefined {
  if (!isRecord(record)) return undefined;
  if (record.eventSource === 'aws:sqs') {
    const itemIdentifier = idOr(record.messageId, place);
    const body = parse(record.body, '/body');
    if (body.error !== undefined)
      return { index, event: body.value, transport: 'sqs', itemIdentifier, unreadable: body.error };
    if (isSnsNotification(body.value)) {
      const message = parse(body.value.Message, '/body/Message');
      return {
        index,
        event: message.value,
        transport: 'sqs+sns',
        itemIdentifier,
        ...(message.error === undefined ? {} : { unreadable: message.error }),
      };
    }
    return { index, event: body.value, transport: 'sqs', itemIdentifier };
  }
  if (record.EventSource === 'aws:sns' && isRecord(record.Sns)) {
    const itemIdentifier = idOr(record.Sns.MessageId, place);
    const message = parse(record.Sns.Message, '/Sns/Message');
    return {
      index,
      event: message.value,
      transport: 'sns',
      itemIdentifier,
      ...(message.error === undefined ? {} : { unreadable: message.error }),
    };
  }
  return undefined;
}

/**
 * The events an input carries, in order. Anything that is not a recognised carrier is taken as
 * one event (its validation then says what is wrong with it). Never throws: an input or entry
 * whose getters or Proxy traps throw becomes a delivery marked `unreadable`.
 * @example unwrapDeliveries([envelopeA, envelopeB]).length // 2
 */
export function unwrapDeliveries(input: unknown): Delivery[] {
  try {
    // The common case first: one event as it is (no carrier to open).
    if (isRecord(input) && !('Records' in input) && !('eventSource' in input) && !('EventSource' in input))
      return [{ index: 0, event: input, transport: 'direct' }];
    if (Array.isArray(input)) return entries(input, '#', false);
    if (isRecord(input) && Array.isArray(input.Records)) return entries(input.Records, '#/Records', true);
    return [one(input, 0, undefined, false)];
  } catch (error) {
    return [unreadable(input, 0, undefined, `the input could not be read (${describeThrown(error)})`)];
  }
}

/**
 * The entries of a batch, each read on its own so that one hostile entry spoils only itself.
 * `lambdaBatch`: the list is a Lambda batch's `Records`, where every entry is a record to report
 * by its place when it fails, whatever it holds; in a plain array only records are.
 */
function entries(list: readonly unknown[], base: string, lambdaBatch: boolean): Delivery[] {
  const deliveries: Delivery[] = [];
  const length = list.length;
  for (let index = 0; index < length; index++) {
    const place = `${base}/${index}`;
    let entry: unknown;
    try {
      entry = list[index];
    } catch (error) {
      deliveries.push(
        unreadable(undefined, index, place, `${place.slice(1)} could not be read (${describeThrown(error)})`),
      );
      continue;
    }
    deliveries.push(one(entry, index, place, lambdaBatch));
  }
  return deliveries;
}

/** One entry: a record's carrier opened, or the entry itself as an event. */
function one(entry: unknown, index: number, place: string | undefined, lambdaBatch: boolean): Delivery {
  try {
    return (
      fromRecord(entry, index, place) ??
      (lambdaBatch
        ? { index, event: entry, transport: 'direct', itemIdentifier: place }
        : { index, event: entry, transport: 'direct' })
    );
  } catch (error) {
    let itemIdentifier = place;
    try {
      itemIdentifier = idOr((entry as { messageId?: unknown }).messageId, place);
    } catch {
      // the place names it
    }
    const where = place === undefined ? 'the input' : place.slice(1);
    return unreadable(entry, index, itemIdentifier, `${where} could not be read (${describeThrown(error)})`);
  }
}

function unreadable(event: unknown, index: number, itemIdentifier: string | undefined, reason: string): Delivery {
  return { index, event, transport: 'direct', itemIdentifier, unreadable: reason };
}
