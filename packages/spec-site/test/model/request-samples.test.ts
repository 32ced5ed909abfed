// The three samples of every operation, from one model of the request: exact text for two
// operations; every TypeScript sample type-checked against the built client (and a wrong one
// refused, so the check can fail); every Python sample run with `requests` against the mock.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMockApp, DEFAULT_ACCOUNT_NUMBER, DEFAULT_API_KEY, startMockServer } from '@energy-contracts/mock-server';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadContract } from '../../src/build/load-contract.js';
import { curlSample, operationRequest, pythonSample, typescriptSample } from '../../src/model/request-samples.js';
import { readRestContract } from '../../src/model/rest-operations.js';

const rest = readRestContract(loadContract().openapi);
const op = (id: string) => rest.operations.find((o) => o.id === id)!;

describe('the samples of one request', () => {
  test('a public operation', () => {
    const request = operationRequest(rest, op('getProduct'));
    expect(curlSample(request)).toBe('curl -sS https://api.energy-platform.example/v1/products/AGILE-24-04-03/');
    expect(typescriptSample(request)).toBe(
      [
        "import { createEnergyClient } from '@energy-contracts/client';",
        '',
        "const client = createEnergyClient({ baseUrl: 'https://api.energy-platform.example/v1/' });",
        "const body = await client.getProduct({ product_code: 'AGILE-24-04-03' });",
        'console.log(JSON.stringify(body, null, 2));',
        '',
      ].join('\n'),
    );
    expect(pythonSample(request)).toBe(
      [
        'import requests',
        '',
        'response = requests.get(',
        '    "https://api.energy-platform.example/v1/products/AGILE-24-04-03/",',
        '    timeout=30,',
        ')',
        'response.raise_for_status()',
        'print(response.json())',
        '',
      ].join('\n'),
    );
  });

  test('an operation that needs credentials reads the key from API_KEY', () => {
    const request = operationRequest(rest, op('getAccount'));
    expect(curlSample(request)).toMatch(/^curl -sS -u "\$API_KEY:" https:\/\/.*\/accounts\/A-[0-9A-F]{8}\/$/);
    expect(typescriptSample(request)).toContain('const apiKey = process.env.API_KEY;');
    expect(typescriptSample(request)).toContain('createEnergyClient({ baseUrl: ');
    expect(pythonSample(request)).toContain('    auth=(os.environ["API_KEY"], ""),');
    expect(pythonSample(request)).toMatch(/^import os\nimport requests\n/);
  });

  test('a trailing-slash redirect: curl and Python ask for it, the client calls the operation it leads to', () => {
    const redirect = rest.operations.find((o) => o.redirectTo === '/products/{product_code}/')!;
    const request = operationRequest(rest, redirect);
    expect(curlSample(request)).toBe('curl -sS https://api.energy-platform.example/v1/products/AGILE-24-04-03');
    expect(typescriptSample(request)).toContain('await client.getProduct(');
  });
});

const workDir = fileURLToPath(new URL('../../test-results/samples/', import.meta.url));

