import { describe, expect, it } from 'vitest';
import { cryptoRandomInt, recordingRandom, replayRandom } from './random.ts';

describe('cryptoRandomInt', () => {
  it('stays within [0, max) and covers it', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) {
      const x = cryptoRandomInt(7);
      expect(Number.isInteger(x) && x >= 0 && x < 7).toBe(true);
      seen.add(x);
    }
    expect(seen.size).toBe(7);
    expect(cryptoRandomInt(1)).toBe(0);
    expect(cryptoRandomInt(2 ** 32)).toBeLessThan(2 ** 32);
  });

  it('refuses a range it cannot serve', () => {
    for (const bad of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => cryptoRandomInt(bad)).toThrow(RangeError);
  });
});

describe('recordingRandom and replayRandom', () => {
  it('replays what was recorded and detects a divergent replay', () => {
    const { random, rolls } = recordingRandom(cryptoRandomInt);
    const values = [random(10), random(9), random(8)];
    const replay = replayRandom(rolls);
    expect([replay(10), replay(9), replay(8)]).toEqual(values);
    expect(() => replay(7)).toThrow(/replay diverged/);
    expect(() => replayRandom(rolls)(5)).toThrow(/replay diverged/);
  });
});
