/**
 * This phone's device id and hybrid logical clock, and the event-stamped writes of the app's
 * edit paths (card edits, deletions, settings, shot Apply/Undo): every change gets a clock, a
 * change of a card's figures becomes a correction event, a deletion a tombstone. Small on
 * purpose: Apply and the editor load it; the merge (sync.ts) loads only on the sharing screens.
 */
import type { IDBPTransaction } from 'idb';
import { CARD_FIELDS, type CardField, GAME_FIELDS, type GameField } from '../records/fields';
import type {
  CorrectionRecord,
  GameSettings,
  ResolutionRecord,
  TombstoneRecord,
  UnitCard,
} from '../records/model';
import { MAX_AHEAD_MS } from '../sync/clock-bound';
import { deriveFigures, figureSetFor, withDerived } from '../sync/figures';
import { decodeClock, encodeClock, type Hlc, newDeviceId, receive, tick } from '../sync/hlc';
import type { SyncState } from '../sync/merge-summary';
import { CLOCK_KEY, DEVICE_KEY, type GbDb } from './db';
import { allOrNothing, storedGame } from './resolutions';
import type { GbSchema } from './schema';

/** How far ahead of this phone's wall clock a received clock may be and still move ours. */
export const MAX_DRIFT_MS = MAX_AHEAD_MS;

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
 * A card whose stored figures differ from what its events give, written outside the event path
 * (restored from a backup made before v4): its figures as a "set to N", as if typed, so the
 * figures on screen stay what they are. Never called on a merge, an export or a shot: there the
 * events decide, and a cache that disagrees is written again from them.
 */
export function reconcile(
  card: UnitCard,
  events: { shots: ResolutionRecord[]; corrections: CorrectionRecord[] },
  gameNumber: number,
  clock: () => string,
): CorrectionRecord | undefined {
  const set = figureSetFor(card, deriveFigures(card, events.shots, events.corrections, gameNumber));
  if (!set) return undefined;
  const stamp = clock();
  return { id: `c-${stamp}`, cardId: card.id, game: gameNumber, line: 0, skirmishers: 0, clock: stamp, set };
}

// ---------------------------------------------------------------------------------------------
// Stamped writes (the app's edit, delete, restore and settings paths)

/**
 * Saves a card from the unit editor: each changed field gets a new clock, and current figures
 * (formed unit or screen) that differ from what the events give become a "set to N" event, the
 * player's own; the stored figures are then derived again. One transaction. Returns the card stored.
 */
export async function saveCardEdit(db: GbDb, card: UnitCard, now = Date.now()): Promise<UnitCard> {
  const tx = db.transaction(['units', 'resolutions', 'corrections', 'meta'], 'readwrite') as unknown as Tx;
  const clock = await clockIn(tx.objectStore('meta'), now);
  const stored = await tx.objectStore('units').get(card.id);
  const game = await storedGame(tx.objectStore('meta'));
  // The card's clocks and corrections stamped while this phone's date was ahead are stamped again
  // first (as before a text: `repairFutureClocks`), so this edit is later than them: a "set to N"
  // made once the date is right stands over one made while it was wrong.
  const found = await eventsOf(tx, card.id);
  const repaired = repairFutureClocks(
    { cards: stored ? [stored] : [], shots: [], corrections: found.corrections, tombstones: [], game },
    now,
    () => clock.next(),
  );
  const before = repaired.state.cards[0];
  const events = { shots: found.shots, corrections: repaired.state.corrections };
  const stamp = clock.next();
  const clocks = { ...(before?.clocks ?? {}) };
  for (const field of CARD_FIELDS) {
    if (!before || JSON.stringify(value(before, field)) !== JSON.stringify(value(card, field)))
      clocks[field] = stamp;
  }
  const stamped: UnitCard = { ...card, clocks };
  // A part the player left as it was stored sets nothing (a form opened before a merge changed
  // the figures would otherwise set them back).
  const typed: UnitCard = {
    ...stamped,
    figures: before && card.figures === before.figures ? Number.NaN : card.figures,
    screen: {
      ...card.screen,
      figures: before && card.screen.figures === before.screen.figures ? Number.NaN : card.screen.figures,
    },
  };
  const set = figureSetFor(typed, deriveFigures(stamped, events.shots, events.corrections, game.gameNumber));
  const correction: CorrectionRecord | undefined = set && {
    id: `c-${stamp}`,
    cardId: card.id,
    game: game.gameNumber,
    line: 0,
    skirmishers: 0,
    clock: stamp,
    set,
  };
  const corrections = correction ? [...events.corrections, correction] : events.corrections;
  const result = withDerived(stamped, deriveFigures(stamped, events.shots, corrections, game.gameNumber));
  await allOrNothing(tx, (add) => {
    for (const c of repaired.changed.corrections) add(tx.objectStore('corrections').put(c));
    add(tx.objectStore('units').put(result));
    if (correction) add(tx.objectStore('corrections').put(correction));
    clock.save(add);
  });
  return result;
}

function value(card: UnitCard, field: CardField): unknown {
  return field === 'screenAttached' ? card.screen.attached : card[field];
}

