import { mulberry32 } from '@energy-contracts/schema-tools/seeded-random';
import { describe, expect, test } from 'vitest';
import { round2, round4, roundHalfUp } from '../../src/data/prices.js';

// The doubles next to x, `steps` ulps away on each side.
function neighbours(x: number, steps: number): number[] {
  const view = new DataView(new ArrayBuffer(8));
  const out: number[] = [];
  for (let s = -steps; s <= steps; s++) {
    if (x === 0) continue;
    view.setFloat64(0, x);
    view.setBigUint64(0, view.getBigUint64(0) + BigInt(s));
    out.push(view.getFloat64(0));
  }
  return out;
}

// Math.round's value, with +0 for its -0.
const expected = (x: number): number => Math.round(x) + 0;

describe('roundHalfUp', () => {
  test('is Math.round on halves, their neighbouring doubles and the double below 0.5', () => {
    expect(roundHalfUp(0.49999999999999994)).toBe(0);
    expect(Math.floor(0.49999999999999994 + 0.5)).toBe(1);
    const values: number[] = [0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 2 ** 51 + 0.5, -(2 ** 51) - 0.5];
    for (let k = -3000; k <= 3000; k++)
      for (const x of [k + 0.5, (k + 0.5) / 100, (k + 0.5) / 10_000]) values.push(...neighbours(x, 3));
    expect(values.filter((x) => roundHalfUp(x) !== expected(x))).toEqual([]);
    expect(values.length).toBeGreaterThan(100_000);
  });

  test('is Math.round on random values of every magnitude below 2^52, either sign', () => {
    const next = mulberry32(27);
    const values = Array.from({ length: 200_000 }, () => (next() - 0.4) * 2 ** Math.floor(next() * 62 - 10));
    expect(values.filter((x) => roundHalfUp(x) !== expected(x))).toEqual([]);
  });

  test('round2 and round4 keep their -0 rule', () => {
    expect(Object.is(round2(-0.004), 0)).toBe(true);
    expect(Object.is(round4(-0.00004), 0)).toBe(true);
    expect(round2(-2.675)).toBe(Math.round(-2.675 * 100) / 100);
    expect(round4(1.23455)).toBe(Math.round(1.23455 * 10_000) / 10_000);
  });
});
