/**
 * Matches a request path against the fixed set of operations. The path set is small and static,
 * so a split-and-switch beats any general router: no regular expressions, no allocation beyond
 * the segment array.
 */
import type { ChargeKind } from '../data/prices.js';
import type { OperationPath } from './response.js';

/** A matched route with its decoded path parameters. */
export type Route =
  | { kind: 'api-root'; operation: OperationPath }
  | { kind: 'product-list'; operation: OperationPath }
  | { kind: 'product-detail'; operation: OperationPath; productCode: string }
  | {
      kind: 'charges';
      operation: OperationPath;
      productCode: string;
      tariffCode: string;
      fuel: 'electricity' | 'gas';
      charge: ChargeKind;
    }
  | { kind: 'account'; operation: OperationPath; accountNumber: string }
  | { kind: 'meter-point'; operation: OperationPath; mpan: string }
  | {
      kind: 'consumption';
      operation: OperationPath;
      fuel: 'electricity' | 'gas';
      meterPoint: string;
      serialNumber: string;
    }
  | { kind: 'grid-supply-points'; operation: OperationPath };

// Charge segment -> the operation's path template, built once instead of per request.
const ELECTRICITY_CHARGES: ReadonlyMap<string, OperationPath> = new Map(
  (['standard-unit-rates', 'standing-charges', 'day-unit-rates', 'night-unit-rates'] as const).map(
    (c) => [c, `/products/{product_code}/electricity-tariffs/{tariff_code}/${c}/`] as const,
  ),
);
const GAS_CHARGES: ReadonlyMap<string, OperationPath> = new Map(
  (['standard-unit-rates', 'standing-charges'] as const).map(
    (c) => [c, `/products/{product_code}/gas-tariffs/{tariff_code}/${c}/`] as const,
  ),
);

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
  if (first === '' && s.length === 1) return { kind: 'api-root', operation: '/' };
  if (first === 'products') {
    if (s.length === 1) return { kind: 'product-list', operation: '/products' };
    if (s.length === 2 && s[1] === '') return { kind: 'product-list', operation: '/products/' };
    const productCode = decode(s[1] ?? '');
    if (productCode === null || productCode === '') return null;
    if (s.length === 3 && s[2] === '')
      return { kind: 'product-detail', operation: '/products/{product_code}/', productCode };
    if (s.length !== 6 || s[5] !== '') return null;
    const tariffCode = decode(s[3] ?? '');
    const charge = s[4] ?? '';
    if (tariffCode === null || tariffCode === '') return null;
    const fuel = s[2] === 'electricity-tariffs' ? 'electricity' : s[2] === 'gas-tariffs' ? 'gas' : null;
    const operation = fuel === null ? undefined : (fuel === 'gas' ? GAS_CHARGES : ELECTRICITY_CHARGES).get(charge);
    if (fuel !== null && operation !== undefined)
      return { kind: 'charges', operation, productCode, tariffCode, fuel, charge: charge as ChargeKind };
    return null;
  }
  if (first === 'electricity-meter-points' || first === 'gas-meter-points') {
    const meterPoint = decode(s[1] ?? '');
    if (meterPoint === null || meterPoint === '') return null;
    if (first === 'electricity-meter-points' && s.length === 3 && s[2] === '')
      return { kind: 'meter-point', operation: '/electricity-meter-points/{mpan}/', mpan: meterPoint };
    if (s.length !== 6 || s[2] !== 'meters' || s[4] !== 'consumption' || s[5] !== '') return null;
    const serialNumber = decode(s[3] ?? '');
    if (serialNumber === null || serialNumber === '') return null;
    return first === 'electricity-meter-points'
      ? {
          kind: 'consumption',
          operation: '/electricity-meter-points/{mpan}/meters/{serial_number}/consumption/',
          fuel: 'electricity',
          meterPoint,
          serialNumber,
        }
      : {
          kind: 'consumption',
          operation: '/gas-meter-points/{mprn}/meters/{serial_number}/consumption/',
          fuel: 'gas',
          meterPoint,
          serialNumber,
        };
  }
  if (first === 'industry' && s.length === 3 && s[1] === 'grid-supply-points' && s[2] === '')
    return { kind: 'grid-supply-points', operation: '/industry/grid-supply-points/' };
  if (first === 'accounts' && s.length === 3 && s[2] === '') {
    const accountNumber = decode(s[1] ?? '');
    if (accountNumber === null || accountNumber === '') return null;
    return { kind: 'account', operation: '/accounts/{account_number}/', accountNumber };
  }
  return null;
}
