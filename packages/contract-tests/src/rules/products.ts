import { readQueryDateTime } from '@energy-contracts/client';
import { violation, type Violation } from './rule-catalogue.js';

/** The boolean filters of the products list. */
export const BOOLEAN_FILTERS = ['is_green', 'is_prepay', 'is_business', 'is_tracker', 'is_variable'] as const;

/** Reads a boolean query value as the platform does: true/false/1/0 in any case; anything else is ignored (undefined). */
export function readBoolean(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  const v = value.toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return undefined;
}

/** Whether a product is available at an instant: `available_from <= t < available_to`. */
export function availableAt(product: Record<string, unknown>, t: number): boolean {
  const from = typeof product.available_from === 'string' ? Date.parse(product.available_from) : NaN;
  const to = typeof product.available_to === 'string' ? Date.parse(product.available_to) : undefined;
  return !(from > t) && (to === undefined || t < to);
}

/**
 * Checks that every product of a list page has the values its query filtered on (boolean filters,
 * `brand`, `available_at`).
 */
export function checkProductFilters(results: readonly unknown[], query: URLSearchParams): Violation[] {
  const out: Violation[] = [];
  for (const name of BOOLEAN_FILTERS) {
    const want = readBoolean(query.get(name));
    if (want === undefined) continue;
    const i = results.findIndex((p) => (p as Record<string, unknown>)[name] !== want);
    if (i >= 0)
      out.push(
        violation(
          'filters',
          `${name}=${query.get(name)} but record ${i} (${String((results[i] as Record<string, unknown>).code)}) has ${name} ${String((results[i] as Record<string, unknown>)[name])}`,
        ),
      );
  }
  const brand = query.get('brand');
  if (brand !== null && brand !== '') {
    const i = results.findIndex((p) => (p as Record<string, unknown>).brand !== brand);
    if (i >= 0)
      out.push(
        violation(
          'filters',
          `brand=${brand} but record ${i} (${String((results[i] as Record<string, unknown>).code)}) has brand ${String((results[i] as Record<string, unknown>).brand)}`,
        ),
      );
  }
  const at = query.get('available_at');
  const t = at === null || at === '' ? undefined : readQueryDateTime(at);
  if (t !== undefined) {
    const i = results.findIndex((p) => !availableAt(p as Record<string, unknown>, t));
    if (i >= 0) {
      const p = results[i] as Record<string, unknown>;
      out.push(
        violation(
          'available-at',
          `available_at=${at} but record ${i} (${String(p.code)}) is available from ${String(p.available_from)} to ${String(p.available_to)}`,
        ),
      );
    }
  }
  return out;
}
