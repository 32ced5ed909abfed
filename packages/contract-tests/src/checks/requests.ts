import { namedParameters } from '../rules/errors.js';
import { isListBody } from '../rules/list-envelope.js';
import { recordKey } from '../rules/records.js';
import type { CheckContext, CheckDefinition } from './check.js';
import { chargePath, consumptionPath, type AccountMeter, type TariffRef } from './discovery.js';

/** The body two answers must share to be "the same resource": their records or their whole body. */
const essence = (body: unknown): string =>
  recordKey(isListBody(body) ? { count: body.count, results: body.results } : body);

/** Every slash path the run can fill in, with a query to check that the redirect keeps it. */
async function slashPaths(ctx: CheckContext): Promise<Array<{ path: string; auth: 'none' | 'basic' }>> {
  const tariffs = await ctx.discovery.tariffs((p) => ctx.get(p));
  const out: Array<{ path: string; auth: 'none' | 'basic' }> = [];
  const product = [...tariffs.details.keys()][0];
  if (product !== undefined) out.push({ path: `/products/${encodeURIComponent(product)}/`, auth: 'none' });
  for (const ref of [tariffs.halfHourly, tariffs.stepped, tariffs.dual, tariffs.gas].filter(
    (t): t is TariffRef => t !== undefined,
  )) {
    for (const charge of ref.charges) out.push({ path: `${chargePath(ref, charge)}?page_size=2`, auth: 'none' });
  }
  out.push({ path: '/industry/grid-supply-points/?page_size=2', auth: 'none' });
  if (ctx.options.accountNumber !== undefined && ctx.requester.hasCredentials) {
    const { meters } = await ctx.discovery.account((p, init) => ctx.get(p, init));
    out.push({ path: `/accounts/${encodeURIComponent(ctx.options.accountNumber)}/`, auth: 'basic' });
    const electricity = meters.find((m) => m.fuel === 'electricity');
    if (electricity !== undefined)
      out.push({ path: `/electricity-meter-points/${encodeURIComponent(electricity.pointId)}/`, auth: 'none' });
    for (const fuel of ['electricity', 'gas'] as const) {
      const meter = meters.find((m: AccountMeter) => m.fuel === fuel);
      if (meter !== undefined) out.push({ path: `${consumptionPath(meter)}?page_size=2`, auth: 'basic' });
    }
  }
  // Each kind of path once: the same template twice proves nothing more.
  const seen = new Set<string>();
  return out.filter(({ path }) => {
    const shape = path.split('?')[0]!.replace(/\/[^/]*\d[^/]*\//g, '/{}/');
    if (seen.has(shape)) return false;
    seen.add(shape);
    return true;
  });
}

const trailingSlash: CheckDefinition = {
  id: 'paths.slashless-redirect',
  title: 'paths: each path without its trailing slash reaches the same resource through a 301, query kept',
  rules: ['trailing-slash'],
  async run(ctx: CheckContext) {
    for (const { path, auth } of await slashPaths(ctx)) {
      const [slashPath, query] = path.split('?') as [string, string?];
      const bare = `${slashPath.slice(0, -1)}${query === undefined ? '' : `?${query}`}`;
      const direct = await ctx.get(path, { auth });
      const res = await ctx.get(bare, { auth });
      if (res.status !== 301) {
        ctx.fail('trailing-slash', `GET ${bare} answered ${res.status}, expected a 301 to ${path}`);
        continue;
      }
      const location = res.headers.location;
      const target = location === undefined ? undefined : ctx.requester.relative(new URL(location, res.url).href);
      if (target === undefined) {
        ctx.fail(
          'trailing-slash',
          `GET ${bare}: 301 with Location ${location ?? '(none)'}, not a path on the base URL`,
        );
        continue;
      }
      if (target !== path)
        ctx.fail('trailing-slash', `GET ${bare}: 301 to ${target}, expected ${path} (the query kept)`);
      const followed = await ctx.get(target, { auth });
      if (followed.status !== direct.status || essence(followed.body) !== essence(direct.body)) {
        ctx.fail(
          'trailing-slash',
          `GET ${bare} followed to ${target} answered ${followed.status}, not what ${path} answers (${direct.status})`,
        );
      }
    }
  },
};

/** A pair of requests: what a real client sends and the canonical form it means. */
interface ClientValue {
  label: string;
  sent: string;
  canonical: string;
  /** The parameter a strict server names in its 400. */
  parameter: string;
}

async function clientValues(ctx: CheckContext): Promise<ClientValue[]> {
  const out: ClientValue[] = [
    {
      label: 'a Python boolean',
      sent: '/products/?is_green=True',
      canonical: '/products/?is_green=true',
      parameter: 'is_green',
    },
    {
      label: 'an empty value (Go clients)',
      sent: '/products/?brand=&is_green=true',
      canonical: '/products/?is_green=true',
      parameter: 'brand',
    },
    {
      label: 'an unreadable page_size',
      sent: '/products/?page_size=abc',
      canonical: '/products/?page_size=100',
      parameter: 'page_size',
    },
  ];
  const tariffs = await ctx.discovery.tariffs((p) => ctx.get(p));
  const ref = tariffs.halfHourly ?? tariffs.stepped;
  if (ref !== undefined) {
    const bounds = await ctx.discovery.seriesBounds((p) => ctx.get(p), chargePath(ref, 'standard-unit-rates'));
    if (bounds !== undefined) {
      const day = new Date(bounds.newest.start - 5 * 86_400_000).toISOString().slice(0, 10);
      const path = chargePath(ref, 'standard-unit-rates');
      out.push({
        label: 'a date alone',
        sent: `${path}?period_from=${day}&page_size=1500`,
        canonical: `${path}?period_from=${day}T00:00&page_size=1500`,
        parameter: 'period_from',
      });
    }
  }
  return out;
}

const lenientValues: CheckDefinition = {
  id: 'query.client-values',
  title:
    'query: the values real clients send (True, empty, a date alone) read as the platform reads them (strict mode: a 400 naming the parameter)',
  rules: ['lenient-values'],
  async run(ctx: CheckContext) {
    for (const value of await clientValues(ctx)) {
      const sent = await ctx.get(value.sent);
      if (ctx.options.strict) {
        if (sent.status !== 400 || !namedParameters(sent.body).includes(value.parameter))
          ctx.fail(
            'lenient-values',
            `strict: ${value.label} (${value.sent}) answered ${sent.status}, expected a 400 naming ${value.parameter}`,
          );
        continue;
      }
      const canonical = await ctx.get(value.canonical);
      if (sent.status !== 200)
        ctx.fail(
          'lenient-values',
          `${value.label} (${value.sent}) answered ${sent.status} ${sent.text.slice(0, 100)}; the platform answers it as ${value.canonical}`,
        );
      else if (essence(sent.body) !== essence(canonical.body))
        ctx.fail('lenient-values', `${value.label} (${value.sent}) does not answer as ${value.canonical}`);
    }
  },
};

const notFound: CheckDefinition = {
  id: 'errors.not-found',
  title: 'errors: an unknown product, path or page is a JSON 404 in the error shape',
  rules: ['not-found', 'invalid-page', 'json-body', 'error-shape'],
  async run(ctx: CheckContext) {
    for (const path of ['/products/NO-SUCH-PRODUCT-00-00-00/', '/no-such-resource/']) {
      const res = await ctx.get(path);
      if (res.status !== 404) ctx.fail('not-found', `GET ${path} answered ${res.status}, expected 404`);
      else if (!res.json || typeof (res.body as { detail?: unknown } | undefined)?.detail !== 'string')
        ctx.fail(
          'not-found',
          `GET ${path}: the 404 body is not {"detail": "..."} JSON (${res.headers['content-type'] ?? 'no content-type'}: ${res.text.slice(0, 60)})`,
        );
    }
    const res = await ctx.get('/products/?page=100000');
    if (res.status !== 404 || (res.body as { detail?: unknown } | undefined)?.detail !== 'Invalid page.')
      ctx.fail(
        'invalid-page',
        `GET /products/?page=100000 answered ${res.status} ${res.text.slice(0, 80)}, expected 404 {"detail": "Invalid page."}`,
      );
  },
};

const badDatetime: CheckDefinition = {
  id: 'errors.bad-datetime',
  title: 'errors: a malformed datetime is a 400 naming the parameter',
  rules: ['bad-datetime', 'error-shape'],
  async run(ctx: CheckContext) {
    const tariffs = await ctx.discovery.tariffs((p) => ctx.get(p));
    const paths = ['/products/?available_at=not-a-date'];
    const ref = tariffs.halfHourly ?? tariffs.stepped ?? tariffs.gas;
    if (ref !== undefined)
      paths.push(`${chargePath(ref, 'standard-unit-rates')}?period_from=2024-13-45T99:00&period_to=2024-01-02T00:00Z`);
    for (const path of paths) {
      const res = await ctx.get(path);
      const parameter = path.includes('available_at') ? 'available_at' : 'period_from';
      if (res.status !== 400 || !namedParameters(res.body).includes(parameter))
        ctx.fail(
          'bad-datetime',
          `GET ${path} answered ${res.status} ${res.text.slice(0, 100)}, expected a 400 naming ${parameter}`,
        );
    }
  },
};

const apiRoot: CheckDefinition = {
  id: 'paths.api-root',
  title: 'paths: the base URL lists the collections, each link absolute and answering',
  rules: ['api-root', 'json-body'],
  async run(ctx: CheckContext) {
    const res = await ctx.get('/');
    const links = res.body as Record<string, unknown> | undefined;
    if (res.status !== 200 || !res.json || typeof links !== 'object' || links === null || Array.isArray(links)) {
      ctx.fail(
        'api-root',
        `GET / answered ${res.status} ${res.text.slice(0, 80)}, expected 200 with a JSON object of links`,
      );
      return;
    }
    const base = new URL(res.url);
    for (const [name, list] of [
      ['products', '/products/'],
      ['industry/grid-supply-points', '/industry/grid-supply-points/'],
    ] as const) {
      const href = Object.hasOwn(links, name) ? links[name] : undefined;
      const want = new URL(list.slice(1), base).href;
      if (href !== want) {
        ctx.fail('api-root', `GET /: ${JSON.stringify(name)} is ${JSON.stringify(href)}, expected ${want}`);
        continue;
      }
      const listed = await ctx.get(list);
      if (listed.status !== 200)
        ctx.fail('api-root', `GET / links ${name} to ${want}, which answered ${listed.status}`);
    }
  },
};

/** Checks of how requests are read: paths, query values and errors. */
export const requestChecks: readonly CheckDefinition[] = [apiRoot, trailingSlash, lenientValues, notFound, badDatetime];