/**
 * How many deletions a phone remembers (v5): the oldest beyond these are compacted away, so no
 * number of deletions makes a backup or a shared text too large to be read (their limit is 2,000).
 * A deletion older than the last 500 has long reached the other phone; if a phone that never heard
 * of it sends the card back, the card comes back and can be deleted again.
 */
export const KEPT_TOMBSTONES = 500;

/** The tombstones beyond the newest KEPT_TOMBSTONES (by clock), to delete. */
export function compactTombstones(tombstones: readonly TombstoneRecord[]): string[] {
  if (tombstones.length <= KEPT_TOMBSTONES) return [];
  return [...tombstones]
    .sort((a, b) => (a.clock < b.clock ? 1 : a.clock > b.clock ? -1 : 0))
    .slice(KEPT_TOMBSTONES)
    .map((t) => t.id);
}

/** Deletes a card (its applied shots marked, as storage/units.ts does) and leaves a tombstone that travels. */
export async function deleteCardStamped(db: GbDb, id: string, now = Date.now()): Promise<void> {
  const tx = db.transaction(['units', 'resolutions', 'tombstones', 'meta'], 'readwrite') as unknown as Tx;
  const clock = await clockIn(tx.objectStore('meta'), now);
  const card = await tx.objectStore('units').get(id);
  const shots = await tx.objectStore('resolutions').index('byTarget').getAll(id);
  const tombstone = card && { id, side: card.side, clock: clock.next() };
  const kept = await tx.objectStore('tombstones').getAll();
  const compact = compactTombstones(tombstone ? [...kept.filter((t) => t.id !== id), tombstone] : kept);
  await allOrNothing(tx, (add) => {
    add(tx.objectStore('units').delete(id));
    if (tombstone) add(tx.objectStore('tombstones').put(tombstone));
    for (const old of compact) add(tx.objectStore('tombstones').delete(old));
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
 * Apply / Undo of a shot (game-changes.ts): inside its transaction the shot's applied/undone
 * register gets a new clock, and the card's figures are derived again from the events (the
 * cached figures are never turned into an event).
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
  const stateClock = clock.next();
  return {
    stateClock,
    finish(record, unit, add) {
      const shots = [...events.shots.filter((s) => s.id !== record.id), record];
      clock.save(add);
      return withDerived(unit, deriveFigures(unit, shots, events.corrections, gameNumber));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Clocks from a wrong date

interface Repairs {
  cards: UnitCard[];
  shots: ResolutionRecord[];
  corrections: CorrectionRecord[];
  tombstones: TombstoneRecord[];
  game?: GameSettings;
}

/**
 * This phone's records stamped while its date was ahead (more than MAX_AHEAD_MS past `now`):
 * each such clock stamped again now, so the phone's texts are read again by the others (which
 * refuse clocks from the future) and a wrong date never wins forever. Pure over the state read.
 */
export function repairFutureClocks(
  state: SyncState,
  now: number,
  next: () => string,
): { state: SyncState; changed: Repairs } {
  const limit = now + MAX_AHEAD_MS;
  const ahead = (clock: string | undefined) => clock !== undefined && Number(clock.slice(0, 16)) > limit;
  const fix = <T extends Record<string, string | undefined>>(clocks: T): T | undefined => {
    if (!Object.values(clocks).some(ahead)) return undefined;
    return Object.fromEntries(Object.entries(clocks).map(([k, v]) => [k, ahead(v) ? next() : v])) as T;
  };
  const changed: Repairs = { cards: [], shots: [], corrections: [], tombstones: [] };
  const cards = state.cards.map((c) => {
    const clocks = c.clocks && fix(c.clocks);
    if (!clocks) return c;
    const card = { ...c, clocks };
    changed.cards.push(card);
    return card;
  });
  const shots = state.shots.map((s) => {
    if (!ahead(s.clock) && !ahead(s.stateClock)) return s;
    const shot: ResolutionRecord = { ...s };
    if (ahead(s.clock)) shot.clock = next();
    if (ahead(s.stateClock)) shot.stateClock = next();
    changed.shots.push(shot);
    return shot;
  });
  const corrections = state.corrections.map((c) => {
    if (!ahead(c.clock)) return c;
    const fixed = { ...c, clock: next() };
    changed.corrections.push(fixed);
    return fixed;
  });
  const tombstones = state.tombstones.map((t) => {
    if (!ahead(t.clock)) return t;
    const fixed = { ...t, clock: next() };
    changed.tombstones.push(fixed);
    return fixed;
  });
  const gameClocks = state.game.clocks && fix(state.game.clocks);
  const game = gameClocks ? { ...state.game, clocks: gameClocks } : state.game;
  if (gameClocks) changed.game = game;
  return { state: { cards, shots, corrections, tombstones, game }, changed };
}

/** The repaired records written (inside the caller's transaction). */
export function writeRepairs(tx: Tx, changed: Repairs, add: (p: Promise<unknown>) => void): void {
  for (const c of changed.cards) add(tx.objectStore('units').put(c));
  for (const s of changed.shots) add(tx.objectStore('resolutions').put(s));
  for (const c of changed.corrections) add(tx.objectStore('corrections').put(c));
  for (const t of changed.tombstones) add(tx.objectStore('tombstones').put(t));
  if (changed.game) add(tx.objectStore('meta').put(changed.game, 'game'));
}
