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

/** Something with a `getRandomValues` to call. */
function isSource(value: unknown): value is RandomSource {
  if (typeof value !== 'object' || value === null) return false;
  try {
    return typeof (value as { getRandomValues?: unknown }).getRandomValues === 'function';
  } catch {
    return false; // a getter that throws is no source
  }
}

/** Web Crypto, where the platform has it (every browser the app supports, and Node). */
function webCrypto(): RandomSource | undefined {
  const crypto = (globalThis as { crypto?: unknown }).crypto;
  return isSource(crypto) ? crypto : undefined;
}

/**
 * A fair source rejects 4 bytes in 256, so 64 rejections in a row (chance about 10⁻¹¹⁵) means
 * the source is broken; stop rather than spin.
 */
const MAX_REJECTIONS = 64;

/** One fair face from the source, or undefined when the source fails, throws or is stuck. */
function faceFrom(source: RandomSource): number | undefined {
  const buffer = new Uint8Array(1);
  for (let attempt = 0; attempt < MAX_REJECTIONS; attempt++) {
    try {
      source.getRandomValues(buffer);
    } catch {
      return undefined;
    }
    const byte = buffer[0] ?? UNBIASED_LIMIT;
    if (byte < UNBIASED_LIMIT) return (byte % 6) + 1;
  }
  return undefined;
}

/**
 * The last resort when neither the given source nor Web Crypto gives a byte: `Math.random`, not
 * cryptographic but statistically fair for a die.
 */
function fallbackFace(): number {
  return Math.min(6, Math.floor(Math.random() * 6) + 1);
}

/**
 * One fair d6 (1..6) by rejection sampling. Total, never throws: a `source` that is not a random
 * source, or one that throws or is stuck, is replaced by Web Crypto, and where that fails too by
 * `Math.random`. The answer is always an integer 1..6.
 */
export function rollDie(source?: RandomSource): number {
  const given = isSource(source) ? faceFrom(source) : undefined;
  if (given !== undefined) return given;
  const crypto = webCrypto();
  const fromCrypto = crypto !== undefined && crypto !== source ? faceFrom(crypto) : undefined;
  return fromCrypto ?? fallbackFace();
}

/** Two fair d6, in the order rolled (see `rollDie`: total, always two integers 1..6). */
export function rollDice(source?: RandomSource): [number, number] {
  return [rollDie(source), rollDie(source)];
}
