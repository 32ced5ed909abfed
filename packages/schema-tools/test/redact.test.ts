// Credentials never reach output: URL user information and named secrets become ***.
import { describe, expect, test } from 'vitest';
import { redactCredentials, splitCredentials } from '../src/redact.js';

describe('redactCredentials', () => {
  test.each([
    ['user and password', 'GET http://user:pw@host/v1/ failed', [], 'GET http://***@host/v1/ failed'],
    ['a key as user name', 'GET http://key:@host/v1/', [], 'GET http://***@host/v1/'],
    ['any scheme, any case', 'HTTPS://bot:hunter22@hooks.example/x', [], 'HTTPS://***@hooks.example/x'],
    ['a named secret anywhere', 'key sk_live_123456 leaked', ['sk_live_123456'], 'key *** leaked'],
    ['short secrets are left (they would hit ordinary words)', 'key abc', ['abc'], 'key abc'],
    ['undefined secrets are skipped', 'nothing here', [undefined], 'nothing here'],
    [
      'a URL inside JSON ends at its quote',
      '{"url":"https://hooks.example/x","to":"user@example.com"}',
      [],
      '{"url":"https://hooks.example/x","to":"user@example.com"}',
    ],
    [
      'a single quote in the password (URL.href keeps it)',
      `GET ${new URL("http://bob:pa'ss@host/v1/").href}`,
      [],
      'GET http://***@host/v1/',
    ],
    [
      'an @ in the query is not user information',
      'GET http://host?email=a@b.example',
      [],
      'GET http://host?email=a@b.example',
    ],
    ['an @ in the fragment is not user information', 'GET http://host#a@b', [], 'GET http://host#a@b'],
    ['no user information: unchanged', 'POST https://hooks.example/a@b', [], 'POST https://hooks.example/a@b'],
    [
      'a scheme-relative URL',
      "--deliver: got '//u:secret@127.0.0.1:4755/hook'",
      [],
      "--deliver: got '//***@127.0.0.1:4755/hook'",
    ],
    ['a mistyped scheme', 'got "http//u:secret@127.0.0.1"', [], 'got "http//***@127.0.0.1"'],
    ['a bare user:password@host', 'got "u:secret@127.0.0.1:4755"', [], 'got "***@127.0.0.1:4755"'],
    ['a bare user:password@host at the start', 'u:secret@127.0.0.1:4755', [], '***@127.0.0.1:4755'],
    ['Token scheme', 'authorization: Token sk_live_abc123', [], 'authorization: Token ***'],
    ['Bearer scheme, lower case', '"authorization":"bearer eyJhbGciOi.x.y"', [], '"authorization":"bearer ***"'],
    ['Basic with base64', 'Authorization: Basic dXNlcjpwYXNz', [], 'Authorization: Basic ***'],
    ['Basic with padding', 'Basic c2tfdGVzdDo=, more', [], 'Basic ***, more'],
    [
      'a challenge keeps its realm',
      'WWW-Authenticate: Basic realm="api", Token realm=api',
      [],
      'WWW-Authenticate: Basic realm="api", Token realm=api',
    ],
    [
      'prose keeps its words',
      'Basic and Token credentials answer different bodies',
      [],
      'Basic and Token credentials answer different bodies',
    ],
    ['api_key in a query', 'GET /v1/x/?api_key=sk_123&page=2', [], 'GET /v1/x/?api_key=***&page=2'],
    [
      'every credential-bearing parameter, any case',
      '?apikey=a&key=b&token=c&access_token=d&password=e&secret=f&signature=g&X-Amz-Signature=h&client_secret=i&page_size=5',
      [],
      '?apikey=***&key=***&token=***&access_token=***&password=***&secret=***&signature=***&X-Amz-Signature=***&client_secret=***&page_size=5',
    ],
    [
      'ordinary parameters stay',
      '/v1/products/?is_green=true&brand=X&period_from=2024-01-01T00:00Z',
      [],
      '/v1/products/?is_green=true&brand=X&period_from=2024-01-01T00:00Z',
    ],
    [
      'the base64 of key: (HTTP Basic with the key as user name)',
      `echo ${Buffer.from('sk_test_k3y:').toString('base64')}`,
      ['sk_test_k3y'],
      'echo ***',
    ],
    [
      'the base64 of :key and of the key alone, inside other text',
      `a=${Buffer.from(':sk_test_k3y').toString('base64')} b=${Buffer.from('sk_test_k3y').toString('base64')}`,
      ['sk_test_k3y'],
      'a=*** b=***',
    ],
  ])('%s', (_name, text, secrets, want) => {
    expect(redactCredentials(text, secrets)).toBe(want);
  });
});

describe('splitCredentials', () => {
  test('moves user information into a Basic header and lists the secrets', () => {
    expect(splitCredentials('https://bot:s3cret@hooks.example/x')).toEqual({
      url: 'https://hooks.example/x',
      authorization: `Basic ${Buffer.from('bot:s3cret').toString('base64')}`,
      secrets: ['s3cret', 's3cret', 'bot', 'bot'],
    });
  });
  test('percent-encoded credentials are decoded for the header and redacted in both forms', () => {
    const split = splitCredentials('https://b%40t:p%2Fw@hooks.example/x');
    expect(split.authorization).toBe(`Basic ${Buffer.from('b@t:p/w').toString('base64')}`);
    expect(split.secrets).toEqual(['p%2Fw', 'p/w', 'b%40t', 'b@t']);
  });
  test('a URL without credentials is returned normalised', () => {
    expect(splitCredentials('https://hooks.example')).toEqual({ url: 'https://hooks.example/', secrets: [] });
  });
});
