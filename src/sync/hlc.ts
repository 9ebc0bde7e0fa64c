/**
 * A hybrid logical clock (Kulkarni, Demirbas et al., "Logical Physical Clocks", 2014): the wall
 * time in ms, a counter for events within the same ms (or while the wall clock lags a clock
 * already seen), and the device that made it. Encoded as a fixed-width string, so comparing two
 * clocks as strings compares them in clock order; the device id breaks ties, so two phones never
 * disagree on which of two writes is later.
 *
 * `0000001733000000000.0000.k3j9x2m1q8wz`: 16 digits of ms, 4 of counter, the device id.
 * Pure: the caller gives the wall time and keeps the state. The clock's stored form (what a record
 * check accepts) is src/records/clock.ts.
 */
import { isClock } from '../records';

export interface Hlc {
  wall: number;
  counter: number;
  device: string;
}

const MAX_COUNTER = 9_999;

export function encodeClock(clock: Hlc): string {
  return `${String(clock.wall).padStart(16, '0')}.${String(clock.counter).padStart(4, '0')}.${clock.device}`;
}

export function decodeClock(text: string): Hlc | undefined {
  if (!isClock(text)) return undefined;
  return { wall: Number(text.slice(0, 16)), counter: Number(text.slice(17, 21)), device: text.slice(22) };
}

/** The device a clock names. */
export function clockDevice(text: string): string {
  return text.slice(22);
}

/** -1, 0, 1 in clock order. An absent clock ('' or undefined) is earlier than any clock. */
export function compareClocks(a: string | undefined, b: string | undefined): number {
  const x = a ?? '';
  const y = b ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A random device id (12 base-36 characters, about 62 bits). */
export function newDeviceId(random: () => number = Math.random): string {
  const bytes = new Uint8Array(12);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256);
  return [...bytes].map((b) => (b % 36).toString(36)).join('');
}

/** The counter overflowed within one ms: move on to the next ms (the clock stays monotonic). */
function normalised(wall: number, counter: number, device: string): Hlc {
  return counter > MAX_COUNTER ? { wall: wall + 1, counter: 0, device } : { wall, counter, device };
}

/** A local event (a write, or sending): the next clock after `last` at wall time `now`. */
export function tick(last: Hlc, now: number): Hlc {
  const wall = Math.max(last.wall, Math.floor(now));
  return normalised(wall, wall === last.wall ? last.counter + 1 : 0, last.device);
}

/** Receiving a clock from another phone: the local clock moves past it (HLC receive rule). */
export function receive(last: Hlc, remote: Hlc, now: number): Hlc {
  const wall = Math.max(last.wall, remote.wall, Math.floor(now));
  let counter: number;
  if (wall === last.wall && wall === remote.wall) counter = Math.max(last.counter, remote.counter) + 1;
  else if (wall === last.wall) counter = last.counter + 1;
  else if (wall === remote.wall) counter = remote.counter + 1;
  else counter = 0;
  return normalised(wall, counter, last.device);
}
