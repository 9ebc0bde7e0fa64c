import { DEFAULT_GAME, type GameSettings, type ResolutionRecord, shotGame, type UnitCard } from '../records';
import type { GbDb } from './db';
import { hiddenOf, LOG_CLEARED_KEY, LOG_HIDDEN_KEY } from './log-list';

// The log as the first screen reads it is log-list.ts (in the first load); the writes below come
// with the screens and actions that log, clear and restore shots.
export { LOG_CLEARED_KEY, LOG_HIDDEN_KEY, LOG_ON_SCREEN, listResolutions } from './log-list';

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

/**
 * A long campaign (issue 23): Clear log frees the shots of games before the one before this one
 * (`log.compactedBelow`, this phone's own). They no longer count anywhere: a card's figures come
 * from the current game's shots (src/sync/figures.ts), the game never goes back by a merge, and
 * New game's Undo goes back one game only. A merge then leaves out any shot of those games that
 * arrives (the other phone may still hold them), so they do not come back.
 */
export const LOG_COMPACTED_KEY = 'log.compactedBelow';

export async function compactedBelow(meta: { get(key: string): Promise<unknown> }): Promise<number> {
  const value = await meta.get(LOG_COMPACTED_KEY);
  return typeof value === 'number' && Number.isFinite(value) ? value : 1;
}

/**
 * Clear log: every entry on the log is hidden, by its id; the shots of games before the one before
 * this one are deleted (`LOG_COMPACTED_KEY`), the others stay. Returns the entries cleared, for
 * Undo. A time marker of an earlier build becomes the ids it hid.
 */
export async function clearResolutions(db: GbDb): Promise<ResolutionRecord[]> {
  const tx = db.transaction(['resolutions', 'meta'], 'readwrite');
  const meta = tx.objectStore('meta');
  const { upTo, ids } = await hiddenOf(meta);
  const floor = Math.max((await storedGame(meta)).gameNumber - 1, await compactedBelow(meta));
  const all = await tx.objectStore('resolutions').getAll();
  const shown = all.filter((r) => !ids.has(r.id) && (upTo === undefined || r.at > upTo));
  const gone = all.filter((r) => shotGame(r) < floor);
  // Every entry is hidden now (those hidden before, and those shown): all that stay stored.
  const hidden = all.filter((r) => shotGame(r) >= floor).map((r) => r.id);
  await allOrNothing(tx, (add) => {
    add(meta.put(hidden, LOG_CLEARED_KEY));
    if (upTo !== undefined) add(meta.delete(LOG_HIDDEN_KEY));
    if (floor > 1) add(meta.put(floor, LOG_COMPACTED_KEY));
    for (const r of gone) add(tx.objectStore('resolutions').delete(r.id));
  });
  return shown.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1));
}

/** Undo of Clear: the entries hidden by it shown again (they were never deleted). */
export async function restoreResolutions(db: GbDb, records: readonly ResolutionRecord[]): Promise<void> {
  if (records.length === 0) return;
  const tx = db.transaction(['resolutions', 'meta'], 'readwrite');
  const meta = tx.objectStore('meta');
  const { ids } = await hiddenOf(meta);
  const back = new Set(records.map((r) => r.id));
  const store = tx.objectStore('resolutions');
  // An entry that is no longer stored (a backup replaced everything since) comes back as it was.
  const missing: ResolutionRecord[] = [];
  for (const r of records) if ((await store.getKey(r.id)) === undefined) missing.push(r);
  await allOrNothing(tx, (add) => {
    add(
      meta.put(
        [...ids].filter((id) => !back.has(id)),
        LOG_CLEARED_KEY,
      ),
    );
    for (const r of missing) add(store.put(r));
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
