import { describe, expect, it } from 'vitest';
import { type RandomSource, rollDice, rollDie } from '../../../src/core/dice';

/** A source that hands out the given bytes in order. */
function bytes(...values: number[]): RandomSource & { used: number } {
  const source = {
    used: 0,
    getRandomValues<T extends Uint8Array>(array: T): T {
      for (let i = 0; i < array.length; i++) array[i] = values[source.used++] ?? 0;
      return array;
    },
  };
  return source;
}

describe('rollDice', () => {
  it('maps bytes to faces 1..6', () => {
    expect(rollDice(bytes(0, 5))).toEqual([1, 6]);
    expect(rollDie(bytes(251))).toBe(6); // 251 % 6 = 5
  });

  it('rejects the top 4 byte values so no face is favoured', () => {
    const source = bytes(252, 255, 253, 6);
    expect(rollDie(source)).toBe(1);
    expect(source.used).toBe(4);
  });

  it('every face is equally likely over all accepted bytes', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let byte = 0; byte < 256; byte++) {
      const source = bytes(byte, 0);
      const face = rollDie(source);
      if (source.used === 1) counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    }
    expect(counts).toEqual([42, 42, 42, 42, 42, 42]);
  });

  it('stops with a code, not a hang, if the source is broken', () => {
    expect(() => rollDie(bytes(...new Array<number>(100).fill(255)))).toThrow('dice.source-stuck');
  });

  it('uses Web Crypto by default and gives two d6', () => {
    for (let i = 0; i < 200; i++) {
      const [a, b] = rollDice();
      expect([a, b].every((d) => Number.isInteger(d) && d >= 1 && d <= 6)).toBe(true);
    }
  });
});
