// A query parameter is named by the client: every name an object inherits, with a value that is
// not valid percent-encoding, must be a 400 naming that parameter on every route, lenient and
// strict, never a 500 from the error collector reaching an inherited member.
import { describe, expect, test } from 'vitest';
import { addError, fieldErrors } from '../../src/http/response.js';
import { HOST, makeApp } from '../helpers.js';
import { KEY, REACH } from '../reach.js';

const NAMES = [...Object.getOwnPropertyNames(Object.prototype), 'prototype', 'then'];
const BAD_VALUES = ['%ZZ', '%', '%E0%A4%A'];

describe('field errors keyed by a client-chosen name', () => {
  test.each(NAMES)('addError(%s) collects like any other name', (name) => {
    const errors = fieldErrors();
    addError(errors, name, 'one');
    addError(errors, name, 'two');
    expect(Object.keys(errors)).toEqual([name]);
    expect(JSON.parse(JSON.stringify(errors))).toEqual(JSON.parse(`{${JSON.stringify(name)}:["one","two"]}`));
  });

  describe.each([false, true])('strict: %s', (strict) => {
    const app = makeApp({ strict, log: () => {} });
    test.each(Object.entries(REACH))('%s: ?<inherited name>=<bad escape> is a 400 naming it', (_operationId, reach) => {
      const [base, fixed] = reach.path.split('?');
      for (const name of NAMES)
        for (const bad of BAD_VALUES) {
          const url = `${base}?${fixed === undefined ? '' : `${fixed}&`}${name}=${bad}`;
          const res = app.request(url, { headers: { host: HOST, ...(reach.auth ? KEY : {}) } });
          expect(res.status, url).toBe(400);
          expect(res.headers['content-type'], url).toBe('application/json');
          expect(JSON.parse(res.body), url).toEqual(
            JSON.parse(`{${JSON.stringify(name)}:["The value is not valid percent-encoding."]}`),
          );
        }
      expect(app.stats.internalErrors).toBe(0);
    });
  });
});
