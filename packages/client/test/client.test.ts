// The client against the real mock server on 127.0.0.1:0, with a fixed clock so the data is
// deterministic: every operation, paginate, the period helpers, typed errors, auth and a real 429.
import {
  DEFAULT_ACCOUNT_NUMBER,
  DEFAULT_API_KEY,
  startMockServer,
  type RunningMockServer,
} from '@energy-contracts/mock-server';
import type { Account } from '@energy-contracts/types/rest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ApiError,
  AuthError,
  EnergyClientError,
  NetworkError,
  NotFoundError,
  PaginationError,
  RateLimitError,
  TimeoutError,
  ValidationError,
  createEnergyClient,
  inForceAt,
  londonDay,
  londonMidnight,
  londonMonth,
  nextDay,
  type EnergyClient,
  type OperationId,
} from '../src/index.js';

// The clock of the mock: its half-hourly Agile series runs from 2016-01-01 to the day after it,
// so July 2024 and both 2024 clock-change days lie well inside.
const NOW = '2025-01-15T12:00:00Z';
const AGILE = { product: 'AGILE-24-04-03', tariff: 'E-1R-AGILE-24-04-03-C' };

let mock: RunningMockServer;
let client: EnergyClient;
let account: Account;
beforeAll(async () => {
  mock = await startMockServer({ port: 0, now: NOW });
  client = createEnergyClient({ baseUrl: mock.url, apiKey: DEFAULT_API_KEY });
  account = await client.getAccount({ account_number: DEFAULT_ACCOUNT_NUMBER });
});
afterAll(async () => {
  await mock?.close();
});

/** The demo account's current electricity meter (agreements on real tariffs of the data set). */
function currentMeter(): { mpan: string; serial: string; gas: { mprn: string; serial: string } } {
  const property = account.properties.find((p) => p.moved_out_at === null)!;
  const point = property.electricity_meter_points.find((p) => !p.is_export)!;
  const gas = property.gas_meter_points[0]!;
  return {
    mpan: point.mpan,
    serial: point.meters[0]!.serial_number,
    gas: { mprn: gas.mprn, serial: gas.meters[0]!.serial_number },
  };
}

