/**
 * `createEnergyClient`: one typed method per operation of the contract, `paginate` over any list,
 * the period helpers (`unitRates`, `standingCharges`, `consumption`, `rateAt`), typed errors,
 * retries and timeouts, on top of openapi-fetch (whose typed client is `client.raw`).
 *
 * @example
 * import { createEnergyClient, londonDay } from '@energy-contracts/client';
 * const client = createEnergyClient({ baseUrl: 'http://127.0.0.1:4010/v1/' });
 * const rates = await client.unitRates({ tariff: 'E-1R-AGILE-24-04-03-C', period: londonDay('2024-10-27') }); // 50 half-hours
 */
import createClient, { type Client } from 'openapi-fetch';
import type { operations, paths } from '@energy-contracts/types/rest';
import { operationTable, type OperationId } from '../generated/operations.js';
import { ApiError, errorForResponse } from './errors.js';
import type {
  CallOptions,
  ListItem,
  ListOperationId,
  OperationArgs,
  OperationMethods,
  OperationParams,
  OperationResult,
} from './operation-types.js';
import { paginateRecords, type Page, type PaginateOptions, type RecordIterator } from './paginate.js';
import { inForceAt, toEpochMs, type Instant } from './periods.js';
import {
  chargeRecord,
  consumptionRecord,
  parseTariffCode,
  type ChargeRecord,
  type ConsumptionRecord,
} from './records.js';
import { createTransport, infoOf, type RetryOptions } from './transport.js';

/** Options of {@link createEnergyClient}. */
export interface EnergyClientOptions {
  /** The API's base URL, its path ending in the version segment: `https://api.example/v1/` (no query, fragment or credentials). */
  baseUrl: string;
  /** An API key, sent only to operations that need credentials and only to the base URL's origin. Absent: no key. */
  apiKey?: string;
  /** How the key is sent: `basic` (username = key, empty password) or `token` (`Authorization: Token <key>`). Absent: `basic`. */
  apiKeyScheme?: 'basic' | 'token';
  /** The GraphQL interface's JWT, sent as `Authorization: JWT <token>` (instead of an API key). Absent: none. */
  token?: string;
  /** The fetch to send with (a test double, a proxy agent, an edge runtime's fetch). Absent: `globalThis.fetch`. */
  fetch?: (request: Request) => Promise<Response>;
  /** How 429 and 503 are retried, or `false`. Absent: 3 retries honouring `Retry-After`, at most 10 s per wait and 30 s in all. */
  retry?: RetryOptions | false;
  /** Milliseconds each attempt may take until the response headers arrive, at most 2147483647. Absent: no limit (pass a `signal` per call instead). */
  timeoutMs?: number;
  /** Extra headers sent with every request (`User-Agent`, tracing). Absent: none. */
  headers?: Record<string, string>;
}

/** A period to select records by overlap: `period_to` may be left out (every record from `period_from` on). */
export interface PeriodQuery {
  period_from: string;
  period_to?: string;
}

/** The charges of one tariff over a period. */
export interface ChargeQuery {
  /** The tariff code, `E-1R-AGILE-24-04-03-C`, `G-1R-VAR-22-11-01-C`. */
  tariff: string;
  /** The product code. Absent: read from the tariff code (`E-1R-<product>-<region>`). */
  product?: string;
  /** `londonDay(...)`, `londonMonth(...)`, `inForceAt(...)` or your own window. */
  period: PeriodQuery;
}

/** Which unit rate of an electricity tariff: `standard` (single register), `day` or `night` (E-2R tariffs). */
export type Register = 'standard' | 'day' | 'night';

/** A grouping of consumption: `hour`, `day`, `week`, `month` or `quarter` (Europe/London); absent means half-hours. */
export type GroupBy = NonNullable<
  NonNullable<operations['listElectricityMeterConsumption']['parameters']['query']>['group_by']
>;

/** The consumption of one meter over a period. */
export type ConsumptionQuery = ({ mpan: string; mprn?: undefined } | { mprn: string; mpan?: undefined }) & {
  /** The meter's serial number. */
  serial: string;
  period: PeriodQuery;
  /** Absent: half-hours. */
  groupBy?: GroupBy;
};

