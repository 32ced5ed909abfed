// "Did you mean" suggestions for unknown names, in bounded time. An edit distance against every
// known name on every call grows with the catalogue and with the name's length, so a trigram index
// picks a few candidates, the edit distance runs on those only, with a cut-off, and the name looked at is
// capped: the cost depends on the probe's length (capped) and on how many known names share its
// trigrams, never on a full pass of edit distances. One implementation for every package: the
// validator's unknown event types and the mock's `--type` filter.

/**
 * Most characters of a name that suggestions look at: an index looks at 8 more than its longest
 * name (97 characters in today's catalogue), at most this many; longer input is cut.
 */
export const MAX_PROBE_LENGTH = 128;
/** Candidates (by shared trigrams) whose edit distance is computed. */
const CANDIDATES = 5;
/** Posting-list entries counted per query, past the three rarest trigrams. */
const COUNT_BUDGET = 1500;

/** Levenshtein edit distance between two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  return boundedDistance(a, b, Number.MAX_SAFE_INTEGER, new Int32Array(b.length + 1), new Int32Array(b.length + 1));
}

/** Edit distance, or any value > `bound` as soon as it is known to exceed it. Rows are caller-owned scratch. */
function boundedDistance(a: string, b: string, bound: number, rowA: Int32Array, rowB: Int32Array): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  // A common prefix and suffix never change the distance; typos of long names keep little else.
  let start = 0;
  while (start < a.length && start < b.length && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a.charCodeAt(endA - 1) === b.charCodeAt(endB - 1)) {
    endA--;
    endB--;
  }
  if (start > 0 || endA < a.length || endB < b.length) {
    a = a.slice(start, endA);
    b = b.slice(start, endB);
  }
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return la + lb;
  // What is left of most pairs fits in 32 characters: the bit-parallel algorithm then costs one
  // pass over the longer string instead of the whole matrix.
  if (la <= 32 || lb <= 32) {
    const distance = la <= lb ? bitParallelDistance(a, b) : bitParallelDistance(b, a);
    return distance > bound ? bound + 1 : distance;
  }
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    const ca = a.charCodeAt(i - 1);
    let left = i;
    let diag = prev[0]!;
    let rowMin = i;
    cur[0] = i;
    for (let j = 1; j <= lb; j++) {
      const up = prev[j]!;
      let v = ca === b.charCodeAt(j - 1) ? diag : diag + 1;
      if (up + 1 < v) v = up + 1;
      if (left + 1 < v) v = left + 1;
      cur[j] = v;
      left = v;
      diag = up;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > bound) return bound + 1;
    const swap = prev;
    prev = cur;
    cur = swap;
  }
  return prev[lb]!;
}

// Scratch of bitParallelDistance: the pattern's positions of each character (ASCII in an array).
const asciiMasks = new Int32Array(128);
const otherMasks = new Map<number, number>();

/**
 * Levenshtein distance by Myers' bit-parallel algorithm (Hyyrö's formulation), for a pattern of at
 * most 32 characters: one pass over `text`, 32 matrix cells per step.
 */
function bitParallelDistance(pattern: string, text: string): number {
  const m = pattern.length;
  for (let i = 0; i < m; i++) {
    const c = pattern.charCodeAt(i);
    if (c < 128) asciiMasks[c]! |= 1 << i;
    else otherMasks.set(c, (otherMasks.get(c) ?? 0) | (1 << i));
  }
  const last = 1 << (m - 1);
  let pv = -1;
  let mv = 0;
  let score = m;
  for (let j = 0; j < text.length; j++) {
    const c = text.charCodeAt(j);
    const eq = c < 128 ? asciiMasks[c]! : (otherMasks.get(c) ?? 0);
    const xv = eq | mv;
    const xh = (((eq & pv) + pv) ^ pv) | eq;
    let ph = mv | ~(xh | pv);
    let mh = pv & xh;
    if (ph & last) score++;
    else if (mh & last) score--;
    ph = (ph << 1) | 1;
    mh <<= 1;
    pv = mh | ~(xv | ph);
    mv = ph & xv;
  }
  for (let i = 0; i < m; i++) {
    const c = pattern.charCodeAt(i);
    if (c < 128) asciiMasks[c] = 0;
  }
  otherMasks.clear();
  return score;
}

