import type { Exchange } from '../http/exchange.js';
import { violation, type Violation } from './rule-catalogue.js';

/** Whether an answer must carry a JSON body: everything but 204, 301/304, HEAD and OPTIONS. */
export function expectsJsonBody(exchange: Pick<Exchange, 'method' | 'status'>): boolean {
  return exchange.method === 'GET' && exchange.status !== 204 && exchange.status !== 304 && exchange.status !== 301;
}

/**
 * Checks the form of an answer: JSON with a JSON content type, errors in DRF's shape, a 401 with
 * `WWW-Authenticate` and a 429 with `Retry-After`.
 */
export function checkAnswerForm(
  exchange: Pick<Exchange, 'method' | 'status' | 'headers' | 'json' | 'body'>,
): Violation[] {
  const out: Violation[] = [];
  if (expectsJsonBody(exchange)) {
    const type = exchange.headers['content-type'] ?? '';
    if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type))
      out.push(
        violation(
          'json-body',
          `status ${exchange.status} came with content-type ${type === '' ? '(none)' : type}, not application/json`,
        ),
      );
    if (!exchange.json) out.push(violation('json-body', `status ${exchange.status} came with a body that is not JSON`));
  }
  if (exchange.status >= 400 && exchange.json) out.push(...checkErrorShape(exchange.status, exchange.body));
  if (exchange.status === 401 && exchange.headers['www-authenticate'] === undefined)
    out.push(violation('auth-challenge', '401 without a WWW-Authenticate header'));
  if (exchange.status === 429 && exchange.headers['retry-after'] === undefined)
    out.push(violation('retry-after', '429 without a Retry-After header'));
  return out;
}

/** Checks an error body: `{detail: string}`, or for a 400 `{<parameter>: [messages]}`. */
export function checkErrorShape(status: number, body: unknown): Violation[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return [violation('error-shape', `the ${status} body is not a JSON object`)];
  const entries = Object.entries(body as Record<string, unknown>);
  if (typeof (body as Record<string, unknown>).detail === 'string') return [];
  if (
    status === 400 &&
    entries.length > 0 &&
    entries.every(([, v]) => Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string'))
  )
    return [];
  return [
    violation(
      'error-shape',
      `the ${status} body ${JSON.stringify(body).slice(0, 120)} is neither {"detail": "..."} nor {"<parameter>": ["..."]}`,
    ),
  ];
}

/** The parameters a 400 body names (its keys other than `detail`). */
export function namedParameters(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  return Object.keys(body).filter((k) => k !== 'detail');
}
