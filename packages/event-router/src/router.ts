/**
 * `createEventRouter`: handlers per (event type, payload version) with the payload typed, every
 * event validated by @energy-contracts/validator before a handler sees it, and one outcome per
 * event (for partial batch failure reporting).
 *
 * @example
 * import { createEventRouter } from '@energy-contracts/event-router';
 * const router = createEventRouter()
 *   .on('account.created', 'v1', (payload) => console.log(payload.account_number))
 *   .onInvalid(({ errors }) => console.warn(errors[0]?.message));
 * const { batchItemFailures } = await router.handle(sqsEvent);
 */
import { MAX_TIMER_MS } from '@energy-contracts/schema-tools/timers';
import { eventVersions, type EventType, type EventVersion, type PlatformEventOf } from '@energy-contracts/types/events';
import {
  validateEnvelope,
  type EnvelopeFormat,
  type EnvelopeValidationResult,
  type ValidationError,
} from '@energy-contracts/validator';
import { unwrapDeliveries, type Delivery, type Transport } from './deliveries.js';
import { describeThrown } from './describe-thrown.js';
import { eventIdOf, toEnvelope } from './envelope-mapping.js';

/** Options of {@link createEventRouter}; absent means the default. */
export interface EventRouterOptions {
  /** Validate payloads strictly (fields the schema does not name are invalid). Absent: tolerant, the spec's payload policy. */
  strict?: boolean;
  /**
   * Report `invalid` events (failed validation, or a carrier that could not be read, such as an
   * SQS body that is not JSON) in `batchItemFailures`, so that the queue retries them and in the
   * end moves them to its dead-letter queue. Absent or false: they are acknowledged (reported to
   * `onInvalid` and in the outcomes only). `unknown` events are acknowledged either way.
   */
  reportInvalid?: boolean;
  /**
   * Milliseconds (at most 2147483647) a handler's returned promise may take to settle; one that takes longer is a
   * failure (a {@link HandlerTimeoutError}) and the event's next handler runs; an `onError`
   * handler's promise is bounded by it too. The late promise is no longer awaited, not cancelled.
   * Absent: no limit, and a promise that never settles holds up the batch until the Lambda itself
   * times out.
   */
  handlerTimeout?: number;
}

/** The error a handler's failure carries when its promise did not settle within `handlerTimeout`. */
export class HandlerTimeoutError extends Error {
  /** The limit that was exceeded, in milliseconds. */
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`did not settle within ${timeoutMs} ms (handlerTimeout)`);
    this.name = 'HandlerTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** How an event arrived, passed to every handler as its third argument. */
export interface DeliveryInfo {
  /** The delivery format the validator recognised. */
  format: EnvelopeFormat;
  transport: Transport;
  /**
   * The SQS `messageId` / SNS `MessageId`, when the event came in a record; for an entry of a
   * batch without a usable one, its place in the input (`#/Records/3`). Undefined for an event
   * handed in alone.
   */
  itemIdentifier: string | undefined;
  /** The event as it arrived (before it was mapped onto the project's envelope). */
  raw: unknown;
}

/** A version of `T`, or `'*'` for every version. */
export type VersionSelector<T extends EventType> = EventVersion<T> | '*';

/** The envelope a handler of (`T`, `V`) receives: one version, or the union of every version for `'*'`. */
export type HandlerEnvelope<T extends EventType, V extends VersionSelector<T>> =
  V extends EventVersion<T> ? PlatformEventOf<T, V> : PlatformEventOf<T>;

/** The payload a handler of (`T`, `V`) receives. */
export type HandlerPayload<T extends EventType, V extends VersionSelector<T>> = HandlerEnvelope<T, V>['payload'];

/** A handler of (`T`, `V`): may return a promise, which is awaited before the next handler runs. */
export type EventHandler<T extends EventType, V extends VersionSelector<T>> = (
  payload: HandlerPayload<T, V>,
  envelope: HandlerEnvelope<T, V>,
  delivery: DeliveryInfo,
) => unknown;

