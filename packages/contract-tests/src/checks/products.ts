import { checkListEnvelope, isListBody, linkPage } from '../rules/list-envelope.js';
import { BOOLEAN_FILTERS, availableAt } from '../rules/products.js';
import type { CheckContext, CheckDefinition } from './check.js';
import { Discovery, type Product } from './discovery.js';

const codes = (records: readonly unknown[]): string[] => records.map((p) => String((p as Product).code)).sort();
const same = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);
const MAX_PAGES_WALKED = 60;

async function listCodes(ctx: CheckContext, query: string): Promise<string[] | undefined> {
  try {
    const { records } = await Discovery.walk((p) => ctx.get(p), `/products/?${query}&page_size=1500`);
    return codes(records);
  } catch (error) {
    ctx.fail('filters', `GET /products/?${query}: ${(error as Error).message}`);
    return undefined;
  }
}

/** Follows `next` from page 1 with a small page size and checks what it visits. */
const pagination: CheckDefinition = {
  id: 'products.pagination',
  title: 'products: following next visits every product once, count is exact, previous/next coherent',
  rules: ['pagination', 'list-envelope'],
  async run(ctx: CheckContext) {
    const first = await ctx.get('/products/');
    if (!isListBody(first.body)) return ctx.fail('pagination', `GET /products/ answered ${first.status}, not a list`);
    const total = first.body.count;
    if (total < 2) ctx.skip(`only ${total} product: nothing to paginate`);
    const pageSize = Math.max(1, Math.ceil(total / 4));
    const seen = new Map<string, number>();
    const visited = new Set<string>();
    let path: string | undefined = `/products/?page_size=${pageSize}`;
    let page = 1;
    let previousPath: string | undefined;
    while (path !== undefined && page <= MAX_PAGES_WALKED) {
      const res = await ctx.get(path);
      visited.add(path);
      if (!isListBody(res.body)) return ctx.fail('pagination', `GET ${path} answered ${res.status}, not a list`);
      const body = res.body;
      if (body.count !== total)
        ctx.fail('pagination', `count is ${body.count} on page ${page} but ${total} on /products/`);
      for (const v of checkListEnvelope(body, { page, pageSize })) ctx.fail(v.rule, `page ${page}: ${v.message}`);
      if (page > 1 && body.previous !== null && previousPath !== undefined) {
        const back = ctx.requester.relative(body.previous);
        const want = new URLSearchParams(previousPath.split('?')[1]);
        const got = back === undefined ? undefined : new URLSearchParams(back.split('?')[1]);
        if (
          got === undefined ||
          (got.get('page') ?? '1') !== (want.get('page') ?? '1') ||
          got.get('page_size') !== want.get('page_size')
        ) {
          ctx.fail(
            'pagination',
            `previous of page ${page} is ${body.previous}, not the page before it (${previousPath})`,
          );
        }
      }
      for (const p of body.results) {
        const code = String((p as Product).code);
        if (seen.has(code)) ctx.fail('pagination', `${code} is on page ${page} and again on page ${seen.get(code)}`);
        else seen.set(code, page);
      }
      if (body.next === null) break;
      const next = ctx.requester.relative(body.next);
      if (next === undefined)
        return ctx.fail('pagination', `next (${body.next}) is not on the base URL ${ctx.requester.baseUrl.href}`);
      if (visited.has(next) || linkPage(body.next) !== page + 1)
        return ctx.fail(
          'pagination',
          `next of page ${page} is ${body.next}: it repeats a page instead of pointing at page ${page + 1}`,
        );
      previousPath = path;
      path = next;
      page += 1;
    }
    if (page > MAX_PAGES_WALKED)
      ctx.fail('pagination', `still a next link after ${MAX_PAGES_WALKED} pages of ${pageSize} for ${total} products`);
    if (seen.size !== total)
      ctx.fail('pagination', `count is ${total} but following next from page 1 visited ${seen.size} distinct products`);
  },
};