/** Options of {@link EnergyClient.rateAt}. */
export interface RateAtOptions extends CallOptions {
  /** Absent: read from the tariff code. */
  product?: string;
  /** Absent: `standard`. */
  register?: Register;
  /**
   * Which record of a variable tariff's `DIRECT_DEBIT` / `NON_DIRECT_DEBIT` pair. Records without a
   * payment method (dynamic tariffs) always match. Absent: `DIRECT_DEBIT`.
   */
  paymentMethod?: string;
}

/** The client. Every operation of the contract is a method named by its operationId. */
export interface EnergyClient extends OperationMethods {
  /** The typed openapi-fetch client, with the same auth, retries and timeouts, for anything else. */
  readonly raw: Client<paths>;
  /**
   * Every record of a list operation, page after page, following `next`. `page_size` is the
   * operation's maximum in the contract unless you give one.
   */
  paginate<Id extends ListOperationId>(operation: Id, ...args: PaginateArgs<Id>): RecordIterator<ListItem<Id>>;
  /** Unit rates of a tariff over a period, oldest first, with `Date`s and `durationMinutes`. */
  unitRates(query: ChargeQuery & { register?: Register }, options?: CallOptions): Promise<ChargeRecord[]>;
  /** Standing charges of a tariff over a period, oldest first. */
  standingCharges(query: ChargeQuery, options?: CallOptions): Promise<ChargeRecord[]>;
  /** Consumption of a meter over a period (half-hours or groups), oldest first. Needs credentials. */
  consumption(query: ConsumptionQuery, options?: CallOptions): Promise<ConsumptionRecord[]>;
  /** The unit rate in force at `t` (one record; see {@link RateAtOptions.paymentMethod}), or null when none is. */
  rateAt(tariff: string, t: Instant, options?: RateAtOptions): Promise<ChargeRecord | null>;
}

/**
 * The arguments of `paginate` after the operationId: the operation's own ({@link OperationArgs}),
 * so the parameters are the same and optional exactly when they are there, with
 * {@link PaginateOptions} (a {@link CallOptions} plus `maxPages`) for the options.
 */
export type PaginateArgs<Id extends ListOperationId> = OperationArgs<Id, PaginateOptions>;

const UNIT_RATE_OPERATIONS = {
  electricity: {
    standard: 'listElectricityStandardUnitRates',
    day: 'listElectricityDayUnitRates',
    night: 'listElectricityNightUnitRates',
  },
  gas: { standard: 'listGasStandardUnitRates', day: undefined, night: undefined },
} as const satisfies Record<string, Record<Register, ListOperationId | undefined>>;
const STANDING_CHARGE_OPERATIONS = {
  electricity: 'listElectricityStandingCharges',
  gas: 'listGasStandingCharges',
} as const satisfies Record<string, ListOperationId>;

function authorization(options: EnergyClientOptions): string | undefined {
  const { apiKey, token } = options;
  if (apiKey !== undefined && token !== undefined) throw new TypeError('apiKey, token: give one of them, not both');
  if (apiKey !== undefined) {
    if (typeof apiKey !== 'string' || !/^[\x21-\x39\x3b-\x7e]+$/.test(apiKey))
      throw new TypeError('apiKey: expected printable ASCII without spaces or ":"');
    if (options.apiKeyScheme === 'token') return `Token ${apiKey}`;
    if (options.apiKeyScheme !== undefined && options.apiKeyScheme !== 'basic')
      throw new TypeError(`apiKeyScheme: expected "basic" or "token", got ${JSON.stringify(options.apiKeyScheme)}`);
    return `Basic ${btoa(`${apiKey}:`)}`;
  }
  if (token !== undefined) {
    if (typeof token !== 'string' || !/^[\x21-\x7e]+$/.test(token))
      throw new TypeError('token: expected printable ASCII without spaces');
    return `JWT ${token}`;
  }
  return undefined;
}

