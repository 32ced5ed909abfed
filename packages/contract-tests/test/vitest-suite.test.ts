// The suite as a library for vitest, as a team would use it in its own repository: one test per
// check against the mock server, in both modes.
import { afterAll } from 'vitest';
import { describeContract } from '../src/vitest.js';
import { ACCOUNT, API_KEY, startMock } from './helpers/servers.js';

const lenient = await startMock();
const strict = await startMock(true);
afterAll(async () => {
  await Promise.all([lenient.close(), strict.close()]);
});

describeContract({
  name: 'the mock server (default mode)',
  baseUrl: lenient.url,
  apiKey: API_KEY,
  accountNumber: ACCOUNT,
  maxDurationMs: 60_000,
});
describeContract({
  name: 'the mock server (--strict)',
  baseUrl: strict.url,
  apiKey: API_KEY,
  accountNumber: ACCOUNT,
  strict: true,
  maxDurationMs: 60_000,
});