/** Each filter holds on every record; true and false split the list; filters combine with AND. */
const filters: CheckDefinition = {
  id: 'products.filters',
  title: 'products: each filter is honoured by every record, true/false split the list, combinations narrow',
  rules: ['filters'],
  async run(ctx: CheckContext) {
    const all = await ctx.discovery.products((p) => ctx.get(p));
    if (all.length === 0) ctx.skip('the products list is empty: no filter to check');
    for (const name of BOOLEAN_FILTERS) {
      const want = (v: boolean): string[] => codes(all.filter((p) => p[name] === v));
      for (const value of [true, false]) {
        const got = await listCodes(ctx, `${name}=${value}`);
        if (got === undefined) continue;
        if (!same(got, want(value))) {
          const extra = got.filter((c) => !want(value).includes(c));
          const missing = want(value).filter((c) => !got.includes(c));
          ctx.fail(
            'filters',
            `${name}=${value}: ${got.length} products, expected the ${want(value).length} of the unfiltered list with ${name} ${value}${extra.length ? `; not ${value}: ${extra.slice(0, 3).join(', ')}` : ''}${missing.length ? `; missing: ${missing.slice(0, 3).join(', ')}` : ''}`,
          );
        }
      }
    }
    const brands = new Map<string, number>();
    for (const p of all) brands.set(String(p.brand), (brands.get(String(p.brand)) ?? 0) + 1);
    const brand = [...brands.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (brand === undefined) return;
    const byBrand = await listCodes(ctx, `brand=${encodeURIComponent(brand)}`);
    const wantBrand = codes(all.filter((p) => p.brand === brand));
    if (byBrand !== undefined && !same(byBrand, wantBrand))
      ctx.fail('filters', `brand=${brand}: ${byBrand.length} products, expected ${wantBrand.length}`);
    const both = await listCodes(ctx, `brand=${encodeURIComponent(brand)}&is_green=true`);
    const wantBoth = codes(all.filter((p) => p.brand === brand && p.is_green === true));
    if (both !== undefined && !same(both, wantBoth))
      ctx.fail(
        'filters',
        `brand=${brand}&is_green=true: ${both.length} products, expected the ${wantBoth.length} with both (filters combine with AND)`,
      );
  },
};

/** `available_at` in the past lists exactly the products available then. */
const availableAtCheck: CheckDefinition = {
  id: 'products.available-at',
  title: 'products: available_at lists the products available at that instant',
  rules: ['available-at'],
  async run(ctx: CheckContext) {
    const all = await ctx.discovery.products((p) => ctx.get(p));
    const starts = all
      .map((p) => Date.parse(String(p.available_from)))
      .filter((t) => !Number.isNaN(t))
      .sort((a, b) => a - b);
    if (starts.length === 0) ctx.skip('no product has an available_from');
    // Just before the latest product became available: that one must be missing, older ones present.
    const t = starts[starts.length - 1]! - 1000;
    const at = new Date(t).toISOString().replace(/\.000Z$/, 'Z');
    const { records } = await Discovery.walk(
      (p) => ctx.get(p),
      `/products/?available_at=${encodeURIComponent(at)}&page_size=1500`,
    );
    for (const p of records as Product[]) {
      if (!availableAt(p, t))
        ctx.fail(
          'available-at',
          `available_at=${at} lists ${p.code}, available from ${String(p.available_from)} to ${String(p.available_to)}`,
        );
    }
    const listed = new Set(codes(records));
    for (const p of all) {
      if (availableAt(p, t) && !listed.has(p.code))
        ctx.fail(
          'available-at',
          `available_at=${at} leaves out ${p.code}, available from ${String(p.available_from)} to ${String(p.available_to)}`,
        );
    }
  },
};

/** `/products` without its slash answers as `/products/` (directly or through a redirect). */
const slashless: CheckDefinition = {
  id: 'products.slashless',
  title: 'products: /products without the trailing slash answers the same list',
  rules: ['trailing-slash'],
  async run(ctx: CheckContext) {
    const withSlash = await ctx.get('/products/?is_green=true');
    let res = await ctx.get('/products?is_green=true');
    if (res.status === 301 && res.headers.location !== undefined) {
      const target = ctx.requester.relative(new URL(res.headers.location, res.url).href);
      if (target === undefined)
        return ctx.fail('trailing-slash', `/products redirects off the base URL, to ${res.headers.location}`);
      res = await ctx.get(target);
    }
    if (res.status !== 200 || !isListBody(res.body) || !isListBody(withSlash.body))
      return ctx.fail(
        'trailing-slash',
        `/products?is_green=true answered ${res.status}, /products/?is_green=true ${withSlash.status}`,
      );
    if (res.body.count !== withSlash.body.count || !same(codes(res.body.results), codes(withSlash.body.results))) {
      ctx.fail(
        'trailing-slash',
        `/products?is_green=true lists ${res.body.count} products, /products/?is_green=true ${withSlash.body.count}`,
      );
    }
  },
};

/** Every product's `self` link leads to that product. */
const selfLinks: CheckDefinition = {
  id: 'products.self-links',
  title: 'products: every self link resolves to its product',
  rules: ['self-link'],
  async run(ctx: CheckContext) {
    const all = await ctx.discovery.products((p) => ctx.get(p));
    for (const p of all) {
      const links = Array.isArray(p.links) ? (p.links as Array<{ rel?: unknown; href?: unknown }>) : [];
      const self = links.find((l) => l.rel === 'self');
      if (self === undefined || typeof self.href !== 'string') {
        ctx.fail('self-link', `${p.code} has no self link`);
        continue;
      }
      const path = ctx.requester.relative(self.href);
      if (path === undefined) {
        ctx.fail(
          'self-link',
          `${p.code}'s self link ${self.href} is not on the base URL ${ctx.requester.baseUrl.href}`,
        );
        continue;
      }
      const res = await ctx.get(path);
      const code = (res.body as { code?: unknown } | undefined)?.code;
      if (res.status !== 200 || code !== p.code)
        ctx.fail(
          'self-link',
          `${p.code}'s self link ${self.href} answered ${res.status}${code !== undefined ? ` with product ${String(code)}` : ''}`,
        );
    }
  },
};

/** A product's detail is that product, and its tariffs' charge links resolve to lists. */
const detail: CheckDefinition = {
  id: 'products.detail',
  title: 'products: a detail is its product and each tariff link of a region resolves',
  rules: ['self-link', 'list-envelope'],
  async run(ctx: CheckContext) {
    const tariffs = await ctx.discovery.tariffs((p) => ctx.get(p));
    if (tariffs.details.size === 0) ctx.skip('no product detail could be read');
    for (const [code, product] of tariffs.details) {
      if (product.code !== code) ctx.fail('self-link', `/products/${code}/ is product ${String(product.code)}`);
    }
    const [code, product] = [...tariffs.details][0]!;
    const links: string[] = [];
    for (const [key, group] of Object.entries(product)) {
      if (!key.endsWith('_tariffs') || typeof group !== 'object' || group === null) continue;
      const region = Object.values(group)[0] as
        | Record<string, { links?: Array<{ href?: string; rel?: string }> }>
        | undefined;
      for (const tariff of Object.values(region ?? {}))
        for (const l of tariff.links ?? []) if (typeof l.href === 'string') links.push(l.href);
    }
    for (const href of links) {
      const path = ctx.requester.relative(href);
      if (path === undefined) {
        ctx.fail('self-link', `${code}: tariff link ${href} is not on the base URL`);
        continue;
      }
      const res = await ctx.get(`${path}${path.includes('?') ? '&' : '?'}page_size=1`);
      if (res.status !== 200 || !isListBody(res.body))
        ctx.fail('self-link', `${code}: tariff link ${href} answered ${res.status}, not a list`);
    }
  },
};

/** The checks of the products resource. */
export const productChecks: readonly CheckDefinition[] = [
  pagination,
  filters,
  availableAtCheck,
  slashless,
  selfLinks,
  detail,
];
