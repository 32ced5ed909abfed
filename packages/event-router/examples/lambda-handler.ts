// A Lambda for the platform's events: typed handlers, validated payloads, one outcome per event.
import { createEventRouter } from '@energy-contracts/event-router';

export const router = createEventRouter()
  .on('account.created', 'v1', async (payload, envelope) => {
    console.log(
      `welcome ${payload.account_number} (${payload.account_user_emails.length} user(s)), event ${envelope.id}`,
    );
  })
  .on('agreement.revoked', '*', (payload, envelope) => {
    // Every version; the envelope narrows the payload again.
    const account = envelope.payload_version === 'v2' ? envelope.payload.account_number : 'unknown account';
    console.log(`agreement ${payload.agreement_id} revoked (${account})`);
  })
  // An SQS body that is not JSON has no type or id yet: name it by its record.
  .onInvalid((event) =>
    console.warn(
      `invalid ${event.eventType ?? 'event'} ${event.id ?? event.itemIdentifier ?? '(no id)'}: ${event.errors[0]?.message}`,
    ),
  )
  .onUnknown((event) => console.info(`no schema for ${event.eventType} ${event.payloadVersion}: skipped`));

/** Target of an EventBridge rule: throws when a handler failed, so Lambda retries the event. */
export async function handler(event: unknown): Promise<{ status: string }> {
  const { outcomes, failed } = await router.handle(event);
  if (failed.length > 0) throw new Error(failed[0]!.failures.map((f) => f.message).join('; '));
  return { status: outcomes[0]!.status };
}

/** Consumer of an SQS queue (with ReportBatchItemFailures): only the failed records are retried. */
export async function sqsHandler(event: unknown): Promise<{ batchItemFailures: { itemIdentifier: string }[] }> {
  const { batchItemFailures } = await router.handle(event);
  return { batchItemFailures };
}
