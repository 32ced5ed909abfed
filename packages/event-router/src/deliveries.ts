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
  /** The SQS `messageId` or SNS `MessageId`: what a partial batch failure names. */
  itemIdentifier?: string;
  /** Set when the carrier could not be read (a body that is not JSON); `event` is then the raw text. */
  unreadable?: string;
}

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

function fromRecord(record: unknown, index: number): Delivery | undefined {
  if (!isRecord(record)) return undefined;
  if (record.eventSource === 'aws:sqs') {
    const itemIdentifier = typeof record.messageId === 'string' ? record.messageId : undefined;
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
    const itemIdentifier = typeof record.Sns.MessageId === 'string' ? record.Sns.MessageId : undefined;
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
 * one event (its validation then says what is wrong with it).
 * @example unwrapDeliveries([envelopeA, envelopeB]).length // 2
 */
export function unwrapDeliveries(input: unknown): Delivery[] {
  // The common case first: one event as it is (no carrier to open).
  if (isRecord(input) && !('Records' in input) && !('eventSource' in input) && !('EventSource' in input))
    return [{ index: 0, event: input, transport: 'direct' }];
  if (Array.isArray(input)) return input.flatMap((item, index) => unwrapOne(item, index));
  if (isRecord(input) && Array.isArray(input.Records)) {
    return input.Records.map(
      (record: unknown, index: number) =>
        fromRecord(record, index) ?? { index, event: record, transport: 'direct' as const },
    );
  }
  return unwrapOne(input, 0);
}

function unwrapOne(input: unknown, index: number): Delivery[] {
  return [fromRecord(input, index) ?? { index, event: input, transport: 'direct' }];
}
