/**
 * This phone's device id and hybrid logical clock inside a transaction (`clockIn`), and the stores
 * a sync transaction spans. Every stamped write (sync-writes.ts, game-changes.ts) and every text
 * or merge (sync.ts) takes its clocks from here.
 */
import type { IDBPTransaction } from 'idb';
import { decodeClock, encodeClock, type Hlc, MAX_AHEAD_MS, newDeviceId, receive, tick } from '../sync';
import { CLOCK_KEY, DEVICE_KEY } from './db';
import type { GbSchema } from './schema';

/** How far ahead of this phone's wall clock a received clock may be and still move ours. */
export const MAX_DRIFT_MS = MAX_AHEAD_MS;

export type SyncStores = 'units' | 'resolutions' | 'meta' | 'corrections' | 'tombstones' | 'brigades';
type MetaStore = { get(key: string): Promise<unknown>; put(value: unknown, key: string): Promise<unknown> };
export type SyncTx = IDBPTransaction<GbSchema, SyncStores[], 'readwrite'>;

/**
 * This phone's clock inside a transaction: `next()` gives a new clock for each write, `seen()`
 * moves it past a clock received from another phone, `save()` keeps it (same transaction). The
 * device id is made once, the first time one is needed, and kept in meta.
 */
export async function clockIn(meta: MetaStore, now: number) {
  let device = await meta.get(DEVICE_KEY);
  const fresh = typeof device !== 'string';
  if (typeof device !== 'string') device = newDeviceId();
  const stored = await meta.get(CLOCK_KEY);
  const last = typeof stored === 'string' ? decodeClock(stored) : undefined;
  // A clock kept while this phone's date was ahead, now set right: real time again (its records'
  // clocks are stamped again before they leave: `repairFutureClocks`).
  let hlc: Hlc =
    last && last.device === device && last.wall <= now + MAX_AHEAD_MS
      ? last
      : { wall: 0, counter: 0, device: device as string };
  return {
    device: device as string,
    next(): string {
      hlc = tick(hlc, now);
      return encodeClock(hlc);
    },
    /**
     * The HLC receive rule, with the paper's bound on drift: a clock more than a minute ahead of
     * this phone's wall clock is not adopted (such a text is refused before it merges:
     * src/sync/clock-bound.ts), so this phone's clock cannot be pushed to the end of time.
     */
    seen(remote: string) {
      const r = decodeClock(remote);
      if (r && r.wall <= now + MAX_DRIFT_MS) hlc = receive(hlc, r, now);
    },
    save(add: (p: Promise<unknown>) => void) {
      if (fresh) add(meta.put(device, DEVICE_KEY));
      add(meta.put(encodeClock(hlc), CLOCK_KEY));
    },
  };
}
