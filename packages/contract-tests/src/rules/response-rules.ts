import { matchRoute, validateResponse } from '@energy-contracts/validator';
import { contractOperation } from '../contract.js';
import type { Exchange } from '../http/exchange.js';
import { readQueryDateTime } from '@energy-contracts/client';
import { checkAnswerForm } from './errors.js';
import { checkListEnvelope, isListBody, readPageRequest } from './list-envelope.js';
import { checkProductFilters } from './products.js';
import { CHARGE_KEYS, CONSUMPTION_KEYS, checkAllOverlap, checkHalfHours, checkOrder } from './records.js';
import { violation, type Violation } from './rule-catalogue.js';

/** The verdict on one exchange: the operation it matched and what it broke. */
export interface ResponseVerdict {
  /** The operation the request matched; undefined for a path the contract does not have. */
  operationId?: string;
  violations: Violation[];
}

const CHARGES = /^list(?:Electricity|Gas)\w*(?:UnitRates|StandingCharges)$/;
const CONSUMPTION = /^list(?:Electricity|Gas)MeterConsumption$/;
const MAX_SCHEMA_ERRORS = 5;

/**
 * Checks one response on its own: the schema of its operation and status, the form of the answer,
 * and the rules one page can show (page size and links, filters, order, intervals, periods, the
 * redirect's Location). What needs several requests (that a period returns *every* overlapping
 * record, that `count` matches the records seen) is for the checks of a run.
 * @example inspectResponse(exchange).violations.map((v) => v.rule) // ['schema', 'newest-first']
 */
export function inspectResponse(exchange: Exchange): ResponseVerdict {
  const violations = checkAnswerForm(exchange);
  if (exchange.method !== 'GET') return { violations };
  const route = matchRoute('GET', exchange.path);
  if (!route.ok) {
    // A 404 for a path the contract does not have is the right answer; anything else is not.
    if (exchange.status !== 404)
      violations.push(
        violation(
          'schema',
          `the contract has no GET ${exchange.path.split('?')[0]} (${route.error.message}), yet it answered ${exchange.status}`,
        ),
      );
    return { violations };
  }
  const { operationId } = route.operation;
  if (exchange.json || exchange.status !== 301) {
    const result = validateResponse(
      { method: 'GET', path: exchange.path, status: exchange.status, body: exchange.body, headers: exchange.headers },
      { maxErrors: MAX_SCHEMA_ERRORS },
    );
    for (const e of result.errors)
      violations.push(violation('schema', `${exchange.status} ${e.path === '' ? '(body)' : e.path}: ${e.message}`));
  }
  const query = new URLSearchParams(route.query);
  if (exchange.status === 301) violations.push(...checkRedirect(exchange, route.operation.path));
  if (exchange.status !== 200 || !isListBody(exchange.body)) return { operationId, violations };

  const results = exchange.body.results;
  const max = contractOperation(operationId).maxPageSize;
  const page = max === undefined ? undefined : readPageRequest(query, max);
  if (page !== undefined) violations.push(...checkListEnvelope(exchange.body, page));
  if (operationId.startsWith('listProducts')) violations.push(...checkProductFilters(results, query));
  const keys = CHARGES.test(operationId) ? CHARGE_KEYS : CONSUMPTION.test(operationId) ? CONSUMPTION_KEYS : undefined;
  if (keys !== undefined) {
    const oldestFirst = keys === CONSUMPTION_KEYS && query.get('order_by') === 'period';
    violations.push(...checkOrder(results, keys, oldestFirst));
    if (keys === CONSUMPTION_KEYS && (query.get('group_by') ?? '') === '')
      violations.push(...checkHalfHours(results, keys, false));
    const from = readQueryDateTime(query.get('period_from') ?? '');
    if (from !== undefined)
      violations.push(...checkAllOverlap(results, keys, from, readQueryDateTime(query.get('period_to') ?? '')));
  }
  return { operationId, violations };
}

/** A 301 points at the same path with a trailing slash, the query kept. */
function checkRedirect(exchange: Exchange, template: string): Violation[] {
  const location = exchange.headers.location;
  if (location === undefined) return [violation('trailing-slash', `301 from ${template} without a Location header`)];
  const [path, query = ''] = exchange.path.split(/\?(.*)/s) as [string, string?];
  let target: URL;
  try {
    target = new URL(location, exchange.url);
  } catch {
    return [violation('trailing-slash', `301 Location ${location} is not a URL`)];
  }
  const asked = new URL(exchange.url);
  const wantPath = asked.pathname.endsWith('/') ? asked.pathname : `${asked.pathname}/`;
  if (target.pathname !== wantPath || target.search.replace(/^\?/, '') !== query) {
    return [
      violation(
        'trailing-slash',
        `301 from ${path}${query ? `?${query}` : ''} to ${location}, not to ${wantPath}${query ? `?${query}` : ''}`,
      ),
    ];
  }
  return [];
}
