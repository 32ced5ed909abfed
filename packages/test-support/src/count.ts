// A count that tests can wait on: the test resumes when the counted thing happens, not after a
// sleep or a poll with a wall-time cap, so a slow machine makes it slower, never red.

/**
 * A number that only grows, and promises of it reaching a value.
 * @example const requests = new Count(); server.on('request', () => requests.add()); await requests.until(2);
 */
export class Count {
  #value = 0;
  readonly #waiting: Array<{ n: number; resolve: () => void }> = [];

  /** The current value. */
  get value(): number {
    return this.#value;
  }

  /** Adds one and resolves every wait the new value reaches. */
  add(): void {
    this.#value += 1;
    for (const w of this.#waiting.filter((w) => this.#value >= w.n)) {
      this.#waiting.splice(this.#waiting.indexOf(w), 1);
      w.resolve();
    }
  }

  /** Resolves once the value is at least `n` (at once if it is). */
  until(n: number): Promise<void> {
    return this.#value >= n ? Promise.resolve() : new Promise((resolve) => this.#waiting.push({ n, resolve }));
  }
}
