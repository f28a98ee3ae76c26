/**
 * The random source of the expert draw. docs/rules.md asks for a crypto-grade, uniform draw; this module gives one
 * that works unchanged in Node 20 and in browsers (both expose `globalThis.crypto.getRandomValues`), so the shared
 * package needs no node:crypto import. Tests and audits inject their own source through the same signature.
 */

/** Returns an integer uniformly distributed in [0, maxExclusive). */
export type RandomInt = (maxExclusive: number) => number;

const TWO_POW_32 = 2 ** 32;
const buffer = new Uint32Array(1);

/**
 * Crypto-grade uniform integer by rejection sampling: taking `x % max` of a 32-bit value alone would favour the
 * small results whenever 2^32 is not a multiple of max, so values from the incomplete last block are redrawn.
 */
export const cryptoRandomInt: RandomInt = (maxExclusive) => {
  assertRange(maxExclusive);
  if (maxExclusive === 1) return 0;
  const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const x = buffer[0]!;
    if (x < limit) return x % maxExclusive;
  }
};

/** One value taken from a random source, as kept in the 抽取记录 so that a draw can be replayed and checked. */
export interface RandomRoll {
  maxExclusive: number;
  value: number;
}

/** Wraps a source so that every value it gives is checked and remembered in `rolls`. */
export function recordingRandom(source: RandomInt): { random: RandomInt; rolls: RandomRoll[] } {
  const rolls: RandomRoll[] = [];
  const random: RandomInt = (maxExclusive) => {
    assertRange(maxExclusive);
    const value = source(maxExclusive);
    // A faulty injected source would silently bias or break the draw; refuse it loudly instead.
    if (!Number.isInteger(value) || value < 0 || value >= maxExclusive) {
      throw new RangeError(`random source returned ${value} for maxExclusive ${maxExclusive}`);
    }
    rolls.push({ maxExclusive, value });
    return value;
  };
  return { random, rolls };
}

/**
 * Replays recorded rolls: given the same pool (in the same order) and request, the draw gives the same result,
 * which lets an auditor verify a 抽取记录. Throws when the draw asks for a different range or more values.
 */
export function replayRandom(rolls: readonly RandomRoll[]): RandomInt {
  let next = 0;
  return (maxExclusive) => {
    const roll = rolls[next++];
    if (!roll || roll.maxExclusive !== maxExclusive) {
      throw new Error(`replay diverged at roll ${next - 1}: expected range ${roll?.maxExclusive}, got ${maxExclusive}`);
    }
    return roll.value;
  };
}

function assertRange(maxExclusive: number): void {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
    throw new RangeError(`maxExclusive must be an integer in [1, 2^32], got ${maxExclusive}`);
  }
}
