// "Did you mean" suggestions for unknown names, in bounded time. The old way (an edit distance
// against every known name on every call) cost 2.2 ms per unknown event type, 11 ms for a
// 200-character name and 114 ms at 8x the catalogue (issue 14). Now a trigram index picks a few
// candidates, the edit distance runs on those only, with a cut-off, and the name looked at is
// capped: the cost depends on the probe's length (capped) and on how many known names share its
// trigrams, never on a full pass of edit distances.

/** Characters of a name that suggestions look at; longer input is cut (no known name is longer than 60). */
export const MAX_PROBE_LENGTH = 64;
/** Candidates (by shared trigrams) whose edit distance is computed. */
const CANDIDATES = 12;

/** Levenshtein edit distance between two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  return boundedDistance(a, b, Number.MAX_SAFE_INTEGER, new Int32Array(b.length + 1), new Int32Array(b.length + 1));
}

/** Edit distance, or any value > `bound` as soon as it is known to exceed it. Rows are caller-owned scratch. */
function boundedDistance(a: string, b: string, bound: number, prev: Int32Array, cur: Int32Array): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1));
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > bound) return bound + 1;
    for (let j = 0; j <= b.length; j++) prev[j] = cur[j]!;
  }
  return prev[b.length]!;
}

function trigrams(s: string): Set<string> {
  const padded = `\u0002${s}\u0003`;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  // A name of one character still has a gram to look up.
  if (padded.length < 3) out.add(padded);
  return out;
}

/**
 * A fixed set of names answering "which known names are closest to this one?" in bounded time.
 * Build once per set of names; queries allocate only their answer.
 * @example new NameIndex(['account.created', 'account.updated']).nearest('acount.created') // ['account.created', 'account.updated']
 */
export class NameIndex {
  readonly #names: string[];
  readonly #lower: string[];
  readonly #postings = new Map<string, number[]>();
  readonly #shared: Uint16Array;
  readonly #touched: number[] = [];
  #prev = new Int32Array(MAX_PROBE_LENGTH + 1);
  #cur = new Int32Array(MAX_PROBE_LENGTH + 1);

  constructor(names: Iterable<string>) {
    // Sorted, so that ties come out by name whatever order the names were given in.
    this.#names = [...new Set(names)].sort();
    this.#lower = this.#names.map((n) => n.toLowerCase());
    this.#lower.forEach((name, index) => {
      for (const gram of trigrams(name)) {
        let list = this.#postings.get(gram);
        if (!list) this.#postings.set(gram, (list = []));
        list.push(index);
      }
    });
    this.#shared = new Uint16Array(this.#names.length);
  }

  /** How many names the index holds. */
  get size(): number {
    return this.#names.length;
  }

  /**
   * The `limit` known names closest to `name` by edit distance (ties by name), looking at its
   * first {@link MAX_PROBE_LENGTH} characters, case-insensitively.
   * @example index.nearest('billing.ledger.entry_postd', 2)
   */
  nearest(name: string, limit = 3): string[] {
    const probe = name.slice(0, MAX_PROBE_LENGTH).toLowerCase();
    const shared = this.#shared;
    const touched = this.#touched;
    touched.length = 0;
    for (const gram of trigrams(probe)) {
      const list = this.#postings.get(gram);
      if (!list) continue;
      for (const index of list) {
        if (shared[index] === 0) touched.push(index);
        shared[index]!++;
      }
    }
    // The names sharing the most trigrams are the candidates; fewer than needed: fill in order.
    touched.sort((x, y) => shared[y]! - shared[x]! || x - y);
    const candidates = touched.slice(0, CANDIDATES);
    for (const index of touched) shared[index] = 0;
    for (let i = 0; candidates.length < Math.min(limit, this.#names.length) && i < this.#names.length; i++) {
      if (!candidates.includes(i)) candidates.push(i);
    }
    const scored: Array<{ index: number; distance: number }> = [];
    let bound = Number.MAX_SAFE_INTEGER;
    for (const index of candidates) {
      const other = this.#lower[index]!;
      if (this.#prev.length <= other.length) {
        this.#prev = new Int32Array(other.length + 1);
        this.#cur = new Int32Array(other.length + 1);
      }
      const distance = boundedDistance(probe, other, bound, this.#prev, this.#cur);
      if (distance > bound) continue;
      scored.push({ index, distance });
      scored.sort((x, y) => x.distance - y.distance || x.index - y.index);
      if (scored.length > limit) scored.length = limit;
      // Once `limit` names are known, a farther one can never enter the answer.
      if (scored.length === limit) bound = scored[limit - 1]!.distance;
    }
    return scored.map((s) => this.#names[s.index]!);
  }
}

/**
 * The `limit` candidates closest to `name` by edit distance (ties by name), for "did you mean"
 * messages. Builds an index per call: use {@link NameIndex} for a set of names asked about often.
 * @example nearestNames('acount.created', ['account.created', 'account.updated']) // ['account.created', 'account.updated']
 */
export function nearestNames(name: string, candidates: Iterable<string>, limit = 3): string[] {
  return new NameIndex(candidates).nearest(name, limit);
}
