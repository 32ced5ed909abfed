/**
 * Prism's habit of one log line per request: method, path, status and milliseconds, as text for
 * people or one JSON object per line for machines. The app formats a line only when logging is
 * on, so a quiet mock pays nothing per request.
 */

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
export function formatRequestLine(format: Exclude<RequestLogFormat, 'off'>, method: string, target: string, status: number, ms: number): string {
  const safeMethod = /^[A-Za-z-]{1,20}$/.test(method) ? method : 'UNKNOWN';
  if (format === 'json') {
    return JSON.stringify({ time: new Date().toISOString(), method: safeMethod, path: target.length > 2048 ? `${target.slice(0, 2045)}...` : target, status, ms: Math.round(ms * 100) / 100 });
  }
  return `${safeMethod} ${printable(target)} ${status} ${ms.toFixed(1)}ms`;
}
