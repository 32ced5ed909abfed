import { describe, expect, test } from 'vitest';
import { get, makeApp } from '../helpers.js';

const app = makeApp();
const { apiKey, token, accountNumber } = app.credentials;
const ACCOUNT = `/v1/accounts/${accountNumber}/`;
const basic = (text: string): string => `Basic ${Buffer.from(text).toString('base64')}`;

describe('account authentication', () => {
  const granted: Array<[string, string]> = [
    ['Basic with the API key and an empty password', basic(`${apiKey}:`)],
    ['Token <key>', `Token ${apiKey}`],
    ['raw JWT', token],
    ['JWT <token>', `JWT ${token}`],
    ['lower-case scheme', `token ${apiKey}`],
  ];
  test.each(granted)('%s opens the account', (_name, authorization) => {
    const res = get(app, ACCOUNT, { authorization });
    expect(res.status).toBe(200);
    expect(res.body.number).toBe(accountNumber);
  });

  const refused: Array<[string, { authorization?: string; message: string }]> = [
    ['no credentials', { message: 'Authentication credentials were not provided.' }],
    ['empty header', { authorization: '', message: 'Authentication credentials were not provided.' }],
    ['wrong key (Basic)', { authorization: basic('sk_test_wrong:'), message: 'Invalid username/password.' }],
    ['right key with a password', { authorization: basic(`${apiKey}:secret`), message: 'Invalid username/password.' }],
    [
      'Basic without colon',
      { authorization: basic(apiKey), message: 'Invalid basic header. Credentials not correctly base64 encoded.' },
    ],
    [
      'Basic with bad base64',
      {
        authorization: 'Basic !!!not-base64!!!',
        message: 'Invalid basic header. Credentials not correctly base64 encoded.',
      },
    ],
    [
      'Basic with no credentials',
      { authorization: 'Basic', message: 'Invalid basic header. No credentials provided.' },
    ],
    [
      'Basic with spaces',
      {
        authorization: 'Basic abc def',
        message: 'Invalid basic header. Credentials string should not contain spaces.',
      },
    ],
    ['wrong Token', { authorization: 'Token sk_test_wrong', message: 'Invalid token.' }],
    ['Token without key', { authorization: 'Token', message: 'Invalid token header. No credentials provided.' }],
    ['wrong JWT', { authorization: 'JWT a.b.c', message: 'Invalid token.' }],
    ['unknown scheme', { authorization: `Bearer ${token}`, message: 'Invalid token.' }],
    ['a key prefix', { authorization: `Token ${apiKey.slice(0, -1)}`, message: 'Invalid token.' }],
  ];
  test.each(refused)('%s is a 401 with the Basic challenge', (_name, { authorization, message }) => {
    const res = get(app, ACCOUNT, authorization === undefined ? {} : { authorization });
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Basic realm="api"');
    expect(res.body).toEqual({ detail: message });
  });

  test("another account's number is 403, existing or not; a malformed number is 400", () => {
    const auth = { authorization: `Token ${apiKey}` };
    expect(get(app, '/v1/accounts/B-1234A1A1/', auth)).toMatchObject({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
    expect(get(app, '/v1/accounts/Z-FFFFFFFF/', auth).status).toBe(403);
    const bad = get(app, '/v1/accounts/not-a-number/', auth);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['account_number']);
    expect(get(app, '/v1/accounts/B-1234A1A1/').status).toBe(401);
  });

  test('custom credentials replace the defaults', () => {
    const custom = makeApp({ apiKey: 'sk_custom', accountNumber: 'C-0000ABCD', token: 'x.y.z' });
    expect(get(custom, '/v1/accounts/C-0000ABCD/', { authorization: 'Token sk_custom' }).status).toBe(200);
    expect(get(custom, '/v1/accounts/C-0000ABCD/', { authorization: 'x.y.z' }).status).toBe(200);
    expect(get(custom, '/v1/accounts/C-0000ABCD/', { authorization: `Token ${apiKey}` }).status).toBe(401);
  });
});

describe('account body', () => {
  test('agreements point at real tariff codes whose charges resolve', () => {
    const body = get(app, ACCOUNT, { authorization: `Token ${apiKey}` }).body;
    expect(body.properties.length).toBeGreaterThanOrEqual(2);
    const agreements: Array<{ tariff_code: string; fuel: string }> = [];
    for (const property of body.properties) {
      for (const mp of property.electricity_meter_points) {
        expect(mp.mpan).toMatch(/^\d{13}$/);
        for (const a of mp.agreements) agreements.push({ tariff_code: a.tariff_code, fuel: 'electricity' });
      }
      for (const mp of property.gas_meter_points) {
        expect(mp.mprn).toMatch(/^\d{1,10}$/);
        for (const a of mp.agreements) agreements.push({ tariff_code: a.tariff_code, fuel: 'gas' });
      }
    }
    expect(agreements.length).toBeGreaterThanOrEqual(5);
    for (const { tariff_code, fuel } of agreements) {
      const tariff = app.data.tariffsByCode.get(tariff_code);
      expect(tariff, tariff_code).toBeDefined();
      const res = get(app, `/v1/products/${tariff!.product.code}/${fuel}-tariffs/${tariff_code}/standing-charges/`);
      expect(res.status).toBe(200);
    }
  });
});
