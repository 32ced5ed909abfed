// What AWS hands a Lambda, built from what the platform sends: an EventBridge event as a rule's
// target receives it (from a PutEvents entry), SQS and SNS records, SNS inside SQS.
import { createRequire } from 'node:module';
import { runProcess } from '@energy-contracts/test-support/process';

/** A PutEvents entry as `energy-mock-server events --format eventbridge` writes it. */
export interface PutEventsEntry {
  Source: string;
  DetailType: string;
  Time: string;
  EventBusName: string;
  Detail: string;
}

let n = 0;
const awsId = (): string => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

/** The event EventBridge delivers to a Lambda target for one PutEvents entry. */
export function eventBridgeEvent(entry: PutEventsEntry): Record<string, unknown> {
  return {
    version: '0',
    id: awsId(),
    'detail-type': entry.DetailType,
    source: entry.Source,
    account: '123456789012',
    time: entry.Time,
    region: 'eu-west-2',
    resources: [],
    detail: JSON.parse(entry.Detail) as unknown,
  };
}

/** An SQS record whose body is `body`'s JSON. */
export function sqsRecord(body: unknown, messageId = awsId()): Record<string, unknown> {
  return {
    messageId,
    receiptHandle: 'AQEB...',
    body: JSON.stringify(body),
    attributes: { ApproximateReceiveCount: '1', SentTimestamp: '1736942400000' },
    messageAttributes: {},
    md5OfBody: '0',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:eu-west-2:123456789012:platform-events',
    awsRegion: 'eu-west-2',
  };
}

/** The SNS notification SNS writes into an SQS body (raw message delivery off). */
export function snsNotification(message: unknown, messageId = awsId()): Record<string, unknown> {
  return {
    Type: 'Notification',
    MessageId: messageId,
    TopicArn: 'arn:aws:sns:eu-west-2:123456789012:platform-events',
    Message: JSON.stringify(message),
    Timestamp: '2025-01-15T12:00:00.000Z',
  };
}

/** An SNS record as an SNS-triggered Lambda receives it. */
export function snsRecord(message: unknown, messageId = awsId()): Record<string, unknown> {
  return {
    EventSource: 'aws:sns',
    EventVersion: '1.0',
    EventSubscriptionArn: 'arn:aws:sns:eu-west-2:123456789012:platform-events:1',
    Sns: snsNotification(message, messageId),
  };
}

/** `energy-mock-server events ...` run from its built CLI file (not node_modules/.bin), as NDJSON lines parsed. */
export async function mockEvents(args: string[]): Promise<unknown[]> {
  const cli = createRequire(import.meta.url)
    .resolve('@energy-contracts/mock-server')
    .replace(/index\.js$/, 'cli.js');
  const run = await runProcess(process.execPath, [cli, 'events', ...args]);
  if (run.status !== 0)
    throw new Error(`energy-mock-server events ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return run.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);
}
