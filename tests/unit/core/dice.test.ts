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

  // Issue 15: no engine function throws. A broken source is given up after 64 rejected bytes (a
  // fair one does that about once in 10^115 rolls) and Web Crypto rolls instead.
  it('gives up a stuck source without hanging or throwing, and still rolls a fair die', () => {
    const stuck = bytes(...new Array<number>(100).fill(255));
    const face = rollDie(stuck);
    expect(stuck.used).toBe(64);
    expect(Number.isInteger(face) && face >= 1 && face <= 6).toBe(true);
  });

  it('a source that throws, or a value that is no source at all, rolls with Web Crypto instead', () => {
    const throwing = {
      getRandomValues(): never {
        throw new Error('broken');
      },
    };
    for (const source of [throwing, null, 42, 'dice', {}, { getRandomValues: 1 }, []]) {
      const dice = rollDice(source as never);
      expect(dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)).toBe(true);
    }
  });

  it('without Web Crypto at all, still answers two faces 1..6', () => {
    const crypto = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    try {
      for (let i = 0; i < 50; i++) {
        expect(rollDice().every((d) => Number.isInteger(d) && d >= 1 && d <= 6)).toBe(true);
      }
    } finally {
      if (crypto) Object.defineProperty(globalThis, 'crypto', crypto);
    }
  });

  it('uses Web Crypto by default and gives two d6', () => {
    for (let i = 0; i < 200; i++) {
      const [a, b] = rollDice();
      expect([a, b].every((d) => Number.isInteger(d) && d >= 1 && d <= 6)).toBe(true);
    }
  });
});
