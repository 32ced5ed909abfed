import { createEventRouter } from '@energy-contracts/event-router';

const router = createEventRouter({ strict: true })
  .on('agreement.revoked', 'v2', (payload) => console.log(payload.account_number))
  .on('billing.ledger.entry_posted', '*', (payload) => console.log(payload.ledger.account.number))
  .onError((failure) => console.error(failure.message));

const result = await router.handle({
  id: '0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f',
  event_type: 'agreement.revoked',
  payload_version: 'v2',
  source: 'energy-platform',
  occurred_at: '2024-05-01T09:30:00Z',
  payload: { agreement_id: 7, account_number: 'A-1234ABCD' },
});
console.log(result.outcomes[0]?.status); // 'handled' (after printing A-1234ABCD)
