// Type tests for src/router.ts:
// type-checked by the package's `lint` (tsc over tsconfig.json, which includes test/); nothing executes.
import type {
  AccountCreatedV1,
  AgreementRevokedV1,
  AgreementRevokedV2,
  PlatformEventOf,
} from '@energy-contracts/types/events';
import { describe, expectTypeOf, test } from 'vitest';
import { createEventRouter, type DeliveryInfo, type HandleResult } from '../src/index.js';

const router = createEventRouter();

describe('on() narrows the payload by event type and version', () => {
  test('one version', () => {
    router.on('account.created', 'v1', (payload, envelope, delivery) => {
      expectTypeOf(payload).toEqualTypeOf<AccountCreatedV1>();
      expectTypeOf(envelope).toEqualTypeOf<PlatformEventOf<'account.created', 'v1'>>();
      expectTypeOf(envelope.payload_version).toEqualTypeOf<'v1'>();
      expectTypeOf(delivery).toEqualTypeOf<DeliveryInfo>();
    });
    router.on('agreement.revoked', 'v2', (payload) => {
      expectTypeOf(payload).toEqualTypeOf<AgreementRevokedV2>();
      expectTypeOf(payload.account_number).toBeString();
    });
  });

  test('"*": every version, narrowed again by the envelope', () => {
    router.on('agreement.revoked', '*', (payload, envelope) => {
      expectTypeOf(payload).toEqualTypeOf<AgreementRevokedV1 | AgreementRevokedV2>();
      if (envelope.payload_version === 'v2') expectTypeOf(envelope.payload).toEqualTypeOf<AgreementRevokedV2>();
      else expectTypeOf(envelope.payload).toEqualTypeOf<AgreementRevokedV1>();
    });
  });

  test('a wrong handler signature does not compile', () => {
    // @ts-expect-error the payload of account.created v1 is not an AgreementRevokedV2
    router.on('account.created', 'v1', (_payload: AgreementRevokedV2) => undefined);
    // @ts-expect-error v1 of agreement.revoked has no account_number
    router.on('agreement.revoked', 'v1', (payload) => payload.account_number);
    // @ts-expect-error agreement.revoked has no v3
    router.on('agreement.revoked', 'v3', () => undefined);
    // @ts-expect-error not an event type of the catalogue
    router.on('acount.created', 'v1', () => undefined);
    router.on(
      'account.created',
      'v1',
      // @ts-expect-error a handler takes (payload, envelope, delivery), not four arguments
      (_p: AccountCreatedV1, _e: unknown, _d: DeliveryInfo, _extra: string) => undefined,
    );
  });

  test('registration chains and handle resolves to the outcomes', () => {
    const chained = router
      .on('account.created', 'v1', () => undefined)
      .onUnknown((e) => expectTypeOf(e.eventType).toEqualTypeOf<string | undefined>())
      .onInvalid((e) => expectTypeOf(e.errors[0]!.path).toBeString());
    expectTypeOf(chained.handle({})).resolves.toEqualTypeOf<HandleResult>();
    expectTypeOf<HandleResult['batchItemFailures']>().toEqualTypeOf<{ itemIdentifier: string }[]>();
  });
});
