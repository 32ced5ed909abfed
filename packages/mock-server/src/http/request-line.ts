/**
 * What the request line itself may not carry, refused before any operation is chosen: a fragment
 * in the target (clients keep it; a server that read it as part of the path would redirect
 * `/v1/products/#frag` to `/v1/products/#frag/`), and an HTTP version other than 1.0 or 1.1
 * (node's parser hands `GET /` with no version to the handler as HTTP/0.9, and `HTTP/2.0` as 2.0).
 */
import { detail, type MockResponse } from './response.js';

/** The HTTP versions the mock speaks. */
export const HTTP_VERSIONS: ReadonlySet<string> = new Set(['1.0', '1.1']);

/**
 * The answer to a request line the mock refuses, or null: a 505 for an unsupported HTTP version,
 * a 400 for a target holding `#`. `httpVersion` absent (an in-process request) is HTTP/1.1.
 * @example requestLineProblem('/v1/products/#frag')?.status // 400
 * @example requestLineProblem('/v1/products/', '2.0')?.status // 505
 */
export function requestLineProblem(target: string, httpVersion?: string): MockResponse | null {
  if (httpVersion !== undefined && !HTTP_VERSIONS.has(httpVersion))
    return detail(
      505,
      `HTTP version ${/^\d\.\d$/.test(httpVersion) ? httpVersion : 'unknown'} is not supported; send HTTP/1.1 or HTTP/1.0.`,
      { connection: 'close' },
    );
  if (target.includes('#'))
    return detail(
      400,
      'The request target contains "#": a fragment stays with the client and is never sent; write a literal "#" as %23.',
    );
  return null;
}