function typeCheck(files: Record<string, string>): string[] {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const names = Object.entries(files).map(([name, text]) => {
    const file = path.join(workDir, `${name}.ts`);
    writeFileSync(file, text);
    return file;
  });
  const program = ts.createProgram(names, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}

describe('TypeScript samples', () => {
  test("every operation's sample type-checks against the built client; a call it does not have does not", () => {
    const samples = Object.fromEntries(rest.operations.map((o) => [o.id, typescriptSample(operationRequest(rest, o))]));
    expect(Object.keys(samples)).toHaveLength(27);
    const wrong = samples.getProduct!.replace('client.getProduct({', 'client.getProducts({');
    const problems = typeCheck({ ...samples, wrongMethod: wrong });
    expect(problems.filter((p) => !p.startsWith('wrongMethod.ts'))).toEqual([]);
    expect(problems.some((p) => p.startsWith('wrongMethod.ts') && p.includes('getProducts'))).toBe(true);
  }, 120_000);
});

const MOCK_NOW = '2025-01-15T12:00:00Z';

interface DemoAccount {
  properties: Array<{
    electricity_meter_points: Array<{ mpan: string; meters: Array<{ serial_number: string }> }>;
    gas_meter_points: Array<{ mprn: string; meters: Array<{ serial_number: string }> }>;
  }>;
}

/**
 * The caller's own values, the only ones a sample's reader replaces: the demo account's number and
 * its meters, as the site's Try it form takes them. The product and tariff codes stay the
 * contract's examples, printed as a partner copies them.
 */
function callerPathParams(account: DemoAccount): (o: { path: string }) => Record<string, string> {
  const electricity = account.properties.flatMap((p) => p.electricity_meter_points).find((p) => p.meters.length > 0)!;
  const gas = account.properties.flatMap((p) => p.gas_meter_points).find((p) => p.meters.length > 0)!;
  const own = { account_number: DEFAULT_ACCOUNT_NUMBER, mpan: electricity.mpan, mprn: gas.mprn };
  return (o) => ({
    ...own,
    serial_number: (o.path.startsWith('/gas-meter-points/') ? gas : electricity).meters[0]!.serial_number,
  });
}

describe('curl samples, their URLs asked of the mock in process', () => {
  test("every operation's URL answers 200, a trailing-slash redirect's after its 301", () => {
    const app = createMockApp({ now: MOCK_NOW });
    const headers = { authorization: `Token ${DEFAULT_API_KEY}` };
    const paramsOf = callerPathParams(
      app.request(`/v1/accounts/${DEFAULT_ACCOUNT_NUMBER}/`, { headers }).json() as DemoAccount,
    );
    const basic = { authorization: `Basic ${Buffer.from(`${DEFAULT_API_KEY}:`).toString('base64')}` };
    const answers = rest.operations.map((o) => {
      const request = operationRequest(rest, o, { pathParams: paramsOf(o) });
      const sample = curlSample(request);
      // The URL is the command's last word; the mock serves the contract's base path.
      const url = new URL(sample.split(' ').at(-1)!);
      const init = { method: o.method, ...(sample.includes('-u "$API_KEY:"') ? { headers: basic } : {}) };
      let res = app.request(`${url.pathname}${url.search}`, init);
      if (o.redirectTo !== undefined && res.status === 301)
        res = app.request(new URL(res.headers.location!, url).pathname, init);
      return `${o.id} ${res.status}`;
    });
    expect(answers).toHaveLength(27);
    expect(answers.filter((a) => !a.endsWith(' 200'))).toEqual([]);
    expect(app.stats.internalErrors).toBe(0);
  });
});

describe('Python samples, run with requests against the mock', () => {
  let mock: Awaited<ReturnType<typeof startMockServer>>;
  let paramsOf: (o: { path: string }) => Record<string, string>;

  beforeAll(async () => {
    mock = await startMockServer({ port: 0, host: '127.0.0.1', now: MOCK_NOW });
    const account = (await (
      await fetch(`${mock.url}accounts/${DEFAULT_ACCOUNT_NUMBER}/`, {
        headers: { authorization: `Token ${DEFAULT_API_KEY}` },
      })
    ).json()) as DemoAccount;
    paramsOf = callerPathParams(account);
  });
  afterAll(async () => mock?.close());

  // Every sample runs in one Python process (importing requests once), each in a namespace of its
  // own as a script's __main__, its output and exit status kept apart.
  const DRIVER = [
    'import contextlib, io, json, sys, traceback',
    'results = []',
    'for source in json.load(sys.stdin):',
    '    out, err, code = io.StringIO(), io.StringIO(), 0',
    '    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):',
    '        try:',
    "            exec(compile(source, '<sample>', 'exec'), {'__name__': '__main__'})",
    '        except SystemExit as e:',
    '            code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)',
    '        except BaseException:',
    '            traceback.print_exc()',
    '            code = 1',
    "    results.append({'code': code, 'stdout': out.getvalue(), 'stderr': err.getvalue()})",
    'json.dump(results, sys.stdout)',
  ].join('\n');

  function runPython(sources: string[]): Promise<Array<{ code: number; stdout: string; stderr: string }>> {
    return new Promise((resolve, reject) => {
      const child = spawn('python3', ['-c', DRIVER], { env: { ...process.env, API_KEY: DEFAULT_API_KEY } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve(JSON.parse(stdout)) : reject(new Error(`python3 exited with ${code}: ${stderr}`)),
      );
      child.stdin.end(JSON.stringify(sources));
    });
  }

  test("every operation's sample prints the body the mock answers", async () => {
    const samples = rest.operations.map((o) => ({
      id: o.id,
      source: pythonSample(operationRequest(rest, o, { baseUrl: mock.url, pathParams: paramsOf(o) })),
    }));
    // A wrong key is an error the sample raises, not a silent print.
    const denied = pythonSample(
      operationRequest(rest, op('getAccount'), { baseUrl: mock.url, pathParams: paramsOf(op('getAccount')) }),
    ).replace('os.environ["API_KEY"]', '"wrong-key"');
    const outcomes = await runPython([...samples.map((s) => s.source), denied]);
    expect(outcomes).toHaveLength(samples.length + 1);
    const runs = samples.map((s, i) => ({ ...s, ...outcomes[i]! }));
    expect(runs.filter((r) => r.code !== 0).map((r) => `${r.id}: ${r.stderr.split('\n').slice(-2).join(' ')}`)).toEqual(
      [],
    );
    // Each printed the JSON body as a Python dict.
    for (const r of runs) expect(r.stdout, r.id).toMatch(/^\{'/);
    const deniedRun = outcomes.at(-1)!;
    expect(deniedRun.code).not.toBe(0);
    expect(deniedRun.stderr).toMatch(/401/);
  });
});
