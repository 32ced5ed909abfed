/**
 * Optional fixed-window rate limiting per client address (off by default). Memory is bounded:
 * the per-client table is dropped at each window boundary.
 */

/** A limit of `limit` requests per `windowMs`. */
export interface RateLimit {
  limit: number;
  windowMs: number;
  /**
   * The limiter's clock in ms. Absent: the real time (`Date.now`), also when the app has a fixed
   * `now` (its windows must pass for requests to go through again); a fixed clock gives a
   * reproducible `Retry-After`, e.g. for a documented example.
   */
  clock?: () => number;
}

// Each unit the pattern below accepts, by its first letter (`s`, `sec`, `second` -> `s`).
const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * Parses `N/window`: window is `second|minute|hour|day` (DRF style) or a number with a unit (`10s`, `1m`).
 * @example parseRateLimit('100/minute') // { limit: 100, windowMs: 60000 }
 */
export function parseRateLimit(text: string): RateLimit | null {
  const m = /^(\d{1,9})\/(\d{1,6})?(s|sec|second|m|min|minute|h|hour|d|day)s?$/.exec(text.trim());
  if (m === null) return null;
  const limit = Number(m[1]);
  const count = m[2] === undefined ? 1 : Number(m[2]);
  const unit = UNIT_MS[m[3]?.[0] ?? ''];
  if (limit < 1 || count < 1 || unit === undefined) return null;
  return { limit, windowMs: count * unit };
}

/** Creates a limiter; it returns null when a request may pass, or the seconds to wait. */
export function createRateLimiter(rule: RateLimit): (client: string) => number | null {
  const clock = rule.clock ?? Date.now;
  let windowStart = 0;
  let counts = new Map<string, number>();
  return (client) => {
    const now = clock();
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    if (start !== windowStart) {
      windowStart = start;
      counts = new Map();
    }
    const used = (counts.get(client) ?? 0) + 1;
    counts.set(client, used);
    if (used <= rule.limit) return null;
    return Math.max(1, Math.ceil((start + rule.windowMs - now) / 1000));
  };
}
