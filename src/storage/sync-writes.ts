/**
 * This phone's device id and hybrid logical clock, and the event-stamped writes of the app's
 * edit paths (card edits, deletions, settings, shot Apply/Undo): every change gets a clock, a
 * change of a card's figures becomes a correction event, a deletion a tombstone. Small on
 * purpose: Apply and the editor load it; the merge (sync.ts) loads only on the sharing screens.
 */
import type { IDBPTransaction } from 'idb';
import { CARD_FIELDS, type CardField, GAME_FIELDS, type GameField } from '../sync/fields';
import { correctionFor, deriveFigures, withDerived } from '../sync/figures';
import { decodeClock, encodeClock, type Hlc, newDeviceId, receive, tick } from '../sync/hlc';
import { CLOCK_KEY, DEVICE_KEY, type GbDb, type GbSchema } from './db';
import type { CorrectionRecord, GameSettings, ResolutionRecord, UnitCard } from './model';
import { allOrNothing, storedGame } from './resolutions';

/** How far ahead of this phone's wall clock a received clock may be and still move ours. */
export const MAX_DRIFT_MS = 24 * 60 * 60 * 1000;

export type SyncStores = 'units' | 'resolutions' | 'meta' | 'corrections' | 'tombstones';
type MetaStore = { get(key: string): Promise<unknown>; put(value: unknown, key: string): Promise<unknown> };
export type SyncTx = IDBPTransaction<GbSchema, SyncStores[], 'readwrite'>;
type Tx = SyncTx;

