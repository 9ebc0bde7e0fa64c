/**
 * The storage side of sharing a game between phones (src/sync/ is the pure side): this phone's
 * device id and hybrid logical clock, event-stamped writes (card edits, deletions, settings, shot
 * Apply/Undo), the shared text's records, and a merge written in ONE transaction with a snapshot
 * that Undo merge restores exactly.
 */
import type { IDBPTransaction } from 'idb';
import { correctionFor, deriveFigures, withDerived } from '../sync/figures';
import { decodeClock, encodeClock, type Hlc, newDeviceId, receive, tick } from '../sync/hlc';
import { type MergePlan, planMerge, type SyncState, type SyncSummary } from '../sync/merge';
import { SYNC_FORMAT, SYNC_FORMAT_VERSION, type SyncBody, type SyncPayload } from '../sync/payload';
import { CLOCK_KEY, DEVICE_KEY, type GbDb, type GbSchema, LAST_MERGE_KEY } from './db';
import {
  CARD_FIELDS,
  type CardField,
  type CorrectionRecord,
  GAME_FIELDS,
  type GameField,
  type GameSettings,
  type ResolutionRecord,
  type TombstoneRecord,
  type UnitCard,
  type UnitSide,
} from './model';
import { allOrNothing, storedGame } from './resolutions';

