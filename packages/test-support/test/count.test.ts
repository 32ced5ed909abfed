import { describe, expect, test } from 'vitest';
import { Count } from '../src/count.js';

describe('Count', () => {
  test('until(n) resolves when the count reaches n, in order, and at once when it already has', async () => {
    const count = new Count();
    const seen: string[] = [];
    const two = count.until(2).then(() => seen.push(`two at ${count.value}`));
    const one = count.until(1).then(() => seen.push(`one at ${count.value}`));
    count.add();
    await one;
    expect(seen).toEqual(['one at 1']);
    count.add();
    await two;
    expect(seen).toEqual(['one at 1', 'two at 2']);
    await count.until(1);
    expect(count.value).toBe(2);
  });

  test('a wait the count has not reached stays pending', async () => {
    const count = new Count();
    let done = false;
    void count.until(1).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    count.add();
    await count.until(1);
    await Promise.resolve();
    expect(done).toBe(true);
  });
});
