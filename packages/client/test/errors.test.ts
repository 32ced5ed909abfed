// Each status becomes its typed error, with the server's words in it.
import { describe, expect, test } from 'vitest';
import {
  ApiError,
  AuthError,
  EnergyClientError,
  NotFoundError,
  RateLimitError,
  ValidationError,
  errorForResponse,
} from '../src/errors.js';

const request = { method: 'GET', url: 'https://api.example/v1/products/' };

describe('errorForResponse', () => {
  test.each<[number, unknown, abstract new (...args: never[]) => ApiError, string, string]>([
    [
      400,
      { period_to: ['period_to is only valid together with period_from.'] },
      ValidationError,
      'validation',
      'GET https://api.example/v1/products/: HTTP 400 period_to: period_to is only valid together with period_from.',
    ],
    [
      401,
      { detail: 'Authentication credentials were not provided.' },
      AuthError,
      'auth',
      'GET https://api.example/v1/products/: HTTP 401 Authentication credentials were not provided.',
    ],
    [
      403,
      { detail: 'You do not have permission to perform this action.' },
      AuthError,
      'auth',
      'GET https://api.example/v1/products/: HTTP 403 You do not have permission to perform this action.',
    ],
    [
      404,
      { detail: 'Invalid page.' },
      NotFoundError,
      'not-found',
      'GET https://api.example/v1/products/: HTTP 404 Invalid page.',
    ],
    [
      429,
      { detail: 'Request was throttled.' },
      RateLimitError,
      'rate-limit',
      'GET https://api.example/v1/products/: HTTP 429 after 1 attempt(s)',
    ],
    [500, 'upstream exploded', ApiError, 'api', 'GET https://api.example/v1/products/: HTTP 500'],
  ])('%i -> %s', (status, body, type, kind, message) => {
    const error = errorForResponse(status, body, request);
    expect(error).toBeInstanceOf(type);
    expect(error).toBeInstanceOf(EnergyClientError);
    expect(error.kind).toBe(kind);
    expect(error.message).toBe(message);
    expect(error.name).toBe(type.name);
    expect(error.body).toEqual(body);
  });

  test('a ValidationError keeps every parameter and message', () => {
    const error = errorForResponse(
      400,
      { is_green: ['Must be a valid boolean.'], page_size: ['Ensure this value is less than or equal to 1500.', 'x'] },
      request,
    ) as ValidationError;
    expect(error.errors).toEqual({
      is_green: ['Must be a valid boolean.'],
      page_size: ['Ensure this value is less than or equal to 1500.', 'x'],
    });
    expect(error.message).toMatch(/is_green: Must be a valid boolean\.; page_size: /);
  });

  test('a ValidationError keeps a parameter named __proto__ or constructor as its own entry', () => {
    // JSON.parse makes "__proto__" an own key; copying it into a plain {} would set the prototype instead.
    const body = JSON.parse('{"__proto__": ["The value is not valid percent-encoding."], "constructor": ["bad"]}');
    const error = errorForResponse(400, body, request) as ValidationError;
    expect(Object.keys(error.errors)).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(error.errors, '__proto__')?.value).toEqual([
      'The value is not valid percent-encoding.',
    ]);
    expect(error.errors.constructor).toEqual(['bad']);
    expect(error.message).toMatch(/__proto__: The value is not valid percent-encoding\.; constructor: bad$/);
  });

  test('a RateLimitError says what the server asked for and how often it was tried', () => {
    const error = errorForResponse(503, { detail: 'busy' }, request, {
      retryAfterMs: 60_000,
      attempts: 4,
    }) as RateLimitError;
    expect(error.retryAfterMs).toBe(60_000);
    expect(error.message).toBe(
      'GET https://api.example/v1/products/: HTTP 503 after 4 attempt(s); the server asks to wait 60 s',
    );
  });
});
