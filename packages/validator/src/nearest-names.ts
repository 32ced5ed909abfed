/** Levenshtein edit distance between two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * The `limit` candidates closest to `name` by edit distance (ties by name), for "did you mean"
 * messages. Input is capped at 200 characters so a hostile name costs bounded time.
 * @example nearestNames('acount.created', ['account.created', 'account.updated']) // ['account.created', 'account.updated']
 */
export function nearestNames(name: string, candidates: Iterable<string>, limit = 3): string[] {
  const probe = name.slice(0, 200).toLowerCase();
  return [...candidates]
    .map((c) => ({ c, d: editDistance(probe, c.toLowerCase()) }))
    .sort((x, y) => x.d - y.d || (x.c < y.c ? -1 : x.c > y.c ? 1 : 0))
    .slice(0, limit)
    .map((x) => x.c);
}