type Stores = 'units' | 'resolutions' | 'meta' | 'corrections' | 'tombstones';
type MetaStore = { get(key: string): Promise<unknown>; put(value: unknown, key: string): Promise<unknown> };
type Tx = IDBPTransaction<GbSchema, Stores[], 'readwrite'>;
const ALL: Stores[] = ['units', 'resolutions', 'meta', 'corrections', 'tombstones'];

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
    seen(remote: string) {
      const r = decodeClock(remote);
      if (r) hlc = receive(hlc, r, now);
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
function reconcile(
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
    if (!before || JSON.stringify(value(before, field)) !== JSON.stringify(value(card, field))) clocks[field] = stamp;
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
    for (const s of shots) if (s.applied && !s.applied.targetDeleted)
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
  const clocks = { ...(before.clocks ?? {}), ...(next.clocks ?? {}) };
  for (const field of [...GAME_FIELDS, 'fired'] as const) {
    if (JSON.stringify(get(before, field)) === JSON.stringify(get(next, field))) continue;
    stamp ??= clock();
    clocks[field] = stamp;
  }
  return stamp ? { ...next, clocks } : next;
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

// ---------------------------------------------------------------------------------------------
// The shared text's records

async function readState(tx: Tx): Promise<SyncState> {
  const [cards, tombstones, shots, corrections, game] = await Promise.all([
    tx.objectStore('units').index('byCreated').getAll(),
    tx.objectStore('tombstones').getAll(),
    tx.objectStore('resolutions').getAll(),
    tx.objectStore('corrections').getAll(),
    storedGame(tx.objectStore('meta')),
  ]);
  return { cards, tombstones, shots, corrections, game };
}

export type SyncWhat = { kind: 'card'; cardId: string } | { kind: 'roster'; side: UnitSide } | { kind: 'game' };

/**
 * The records of a shared text. Cards whose stored figures differ from their events are
 * reconciled first (a correction, written in the same transaction), so the other phone derives
 * the very figures this one shows. Undefined when the card asked for does not exist.
 */
export async function collectSync(db: GbDb, what: SyncWhat, now = Date.now()): Promise<SyncBody | undefined> {
  const tx = db.transaction(ALL, 'readwrite') as Tx;
  const clock = await clockIn(tx.objectStore('meta'), now);
  const state = await readState(tx);
  const cards = state.cards.filter((c) =>
    what.kind === 'card' ? c.id === what.cardId : what.kind === 'roster' ? c.side === what.side : true,
  );
  if (what.kind === 'card' && cards.length === 0) {
    await tx.done;
    return undefined;
  }
  const tombstones = what.kind === 'card' ? [] : state.tombstones.filter((t) => what.kind === 'game' || t.side === what.side);
  const ids = new Set([...cards.map((c) => c.id), ...tombstones.map((t) => t.id)]);
  const added: CorrectionRecord[] = [];
  const outCards: UnitCard[] = [];
  for (const card of cards) {
    const shots = state.shots.filter((s) => s.applied?.targetId === card.id);
    const corrections = state.corrections.filter((c) => c.cardId === card.id);
    const correction = reconcile(card, { shots, corrections }, state.game.gameNumber, () => clock.next());
    if (correction) added.push(correction);
    // Cards from before v4 travel with the clocks they count as having (merge.ts `fieldClock`).
    outCards.push(card);
  }
  const stamp = clock.next();
  await allOrNothing(tx, (add) => {
    for (const c of added) add(tx.objectStore('corrections').put(c));
    clock.save(add);
  });
  const shots =
    what.kind === 'game'
      ? state.shots
      : state.shots.filter((s) => ids.has(s.input.targetId) || (s.applied && ids.has(s.applied.targetId)));
  const body: SyncBody = {
    format: SYNC_FORMAT,
    formatVersion: SYNC_FORMAT_VERSION,
    kind: what.kind,
    ...(what.kind === 'roster' ? { side: what.side } : {}),
    from: clock.device,
    clock: stamp,
    cards: outCards,
    tombstones,
    // A shot's "target deleted" is this phone's note: the receiver decides for itself.
    shots: shots.map(stripTargetDeleted),
    corrections: [...state.corrections, ...added].filter((c) => ids.has(c.cardId)),
  };
  if (what.kind === 'game') {
    const g = state.game;
    body.game = {
      turn: g.turn,
      gameNumber: g.gameNumber,
      sideNames: g.sideNames,
      phasingSide: g.phasingSide,
      fired: g.fired,
      ...(g.clocks ? { clocks: g.clocks } : {}),
    };
  }
  return body;
}

function stripTargetDeleted(shot: ResolutionRecord): ResolutionRecord {
  if (!shot.applied?.targetDeleted) return shot;
  const { targetDeleted: _note, ...applied } = shot.applied;
  return { ...shot, applied };
}

/** What a merge would do, read-only (the preview). */
export async function previewMerge(db: GbDb, payload: SyncPayload): Promise<SyncSummary> {
  const tx = db.transaction(ALL, 'readonly');
  const state = await readState(tx as unknown as Tx);
  await tx.done;
  return planMerge(state, payload).summary;
}

interface Snapshot {
  units: [string, UnitCard | null][];
  resolutions: [string, ResolutionRecord | null][];
  corrections: [string, CorrectionRecord | null][];
  tombstones: [string, TombstoneRecord | null][];
  game: GameSettings | null;
}
interface MergeUndo {
  before: Snapshot;
  after: Snapshot;
}

/**
 * Merges a checked payload: plan and writes in ONE transaction (all or nothing), with a snapshot
 * of every record it changes, as it was and as it became, for Undo merge.
 */
export async function applyMerge(
  db: GbDb,
  payload: SyncPayload,
  now = Date.now(),
): Promise<{ summary: SyncSummary; plan: MergePlan }> {
  const tx = db.transaction(ALL, 'readwrite') as Tx;
  const clock = await clockIn(tx.objectStore('meta'), now);
  const state = await readState(tx);
  const plan = planMerge(state, payload);
  clock.seen(payload.clock);
  const before: Snapshot = { units: [], resolutions: [], corrections: [], tombstones: [], game: null };
  const after: Snapshot = { units: [], resolutions: [], corrections: [], tombstones: [], game: null };
  const cards = new Map(state.cards.map((c) => [c.id, c]));
  const shots = new Map(state.shots.map((s) => [s.id, s]));
  const tombs = new Map(state.tombstones.map((t) => [t.id, t]));
  for (const c of plan.put.cards) {
    before.units.push([c.id, cards.get(c.id) ?? null]);
    after.units.push([c.id, c]);
  }
  for (const id of plan.remove.cards) {
    before.units.push([id, cards.get(id) ?? null]);
    after.units.push([id, null]);
  }
  for (const s of plan.put.shots) {
    before.resolutions.push([s.id, shots.get(s.id) ?? null]);
    after.resolutions.push([s.id, s]);
  }
  for (const c of plan.put.corrections) {
    before.corrections.push([c.id, null]);
    after.corrections.push([c.id, c]);
  }
  for (const t of plan.put.tombstones) {
    before.tombstones.push([t.id, tombs.get(t.id) ?? null]);
    after.tombstones.push([t.id, t]);
  }
  for (const id of plan.remove.tombstones) {
    before.tombstones.push([id, tombs.get(id) ?? null]);
    after.tombstones.push([id, null]);
  }
  if (plan.put.game) {
    before.game = state.game;
    after.game = plan.put.game;
  }
  await allOrNothing(tx, (add) => {
    writeSnapshot(tx, after, add);
    if (!plan.summary.nothing) add(tx.objectStore('meta').put({ before, after } satisfies MergeUndo, LAST_MERGE_KEY));
    clock.save(add);
  });
  return { summary: plan.summary, plan };
}

function writeSnapshot(tx: Tx, snap: Snapshot, add: (p: Promise<unknown>) => void) {
  for (const [id, v] of snap.units) add(v ? tx.objectStore('units').put(v) : tx.objectStore('units').delete(id));
  for (const [id, v] of snap.resolutions)
    add(v ? tx.objectStore('resolutions').put(v) : tx.objectStore('resolutions').delete(id));
  for (const [id, v] of snap.corrections)
    add(v ? tx.objectStore('corrections').put(v) : tx.objectStore('corrections').delete(id));
  for (const [id, v] of snap.tombstones)
    add(v ? tx.objectStore('tombstones').put(v) : tx.objectStore('tombstones').delete(id));
  if (snap.game) add(tx.objectStore('meta').put(snap.game, 'game'));
}

export type UndoMergeResult = { ok: true } | { ok: false; problem: 'nothing-to-undo' | 'changed-since' };

/**
 * Undo merge: every record the last merge changed back exactly as it was, provided none of them
 * changed since (a shot applied after the merge would otherwise be lost). One transaction.
 */
export async function undoLastMerge(db: GbDb): Promise<UndoMergeResult> {
  const tx = db.transaction(ALL, 'readwrite') as Tx;
  const undo = (await tx.objectStore('meta').get(LAST_MERGE_KEY)) as MergeUndo | undefined;
  if (!undo) {
    await tx.done;
    return { ok: false, problem: 'nothing-to-undo' };
  }
  const unchanged = async () => {
    const eq = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
    for (const [id, v] of undo.after.units) if (!eq(await tx.objectStore('units').get(id), v)) return false;
    for (const [id, v] of undo.after.resolutions) if (!eq(await tx.objectStore('resolutions').get(id), v)) return false;
    for (const [id, v] of undo.after.corrections) if (!eq(await tx.objectStore('corrections').get(id), v)) return false;
    for (const [id, v] of undo.after.tombstones) if (!eq(await tx.objectStore('tombstones').get(id), v)) return false;
    if (undo.after.game) {
      const game = await tx.objectStore('meta').get('game');
      const { turn, gameNumber, phasingSide, sideNames, fired } = undo.after.game;
      if (!eq({ turn, gameNumber, phasingSide, sideNames, fired }, pick(game as GameSettings))) return false;
    }
    return true;
  };
  if (!(await unchanged())) {
    await tx.done;
    return { ok: false, problem: 'changed-since' };
  }
  await allOrNothing(tx, (add) => {
    writeSnapshot(tx, undo.before, add);
    add(tx.objectStore('meta').delete(LAST_MERGE_KEY));
  });
  return { ok: true };
}

function pick(g: GameSettings | undefined) {
  if (!g) return null;
  const { turn, gameNumber, phasingSide, sideNames, fired } = g;
  return { turn, gameNumber, phasingSide, sideNames, fired };
}

export async function hasMergeToUndo(db: GbDb): Promise<boolean> {
  return (await db.get('meta', LAST_MERGE_KEY)) !== undefined;
}
