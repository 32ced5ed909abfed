// The client as a browser or edge bundle: esbuild --platform=browser resolves no Node module, a
// bundle of londonDay alone holds no HTTP code, and the full bundle runs in a context that has
// only web-standard globals (no process, no require, no Buffer) against the mock server.
import path from 'node:path';
import vm from 'node:vm';
import { startMockServer, type RunningMockServer } from '@energy-contracts/mock-server';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const ROOT = path.join(import.meta.dirname, '../..');

async function bundle(source: string): Promise<{ code: string; inputs: string[]; bytes: number }> {
  const result = await build({
    stdin: { contents: source, resolveDir: ROOT, sourcefile: 'entry.ts', loader: 'ts' },
    bundle: true,
    platform: 'browser',
    format: 'iife',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  // The files that put bytes into the bundle (esbuild lists every file it read, shaken out or not).
  const output = Object.values((result.metafile as Metafile).outputs)[0]!;
  const inputs = Object.entries(output.inputs).flatMap(([file, info]) => (info.bytesInOutput > 0 ? [file] : []));
  return { code, inputs, bytes: Buffer.byteLength(code) };
}

/** A context with the globals of a browser or an edge runtime, and none of Node's. */
function webContext(output: string[]): vm.Context {
  return vm.createContext({
    fetch,
    Request,
    Response,
    Headers,
    URL,
    URLSearchParams,
    AbortController,
    AbortSignal,
    FormData,
    TextEncoder,
    TextDecoder,
    btoa,
    atob,
    setTimeout,
    clearTimeout,
    console: { log: (...args: unknown[]) => output.push(args.map(String).join(' ')) },
  });
}

let mock: RunningMockServer;
beforeAll(async () => {
  mock = await startMockServer({ port: 0, now: '2025-01-15T12:00:00Z' });
});
afterAll(() => mock?.close());

describe('bundled for browsers and edge runtimes', () => {
  test('the whole package bundles for the browser with no node: import, and runs with web globals only', async () => {
    const { code, inputs, bytes } = await bundle(`
      import { createEnergyClient, londonDay } from '@energy-contracts/client';
      globalThis.run = async (baseUrl) => {
        const client = createEnergyClient({ baseUrl, apiKey: 'sk_test_energy_contracts_demo_key' });
        const rates = await client.unitRates({ tariff: 'E-1R-AGILE-24-04-03-C', period: londonDay('2024-03-31') });
        const account = await client.getAccount({ account_number: 'A-1A2B3C4D' });
        console.log(rates.length, account.number, typeof process);
      };`);
    expect(inputs.filter((i) => i.startsWith('node:') || /^(fs|path|http|https|crypto|buffer)$/.test(i))).toEqual([]);
    expect(code).not.toMatch(/\brequire\(["']node:/);
    expect(inputs.some((i) => i.includes('openapi-fetch'))).toBe(true);
    // Nothing at run time but this package, openapi-fetch and schema-tools' retry-after,
    // london-time and keyed-record modules (@energy-contracts/types is types only). esbuild names the inputs relative to this package.
    expect(
      inputs.filter(
        (i) =>
          i !== 'entry.ts' &&
          !/^dist\/(src|generated)\/[\w-]+\.js$/.test(i) &&
          !/node_modules\/openapi-fetch\//.test(i) &&
          !/(^|\/)schema-tools\/dist\/src\/(retry-after|london-time|keyed-record)\.js$/.test(i),
      ),
    ).toEqual([]);
    expect(bytes).toBeLessThan(40_000);
    const output: string[] = [];
    const context = webContext(output);
    vm.runInContext(code, context);
    await (context.run as (url: string) => Promise<void>)(mock.url);
    expect(output).toEqual(['46 A-1A2B3C4D undefined']);
  }, 60_000);

  test('importing only londonDay tree-shakes to the London arithmetic: no openapi-fetch, no client, no Node module', async () => {
    const { code, inputs, bytes } = await bundle(
      `import { londonDay } from '@energy-contracts/client'; console.log(JSON.stringify(londonDay('2024-10-27')));`,
    );
    expect(inputs.some((i) => i.includes('openapi-fetch'))).toBe(false);
    expect(inputs.map((i) => path.basename(i)).sort()).toEqual(['entry.ts', 'london-time.js', 'periods.js']);
    // The London arithmetic is schema-tools' browser-safe subpath, which imports nothing else.
    expect(inputs.filter((i) => /(^|\/)schema-tools\/dist\/src\/london-time\.js$/.test(i))).toHaveLength(1);
    expect(code).not.toMatch(/createEnergyClient|Retry-After|paginate/i);
    // The London arithmetic with its argument checks; the whole client is several times this.
    expect(bytes).toBeLessThan(6_000);
    const output: string[] = [];
    vm.runInContext(code, webContext(output));
    expect(output).toEqual(['{"period_from":"2024-10-26T23:00:00Z","period_to":"2024-10-28T00:00:00Z"}']);
  }, 60_000);

  test("schema-tools' london-time subpath, every export kept (no tree-shaking), imports nothing and runs with web globals only", async () => {
    const { code, inputs } = await bundle(`
      import * as londonTime from '@energy-contracts/schema-tools/london-time';
      globalThis.londonTime = londonTime;
      console.log(JSON.stringify(londonTime.parseQueryDateTime('2024-03-31 01:30', { lenient: true })), londonTime.formatLondon(londonTime.readQueryDateTime('2024-10-27')));`);
    expect(inputs.map((i) => i.replace(/^.*schema-tools\//, 'schema-tools/')).sort()).toEqual([
      'entry.ts',
      'schema-tools/dist/src/london-time.js',
    ]);
    const output: string[] = [];
    vm.runInContext(code, webContext(output));
    expect(output).toEqual([
      '{"ok":false,"message":"\\"2024-03-31 01:30\\" does not exist in Europe/London: the clocks go forward from 01:00 to 02:00 that day. Add Z or an offset."} 2024-10-27T00:00:00+01:00',
    ]);
  }, 60_000);
});
