/**
 * Changes to what a game's figures stand at: Apply and Undo of a shot, New game and its Undo.
 * Each runs in ONE transaction on what is stored. Loaded when first used (not on the first screen).
 */

import type { IDBPTransaction } from 'idb';
import { ok } from '../core';
import type { GameSettings, ResolutionRecord, UnitCard } from '../records';
import { deriveFigures, newDeviceId, withDerived } from '../sync';
import type { ShotChange, ShotChangeProblem } from './casualties';
import { clockIn } from './clock';
import type { Connection } from './connection';
import type { GbDb } from './db';
import { allOrNothing, storedGame } from './resolutions';
import type { GbSchema } from './schema';
import { shotEventsIn, stampGame } from './sync-writes';

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
  const tx = db.transaction(['resolutions', 'units', 'meta', 'corrections', 'tombstones'], 'readwrite');
  const record = await tx.objectStore('resolutions').get(id);
  const targetId = record?.applied?.targetId ?? record?.input.targetId;
  const unit = targetId === undefined ? undefined : await tx.objectStore('units').get(targetId);
  const game = await storedGame(tx.objectStore('meta'));
  // v4: the card's figures are derived from its events (src/sync/figures.ts); the step's result is
  // checked against them and the Apply/Undo gets a clock (the applied/undone register's).
  const events = unit ? await shotEventsIn(tx, unit, game.gameNumber, Date.now()) : undefined;
  const change = step(record, unit, game.gameNumber);
  if (!change.ok) {
    await tx.done;
    return change;
  }
  let stored = change;
  await allOrNothing(tx, (add) => {
    const { record: changed, unit } = change.value;
    const next = events ? { ...changed, stateClock: events.stateClock } : changed;
    const card = events ? events.finish(next, unit, add) : unit;
    stored = ok({ record: next, unit: card });
    add(tx.objectStore('resolutions').put(next));
    add(tx.objectStore('units').put(card));
  });
  return stored;
}

/**
 * `changeShot` through a connection that may be lost (connection.ts). A lost connection can fail
 * the transaction after it committed; the retry then finds the shot already changed (`done`:
 * 'already-applied' for Apply, 'not-applied' for Undo) and answers with what is stored: the change
 * is made once, never twice.
 */
export function changeShotRetrying(
  connection: Connection,
  id: string,
  step: (record: ResolutionRecord | undefined, unit: UnitCard | undefined, gameNumber: number) => ShotChange,
  done: ShotChangeProblem,
): Promise<ShotChange> {
  return connection.run(async (db, retry) => {
    const change = await changeShot(db, id, step);
    if (!retry || change.ok || change.problem !== done) return change;
    const record = await db.get('resolutions', id);
    const targetId = record?.applied?.targetId ?? record?.input.targetId;
    const unit = targetId === undefined ? undefined : await db.get('units', targetId);
    return record && unit ? ok({ record, unit }) : change;
  });
}

/** The cards and settings as they were, and as they are after New game (for Undo). */
export interface NewGameChange {
  before: { units: UnitCard[]; game: GameSettings };
  after: { units: UnitCard[]; game: GameSettings };
}

/**
 * New game: the next game number, turn 1, no battery fired; every card's figures are derived
 * for that game from its events (src/sync/figures.ts): its starting figures less the shots of the
 * new game this phone already holds (the other phone may have started it first and fired), never
 * written as if it had none. The roster stays; the old games' log stays readable and exportable
 * (until a Clear log two games later frees it: resolutions.ts `LOG_COMPACTED_KEY`).
 * One transaction.
 */
export async function startNewGame(db: GbDb, maxGameNumber: number): Promise<NewGameChange> {
  const tx = db.transaction(['units', 'resolutions', 'meta', 'corrections'], 'readwrite');
  const game = await storedGame(tx.objectStore('meta'));
  const units = await tx.objectStore('units').index('byCreated').getAll();
  const gameNumber = Math.min(maxGameNumber, game.gameNumber + 1);
  const reset = await derivedIn(tx, units, gameNumber);
  // v4: the changed settings get a clock, so the new game travels to the other phone.
  const clock = await clockIn(tx.objectStore('meta'), Date.now());
  const next: GameSettings = stampGame(
    game,
    { ...game, gameNumber, turn: 1, fired: [], gameId: game.gameId ?? newDeviceId() },
    () => clock.next(),
  );
  await allOrNothing(tx, (add) => {
    for (const unit of reset) add(tx.objectStore('units').put(unit));
    add(tx.objectStore('meta').put(next, 'game'));
    clock.save(add);
  });
  return { before: { units, game }, after: { units: reset, game: next } };
}

/** Every card's figures derived for a game from its events (the same cards when they agree). */
async function derivedIn(
  tx: { objectStore(name: 'resolutions' | 'corrections'): unknown },
  units: UnitCard[],
  gameNumber: number,
): Promise<UnitCard[]> {
  const t = tx as unknown as IDBPTransaction<GbSchema, ['resolutions', 'corrections'], 'readwrite'>;
  const out: UnitCard[] = [];
  for (const unit of units) {
    const [shots, corrections] = await Promise.all([
      t.objectStore('resolutions').index('byTarget').getAll(unit.id),
      t.objectStore('corrections').index('byCard').getAll(unit.id),
    ]);
    out.push(withDerived(unit, deriveFigures(unit, shots, corrections, gameNumber)));
  }
  return out;
}

/**
 * Undo of New game: the settings as they were, provided nothing has moved on since (another New
 * game); every card's figures derived again for the game it goes back to (a card edited or
 * deleted since keeps that edit or deletion).
 */
export async function undoNewGame(db: GbDb, change: NewGameChange): Promise<boolean> {
  const tx = db.transaction(['units', 'meta', 'resolutions', 'corrections'], 'readwrite');
  const game = await storedGame(tx.objectStore('meta'));
  if (game.gameNumber !== change.after.game.gameNumber) {
    await tx.done;
    return false;
  }
  const store = tx.objectStore('units');
  const { turn, gameNumber, fired } = change.before.game;
  const units = await derivedIn(tx, await store.getAll(), gameNumber);
  // v4: going back is a change too: the settings it changes get a new clock.
  const clock = await clockIn(tx.objectStore('meta'), Date.now());
  const back = stampGame(game, { ...game, turn, gameNumber, fired }, () => clock.next());
  await allOrNothing(tx, (add) => {
    for (const unit of units) add(store.put(unit));
    add(tx.objectStore('meta').put(back, 'game'));
    clock.save(add);
  });
  return true;
}
