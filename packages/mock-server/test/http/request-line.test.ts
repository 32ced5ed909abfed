// The request line is checked before any operation is chosen: a fragment in the target is a 400
// (it was read as part of the path and redirected to `.../#frag/`), an HTTP version other than 1.0
// and 1.1 a 505, each with a JSON `{"detail": ...}` body.
import { describe, expect, test } from 'vitest';
import { requestLineProblem } from '../../src/http/request-line.js';
import { HOST, makeApp } from '../helpers.js';
import { KEY, REACH } from '../reach.js';

describe('requestLineProblem', () => {
  test.each([
    ['/v1/products/#frag', undefined, 400],
    ['/v1/products#frag', '1.1', 400],
    ['/v1/products/?is_green=true#frag', '1.0', 400],
    ['/v1/#', '1.1', 400],
    ['/v1/products/', '0.9', 505],
    ['/v1/products/', '2.0', 505],
    ['/v1/products/', '3.0', 505],
    ['/v1/products/', '1.1', null],
    ['/v1/products/', '1.0', null],
    ['/v1/products/%23frag/', '1.1', null],
  ])('%s over HTTP/%s: %s', (target, version, want) => {
    const answer = requestLineProblem(target, version);
    expect(answer?.status ?? null).toBe(want);
    if (answer !== null) {
      expect(answer.headers['content-type']).toBe('application/json');
      expect(typeof (JSON.parse(answer.body) as { detail: unknown }).detail).toBe('string');
    }
  });
});

describe('the app refuses them on every route, before redirects and authentication', () => {
  const app = makeApp({ log: () => {} });
  test.each(Object.entries(REACH))('%s', (_operationId, reach) => {
    const headers = { host: HOST, ...(reach.auth ? KEY : {}) };
    const [base = reach.path, query] = reach.path.split('?');
    for (const target of [`${base}#frag`, `${base.slice(0, -1)}#frag`, `${reach.path}#x`]) {
      const res = app.request(target, { headers });
      expect([res.status, res.headers.location], target).toEqual([400, undefined]);
      expect(JSON.parse(res.body), target).toEqual({
        detail:
          'The request target contains "#": a fragment stays with the client and is never sent; write a literal "#" as %23.',
      });
    }
    for (const httpVersion of ['0.9', '2.0'])
      expect(app.handle({ method: 'GET', url: reach.path, headers, httpVersion }).status).toBe(505);
    expect(app.handle({ method: 'GET', url: reach.path, headers, httpVersion: '1.0' }).status, query).toBe(200);
  });
});
