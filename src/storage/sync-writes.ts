/**
 * The event-stamped writes of the app's edit paths (card edits, deletions, settings, shot
 * Apply/Undo): every change gets a clock (clock.ts), a change of a card's figures becomes a
 * correction event, a deletion a tombstone. Small on purpose: Apply and the editor load it; the
 * merge (sync.ts) loads only on the sharing screens.
 */

import type {
  BrigadeRecord,
  CorrectionRecord,
  GameSettings,
  ResolutionRecord,
  TombstoneRecord,
  UnitCard,
} from '../records';
import { BRIGADE_FIELDS, CARD_FIELDS, type CardField, GAME_FIELDS, type GameField } from '../records';
import { deriveFigures, figureSetFor, withDerived } from '../sync';
import { clockIn, type SyncTx } from './clock';
import { repairFutureClocks } from './clock-repair';
import type { GbDb } from './db';
import { allOrNothing, storedGame } from './resolutions';

type Tx = SyncTx;

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

/** What one roster write (brigades and cards, src/state/units/brigades.ts) puts and deletes, all at once. */
export interface RosterChange {
  /** Brigades made or changed (a deletion is `deleted: true`, an Undo of it the field left out). */
  readonly brigades?: readonly BrigadeRecord[];
  /**
   * Cards made, or changed in their side, brigade or place: an existing card's figures stay as
   * stored (they are derived from the events; a roster write never sets them).
   */
  readonly cards?: readonly UnitCard[];
  /** Cards deleted (each leaves its tombstone), e.g. an Undo of a batch of new cards. */
  readonly deleteCards?: readonly string[];
}

/**
 * v6: one roster write in ONE transaction (all or nothing): each brigade's and card's changed
 * fields get a new clock, a new record every field's; the deleted cards their tombstones. Answers
 * what was stored.
 */
export async function saveRosterStamped(
  db: GbDb,
  change: RosterChange,
  now = Date.now(),
): Promise<{ brigades: BrigadeRecord[]; cards: UnitCard[] }> {
  const tx = db.transaction(['units', 'brigades', 'tombstones', 'meta'], 'readwrite');
  const clock = await clockIn(tx.objectStore('meta'), now);
  let stamp: string | undefined;
  const next = () => {
    stamp ??= clock.next();
    return stamp;
  };
  const brigades: BrigadeRecord[] = [];
  for (const brigade of change.brigades ?? []) {
    const before = await tx.objectStore('brigades').get(brigade.id);
    brigades.push(stampedBrigade(before, brigade, next, now));
  }
  const cards: UnitCard[] = [];
  for (const card of change.cards ?? [])
    cards.push(stampedRosterCard(await tx.objectStore('units').get(card.id), card, next, now));
  const gone = change.deleteCards ?? [];
  const kept = gone.length > 0 ? await tx.objectStore('tombstones').getAll() : [];
  const tombstones: TombstoneRecord[] = [];
  for (const id of gone) {
    const card = await tx.objectStore('units').get(id);
    if (card) tombstones.push({ id, side: card.side, clock: next() });
  }
  const placed = new Set(tombstones.map((t) => t.id));
  const compact = compactTombstones([...kept.filter((t) => !placed.has(t.id)), ...tombstones]);
  await allOrNothing(tx, (add) => {
    for (const b of brigades) add(tx.objectStore('brigades').put(b));
    for (const c of cards) add(tx.objectStore('units').put(c));
    for (const id of gone) add(tx.objectStore('units').delete(id));
    for (const t of tombstones) add(tx.objectStore('tombstones').put(t));
    for (const old of compact) add(tx.objectStore('tombstones').delete(old));
    clock.save(add);
  });
  return { brigades, cards };
}

/** A brigade with a new clock on each field that changed (every field of a new one); its side as made. */
function stampedBrigade(
  before: BrigadeRecord | undefined,
  brigade: BrigadeRecord,
  next: () => string,
  now: number,
): BrigadeRecord {
  const clocks = { ...(before?.clocks ?? {}) };
  for (const field of BRIGADE_FIELDS)
    if (!before || JSON.stringify(before[field]) !== JSON.stringify(brigade[field])) clocks[field] = next();
  return { ...brigade, side: before?.side ?? brigade.side, clocks, updatedAt: now };
}

/** A card with a new clock on each field that changed; an existing card's figures as stored. */
function stampedRosterCard(
  before: UnitCard | undefined,
  card: UnitCard,
  next: () => string,
  now: number,
): UnitCard {
  const clocks = { ...(before?.clocks ?? {}) };
  for (const field of CARD_FIELDS)
    if (!before || JSON.stringify(value(before, field)) !== JSON.stringify(value(card, field)))
      clocks[field] = next();
  if (!before) return { ...card, clocks, updatedAt: now };
  const screen = { ...card.screen, figures: before.screen.figures };
  return { ...card, figures: before.figures, screen, clocks, updatedAt: now };
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