describe('every operation of the contract is a typed call', () => {
  const calls: [OperationId, (c: EnergyClient) => Promise<unknown>][] = [
    ['getApiRoot', (c) => c.getApiRoot()],
    ['listProducts', (c) => c.listProducts({ is_green: true })],
    ['getProduct', (c) => c.getProduct({ product_code: AGILE.product })],
    [
      'listElectricityStandardUnitRates',
      (c) =>
        c.listElectricityStandardUnitRates({
          product_code: AGILE.product,
          tariff_code: AGILE.tariff,
          ...londonDay('2024-07-01'),
        }),
    ],
    [
      'listElectricityStandingCharges',
      (c) =>
        c.listElectricityStandingCharges({
          product_code: AGILE.product,
          tariff_code: AGILE.tariff,
          ...londonDay('2024-07-01'),
        }),
    ],
    [
      'listElectricityDayUnitRates',
      (c) =>
        c.listElectricityDayUnitRates({
          product_code: 'VAR-22-11-01',
          tariff_code: 'E-2R-VAR-22-11-01-C',
          ...londonDay('2024-07-01'),
        }),
    ],
    [
      'listElectricityNightUnitRates',
      (c) =>
        c.listElectricityNightUnitRates({
          product_code: 'VAR-22-11-01',
          tariff_code: 'E-2R-VAR-22-11-01-C',
          ...londonDay('2024-07-01'),
        }),
    ],
    [
      'listGasStandardUnitRates',
      (c) =>
        c.listGasStandardUnitRates({
          product_code: 'VAR-22-11-01',
          tariff_code: 'G-1R-VAR-22-11-01-C',
          ...londonDay('2024-07-01'),
        }),
    ],
    [
      'listGasStandingCharges',
      (c) =>
        c.listGasStandingCharges({
          product_code: 'VAR-22-11-01',
          tariff_code: 'G-1R-VAR-22-11-01-C',
          ...londonDay('2024-07-01'),
        }),
    ],
    ['getAccount', (c) => c.getAccount({ account_number: DEFAULT_ACCOUNT_NUMBER })],
    ['getElectricityMeterPoint', (c) => c.getElectricityMeterPoint({ mpan: currentMeter().mpan })],
    [
      'listElectricityMeterConsumption',
      (c) =>
        c.listElectricityMeterConsumption({
          mpan: currentMeter().mpan,
          serial_number: currentMeter().serial,
          page_size: 10,
        }),
    ],
    [
      'listGasMeterConsumption',
      (c) =>
        c.listGasMeterConsumption({
          mprn: currentMeter().gas.mprn,
          serial_number: currentMeter().gas.serial,
          page_size: 10,
        }),
    ],
    ['listGridSupplyPoints', (c) => c.listGridSupplyPoints({ postcode: 'SW16 2GY' })],
  ];
  test('the table covers every operation the client has', () => {
    const methods = Object.keys(client).filter((k) => /^(list|get)[A-Z]/.test(k));
    expect(calls.map(([id]) => id).sort()).toEqual(methods.sort());
  });
  test.each(calls)('%s answers a body the contract describes', async (_id, run) => {
    const body = (await run(client)) as Record<string, unknown>;
    expect(body).toBeTypeOf('object');
    if ('results' in body) expect((body.results as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('paginate', () => {
  test('a month of half-hourly rates: exactly the records of that month, each once, in pages of the maximum size', async () => {
    const seen: string[] = [];
    const requests: string[] = [];
    const counting = createEnergyClient({
      baseUrl: mock.url,
      fetch: (r) => {
        requests.push(r.url);
        return fetch(r);
      },
    });
    const month = londonMonth('2024-03'); // 31 days, one of them the 23-hour spring day
    for await (const rate of counting.paginate('listElectricityStandardUnitRates', {
      product_code: AGILE.product,
      tariff_code: AGILE.tariff,
      ...month,
    })) {
      seen.push(rate.valid_from);
    }
    expect(seen).toHaveLength(31 * 48 - 2);
    expect(new Set(seen).size).toBe(seen.length);
    const from = Date.parse(month.period_from);
    const to = Date.parse(month.period_to);
    expect(seen.every((v) => Date.parse(v) >= from && Date.parse(v) < to)).toBe(true);
    // 1486 records fit in one page of 1500: the contract's maximum, read from the bundled spec.
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!).searchParams.get('page_size')).toBe('1500');
  });

  test('follows next across pages (page_size given) and yields every record once', async () => {
    const requests: string[] = [];
    const counting = createEnergyClient({
      baseUrl: mock.url,
      fetch: (r) => {
        requests.push(r.url);
        return fetch(r);
      },
    });
    const all = await counting
      .paginate('listElectricityStandardUnitRates', {
        product_code: AGILE.product,
        tariff_code: AGILE.tariff,
        ...londonDay('2024-07-01'),
        page_size: 10,
      })
      .toArray();
    expect(all).toHaveLength(48);
    expect(new Set(all.map((r) => r.valid_from)).size).toBe(48);
    expect(requests).toHaveLength(5);
    expect(requests.slice(1).every((u) => new URL(u).searchParams.get('page_size') === '10')).toBe(true);
  });

  test('consumption pages carry the credentials to the same origin', async () => {
    const { mpan, serial } = currentMeter();
    const pages = await client
      .paginate('listElectricityMeterConsumption', {
        mpan,
        serial_number: serial,
        page_size: 48,
        ...londonDay('2024-12-01'),
      })
      .toArray();
    expect(pages).toHaveLength(48);
  });

  test('a list operation with no record yields nothing', async () => {
    expect(await client.paginate('listProducts', { brand: 'NO_SUCH_BRAND' }).toArray()).toEqual([]);
  });

  test('a next link that repeats a page stops with a PaginationError, not a loop', async () => {
    // A server whose page 2 links back to page 1 (written with its parameters in another order).
    const looping = createEnergyClient({
      baseUrl: mock.url,
      fetch: async (r) => {
        const response = await fetch(r);
        const body = (await response.json()) as { next: string | null };
        if (new URL(r.url).searchParams.get('page') === '2') {
          const u = new URL(r.url);
          u.searchParams.delete('page');
          body.next = `${u.origin}${u.pathname}?${[...u.searchParams]
            .reverse()
            .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
            .join('&')}`;
        }
        return Response.json(body, { status: response.status });
      },
    });
    const iterator = looping.paginate('listProducts', { page_size: 5 });
    await expect(iterator.toArray()).rejects.toThrow(PaginationError);
    await expect(looping.paginate('listProducts', { page_size: 5 }).toArray()).rejects.toMatchObject({
      reason: 'repeated-next',
      pages: 2,
    });
  });

  test('maxPages bounds the pages read', async () => {
    await expect(client.paginate('listProducts', { page_size: 5 }, { maxPages: 2 }).toArray()).rejects.toMatchObject({
      reason: 'too-many-pages',
      pages: 2,
    });
  });

  test('breaking out of the loop reads no further page', async () => {
    const requests: string[] = [];
    const counting = createEnergyClient({
      baseUrl: mock.url,
      fetch: (r) => {
        requests.push(r.url);
        return fetch(r);
      },
    });
    for await (const product of counting.paginate('listProducts', { page_size: 2 })) {
      expect(product.code).toBeTypeOf('string');
      break;
    }
    expect(requests).toHaveLength(1);
  });
});

describe('period helpers', () => {
  test.each([
    ['2024-03-31', 46, 23],
    ['2024-10-27', 50, 25],
    ['2024-07-01', 48, 24],
  ])('londonDay(%s) yields %i Agile half-hours (%i hours)', async (day, n, hours) => {
    const rates = await client.unitRates({ ...AGILE, period: londonDay(day) });
    expect(rates).toHaveLength(n);
    expect(rates.every((r) => r.durationMinutes === 30 && r.from instanceof Date && r.to instanceof Date)).toBe(true);
    expect(rates[0]!.from.getTime()).toBe(londonMidnight(day));
    expect(rates.at(-1)!.to!.getTime()).toBe(londonMidnight(nextDay(day)));
    expect((rates.at(-1)!.to!.getTime() - rates[0]!.from.getTime()) / 3_600_000).toBe(hours);
    // oldest first, contiguous
    for (const [i, r] of rates.slice(1).entries()) expect(r.from.getTime()).toBe(rates[i]!.to!.getTime());
  });

  test('the product code is read from the tariff code when absent', async () => {
    expect(await client.unitRates({ tariff: AGILE.tariff, period: londonDay('2024-07-01') })).toHaveLength(48);
  });

  test('rateAt on a stepped tariff returns the one record in force (DIRECT_DEBIT unless asked otherwise)', async () => {
    const tariff = 'E-1R-VAR-22-11-01-C';
    const t = '2024-06-15T12:00:00Z';
    const wide = await client.unitRates({
      tariff,
      period: { period_from: '2024-01-01T00:00:00Z', period_to: '2025-01-01T00:00:00Z' },
    });
    const want = wide.filter(
      (r) => r.from.getTime() <= Date.parse(t) && (r.to === null || r.to.getTime() > Date.parse(t)),
    );
    expect(want.map((r) => r.payment_method).sort()).toEqual(['DIRECT_DEBIT', 'NON_DIRECT_DEBIT']);
    const rate = await client.rateAt(tariff, t);
    expect(rate).toEqual(want.find((r) => r.payment_method === 'DIRECT_DEBIT'));
    expect(rate!.durationMinutes).toBeGreaterThan(60 * 24 * 28);
    expect(await client.rateAt(tariff, new Date(t), { paymentMethod: 'NON_DIRECT_DEBIT' })).toEqual(
      want.find((r) => r.payment_method === 'NON_DIRECT_DEBIT'),
    );
  });

  test('rateAt at a half-hour boundary on Agile returns the half-hour that starts there', async () => {
    const rate = await client.rateAt(AGILE.tariff, '2024-07-01T11:30:00Z');
    expect(rate?.valid_from).toBe('2024-07-01T11:30:00Z');
    expect(rate?.payment_method).toBeNull();
  });

  test('rateAt after the half-hourly horizon is null', async () => {
    expect(await client.rateAt(AGILE.tariff, '2030-01-01T00:00:00Z')).toBeNull();
  });

  test('standing charges of a London day', async () => {
    const charges = await client.standingCharges({ tariff: 'G-1R-VAR-22-11-01-C', period: londonDay('2024-07-01') });
    expect(charges.length).toBeGreaterThan(0);
    expect(charges.every((c) => c.from.getTime() < Date.parse(londonDay('2024-07-01').period_to))).toBe(true);
  });

  test('consumption grouped by day equals the sum of its half-hours', async () => {
    const { mpan, serial } = currentMeter();
    const period = { period_from: londonDay('2024-10-25').period_from, period_to: londonDay('2024-10-28').period_from }; // three days, the 25-hour one last
    const halfHours = await client.consumption({ mpan, serial, period });
    const days = await client.consumption({ mpan, serial, period, groupBy: 'day' });
    expect(halfHours).toHaveLength(48 + 48 + 50);
    expect(days.map((d) => d.durationMinutes)).toEqual([24 * 60, 24 * 60, 25 * 60]);
    for (const day of days) {
      const inside = halfHours.filter((h) => h.start >= day.start && h.end <= day.end);
      const sum = inside.reduce((total, h) => total + Math.round(h.consumption * 1000), 0) / 1000;
      expect(day.consumption, day.interval_start).toBeCloseTo(sum, 9);
    }
    // oldest first
    expect(halfHours[0]!.start.getTime()).toBe(Date.parse(period.period_from));
  });

  test('gas consumption by mprn', async () => {
    const { gas } = currentMeter();
    const days = await client.consumption({
      mprn: gas.mprn,
      serial: gas.serial,
      period: londonMonth('2024-11'),
      groupBy: 'day',
    });
    expect(days).toHaveLength(30);
  });

  test('inForceAt selects the record of that second', async () => {
    const page = await client.listElectricityStandardUnitRates({
      product_code: AGILE.product,
      tariff_code: AGILE.tariff,
      ...inForceAt(new Date('2024-07-01T11:45:10.500Z')),
    });
    expect(page.results.map((r) => r.valid_from)).toEqual(['2024-07-01T11:30:00Z']);
  });
});

describe('errors are typed values', () => {
  test('404 is a NotFoundError with the detail', async () => {
    const error = await client.getProduct({ product_code: 'NO-SUCH-PRODUCT' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, detail: 'Not found.', kind: 'not-found' });
  });
  test('400 is a ValidationError with the per-parameter messages', async () => {
    const error = await client
      .listElectricityStandardUnitRates({
        product_code: AGILE.product,
        tariff_code: AGILE.tariff,
        period_to: '2024-07-01T00:00Z',
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors.period_to?.[0]).toMatch(/period_from/);
    expect((error as Error).message).toMatch(/HTTP 400 period_to: /);
  });
  test('401 without credentials and 403 for another account are AuthErrors', async () => {
    const anonymous = createEnergyClient({ baseUrl: mock.url });
    await expect(anonymous.getAccount({ account_number: DEFAULT_ACCOUNT_NUMBER })).rejects.toMatchObject({
      status: 401,
      kind: 'auth',
    });
    await expect(client.getAccount({ account_number: 'B-1234A1A1' })).rejects.toBeInstanceOf(AuthError);
    await expect(client.getAccount({ account_number: 'B-1234A1A1' })).rejects.toMatchObject({ status: 403 });
  });
  test.each([
    ['token', { apiKey: DEFAULT_API_KEY, apiKeyScheme: 'token' as const }],
    ['basic', { apiKey: DEFAULT_API_KEY }],
  ])('the key as %s opens the account', async (_name, auth) => {
    const c = createEnergyClient({ baseUrl: mock.url, ...auth });
    expect((await c.getAccount({ account_number: DEFAULT_ACCOUNT_NUMBER })).number).toBe(DEFAULT_ACCOUNT_NUMBER);
  });
  test('credentials go only to operations that need them', async () => {
    const sent: [string, string | null][] = [];
    const c = createEnergyClient({
      baseUrl: mock.url,
      apiKey: DEFAULT_API_KEY,
      fetch: (r) => {
        sent.push([new URL(r.url).pathname, r.headers.get('authorization')]);
        return fetch(r);
      },
    });
    await c.listProducts({ page_size: 1 });
    await c.getAccount({ account_number: DEFAULT_ACCOUNT_NUMBER });
    expect(sent).toEqual([
      ['/v1/products/', null],
      ['/v1/accounts/A-1A2B3C4D/', `Basic ${btoa(`${DEFAULT_API_KEY}:`)}`],
    ]);
  });
  test('bad options and missing path parameters are TypeErrors before any request', async () => {
    expect(() => createEnergyClient({ baseUrl: 'api.example/v1' })).toThrow(
      /^baseUrl: expected an absolute http\(s\) URL/,
    );
    expect(() => createEnergyClient({ baseUrl: mock.url, apiKey: 'a', token: 'b' })).toThrow(/apiKey, token: give one/);
    expect(() => createEnergyClient({ baseUrl: mock.url, retry: { maxRetries: -1 } })).toThrow(/retry\.maxRetries/);
    expect(() => createEnergyClient({ baseUrl: mock.url, timeoutMs: 0 })).toThrow(/timeoutMs/);
    await expect(client.getProduct({ product_code: '' })).rejects.toThrow(
      /getProduct: path parameter product_code is required/,
    );
    await expect(client.unitRates({ tariff: 'weird', period: londonDay('2024-07-01') })).rejects.toThrow(
      /product: cannot read the product code from tariff "weird"/,
    );
    await expect(
      client.unitRates({ tariff: 'G-1R-VAR-22-11-01-C', register: 'day', period: londonDay('2024-07-01') }),
    ).rejects.toThrow(/register: gas tariffs have standard unit rates only/);
  });
});

describe('retries and timeouts', () => {
  test("a 429 from the mock's rate limiter is retried after Retry-After and succeeds", async () => {
    // The limiter's clock stands still until a 429 has been answered, then moves one window on: three
    // requests against 2 per window meet exactly one 429 however fast or slow they arrive, and the
    // retry, sent after the Retry-After second, falls in the next window.
    let limiterNow = 0;
    const limited = await startMockServer({
      port: 0,
      now: NOW,
      rateLimit: { limit: 2, windowMs: 1_000, clock: () => limiterNow },
    });
    try {
      const statuses: number[] = [];
      const retryAfter: (string | null)[] = [];
      const c = createEnergyClient({
        baseUrl: limited.url,
        fetch: async (r) => {
          const res = await fetch(r);
          statuses.push(res.status);
          if (res.status === 429) {
            retryAfter.push(res.headers.get('retry-after'));
            limiterNow += 1_000;
          }
          return res;
        },
      });
      const bodies = await Promise.all([1, 2, 3].map(() => c.listProducts({ page_size: 1 })));
      expect(bodies.every((b) => b.results.length === 1)).toBe(true);
      expect(statuses.filter((s) => s === 429)).toHaveLength(1);
      expect(retryAfter).toEqual(['1']);
      expect(statuses).toHaveLength(4);
      expect(statuses.at(-1)).toBe(200);
    } finally {
      await limited.close();
    }
  });

  test('a Retry-After longer than maxDelayMs is not waited: the 429 is a RateLimitError carrying it', async () => {
    // A limiter clock that stands still: the second request is in the first one's minute, always.
    const limited = await startMockServer({
      port: 0,
      now: NOW,
      rateLimit: { limit: 1, windowMs: 60_000, clock: () => 0 },
    });
    try {
      const c = createEnergyClient({ baseUrl: limited.url, retry: { maxRetries: 3, maxDelayMs: 1_000 } });
      await c.listProducts({ page_size: 1 });
      const error = await c.listProducts({ page_size: 1 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RateLimitError);
      expect((error as RateLimitError).retryAfterMs).toBe(60_000);
      expect((error as RateLimitError).detail).toMatch(/throttled/);
    } finally {
      await limited.close();
    }
  });

  test('timeoutMs ends an attempt with a TimeoutError; a signal cancels a call', async () => {
    const slow = createEnergyClient({
      baseUrl: mock.url,
      timeoutMs: 50,
      fetch: (r) =>
        new Promise((_resolve, reject) => r.signal.addEventListener('abort', () => reject(r.signal.reason))),
    });
    await expect(slow.listProducts()).rejects.toBeInstanceOf(TimeoutError);
    const hanging = createEnergyClient({
      baseUrl: mock.url,
      fetch: (r) =>
        new Promise((_resolve, reject) => r.signal.addEventListener('abort', () => reject(r.signal.reason))),
    });
    const controller = new AbortController();
    const call = hanging.listProducts(undefined, { signal: controller.signal });
    controller.abort(new Error('user cancelled'));
    await expect(call).rejects.toThrow('user cancelled');
  });
});

describe('timeoutMs ends at the headers', () => {
  test('a body that arrives after timeoutMs is read in full, as the README says (only the signal limits it)', async () => {
    // As fetch does, the body fails when the request's signal aborts; the headers are there at once.
    const slowBody = (r: Request): Response => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"code":"AGILE-24-04-03",'));
          r.signal.addEventListener('abort', () => controller.error(r.signal.reason));
          // Created after the client's 10 ms timer, so it fires after it would have.
          setTimeout(() => {
            if (r.signal.aborted) return;
            controller.enqueue(new TextEncoder().encode('"display_name":"Agile Octopus"}'));
            controller.close();
          }, 50);
        },
      });
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    };
    const c = createEnergyClient({
      baseUrl: 'https://api.example/v1/',
      timeoutMs: 10,
      fetch: async (r) => slowBody(r),
    });
    expect(await c.getProduct({ product_code: 'AGILE-24-04-03' })).toEqual({
      code: 'AGILE-24-04-03',
      display_name: 'Agile Octopus',
    });
  });
});

describe('raw calls', () => {
  test('return an HTTP error answer as { error, response }; a request without an answer throws, as the README says', async () => {
    const answering = createEnergyClient({
      baseUrl: 'https://api.example/v1/',
      fetch: async () => Response.json({ detail: 'Not found.' }, { status: 404 }),
    });
    const { data, error, response } = await answering.raw.GET('/products/{product_code}/', {
      params: { path: { product_code: 'NOPE' } },
    });
    expect([data, error, response.status]).toEqual([undefined, { detail: 'Not found.' }, 404]);
    const silent = createEnergyClient({
      baseUrl: 'https://api.example/v1/',
      retry: false,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(silent.raw.GET('/products/', {})).rejects.toBeInstanceOf(NetworkError);
    const html = createEnergyClient({
      baseUrl: 'https://api.example/v1/',
      fetch: async () => new Response('<html></html>', { status: 200 }),
    });
    await expect(html.raw.GET('/products/', {})).rejects.toBeInstanceOf(SyntaxError);
  });
});

describe('a server that is not there', () => {
  test('a refused connection is a NetworkError (an EnergyClientError) with the cause, not a bare TypeError', async () => {
    // A port that was just free: listen on 127.0.0.1:0, note the port, close.
    const { createServer } = await import('node:net');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const offline = createEnergyClient({ baseUrl: `http://127.0.0.1:${port}/v1/`, retry: false });
    const error = await offline.getProduct({ product_code: 'AGILE-24-04-03' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(EnergyClientError);
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
    expect((error as NetworkError).message).toMatch(
      new RegExp(
        `^GET http://127\\.0\\.0\\.1:${port}/v1/products/AGILE-24-04-03/: no answer from the server \\(fetch failed: .*ECONNREFUSED`,
      ),
    );
  });
});

describe('a 2xx answer whose body is not the JSON object the contract promises', () => {
  const cases: [string, { body: string | null; headers?: Record<string, string>; got: RegExp }][] = [
    ['an HTML page', { body: '<html>maintenance</html>', headers: { 'content-type': 'text/html' }, got: /not JSON/ }],
    ['an empty body', { body: '', got: /not JSON/ }],
    ['an empty body with Content-Length: 0', { body: null, headers: { 'content-length': '0' }, got: /not JSON/ }],
    ['JSON null', { body: 'null', got: /expected a JSON object, got null/ }],
    ['a JSON array', { body: '[1,2]', got: /expected a JSON object, got \[1,2\]/ }],
    ['a JSON string', { body: '"ok"', got: /expected a JSON object, got "ok"/ }],
  ];
  test.each(cases)(
    '%s is an ApiError naming the URL, for an operation and for the first page of paginate',
    async (_name, c) => {
      const odd = createEnergyClient({
        baseUrl: 'https://api.example/v1/',
        fetch: async () => new Response(c.body, { status: 200, headers: c.headers }),
      });
      for (const call of [
        () => odd.getProduct({ product_code: 'AGILE-24-04-03' }),
        () => odd.paginate('listProducts').toArray(),
      ]) {
        const error = await call().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ status: 200, method: 'GET' });
        expect((error as ApiError).message).toMatch(/^GET https:\/\/api\.example\/v1\/products\/\S*: /);
        expect((error as ApiError).message).toMatch(c.got);
      }
    },
  );
});

describe('a path parameter that is a dot segment', () => {
  test.each([
    ['.', 'product_code', 'getProduct', { product_code: '.' }],
    ['..', 'product_code', 'getProduct', { product_code: '..' }],
    ['..', 'account_number', 'getAccount', { account_number: '..' }],
    ['.', 'tariff_code', 'listElectricityStandardUnitRates', { product_code: 'AGILE-24-04-03', tariff_code: '.' }],
  ] as const)('%s as %s of %s is a TypeError naming it, before any request', async (_dot, name, id, params) => {
    // URL resolution drops "." and climbs on "..": /products/../ would be GET /v1/, another operation.
    const sent: string[] = [];
    const c = createEnergyClient({
      baseUrl: 'https://api.example/v1/',
      apiKey: 'k',
      fetch: async (r) => {
        sent.push(r.url);
        return Response.json({});
      },
    });
    const call = (c[id] as (p: Record<string, string>) => Promise<unknown>)(params);
    await expect(call).rejects.toThrow(
      new TypeError(`${id}: path parameter ${name} cannot be "." or ".." (a URL dot segment)`),
    );
    expect(sent).toEqual([]);
  });
});

describe('every malformed option is a TypeError naming it when the client is created', () => {
  const fetch = async () => Response.json({ code: 'AGILE-24-04-03' });
  test.each<[string, unknown, RegExp]>([
    ['no options at all', undefined, /^options: expected an object such as \{ baseUrl \}, got undefined$/],
    [
      'a fetch that is not a function',
      { fetch: 'nope' },
      /^fetch: expected a function \(request\) => Promise<Response>, got "nope"$/,
    ],
    ['a header value with a newline', { fetch, headers: { 'User-Agent': 'a\nb' } }, /^headers: /],
    ['a header name with a space', { fetch, headers: { 'bad name': 'x' } }, /^headers: /],
    [
      'retry.statuses that is not an array',
      { fetch, retry: { statuses: 429 } },
      /^retry\.statuses: expected an array of HTTP statuses \(100-599\), got 429$/,
    ],
    [
      'retry.statuses holding strings',
      { fetch, retry: { statuses: ['503'] } },
      /^retry\.statuses: expected an array of HTTP statuses \(100-599\), got \["503"\]$/,
    ],
    [
      'a baseUrl with a query',
      { fetch, baseUrl: 'https://api.example/v1/?x=1' },
      /^baseUrl: expected no query or fragment/,
    ],
    [
      'a baseUrl with a fragment',
      { fetch, baseUrl: 'https://api.example/v1/#top' },
      /^baseUrl: expected no query or fragment/,
    ],
    [
      'a baseUrl with credentials',
      { fetch, baseUrl: 'https://user:pass@api.example/v1/' },
      /^baseUrl: expected no credentials in the URL \(give apiKey or token\)/,
    ],
  ])('%s', async (_name, overrides, message) => {
    const options =
      overrides === undefined ? undefined : { baseUrl: 'https://api.example/v1/', ...(overrides as object) };
    expect(() => createEnergyClient(options as never)).toThrow(TypeError);
    expect(() => createEnergyClient(options as never)).toThrow(message);
  });
});

describe('a register that is not one of standard, day, night', () => {
  test.each(['bogus', '__proto__', 'toString', ''])(
    '%j is a TypeError naming register, before any request',
    async (register) => {
      const sent: string[] = [];
      const c = createEnergyClient({
        baseUrl: 'https://api.example/v1/',
        fetch: async (r) => {
          sent.push(r.url);
          return Response.json({ count: 0, next: null, previous: null, results: [] });
        },
      });
      const query = { tariff: 'E-1R-AGILE-24-04-03-C', register: register as 'day', period: londonDay('2024-07-01') };
      await expect(c.unitRates(query)).rejects.toThrow(
        new TypeError(`register: expected "standard", "day" or "night", got ${JSON.stringify(register)}`),
      );
      await expect(c.rateAt(query.tariff, '2024-07-01T12:00:00Z', { register: register as 'day' })).rejects.toThrow(
        /^register: expected "standard", "day" or "night"/,
      );
      expect(sent).toEqual([]);
    },
  );
});
