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
