/**
 * Runs `work` and returns its result with the most arguments any Array.prototype.push, unshift or
 * splice call received meanwhile. A list spread into one of those calls (`errors.push(...list)`)
 * passes the list's length, and the engine caps a call's argument count (a stack overflow past
 * about 100,000): a small input shows the spread by the count, where only a huge one would show it
 * by the overflow.
 */
export function widestArrayCall<T>(work: () => T): { result: T; widest: number } {
  const proto = Array.prototype as unknown as Record<'push' | 'unshift' | 'splice', (...args: unknown[]) => unknown>;
  const originals = { push: proto.push, unshift: proto.unshift, splice: proto.splice };
  let widest = 0;
  for (const name of ['push', 'unshift', 'splice'] as const) {
    const original = originals[name];
    proto[name] = function (this: unknown[], ...args: unknown[]) {
      if (args.length > widest) widest = args.length;
      return Reflect.apply(original, this, args);
    };
  }
  try {
    return { result: work(), widest };
  } finally {
    Object.assign(proto, originals);
  }
}
