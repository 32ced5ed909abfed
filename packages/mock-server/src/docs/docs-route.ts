/**
 * `/docs/`: the built spec site served beside the API (`--docs DIR`), and the probe
 * `/docs/_mock.json` by which the site knows it is served by the mock (a static host has no such
 * file, so the site's Try it forms stay hidden there). The probe also tells the forms the
 * credentials this mock accepts and identifiers of the demo account's meters, which depend on the
 * seed and options the mock was started with.
 */
import { createReadStream, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { originForm, type MockApp } from '../app.js';
import { formatRequestLine, type RequestLogFormat } from '../http/request-log.js';
import { requestLineProblem } from '../http/request-line.js';
import { createStaticFiles, type StaticFilesOptions, type StaticRequest, type StaticResponse } from './static-files.js';

/** Where the site is mounted. */
export const DOCS_PREFIX = '/docs';
/** The probe's path: a file the site never contains. */
export const DOCS_PROBE_PATH = `${DOCS_PREFIX}/_mock.json`;
/**
 * A header on every `/docs/` answer, naming the server: a page can read it with a `HEAD` of its own
 * URL (which any static host answers too, without it) before asking for the probe, so a static
 * host never sees a request it must answer 404, and the browser logs no error.
 */
export const DOCS_MARKER_HEADER = 'x-energy-mock-server';

/** What `/docs/_mock.json` answers. */
export interface DocsProbe {
  server: 'energy-mock-server';
  version: string;
  /** The API's base path on this origin. */
  api: '/v1/';
  credentials: { apiKey: string; accountNumber: string };
  /** Identifiers of the demo account's current meters, for the forms' path parameters (absent when the account has none). */
  samples: {
    electricity?: { mpan: string; serial_number: string };
    gas?: { mprn: string; serial_number: string };
  };
}

interface AccountShape {
  properties?: Array<{
    moved_out_at?: string | null;
    electricity_meter_points?: Array<{ mpan: string; is_export?: boolean; meters?: Array<{ serial_number: string }> }>;
    gas_meter_points?: Array<{ mprn: string; meters?: Array<{ serial_number: string }> }>;
  }>;
}

/**
 * The probe's body for an app: its credentials, and the demo account's current import meter and
 * gas meter, read through the API itself (so they are what the account operation answers).
 * @example docsProbe(createMockApp({ now: '2025-01-15T12:00Z' })).samples.electricity?.mpan
 */
export function docsProbe(app: MockApp): DocsProbe {
  const { apiKey, accountNumber } = app.credentials;
  const res = app.request(`/v1/accounts/${accountNumber}/`, { headers: { authorization: `Token ${apiKey}` } });
  const account = res.status === 200 ? (res.json() as AccountShape) : {};
  const properties = account.properties ?? [];
  // The current property (not moved out) first, then the others.
  const ordered = [
    ...properties.filter((p) => p.moved_out_at == null),
    ...properties.filter((p) => p.moved_out_at != null),
  ];
  const samples: DocsProbe['samples'] = {};
  for (const property of ordered) {
    const electricity = property.electricity_meter_points?.find(
      (p) => p.is_export !== true && (p.meters?.length ?? 0) > 0,
    );
    if (samples.electricity === undefined && electricity !== undefined)
      samples.electricity = { mpan: electricity.mpan, serial_number: electricity.meters![0]!.serial_number };
    const gas = property.gas_meter_points?.find((p) => (p.meters?.length ?? 0) > 0);
    if (samples.gas === undefined && gas !== undefined)
      samples.gas = { mprn: gas.mprn, serial_number: gas.meters![0]!.serial_number };
  }
  return {
    server: 'energy-mock-server',
    version: packageVersion(),
    api: '/v1/',
    credentials: { apiKey, accountNumber },
    samples,
  };
}

function packageVersion(): string {
  return (createRequire(import.meta.url)('@energy-contracts/mock-server/package.json') as { version: string }).version;
}

/**
 * Checks a docs directory option: it must be a directory holding `index.html`.
 * @returns the problem as a sentence, or `null` when the directory can be served.
 * @example docsDirProblem('/nowhere') // 'not a directory: /nowhere'
 */
export function docsDirProblem(dir: string): string | null {
  try {
    if (!statSync(dir).isDirectory()) return `not a directory: ${dir}`;
  } catch {
    return `not a directory: ${dir}`;
  }
  try {
    if (statSync(path.join(dir, 'index.html')).isFile()) return null;
  } catch {
    // Reported below.
  }
  return `no index.html in ${dir} (build the site: npx turbo run build --filter=@energy-contracts/spec-site)`;
}

/** Options of {@link docsListener}: the request log of the mock's own options, and the file server's limits. */
export interface DocsListenerOptions extends Omit<StaticFilesOptions, 'prefix'> {
  /** One line per docs request, as for the API. Absent: `off`. */
  requestLog?: RequestLogFormat;
  /** Where log lines go. Absent: stderr. */
  log?: (line: string) => void;
}

/**
 * A node:http listener that answers `/docs` and everything below it from `dir` (and the probe), and
 * passes every other request to the app.
 * @example createServer(docsListener(app, 'packages/spec-site/dist', { requestLog: 'text' }))
 */
export function docsListener(
  app: MockApp,
  dir: string,
  options: DocsListenerOptions = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const files = createStaticFiles(dir, { ...options, prefix: DOCS_PREFIX });
  const version = packageVersion();
  let probe: Buffer | undefined;
  const route = (request: StaticRequest): StaticResponse | null => {
    if (request.path !== DOCS_PREFIX && !request.path.startsWith(`${DOCS_PREFIX}/`)) return null;
    if (request.path === DOCS_PROBE_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
      probe ??= Buffer.from(JSON.stringify(docsProbe(app)));
      const headers = {
        'content-type': 'application/json',
        'content-length': String(probe.length),
        'cache-control': 'no-store',
        [DOCS_MARKER_HEADER]: version,
      };
      return { status: 200, headers, body: request.method === 'HEAD' ? Buffer.alloc(0) : probe };
    }
    const response = files(request);
    response.headers[DOCS_MARKER_HEADER] = version;
    return response;
  };
  const requestLog = options.requestLog ?? 'off';
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  return (req, res) => {
    // A request line the app refuses is refused the same way below /docs.
    if (requestLineProblem(req.url ?? '/', req.httpVersion) !== null) {
      app.listener(req, res);
      return;
    }
    const target = originForm(req.url ?? '/');
    const q = target.indexOf('?');
    const started = performance.now();
    const response = route({
      method: req.method ?? 'GET',
      path: q < 0 ? target : target.slice(0, q),
      search: q < 0 ? '' : target.slice(q),
      headers: req.headers,
    });
    if (response === null) {
      app.listener(req, res);
      return;
    }
    res.writeHead(response.status, response.headers);
    const { file } = response;
    if (file === undefined) res.end(response.body);
    // Back-pressure bounds the memory a big file costs; a client that goes away destroys the
    // stream, which closes the descriptor.
    else
      pipeline(createReadStream(file.path, { fd: file.fd, start: 0, end: file.length - 1 }), res, (error) => {
        if (error) res.destroy();
      });
    if (requestLog !== 'off')
      log(formatRequestLine(requestLog, req.method ?? 'GET', target, response.status, performance.now() - started));
  };
}
