import { atGameStart, type ShotChange } from './casualties';
import type { GbDb } from './db';
import { DEFAULT_GAME, type GameSettings, type ResolutionRecord, shotGame, type UnitCard } from './model';

/** Newest first. */
/** How many of the newest log entries the app keeps on screen (the rest stay stored). */
export const LOG_ON_SCREEN = 200;

export async function listResolutions(db: GbDb, limit = LOG_ON_SCREEN): Promise<ResolutionRecord[]> {
  const out: ResolutionRecord[] = [];
  let cursor = await db.transaction('resolutions').store.index('byAt').openCursor(null, 'prev');
  while (cursor && out.length < limit) {
    out.push(cursor.value);
    cursor = await cursor.continue();
  }
  return out;
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
async function allOrNothing(
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

async function storedGame(meta: { get(key: string): Promise<unknown> }): Promise<GameSettings> {
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

/**
 * Applies or puts back a logged shot's casualties in ONE transaction that reads the stored record,
 * card and settings — never a tab's copy — so two tabs pressing Apply or Undo at once cannot
 * double or lose casualties: the second finds the shot already applied (or already put back).
 */
export async function changeShot(
  db: GbDb,
  id: string,
  step: (record: ResolutionRecord | undefined, unit: UnitCard | undefined, gameNumber: number) => ShotChange,
): Promise<ShotChange> {
  const tx = db.transaction(['resolutions', 'units', 'meta'], 'readwrite');
  const record = await tx.objectStore('resolutions').get(id);
  const targetId = record?.applied?.targetId ?? record?.input.targetId;
  const unit = targetId === undefined ? undefined : await tx.objectStore('units').get(targetId);
  const game = await storedGame(tx.objectStore('meta'));
  const change = step(record, unit, game.gameNumber);
  if (!change.ok) {
    await tx.done;
    return change;
  }
  await allOrNothing(tx, (add) => {
    add(tx.objectStore('resolutions').put(change.record));
    add(tx.objectStore('units').put(change.unit));
  });
  return change;
}

/** The cards and settings as they were, and as they are after New game (for Undo). */
export interface NewGameChange {
  before: { units: UnitCard[]; game: GameSettings };
  after: { units: UnitCard[]; game: GameSettings };
}

/**
 * New game: every card back at its starting figures (the roster stays), turn 1, no battery fired,
 * the next game number. The old games' log stays as it is, readable and exportable. One transaction.
 */
export async function startNewGame(db: GbDb, maxGameNumber: number): Promise<NewGameChange> {
  const tx = db.transaction(['units', 'resolutions', 'meta'], 'readwrite');
  const game = await storedGame(tx.objectStore('meta'));
  const units = await tx.objectStore('units').index('byCreated').getAll();
  const byTarget = tx.objectStore('resolutions').index('byTarget');
  const reset: UnitCard[] = [];
  for (const unit of units) reset.push(atGameStart(unit, await byTarget.getAll(unit.id), game.gameNumber));
  const next: GameSettings = {
    ...game,
    gameNumber: Math.min(maxGameNumber, game.gameNumber + 1),
    turn: 1,
    fired: [],
  };
  await allOrNothing(tx, (add) => {
    for (const unit of reset) add(tx.objectStore('units').put(unit));
    add(tx.objectStore('meta').put(next, 'game'));
  });
  return { before: { units, game }, after: { units: reset, game: next } };
}

/**
 * Undo of New game: the cards' figures and the settings as they were, provided nothing has moved
 * on since (another New game). A card edited or deleted since keeps that edit or deletion.
 */
export async function undoNewGame(db: GbDb, change: NewGameChange): Promise<boolean> {
  const tx = db.transaction(['units', 'meta'], 'readwrite');
  const game = await storedGame(tx.objectStore('meta'));
  if (game.gameNumber !== change.after.game.gameNumber) {
    await tx.done;
    return false;
  }
  const store = tx.objectStore('units');
  const current = new Map((await store.getAll()).map((u) => [u.id, u]));
  await allOrNothing(tx, (add) => {
    for (const unit of change.before.units) {
      const now = current.get(unit.id);
      if (now)
        add(store.put({ ...now, figures: Math.min(now.startFigures, unit.figures), screen: unit.screen }));
    }
    const { turn, gameNumber, fired } = change.before.game;
    add(tx.objectStore('meta').put({ ...game, turn, gameNumber, fired }, 'game'));
  });
  return true;
}