/** What {@link EventRouter.onUnknown} handlers get: an event whose type or version is not in the catalogue. */
export interface UnknownEvent {
  id: string | undefined;
  eventType: string | undefined;
  payloadVersion: string | undefined;
  format: EnvelopeFormat | undefined;
  transport: Transport;
  itemIdentifier: string | undefined;
  raw: unknown;
}

/** What {@link EventRouter.onInvalid} handlers get: an event that failed validation, with the validator's errors. */
export interface InvalidEvent extends UnknownEvent {
  errors: ValidationError[];
}

/** A handler that threw (or rejected): with the event it was handling. */
export interface HandlerFailure {
  eventId: string | undefined;
  eventType: string | undefined;
  payloadVersion: string | undefined;
  /** The handler's function name, or its position (`account.created v1 handler #2`). */
  handler: string;
  /** What it threw or rejected with (a {@link HandlerTimeoutError} when it did not settle in time). */
  error: unknown;
  /**
   * `handler onCreated for account.created v1 (event 0d9f...) threw: <message>`, or for a handler
   * without a name `account.created v1 handler #2 (event 0d9f...) threw: <message>`.
   */
  message: string;
}

/** What happened to one event. */
export interface EventOutcome {
  /** Position in the input batch. */
  index: number;
  id: string | undefined;
  itemIdentifier: string | undefined;
  eventType: string | undefined;
  payloadVersion: string | undefined;
  format: EnvelopeFormat | undefined;
  /**
   * `handled`: valid, its handlers ran without error; `ignored`: valid, no handler for it;
   * `unknown`: type or version not in the catalogue; `invalid`: failed validation; `failed`: a
   * handler (of any kind) threw.
   */
  status: 'handled' | 'ignored' | 'unknown' | 'invalid' | 'failed';
  /** Handlers that ran (the failed ones included). */
  handlers: number;
  /** The handlers that threw, in order (a shared frozen empty array when none did). */
  failures: HandlerFailure[];
  /** The validator's errors, for an invalid event. */
  validationErrors: ValidationError[] | undefined;
}

/** The result of {@link EventRouter.handle}. */
export interface HandleResult {
  /** One per event, in input order. */
  outcomes: EventOutcome[];
  /** The outcomes whose status is `failed`. */
  failed: EventOutcome[];
  /**
   * SQS partial batch response entries: the `itemIdentifier` of each failed event that came in a
   * record or a batch (and of each invalid one under `reportInvalid`). A record without a usable
   * `messageId` is named by its place (`#/Records/3`), which Lambda answers by retrying the whole
   * batch. Return `{ batchItemFailures }` from an SQS-triggered Lambda (adding records of your own
   * to it if you like).
   */
  batchItemFailures: { itemIdentifier: string }[];
}

/** The router. Registration methods return the router, so calls chain. */
export interface EventRouter {
  /** Runs `handler` for every valid event of `type` at `version` (`'*'`: every version), after the handlers registered before it. */
  on<T extends EventType, V extends VersionSelector<T>>(type: T, version: V, handler: EventHandler<T, V>): EventRouter;
  /** Runs for events whose type or version the catalogue does not know (a newer producer). */
  onUnknown(handler: (event: UnknownEvent) => unknown): EventRouter;
  /** Runs for events that fail validation; no `on` handler sees them. Throw here to report the event as failed. */
  onInvalid(handler: (event: InvalidEvent) => unknown): EventRouter;
  /** Runs when a handler throws, with the event's id (the failure is in the outcome either way). */
  onError(handler: (failure: HandlerFailure) => unknown): EventRouter;
  /** Handles one event or a batch; never rejects, whatever the input, an event or a handler does. */
  handle(input: unknown): Promise<HandleResult>;
}

interface Route {
  version: string;
  handler: (payload: unknown, envelope: unknown, delivery: DeliveryInfo) => unknown;
  name: string;
  /** Whether `name` already says which event type and version the handler is for (a position). */
  namesEvent: boolean;
}

