import type { GbDb } from './db';
import { DEFAULT_GAME, type GameSettings, type ResolutionRecord, shotGame, type UnitCard } from './model';

/** Newest first. */
/** How many of the newest log entries the app keeps on screen (the rest stay stored). */
export const LOG_ON_SCREEN = 200;

/**
 * The newest `limit` entries, newest first (ties in time: the larger id first, as a backward cursor
 * gives them). Three requests instead of one a record: a key cursor steps back `limit` entries to
 * find the oldest time kept, then one getAll reads from there on.
 */
export async function listResolutions(db: GbDb, limit = LOG_ON_SCREEN): Promise<ResolutionRecord[]> {
  if (limit <= 0) return [];
  const byAt = db.transaction('resolutions').store.index('byAt');
  let cursor = await byAt.openKeyCursor(null, 'prev');
  if (cursor && limit > 1) cursor = await cursor.advance(limit - 1);
  const oldest = cursor?.key;
  const records = await byAt.getAll(oldest === undefined ? undefined : IDBKeyRange.lowerBound(oldest));
  return records.reverse().slice(0, limit);
}

export async function appendResolution(db: GbDb, record: ResolutionRecord): Promise<void> {
  await db.put('resolutions', record);
}

/**
 * Writes a resolution and the target card it changed in one transaction: either both land or
 * neither does, so the log never says "applied" for casualties the card does not show.
 */
export async function saveResolutionWithUnit(
  db: GbDb,
  record: ResolutionRecord,
  unit: UnitCard,
): Promise<void> {
  const tx = db.transaction(['resolutions', 'units'], 'readwrite');
  await allOrNothing(tx, (add) => {
    add(tx.objectStore('resolutions').put(record));
    add(tx.objectStore('units').put(unit));
  });
}

/**
 * Runs the requests of one transaction and waits for it. A request that throws at once (a full
 * disk, a value that cannot be cloned) would otherwise leave the requests before it to commit on
 * their own: abort, so none of them lands.
 */
export async function allOrNothing(
  tx: { done: Promise<void>; abort(): void },
  start: (add: (request: Promise<unknown>) => void) => void,
): Promise<void> {
  const requests: Promise<unknown>[] = [];
  try {
    start((request) => requests.push(request));
  } catch (error) {
    tx.abort();
    await Promise.allSettled([...requests, tx.done]);
    throw error;
  }
  await Promise.all([...requests, tx.done]);
}

export async function clearResolutions(db: GbDb): Promise<ResolutionRecord[]> {
  const tx = db.transaction('resolutions', 'readwrite');
  const all = await tx.store.getAll();
  await tx.store.clear();
  await tx.done;
  return all;
}

export async function restoreResolutions(db: GbDb, records: readonly ResolutionRecord[]): Promise<void> {
  const tx = db.transaction('resolutions', 'readwrite');
  await allOrNothing(tx, (add) => {
    for (const r of records) add(tx.store.put(r));
  });
}

/** The settings as stored (defaults for what an older version did not store). */
export async function storedGame(meta: { get(key: string): Promise<unknown> }): Promise<GameSettings> {
  const stored = (await meta.get('game')) as Partial<GameSettings> | undefined;
  return structuredClone({ ...DEFAULT_GAME, ...(stored ?? {}) });
}

/**
 * Logs a shot. A legal shot also marks its battery as fired this turn in the settings, in the
 * same transaction (artillery.movement: once per turn), so clearing the log cannot undo that.
 * Returns the settings as stored afterwards.
 */
export async function logShot(db: GbDb, record: ResolutionRecord): Promise<GameSettings> {
  const tx = db.transaction(['resolutions', 'meta'], 'readwrite');
  const game = await storedGame(tx.objectStore('meta'));
  const batteryId = record.input.batteryId;
  const marks =
    record.result.legal &&
    shotGame(record) === game.gameNumber &&
    record.turn === game.turn &&
    !game.fired.includes(batteryId);
  const next = marks ? { ...game, fired: [...game.fired, batteryId] } : game;
  await allOrNothing(tx, (add) => {
    add(tx.objectStore('resolutions').put(record));
    if (marks) add(tx.objectStore('meta').put(next, 'game'));
  });
  return next;
}
