// Type tests for src/events.ts:
// type-checked by the package's `lint` (tsc over tsconfig.json, which includes test/); nothing executes.
import { describe, expectTypeOf, test } from 'vitest';
import {
  isEvent,
  type AgreementRevokedV1,
  type AgreementRevokedV2,
  type AnyEventPayload,
  type BillingAccount,
  type BillingLedgerEntryPostedV2,
  type DisputedReading,
  type InkConversationClosedV1,
  type InkConversationState,
  type JoinProcess,
  type EventPayload,
  type EventType,
  type EventVersion,
  type LatestEventPayload,
  type Ledger,
  type PlatformEvent,
  type PlatformEventOf,
} from '../src/events.js';

declare const event: PlatformEvent;

describe('PlatformEvent narrows on (event_type, payload_version)', () => {
  test('switch on event_type, then payload_version, gives the exact payload', () => {
    if (event.event_type === 'agreement.revoked') {
      expectTypeOf(event.payload_version).toEqualTypeOf<'v1' | 'v2'>();
      switch (event.payload_version) {
        case 'v1':
          expectTypeOf(event.payload).toEqualTypeOf<AgreementRevokedV1>();
          // v1 has no account_number.
          // @ts-expect-error account_number is a v2 field
          event.payload.account_number;
          break;
        case 'v2':
          expectTypeOf(event.payload).toEqualTypeOf<AgreementRevokedV2>();
          expectTypeOf(event.payload.account_number).toEqualTypeOf<string>();
          break;
        default:
          expectTypeOf(event).toBeNever();
      }
    }
  });

  test('isEvent narrows with and without a version', () => {
    if (isEvent(event, 'agreement.revoked', 'v2')) {
      expectTypeOf(event.payload).toEqualTypeOf<AgreementRevokedV2>();
      expectTypeOf(event.event_type).toEqualTypeOf<'agreement.revoked'>();
    }
    if (isEvent(event, 'agreement.revoked')) {
      expectTypeOf(event.payload).toEqualTypeOf<AgreementRevokedV1 | AgreementRevokedV2>();
    }
    const unknownValue: unknown = JSON.parse('{}');
    if (isEvent(unknownValue, 'billing.ledger.entry_posted', 'v2')) {
      expectTypeOf(unknownValue.payload.ledger.account).toEqualTypeOf<BillingAccount>();
    }
    // @ts-expect-error agreement.revoked has no v3
    isEvent(event, 'agreement.revoked', 'v3');
    // @ts-expect-error not an event type
    isEvent(event, 'agreement.unknown');
  });

  test('PlatformEventOf picks one member of the union', () => {
    expectTypeOf<PlatformEventOf<'agreement.revoked', 'v1'>>().toExtend<PlatformEvent>();
    expectTypeOf<PlatformEventOf<'agreement.revoked', 'v1'>['payload']>().toEqualTypeOf<AgreementRevokedV1>();
  });
});

describe('EventPayload, EventVersion, LatestEventPayload', () => {
  test('EventPayload maps (type, version) to the interface', () => {
    expectTypeOf<EventPayload<'agreement.revoked', 'v2'>>().toEqualTypeOf<AgreementRevokedV2>();
    expectTypeOf<EventVersion<'agreement.revoked'>>().toEqualTypeOf<'v1' | 'v2'>();
    expectTypeOf<EventVersion<'lifecycle.support-site.sale'>>().toEqualTypeOf<'1.0.0'>();
    expectTypeOf<LatestEventPayload<'agreement.revoked'>>().toEqualTypeOf<AgreementRevokedV2>();
    expectTypeOf<'agreement.revoked'>().toExtend<EventType>();
  });

  test('a version the type does not have is a compile error', () => {
    // @ts-expect-error agreement.revoked has no v3
    type Missing = EventPayload<'agreement.revoked', 'v3'>;
    expectTypeOf<Missing>().not.toBeNever();
  });

  test('a payload missing a required field fails; optional fields are optional', () => {
    const ok: EventPayload<'account.created', 'v1'> = { account_number: 'A-1234ABCD', account_user_emails: [] };
    expectTypeOf(ok.is_imported).toEqualTypeOf<boolean | undefined>();
    // @ts-expect-error account_user_emails is required
    const missing: EventPayload<'account.created', 'v1'> = { account_number: 'A-1234ABCD' };
    // @ts-expect-error account_number is required in v2
    const missingV2: EventPayload<'agreement.revoked', 'v2'> = { agreement_id: 1 };
    // @ts-expect-error agreement_id is an integer on the wire, a number here, never a string
    const wrongType: EventPayload<'agreement.revoked', 'v1'> = { agreement_id: '1' };
    expectTypeOf(missing).toEqualTypeOf<EventPayload<'account.created', 'v1'>>();
    expectTypeOf(missingV2).toEqualTypeOf<AgreementRevokedV2>();
    expectTypeOf(wrongType).toEqualTypeOf<AgreementRevokedV1>();
  });

  test('free-form obj fields are Record<string, unknown>, not any', () => {
    expectTypeOf<EventPayload<'account.updated', 'v1'>['changes']>().toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<EventPayload<'account_user.created', 'v1'>['linked_accounts']>().toEqualTypeOf<
      Record<string, unknown>[]
    >();
  });
});

describe('shared types are one type, not copies', () => {
  test('the ledger of billing.ledger.entry_posted v2 is Ledger', () => {
    expectTypeOf<BillingLedgerEntryPostedV2['ledger']>().toEqualTypeOf<Ledger>();
    expectTypeOf<EventPayload<'billing.ledger.entry_posted', 'v1'>['ledger']>().toEqualTypeOf<Ledger>();
    expectTypeOf<Ledger['account']>().toEqualTypeOf<BillingAccount>();
  });

  test('payloads the spec declares as <X> plus fields extend X; exactly <X> is X', () => {
    expectTypeOf<InkConversationClosedV1>().toExtend<InkConversationState>();
    expectTypeOf<InkConversationClosedV1['closed_at']>().toEqualTypeOf<string>();
    expectTypeOf<EventPayload<'ink.conversation.opened', 'v1'>>().toEqualTypeOf<InkConversationState>();
    expectTypeOf<
      EventPayload<'meterpoint.gas.disputed_closing_reading.started.by_us', 'v1'>
    >().toEqualTypeOf<DisputedReading>();
    expectTypeOf<EventPayload<'lifecycle.join-supplier.completed', 'v1'>>().toExtend<JoinProcess>();
    // The last event's published fields stop at root_cause, so it is not a DisputedReading.
    expectTypeOf<
      EventPayload<'meterpoint.gas.disputed_opening_reading.queried.by_us', 'v1'>
    >().not.toExtend<DisputedReading>();
  });

  test('AnyEventPayload includes every payload', () => {
    expectTypeOf<AgreementRevokedV2>().toExtend<AnyEventPayload>();
  });
});
