/**
 * Matches a request path against the fixed set of operations. The path set is small and static,
 * so a split-and-switch beats any general router: no regular expressions, no allocation beyond
 * the segment array.
 */
import type { ChargeKind } from '../data/prices.js';
import type { OperationPath } from './response.js';

/** A matched route with its decoded path parameters. */
export type Route =
  | { kind: 'product-list'; operation: OperationPath }
  | { kind: 'product-detail'; operation: OperationPath; productCode: string }
  | { kind: 'charges'; operation: OperationPath; productCode: string; tariffCode: string; fuel: 'electricity' | 'gas'; charge: ChargeKind }
  | { kind: 'account'; operation: OperationPath; accountNumber: string };

const ELECTRICITY_CHARGES: ReadonlySet<string> = new Set(['standard-unit-rates', 'standing-charges', 'day-unit-rates', 'night-unit-rates']);
const GAS_CHARGES: ReadonlySet<string> = new Set(['standard-unit-rates', 'standing-charges']);

function decode(segment: string): string | null {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Matches a path (without query) under the `/v1/` base; null when no operation has that path.
 * @example matchRoute('/v1/products/AGILE-24-04-03/') // { kind: 'product-detail', productCode: 'AGILE-24-04-03', ... }
 */
export function matchRoute(path: string): Route | null {
  if (!path.startsWith('/v1/')) return null;
  const s = path.slice(4).split('/');
  const first = s[0];
  if (first === 'products') {
    if (s.length === 1) return { kind: 'product-list', operation: '/products' };
    if (s.length === 2 && s[1] === '') return { kind: 'product-list', operation: '/products/' };
    const productCode = decode(s[1] ?? '');
    if (productCode === null || productCode === '') return null;
    if (s.length === 3 && s[2] === '') return { kind: 'product-detail', operation: '/products/{product_code}/', productCode };
    if (s.length !== 6 || s[5] !== '') return null;
    const tariffCode = decode(s[3] ?? '');
    const charge = s[4] ?? '';
    if (tariffCode === null || tariffCode === '') return null;
    if (s[2] === 'electricity-tariffs' && ELECTRICITY_CHARGES.has(charge)) {
      return {
        kind: 'charges',
        operation: `/products/{product_code}/electricity-tariffs/{tariff_code}/${charge as ChargeKind}/`,
        productCode,
        tariffCode,
        fuel: 'electricity',
        charge: charge as ChargeKind,
      };
    }
    if (s[2] === 'gas-tariffs' && GAS_CHARGES.has(charge)) {
      const gasCharge = charge as 'standard-unit-rates' | 'standing-charges';
      return { kind: 'charges', operation: `/products/{product_code}/gas-tariffs/{tariff_code}/${gasCharge}/`, productCode, tariffCode, fuel: 'gas', charge: gasCharge };
    }
    return null;
  }
  if (first === 'accounts' && s.length === 3 && s[2] === '') {
    const accountNumber = decode(s[1] ?? '');
    if (accountNumber === null || accountNumber === '') return null;
    return { kind: 'account', operation: '/accounts/{account_number}/', accountNumber };
  }
  return null;
}
