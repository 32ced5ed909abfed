// Credentials never reach a report: the API key and the user information of the base URL are
// redacted wherever a message repeats them (the report's base URL, a fatal error).
import { describe, expect, test } from 'vitest';
import { runContractTests } from '../src/index.js';

describe('the report redacts credentials', () => {
  test("a base URL with a password (a ' in it) and an API key: neither appears in the report", async () => {
    // The runner refuses such a URL before any request (fetch would not send its credentials).
    const report = await runContractTests({
      baseUrl: "http://bob:pa'ss-w0rd@127.0.0.1:9/v1/",
      apiKey: 'sk_test_redaction_check_key',
    });
    const text = JSON.stringify(report);
    expect(report.fatal).toBe(
      'baseUrl carries credentials (http://***@127.0.0.1:9/v1/), which fetch does not send: pass the API key as apiKey (--api-key)',
    );
    expect(report.summary.requests).toBe(0);
    expect(report.baseUrl).toBe('http://***@127.0.0.1:9/v1/');
    expect(text).not.toContain('w0rd');
    expect(text).not.toContain('bob');
    expect(text).not.toContain('sk_test_redaction_check_key');
  });
});