const KNOWN: Readonly<Record<string, readonly string[]>> = eventVersions;
/** The one empty list every outcome without failures shares (frozen: read it, do not modify it). */
const NONE: never[] = Object.freeze([]) as unknown as never[];
const hasOwn = (o: object, k: string): boolean => Object.hasOwn(o, k);
const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  typeof v === 'object' && v !== null && typeof (v as { then?: unknown }).then === 'function';

/** `promise`, or a HandlerTimeoutError once `ms` have passed; the timer is cleared when either settles. */
function within<T>(promise: PromiseLike<T>, ms: number | undefined): Promise<T> {
  if (ms === undefined) return Promise.resolve(promise);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new HandlerTimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const typeName = (v: unknown): string => (v === null ? 'null' : typeof v);

function checkOptions(options: EventRouterOptions): void {
  if (typeof options !== 'object' || options === null)
    throw new TypeError(`createEventRouter: options must be an object (got ${typeName(options)})`);
  const { strict, reportInvalid, handlerTimeout } = options;
  // A strict: "true" from a configuration file would otherwise validate tolerantly without a word.
  if (strict !== undefined && typeof strict !== 'boolean')
    throw new TypeError(`createEventRouter: options.strict must be a boolean (got ${typeName(strict)})`);
  if (reportInvalid !== undefined && typeof reportInvalid !== 'boolean')
    throw new TypeError(`createEventRouter: options.reportInvalid must be a boolean (got ${typeName(reportInvalid)})`);
  // Above the longest timer, Node fires setTimeout after 1 ms: every async handler would time out at once.
  if (
    handlerTimeout !== undefined &&
    (typeof handlerTimeout !== 'number' || !(handlerTimeout > 0 && handlerTimeout <= MAX_TIMER_MS))
  ) {
    throw new TypeError(
      `createEventRouter: options.handlerTimeout must be a positive finite number of milliseconds, at most ${MAX_TIMER_MS} (got ${typeof handlerTimeout === 'number' ? handlerTimeout : typeof handlerTimeout})`,
    );
  }
}

/**
 * Creates an event router.
 * @throws TypeError from `on` for an event type or version the catalogue does not have (a typo caught at registration).
 * @example
 * const router = createEventRouter({ strict: true }).on('agreement.revoked', '*', (payload, envelope) => {
 *   if (envelope.payload_version === 'v2') console.log(envelope.payload.account_number);
 * });
 */
export function createEventRouter(options: EventRouterOptions = {}): EventRouter {
  checkOptions(options);
  const reportInvalid = options.reportInvalid === true;
  const timeoutMs = options.handlerTimeout;
  // Options are passed only when strict: the validator's call without options is its fast path
  // (an options object, even { strict: false }, takes the slower general path for every envelope).
  const validation = options.strict === true ? { strict: true } : undefined;
  const routes = new Map<string, Route[]>();
  const resolved = new Map<string, Map<string, Route[]>>();
  const unknownRoutes: Route[] = [];
  const invalidRoutes: Route[] = [];
  const errorHandlers: ((failure: HandlerFailure) => unknown)[] = [];

  /**
   * The handlers of (type, version) in registration order, exact and `'*'` interleaved, or null
   * when the catalogue does not have that pair; cached (one lookup per event) until the next `on`.
   */
  function handlersFor(type: string, version: string): Route[] | null {
    const cached = resolved.get(type)?.get(version);
    if (cached !== undefined) return cached;
    if (!hasOwn(KNOWN, type) || !KNOWN[type]!.includes(version)) return null;
    let byVersion = resolved.get(type);
    if (byVersion === undefined) resolved.set(type, (byVersion = new Map()));
    const list = (routes.get(type) ?? []).filter((r) => r.version === '*' || r.version === version);
    byVersion.set(version, list);
    return list;
  }

  function fail(outcome: EventOutcome, route: Route, error: unknown): Promise<void> | undefined {
    const where =
      outcome.eventType === undefined ? 'an event' : `${outcome.eventType} ${outcome.payloadVersion ?? '?'}`;
    const label = route.namesEvent ? route.name : `${route.handler.name ? 'handler ' : ''}${route.name} for ${where}`;
    const failure: HandlerFailure = {
      eventId: outcome.id,
      eventType: outcome.eventType,
      payloadVersion: outcome.payloadVersion,
      handler: route.name,
      error,
      message: `${label} (event ${outcome.id ?? 'without id'}) threw: ${describeThrown(error)}`,
    };
    if (outcome.failures === (NONE as HandlerFailure[])) outcome.failures = [];
    outcome.failures.push(failure);
    const pending: PromiseLike<unknown>[] = [];
    for (const onError of errorHandlers) {
      // An error reporter that fails must not hide the original failure, which is in the outcome.
      try {
        const r = onError(failure);
        if (isThenable(r)) pending.push(within(r, timeoutMs).catch(() => undefined));
      } catch {
        // see above
      }
    }
    return pending.length === 0 ? undefined : Promise.all(pending).then(() => undefined);
  }

  /** Calls one handler; a promise only when it returned one (or an error reporter did), so synchronous handlers cost no microtask. */
  function invoke(outcome: EventOutcome, route: Route, a: unknown, b: unknown, c: unknown): Promise<void> | undefined {
    outcome.handlers++;
    try {
      const result = route.handler(a, b, c as DeliveryInfo);
      if (isThenable(result))
        return within(result, timeoutMs).then(
          () => undefined,
          (error: unknown) => fail(outcome, route, error),
        );
    } catch (error) {
      return fail(outcome, route, error);
    }
    return undefined;
  }

  /** Runs routes[from..] in order, each after the previous one settled. */
  function runInOrder(
    outcome: EventOutcome,
    routes: readonly Route[],
    a: unknown,
    b: unknown,
    c: unknown,
    from = 0,
  ): Promise<void> | undefined {
    for (let i = from; i < routes.length; i++) {
      const pending = invoke(outcome, routes[i]!, a, b, c);
      if (pending !== undefined) return pending.then(() => runInOrder(outcome, routes, a, b, c, i + 1));
    }
    return undefined;
  }

  function finish(outcome: EventOutcome): EventOutcome {
    if (outcome.failures.length > 0) outcome.status = 'failed';
    return outcome;
  }

  function unreadableOutcome(delivery: Delivery, reason: string): EventOutcome {
    return {
      index: delivery.index,
      id: undefined,
      itemIdentifier: delivery.itemIdentifier,
      eventType: undefined,
      payloadVersion: undefined,
      format: undefined,
      status: 'invalid',
      handlers: 0,
      failures: NONE,
      validationErrors: [{ path: '', message: reason, keyword: 'json', schemaPath: '' }],
    };
  }

  function handleOne(delivery: Delivery): EventOutcome | Promise<EventOutcome> {
    const raw = delivery.event;
    const outcome: EventOutcome = {
      index: delivery.index,
      id: undefined,
      itemIdentifier: delivery.itemIdentifier,
      eventType: undefined,
      payloadVersion: undefined,
      format: undefined,
      status: 'handled',
      handlers: 0,
      failures: NONE,
      validationErrors: undefined,
    };
    let pending: Promise<void> | undefined;
    // The validator's reading of the event: it also holds a PutEvents entry's parsed Detail, which
    // the mapping and the id below use instead of parsing the string again.
    let result: EnvelopeValidationResult | undefined;
    if (delivery.unreadable !== undefined) {
      outcome.status = 'invalid';
      outcome.validationErrors = [{ path: '', message: delivery.unreadable, keyword: 'json', schemaPath: '' }];
    } else {
      result = validateEnvelope(raw, validation);
      const type = result.eventType;
      const version = result.payloadVersion;
      outcome.format = result.format;
      outcome.eventType = type;
      outcome.payloadVersion = version;
      const handlers =
        result.format !== undefined && type !== undefined && version !== undefined
          ? handlersFor(type, version)
          : undefined;
      if (handlers === null) {
        outcome.status = 'unknown';
      } else if (!result.valid || handlers === undefined) {
        outcome.status = 'invalid';
        outcome.validationErrors = result.errors;
      } else {
        const envelope = toEnvelope(result.format!, raw as Record<string, unknown>, result.detail);
        outcome.id = envelope.id;
        if (handlers.length === 0) outcome.status = 'ignored';
        else
          pending = runInOrder(outcome, handlers, envelope.payload, envelope, {
            format: result.format!,
            transport: delivery.transport,
            itemIdentifier: delivery.itemIdentifier,
            raw,
          });
      }
    }
    if (outcome.status === 'unknown' || outcome.status === 'invalid') {
      outcome.id = eventIdOf(raw, result);
      const info: UnknownEvent = {
        id: outcome.id,
        eventType: outcome.eventType,
        payloadVersion: outcome.payloadVersion,
        format: outcome.format,
        transport: delivery.transport,
        itemIdentifier: delivery.itemIdentifier,
        raw,
      };
      pending =
        outcome.status === 'unknown'
          ? runInOrder(outcome, unknownRoutes, info, undefined, undefined)
          : runInOrder(
              outcome,
              invalidRoutes,
              { ...info, errors: outcome.validationErrors! } satisfies InvalidEvent,
              undefined,
              undefined,
            );
    }
    return pending === undefined ? finish(outcome) : pending.then(() => finish(outcome));
  }

  const router: EventRouter = {
    on(type, version, handler) {
      if (typeof type !== 'string' || !hasOwn(KNOWN, type))
        throw new TypeError(`on: unknown event type ${JSON.stringify(type)}`);
      if (version !== '*' && !KNOWN[type]!.includes(version)) {
        throw new TypeError(
          `on: event type ${type} has no payload version ${JSON.stringify(version)}; known versions: ${KNOWN[type]!.join(', ')}, or '*'`,
        );
      }
      if (typeof handler !== 'function')
        throw new TypeError(`on: the handler of ${type} ${version} must be a function`);
      const list = routes.get(type) ?? [];
      list.push({
        version,
        handler: handler as Route['handler'],
        name: handler.name || `${type} ${version} handler #${list.length + 1}`,
        namesEvent: !handler.name,
      });
      routes.set(type, list);
      resolved.clear();
      return router;
    },
    onUnknown(handler) {
      if (typeof handler !== 'function') throw new TypeError('onUnknown: the handler must be a function');
      unknownRoutes.push({
        version: '*',
        handler: handler as Route['handler'],
        name: handler.name || `onUnknown handler #${unknownRoutes.length + 1}`,
        namesEvent: false,
      });
      return router;
    },
    onInvalid(handler) {
      if (typeof handler !== 'function') throw new TypeError('onInvalid: the handler must be a function');
      invalidRoutes.push({
        version: '*',
        handler: handler as Route['handler'],
        name: handler.name || `onInvalid handler #${invalidRoutes.length + 1}`,
        namesEvent: false,
      });
      return router;
    },
    onError(handler) {
      if (typeof handler !== 'function') throw new TypeError('onError: the handler must be a function');
      errorHandlers.push(handler);
      return router;
    },
    async handle(input) {
      const outcomes: EventOutcome[] = [];
      for (const delivery of unwrapDeliveries(input)) {
        let outcome: EventOutcome;
        try {
          const o = handleOne(delivery);
          outcome = isThenable(o) ? await o : o;
        } catch (error) {
          // Only an input whose getters or Proxy traps throw when read again gets here.
          outcome = unreadableOutcome(delivery, `the event could not be read (${describeThrown(error)})`);
        }
        outcomes.push(outcome);
      }
      // The caller's own arrays (a Lambda may add records of its own), also when empty.
      const failed: EventOutcome[] = [];
      const batchItemFailures: { itemIdentifier: string }[] = [];
      for (const o of outcomes) {
        if (o.status === 'failed') failed.push(o);
        else if (!(reportInvalid && o.status === 'invalid')) continue;
        if (o.itemIdentifier === undefined) continue;
        batchItemFailures.push({ itemIdentifier: o.itemIdentifier });
      }
      return { outcomes, failed, batchItemFailures };
    },
  };
  return router;
}