/**
 * The JSON object of a 2xx answer: every answer of the contract is one, so an HTML page, an empty
 * body or JSON `null` is an ApiError naming the URL rather than a SyntaxError or a `null` typed as a record.
 */
async function readObject(response: Response, url: string, signal: AbortSignal | undefined): Promise<object> {
  let body: unknown;
  try {
    // response.json() rather than text() + JSON.parse: the faster of the two on pages of 1500 records.
    body = await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(
      response.status,
      undefined,
      { method: 'GET', url },
      `GET ${url}: the answer is not JSON (${(error as Error).message})`,
    );
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(
      response.status,
      body,
      { method: 'GET', url },
      `GET ${url}: expected a JSON object, got ${JSON.stringify(body)?.slice(0, 120)}`,
    );
  return body;
}

/** The scheme of `link` read against `base` (`https:`), or '' when it is not a URL. */
function protocolOf(link: string, base: string): string {
  try {
    return new URL(link, base).protocol;
  } catch {
    return '';
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Creates a client for the energy platform's REST API (or the mock server, or any server of the contract).
 * @throws TypeError naming the option when an option is malformed (no request is made).
 * @example
 * const client = createEnergyClient({ baseUrl: 'http://127.0.0.1:4010/v1/', apiKey: 'sk_test_energy_contracts_demo_key' });
 * const account = await client.getAccount({ account_number: 'A-1A2B3C4D' });
 */
export function createEnergyClient(options: EnergyClientOptions): EnergyClient {
  if (typeof options !== 'object' || options === null)
    throw new TypeError(`options: expected an object such as { baseUrl }, got ${String(options)}`);
  let base: URL;
  try {
    base = new URL(options.baseUrl);
    if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error('not http(s)');
  } catch {
    throw new TypeError(
      `baseUrl: expected an absolute http(s) URL such as https://api.example/v1/, got ${JSON.stringify(options.baseUrl)}`,
    );
  }
  // Each operation's path is appended to the base URL as written: after a query or a fragment it would be part of them.
  if (/[?#]/.test(base.href))
    throw new TypeError(
      `baseUrl: expected no query or fragment (each operation adds its own), got ${JSON.stringify(options.baseUrl)}`,
    );
  // fetch refuses a URL with credentials at every request; the message leaves them out.
  if (base.username !== '' || base.password !== '')
    throw new TypeError(
      'baseUrl: expected no credentials in the URL (give apiKey or token), got a user name or password',
    );
  if (options.headers !== undefined) {
    try {
      new Headers(options.headers);
    } catch (error) {
      throw new TypeError(`headers: ${(error as Error).message}`);
    }
  }
  const auth = authorization(options);
  const transport = createTransport({ fetch: options.fetch, retry: options.retry, timeoutMs: options.timeoutMs });
  const authPaths = new Set<string>(Object.values(operationTable).flatMap((op) => (op.auth ? [op.path] : [])));
  const sameOrigin = (url: string): boolean => new URL(url).origin === base.origin;

  const raw = createClient<paths>({ baseUrl: base.href, fetch: transport, headers: options.headers });
  if (auth !== undefined) {
    raw.use({
      onRequest({ request, schemaPath }) {
        if (authPaths.has(schemaPath) && sameOrigin(request.url)) request.headers.set('Authorization', auth);
        return request;
      },
    });
  }
  // openapi-fetch's generics resolve per literal path; calls by a path held in a variable go through this view.
  const untyped = raw as unknown as {
    GET(
      path: string,
      init: {
        params: { path: Record<string, unknown>; query: Record<string, unknown> };
        signal?: AbortSignal;
        parseAs: 'stream';
      },
    ): Promise<{ data?: unknown; error?: unknown; response: Response }>;
  };

  async function call(
    id: OperationId,
    params: Record<string, unknown> | undefined,
    callOptions: CallOptions | undefined,
  ): Promise<{ data: unknown; url: string }> {
    const op = operationTable[id];
    const path: Record<string, unknown> = {};
    const query: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(params ?? {})) {
      if (value === undefined) continue;
      if ((op.pathParams as readonly string[]).includes(key)) path[key] = value;
      else query[key] = value;
    }
    for (const name of op.pathParams) {
      if (typeof path[name] !== 'string' || path[name] === '')
        throw new TypeError(`${id}: path parameter ${name} is required (a non-empty string)`);
      // Percent-encoding leaves dots alone, and URL resolution drops "." and climbs on "..": another operation's URL.
      if (path[name] === '.' || path[name] === '..')
        throw new TypeError(`${id}: path parameter ${name} cannot be "." or ".." (a URL dot segment)`);
    }
    // The body of a 2xx is read here (parseAs: 'stream' leaves it unread), where a bad one can name the URL.
    const { error, response } = await untyped.GET(op.path, {
      params: { path, query },
      signal: callOptions?.signal,
      parseAs: 'stream',
    });
    const info = infoOf(response);
    const url = info?.url ?? response.url;
    if (!response.ok) throw errorForResponse(response.status, error, { method: 'GET', url }, info);
    return { data: await readObject(response, url, callOptions?.signal), url };
  }

  async function fetchPage<T>(url: string, withAuth: boolean, signal: AbortSignal | undefined): Promise<Page<T>> {
    const headers = new Headers(options.headers);
    if (withAuth && auth !== undefined && sameOrigin(url)) headers.set('Authorization', auth);
    const response = await transport(new Request(url, { headers, signal }));
    if (!response.ok)
      throw errorForResponse(response.status, await readBody(response), { method: 'GET', url }, infoOf(response));
    return asPage<T>(await readObject(response, url, signal), url);
  }

  function asPage<T>(body: unknown, url: string): Page<T> {
    const page = body as Page<T> | undefined;
    if (
      typeof page !== 'object' ||
      page === null ||
      !Array.isArray(page.results) ||
      typeof page.count !== 'number' ||
      (page.next !== null && typeof page.next !== 'string')
    ) {
      throw new ApiError(
        200,
        body,
        { method: 'GET', url },
        `GET ${url}: expected a page { count, next, previous, results }, got ${JSON.stringify(body)?.slice(0, 120)}`,
      );
    }
    // paginate reads next against this page's URL: a link it cannot fetch ends here, naming the page.
    if (page.next !== null && !/^https?:$/.test(protocolOf(page.next, url)))
      throw new ApiError(
        200,
        body,
        { method: 'GET', url },
        `GET ${url}: next is not an http(s) URL: ${JSON.stringify(page.next)}`,
      );
    return page;
  }

  function paginate(
    id: ListOperationId,
    params?: Record<string, unknown>,
    paginateOptions: PaginateOptions = {},
  ): RecordIterator<unknown> {
    const op = operationTable[id];
    if (op.pageSizeMax === null) throw new TypeError(`paginate: ${String(id)} is not a list operation`);
    const signal = paginateOptions.signal;
    return paginateRecords(
      async () => {
        // `page_size: undefined` is no page size given, as everywhere else in a call's parameters.
        const { data, url } = await call(id, { ...params, page_size: params?.page_size ?? op.pageSizeMax }, { signal });
        return { page: asPage(data, url), url };
      },
      (url) => fetchPage(url, op.auth, signal),
      paginateOptions,
    );
  }

  function chargeOperation(
    kind: 'unit-rates' | 'standing-charges',
    query: ChargeQuery & { register?: Register },
  ): { id: ListOperationId; product: string } {
    if (typeof query?.tariff !== 'string' || query.tariff === '')
      throw new TypeError('tariff: expected a tariff code such as E-1R-AGILE-24-04-03-C');
    if (typeof query.period?.period_from !== 'string')
      throw new TypeError('period: expected { period_from, period_to? } such as londonDay("2024-10-27")');
    const parts = parseTariffCode(query.tariff);
    const product = query.product ?? parts?.product;
    if (product === undefined)
      throw new TypeError(
        `product: cannot read the product code from tariff ${JSON.stringify(query.tariff)}; pass product`,
      );
    const fuel = parts?.fuel ?? 'electricity';
    if (kind === 'standing-charges') return { id: STANDING_CHARGE_OPERATIONS[fuel], product };
    const register = query.register ?? 'standard';
    // Object.hasOwn: a name such as "toString" or "__proto__" must not reach the operation table.
    if (!Object.hasOwn(UNIT_RATE_OPERATIONS.electricity, register))
      throw new TypeError(`register: expected "standard", "day" or "night", got ${JSON.stringify(register)}`);
    const id = UNIT_RATE_OPERATIONS[fuel][register];
    if (id === undefined)
      throw new TypeError(`register: ${fuel} tariffs have standard unit rates only, got ${JSON.stringify(register)}`);
    return { id, product };
  }

  async function charges(
    kind: 'unit-rates' | 'standing-charges',
    query: ChargeQuery & { register?: Register },
    callOptions?: CallOptions,
  ): Promise<ChargeRecord[]> {
    const { id, product } = chargeOperation(kind, query);
    const params = {
      product_code: product,
      tariff_code: query.tariff,
      period_from: query.period.period_from,
      period_to: query.period.period_to,
    };
    const records = (await paginate(id, params, {
      signal: callOptions?.signal,
    }).toArray()) as ListItem<'listElectricityStandardUnitRates'>[];
    // The platform answers newest first; a period reads more naturally oldest first.
    return records.reverse().map(chargeRecord);
  }

  const client = {
    raw,
    paginate,
    unitRates: (query: ChargeQuery & { register?: Register }, callOptions?: CallOptions) =>
      charges('unit-rates', query, callOptions),
    standingCharges: (query: ChargeQuery, callOptions?: CallOptions) => charges('standing-charges', query, callOptions),
    async consumption(query: ConsumptionQuery, callOptions?: CallOptions): Promise<ConsumptionRecord[]> {
      const { mpan, mprn, serial, period, groupBy } = query ?? ({} as ConsumptionQuery);
      if ((mpan === undefined) === (mprn === undefined))
        throw new TypeError('mpan, mprn: give one of them (an electricity or a gas meter point)');
      if (typeof serial !== 'string' || serial === '') throw new TypeError('serial: expected the meter serial number');
      if (typeof period?.period_from !== 'string')
        throw new TypeError('period: expected { period_from, period_to? } such as londonDay("2024-10-27")');
      const common = {
        serial_number: serial,
        period_from: period.period_from,
        period_to: period.period_to,
        group_by: groupBy,
        order_by: 'period' as const,
      };
      const iterator =
        mpan !== undefined
          ? paginate('listElectricityMeterConsumption', { mpan, ...common }, { signal: callOptions?.signal })
          : paginate('listGasMeterConsumption', { mprn: mprn!, ...common }, { signal: callOptions?.signal });
      return ((await iterator.toArray()) as ListItem<'listElectricityMeterConsumption'>[]).map(consumptionRecord);
    },
    async rateAt(tariff: string, t: Instant, rateOptions: RateAtOptions = {}): Promise<ChargeRecord | null> {
      const at = toEpochMs(t, 't');
      const records = await charges(
        'unit-rates',
        { tariff, product: rateOptions.product, register: rateOptions.register, period: inForceAt(at) },
        rateOptions,
      );
      const method = rateOptions.paymentMethod ?? 'DIRECT_DEBIT';
      const inForce = records.filter(
        (r) =>
          r.from.getTime() <= at &&
          (r.to === null || r.to.getTime() > at) &&
          (r.payment_method === null || r.payment_method === method),
      );
      return inForce.at(-1) ?? null;
    },
  } as Omit<EnergyClient, OperationId>;

  for (const id of Object.keys(operationTable) as OperationId[]) {
    (client as Record<string, unknown>)[id] = async (params?: Record<string, unknown>, callOptions?: CallOptions) =>
      (await call(id, params, callOptions)).data;
  }
  return client as EnergyClient;
}

export type { CallOptions, ListItem, ListOperationId, OperationArgs, OperationParams, OperationResult };
