/**
 * Rolling 2D6 for players without dice at hand. The engine never rolls for itself: dice are an
 * argument of `resolveFire`, so the app's roll and a player's physical dice go the same way.
 */

/** The part of Web Crypto we use. Declared here because the engine compiles without the DOM lib. */
export interface RandomSource {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/** Bytes at or above this are rejected: 252 = 6 × 42, so `byte % 6` has no modulo bias. */
const UNBIASED_LIMIT = 252;

function defaultSource(): RandomSource {
  const crypto = (globalThis as unknown as { crypto?: RandomSource }).crypto;
  // A missing Web Crypto is an environment fault, not a game situation: throw a stable code.
  if (crypto === undefined || typeof crypto.getRandomValues !== 'function')
    throw new Error('dice.no-random-source');
  return crypto;
}

/**
 * A fair source rejects 4 bytes in 256, so 64 rejections in a row (chance about 10⁻¹¹⁵) means
 * the source is broken; stop rather than spin.
 */
const MAX_REJECTIONS = 64;

/** One fair d6 (1..6) by rejection sampling. */
export function rollDie(source: RandomSource = defaultSource()): number {
  const buffer = new Uint8Array(1);
  for (let attempt = 0; attempt < MAX_REJECTIONS; attempt++) {
    source.getRandomValues(buffer);
    const byte = buffer[0] ?? UNBIASED_LIMIT;
    if (byte < UNBIASED_LIMIT) return (byte % 6) + 1;
  }
  throw new Error('dice.source-stuck');
}

/** Two fair d6, in the order rolled. */
export function rollDice(source: RandomSource = defaultSource()): [number, number] {
  return [rollDie(source), rollDie(source)];
}
