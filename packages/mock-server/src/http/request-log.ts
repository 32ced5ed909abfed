/**
 * Prism's habit of one log line per request: method, path, status and milliseconds, as text for
 * people or one JSON object per line for machines. The app formats a line only when logging is
 * on, so a quiet mock pays nothing per request. A query's credentials (`api_key=`, `token=`, ...) are
 * logged as `***`, by the same redaction every package prints through.
 */
import { redactCredentials } from '@energy-contracts/schema-tools/redact';

/** `text`: `GET /v1/products/ 200 0.4ms`; `json`: one object per line; `off`: nothing. */
export type RequestLogFormat = 'text' | 'json' | 'off';

// A request target from app.request() may hold anything; a log line must stay one line.
function printable(text: string): string {
  const clipped = text.length > 2048 ? `${text.slice(0, 2045)}...` : text;
  return /^[\x20-\x7e]*$/.test(clipped) ? clipped : clipped.replace(/[^\x20-\x7e]/g, (c) => encodeURIComponent(c));
}

/**
 * One request's log line, without the newline.
 * @example formatRequestLine('text', 'GET', '/v1/products/?page=2', 200, 0.42) // 'GET /v1/products/?page=2 200 0.4ms'
 * @example formatRequestLine('json', 'GET', '/v1/products/', 200, 0.42) // '{"time":"...","method":"GET","path":"/v1/products/","status":200,"ms":0.42}'
 */
export function formatRequestLine(
  format: Exclude<RequestLogFormat, 'off'>,
  method: string,
  target: string,
  status: number,
  ms: number,
): string {
  const shown = redactCredentials(target);
  const safeMethod = /^[A-Za-z-]{1,20}$/.test(method) ? method : 'UNKNOWN';
  if (format === 'json') {
    return JSON.stringify({
      time: new Date().toISOString(),
      method: safeMethod,
      path: shown.length > 2048 ? `${shown.slice(0, 2045)}...` : shown,
      status,
      ms: Math.round(ms * 100) / 100,
    });
  }
  return `${safeMethod} ${printable(shown)} ${status} ${ms.toFixed(1)}ms`;
}

/**
 * A line writer that gathers the lines of one turn of the event loop into one write: with the
 * request log on, a busy server writes once per turn instead of once per request (on Linux a write
 * to stderr, a pipe or a file, is a synchronous system call, and was the log's main cost). Lines keep
 * their order and follow within the same turn; any still pending when the process exits are
 * written then.
 * @example const log = lineWriter((text) => process.stderr.write(text)); log('GET /v1/products/ 200 0.1ms');
 */
export function lineWriter(write: (text: string) => void): (line: string) => void {
  let pending = '';
  let scheduled = false;
  // The exit hook is held only while lines wait, so writers that are done hold no listener.
  const flush = (): void => {
    scheduled = false;
    process.off('exit', flush);
    if (pending === '') return;
    const text = pending;
    pending = '';
    write(text);
  };
  return (line) => {
    pending += `${line}\n`;
    if (!scheduled) {
      scheduled = true;
      process.once('exit', flush);
      setImmediate(flush);
    }
  };
}
