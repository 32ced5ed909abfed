/**
 * Which origin to put in absolute links. The Host header is echoed only when it is a plausible
 * host name or IP literal with an optional port; anything else (absurd lengths, spaces, paths,
 * user-info, non-ASCII) falls back to the server's own address, so links never carry injected text.
 */

const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/;

/**
 * The origin (`http://host[:port]`) for links, from the Host header or the fallback.
 * @example originFor('localhost:4010', '127.0.0.1:4010') // 'http://localhost:4010'
 */
export function originFor(hostHeader: string | undefined, fallbackHost: string): string {
  if (hostHeader !== undefined && hostHeader.length <= 255) {
    const m = HOST.exec(hostHeader);
    if (m !== null && (m[1] === undefined || Number(m[1]) <= 65_535)) return `http://${hostHeader}`;
  }
  return `http://${fallbackHost}`;
}
