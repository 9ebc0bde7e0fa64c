/**
 * A stored clock's form: the hybrid logical clock that src/sync/hlc.ts makes and compares, as the
 * records carry it (`0000001733000000000.0000.k3j9x2m1q8wz`: 16 digits of ms, 4 of counter, the
 * device id). Here, below sync, so the record checks can hold it.
 */

/** The largest wall time a clock may carry (the largest Date). */
export const MAX_WALL = 8.64e15;

/** A device id: 8–32 lower-case letters and digits (so it never contains the separator). */
export const DEVICE_ID = /^[a-z0-9]{8,32}$/;
export const CLOCK = /^\d{16}\.\d{4}\.[a-z0-9]{8,32}$/;

export function isClock(value: unknown): value is string {
  return typeof value === 'string' && CLOCK.test(value) && Number(value.slice(0, 16)) <= MAX_WALL;
}