// ---------------------------------------------------------------------------------------------
// Identity and clock

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
  let hlc: Hlc = last && last.device === device ? last : { wall: 0, counter: 0, device: device as string };
  return {
    device: device as string,
    next(): string {
      hlc = tick(hlc, now);
      return encodeClock(hlc);
    },
    /**
     * The HLC receive rule, with the paper's bound on drift: a clock more than a day ahead of this
     * phone's wall clock (a phone set to the wrong date, or a hostile text) is not adopted, so this
     * phone's clock cannot be pushed to the end of time. Its records still merge under their clocks.
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

/** A clock for one write that happens elsewhere (a logged shot): its own small transaction. */
export async function nextClock(db: GbDb, now = Date.now()): Promise<string> {
  const tx = db.transaction('meta', 'readwrite');
  const clock = await clockIn(tx.store, now);
  const value = clock.next();
  await allOrNothing(tx, (add) => clock.save(add));
  return value;
}

// ---------------------------------------------------------------------------------------------
// Derived figures in a transaction

async function eventsOf(tx: Tx, cardId: string) {
  const [shots, corrections] = await Promise.all([
    tx.objectStore('resolutions').index('byTarget').getAll(cardId),
    tx.objectStore('corrections').index('byCard').getAll(cardId),
  ]);
  return { shots, corrections };
}

/**
 * A card whose stored figures differ from what its events give was written outside the event
 * path (before v4, a restored older backup, an older tab): the difference becomes a correction,
 * so the figures on screen stay what they are.
 */
export function reconcile(
  card: UnitCard,
  events: { shots: ResolutionRecord[]; corrections: CorrectionRecord[] },
  gameNumber: number,
  clock: () => string,
): CorrectionRecord | undefined {
  const delta = correctionFor(card, deriveFigures(card, events.shots, events.corrections, gameNumber));
  if (!delta) return undefined;
  const stamp = clock();
  return { id: `c-${stamp}`, cardId: card.id, game: gameNumber, ...delta, clock: stamp };
}

// ---------------------------------------------------------------------------------------------
// Stamped writes (the app's edit, delete, restore and settings paths)

/**
 * Saves a card from the unit editor: each changed field gets a new clock, and a change of the
 * current figures (formed unit or screen) becomes a correction event measured against what the
 * events give; the stored figures are then derived again. One transaction. Returns the card stored.
 */
export async function saveCardEdit(db: GbDb, card: UnitCard, now = Date.now()): Promise<UnitCard> {
  const tx = db.transaction(['units', 'resolutions', 'corrections', 'meta'], 'readwrite') as unknown as Tx;
  const clock = await clockIn(tx.objectStore('meta'), now);
  const before = await tx.objectStore('units').get(card.id);
  const game = await storedGame(tx.objectStore('meta'));
  const stamp = clock.next();
  const clocks = { ...(before?.clocks ?? {}) };
  for (const field of CARD_FIELDS) {
    if (!before || JSON.stringify(value(before, field)) !== JSON.stringify(value(card, field)))
      clocks[field] = stamp;
  }
  const events = await eventsOf(tx, card.id);
  const stamped: UnitCard = { ...card, clocks };
  const correction = reconcile(stamped, events, game.gameNumber, () => stamp);
  const corrections = correction ? [...events.corrections, correction] : events.corrections;
  const stored = withDerived(stamped, deriveFigures(stamped, events.shots, corrections, game.gameNumber));
  await allOrNothing(tx, (add) => {
    add(tx.objectStore('units').put(stored));
    if (correction) add(tx.objectStore('corrections').put(correction));
    clock.save(add);
  });
  return stored;
}

function value(card: UnitCard, field: CardField): unknown {
  return field === 'screenAttached' ? card.screen.attached : card[field];
}

/** Deletes a card (its applied shots marked, as storage/units.ts does) and leaves a tombstone that travels. */
export async function deleteCardStamped(db: GbDb, id: string, now = Date.now()): Promise<void> {
  const tx = db.transaction(['units', 'resolutions', 'tombstones', 'meta'], 'readwrite') as unknown as Tx;
  const clock = await clockIn(tx.objectStore('meta'), now);
  const card = await tx.objectStore('units').get(id);
  const shots = await tx.objectStore('resolutions').index('byTarget').getAll(id);
  await allOrNothing(tx, (add) => {
    add(tx.objectStore('units').delete(id));
    if (card) add(tx.objectStore('tombstones').put({ id, side: card.side, clock: clock.next() }));
    for (const s of shots)
      if (s.applied && !s.applied.targetDeleted)
        add(tx.objectStore('resolutions').put({ ...s, applied: { ...s.applied, targetDeleted: true } }));
    clock.save(add);
  });
}

/** Undo of Delete: the card back with every field written now (later than its tombstone anywhere). */
export async function restoreCardStamped(db: GbDb, card: UnitCard, now = Date.now()): Promise<UnitCard> {
  const tx = db.transaction(['units', 'resolutions', 'tombstones', 'meta'], 'readwrite') as unknown as Tx;
  const clock = await clockIn(tx.objectStore('meta'), now);
  const stamp = clock.next();
  const restored: UnitCard = {
    ...card,
    clocks: Object.fromEntries(CARD_FIELDS.map((f) => [f, stamp])) as UnitCard['clocks'],
  };
  const shots = await tx.objectStore('resolutions').index('byTarget').getAll(card.id);
  await allOrNothing(tx, (add) => {
    add(tx.objectStore('units').put(restored));
    add(tx.objectStore('tombstones').delete(card.id));
    for (const s of shots) {
      if (!s.applied?.targetDeleted) continue;
      const { targetDeleted: _was, ...applied } = s.applied;
      add(tx.objectStore('resolutions').put({ ...s, applied }));
    }
    clock.save(add);
  });
  return restored;
}

/** Saves the settings; each setting that travels and changed gets a new clock (`fired` too). */
export async function saveGameStamped(db: GbDb, next: GameSettings, now = Date.now()): Promise<GameSettings> {
  const tx = db.transaction('meta', 'readwrite');
  const clock = await clockIn(tx.store, now);
  const before = await storedGame(tx.store);
  const stamped = stampGame(before, next, () => clock.next());
  await allOrNothing(tx, (add) => {
    add(tx.store.put(stamped, 'game'));
    clock.save(add);
  });
  return stamped;
}

export function stampGame(before: GameSettings, next: GameSettings, clock: () => string): GameSettings {
  const get = (g: GameSettings, f: GameField | 'fired') =>
    f === 'sideNames.mine' ? g.sideNames.mine : f === 'sideNames.opponent' ? g.sideNames.opponent : g[f];
  let stamp: string | undefined;
  // The stored clocks, never a caller's copy (a screen may hold settings read before a merge).
  const clocks = { ...(before.clocks ?? {}) };
  for (const field of [...GAME_FIELDS, 'fired'] as const) {
    if (JSON.stringify(get(before, field)) === JSON.stringify(get(next, field))) continue;
    stamp ??= clock();
    clocks[field] = stamp;
  }
  const { clocks: _theirs, ...rest } = next;
  return Object.keys(clocks).length > 0 ? { ...rest, clocks } : rest;
}

/**
 * Apply / Undo of a shot (game-changes.ts): inside its transaction, the card is reconciled with
 * its events first, the shot's applied/undone register gets a new clock, and the card's figures
 * are derived again from the events.
 */
export async function shotEventsIn(
  tx: Tx,
  card: UnitCard,
  gameNumber: number,
  now: number,
): Promise<{
  stateClock: string;
  finish: (record: ResolutionRecord, unit: UnitCard, add: (p: Promise<unknown>) => void) => UnitCard;
}> {
  const clock = await clockIn(tx.objectStore('meta'), now);
  const events = await eventsOf(tx, card.id);
  const correction = reconcile(card, events, gameNumber, () => clock.next());
  const stateClock = clock.next();
  return {
    stateClock,
    finish(record, unit, add) {
      const shots = [...events.shots.filter((s) => s.id !== record.id), record];
      const corrections = correction ? [...events.corrections, correction] : events.corrections;
      if (correction) add(tx.objectStore('corrections').put(correction));
      clock.save(add);
      return withDerived(unit, deriveFigures(unit, shots, corrections, gameNumber));
    },
  };
}