/** Calls `each` with a number per trigram of `s` padded with start and end marks (a 1-character name still has grams). */
function forEachTrigram(s: string, each: (gram: number) => void): void {
  const n = s.length + 2;
  const at = (i: number): number => (i === 0 ? 2 : i === n - 1 ? 3 : s.charCodeAt(i - 1));
  for (let i = 0; i + 3 <= n; i++) each((at(i) * 65536 + at(i + 1)) * 65536 + at(i + 2));
}

/**
 * A fixed set of names answering "which known names are closest to this one?" in bounded time.
 * Build once per set of names; queries allocate only their answer.
 * @example new NameIndex(['account.created', 'account.updated']).nearest('acount.created') // ['account.created', 'account.updated']
 */
export class NameIndex {
  readonly #names: string[];
  readonly #lower: string[];
  readonly #postings = new Map<number, Int32Array>();
  readonly #shared: Uint16Array;
  readonly #touched: Int32Array;
  readonly #maxProbe: number;
  #prev = new Int32Array(MAX_PROBE_LENGTH + 1);
  #cur = new Int32Array(MAX_PROBE_LENGTH + 1);

  constructor(names: Iterable<string>) {
    // Sorted, so that ties come out by name whatever order the names were given in.
    this.#names = [...new Set(names)].sort();
    this.#lower = this.#names.map((n) => n.toLowerCase());
    const lists = new Map<number, number[]>();
    this.#lower.forEach((name, index) => {
      forEachTrigram(name, (gram) => {
        let list = lists.get(gram);
        if (!list) lists.set(gram, (list = []));
        if (list[list.length - 1] !== index) list.push(index);
      });
    });
    for (const [gram, list] of lists) this.#postings.set(gram, Int32Array.from(list));
    this.#shared = new Uint16Array(this.#names.length);
    this.#touched = new Int32Array(this.#names.length);
    this.#maxProbe = Math.min(MAX_PROBE_LENGTH, Math.max(0, ...this.#names.map((n) => n.length)) + 8);
  }

  /** How many names the index holds. */
  get size(): number {
    return this.#names.length;
  }

  /**
   * The `limit` known names closest to `name`: first the names that contain it, then by edit distance (ties by name), looking at its
   * first characters only (8 more than the longest name, at most {@link MAX_PROBE_LENGTH}), case-insensitively.
   * The distance is computed for the few names sharing the most (rarest) trigrams with it; a name
   * sharing no trigram with any known name gets the first names in order.
   * @example index.nearest('billing.ledger.entry_postd', 2)
   */
  nearest(name: string, limit = 3): string[] {
    const probe = name.slice(0, this.#maxProbe).toLowerCase();
    const shared = this.#shared;
    const touched = this.#touched;
    // Count shared trigrams, rarest trigrams first and within a budget: a trigram most names
    // have ("ing") tells little and costs most, so the count stays bounded at any catalogue size.
    const lists: Int32Array[] = [];
    forEachTrigram(probe, (gram) => {
      const list = this.#postings.get(gram);
      if (list !== undefined) lists.push(list);
    });
    lists.sort((x, y) => x.length - y.length);
    let touchedCount = 0;
    let spent = 0;
    for (let g = 0; g < lists.length && (g < 3 || spent < COUNT_BUDGET); g++) {
      const list = lists[g]!;
      spent += list.length;
      for (let k = 0; k < list.length; k++) {
        const index = list[k]!;
        if (shared[index] === 0) touched[touchedCount++] = index;
        shared[index]!++;
      }
    }
    // The CANDIDATES names sharing the most trigrams (ties: first by name), picked in one pass.
    const candidates: number[] = [];
    for (let k = 0; k < touchedCount; k++) {
      const index = touched[k]!;
      const score = shared[index]!;
      let at = candidates.length;
      while (
        at > 0 &&
        (shared[candidates[at - 1]!]! < score ||
          (shared[candidates[at - 1]!]! === score && candidates[at - 1]! > index))
      )
        at--;
      if (at < CANDIDATES) {
        candidates.splice(at, 0, index);
        if (candidates.length > CANDIDATES) candidates.length = CANDIDATES;
      }
    }
    for (let k = 0; k < touchedCount; k++) shared[touched[k]!] = 0;
    // No name shares a trigram: the input is nothing like any known name, and no name is nearer
    // than another in a useful sense; answer the first names in order without edit distances.
    if (touchedCount === 0) return this.#names.slice(0, limit);
    // Too few names share a trigram: fill in name order.
    for (let i = 0; candidates.length < Math.min(limit, this.#names.length) && i < this.#names.length; i++) {
      if (!candidates.includes(i)) candidates.push(i);
    }
    // A known name that holds the probe comes first whatever its edit distance: `entry_posted`
    // means billing.ledger.entry_posted, not the shorter account.created. Such a name shares every
    // trigram of the probe, so it is among the candidates already. (Not the other way round: a
    // typo of campaign_account.updated holds account.updated, but means the longer name.)
    const contains = (index: number): number => (probe.length > 0 && this.#lower[index]!.includes(probe) ? 0 : 1);
    const ordered = candidates
      .map((index) => ({ index, contains: contains(index) }))
      .sort((x, y) => x.contains - y.contains);
    const scored: Array<{ index: number; contains: number; distance: number }> = [];
    let bound = Number.MAX_SAFE_INTEGER;
    for (const { index, contains: rank } of ordered) {
      const other = this.#lower[index]!;
      if (this.#prev.length <= other.length) {
        this.#prev = new Int32Array(other.length + 1);
        this.#cur = new Int32Array(other.length + 1);
      }
      // A probe much longer than this name is compared by its first (name length + 8) characters:
      // past that it only adds insertions, the same for every candidate of that length.
      const cut = other.length + 8;
      const limitHere = rank === 0 ? Number.MAX_SAFE_INTEGER : bound;
      const distance = boundedDistance(
        probe.length > cut ? probe.slice(0, cut) : probe,
        other,
        limitHere,
        this.#prev,
        this.#cur,
      );
      if (distance > limitHere) continue;
      scored.push({ index, contains: rank, distance });
      scored.sort((x, y) => x.contains - y.contains || x.distance - y.distance || x.index - y.index);
      if (scored.length > limit) scored.length = limit;
      // Once `limit` names are known, a farther one can never enter the answer (and none at all
      // that does not hold the probe, when the last one kept does).
      if (scored.length === limit) bound = scored[limit - 1]!.contains === 0 ? -1 : scored[limit - 1]!.distance;
    }
    return scored.map((s) => this.#names[s.index]!);
  }
}

/**
 * The `limit` candidates closest to `name` (those containing it first, then by edit distance,
 * ties by name), for "did you mean" messages. Builds an index per call: use {@link NameIndex} for a set of names asked about often.
 * @example nearestNames('acount.created', ['account.created', 'account.updated']) // ['account.created', 'account.updated']
 */
export function nearestNames(name: string, candidates: Iterable<string>, limit = 3): string[] {
  return new NameIndex(candidates).nearest(name, limit);
}

/**
 * The names that are a typo away from `name`, at most `limit`: those containing it (three
 * characters or more), then those at
 * most max(2, a third of its length) edits from it, nearest first (ties by name). Every candidate
 * is measured, so a swap of two letters (`prot`, `port`), which shares no trigram, is found: for
 * short lists (options, check ids); {@link NameIndex} is for catalogues. {@link nearestNames}
 * always answers, however far; a message should not offer names that only share a few letters.
 * @example namesATypoAway('prodcts', ['products', 'charges']) // ['products']
 */
export function namesATypoAway(name: string, candidates: Iterable<string>, limit = 3): string[] {
  // No name is a typo away from a longer probe than any name: edits grow with its length.
  if (name.length > MAX_PROBE_LENGTH) return [];
  const most = Math.max(2, Math.floor(name.length / 3));
  const near: Array<{ candidate: string; rank: number }> = [];
  for (const candidate of new Set(candidates)) {
    // A letter or two is inside many names without being a typo of any.
    if (name.length >= 3 && candidate.includes(name)) near.push({ candidate, rank: -1 });
    else {
      const distance = editDistance(name, candidate);
      if (distance <= most) near.push({ candidate, rank: distance });
    }
  }
  near.sort((a, b) => a.rank - b.rank || (a.candidate < b.candidate ? -1 : a.candidate > b.candidate ? 1 : 0));
  return near.slice(0, limit).map((n) => n.candidate);
}
