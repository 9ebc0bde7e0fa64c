/**
 * A new shot's id: the time it was fired (base 36) and a random tail, `mjb0x1k2.q8w3z`. Unique
 * without a device: two shots share an id only when fired in the same millisecond with the same
 * tail (one in 60 million). The compact shared text (src/sync/compact.ts) carries only the tail,
 * as the time travels anyway; a random UUID (shots fired before) costs 36 characters there.
 */
const TAIL = 5;

export function newShotId(at: number, random: (n: number) => Uint8Array = randomBytes): string {
  const tail = [...random(TAIL)].map((b) => (b % 36).toString(36)).join('');
  return `${Math.floor(at).toString(36)}.${tail}`;
}

function randomBytes(n: number): Uint8Array {
  const bytes = new Uint8Array(n);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < n; i++) bytes[i] = Math.floor(Math.random() * 256);
  return bytes;
}
