// unwrapDeliveries: which carriers are opened, what each delivery says about its transport.
import { describe, expect, test } from 'vitest';
import { unwrapDeliveries } from '../src/deliveries.js';
import { snsNotification, snsRecord, sqsRecord } from './helpers/aws.js';

const event = { id: 'e1', event_type: 'account.created' };

describe('unwrapDeliveries', () => {
  test.each<[string, unknown, object[]]>([
    ['one event', event, [{ index: 0, event, transport: 'direct' }]],
    [
      'an array of events',
      [event, event],
      [
        { index: 0, event, transport: 'direct' },
        { index: 1, event, transport: 'direct' },
      ],
    ],
    ['one SQS record', sqsRecord(event, 'm1'), [{ index: 0, event, transport: 'sqs', itemIdentifier: 'm1' }]],
    [
      'an SQS batch',
      { Records: [sqsRecord(event, 'm1'), sqsRecord(event, 'm2')] },
      [
        { index: 0, event, transport: 'sqs', itemIdentifier: 'm1' },
        { index: 1, event, transport: 'sqs', itemIdentifier: 'm2' },
      ],
    ],
    [
      'an SNS batch',
      { Records: [snsRecord(event, 'n1')] },
      [{ index: 0, event, transport: 'sns', itemIdentifier: 'n1' }],
    ],
    [
      'SNS inside SQS',
      { Records: [sqsRecord(snsNotification(event), 'm1')] },
      [{ index: 0, event, transport: 'sqs+sns', itemIdentifier: 'm1' }],
    ],
    [
      'a batch with a record of no known source (named by its place, to be reported if it fails)',
      { Records: [event] },
      [{ index: 0, event, transport: 'direct', itemIdentifier: '#/Records/0' }],
    ],
  ])('%s', (_name, input, want) => {
    expect(unwrapDeliveries(input)).toEqual(want);
  });

  test('a body that cannot be read is a delivery that says why', () => {
    expect(unwrapDeliveries({ eventSource: 'aws:sqs', messageId: 'm', body: 7 })).toEqual([
      {
        index: 0,
        event: 7,
        transport: 'sqs',
        itemIdentifier: 'm',
        unreadable: '/body must be a JSON string (got number)',
      },
    ]);
  });
});
