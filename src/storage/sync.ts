/**
 * The storage side of sharing a game between phones (src/sync/ is the pure side): the shared
 * text's records, and a merge written in ONE transaction with a snapshot that Undo merge restores
 * exactly. The clock is in clock.ts, the stamped writes of the app's own edits in sync-writes.ts.
 */
import { fail, ok, type Result } from '../core/result';
import type {
  CorrectionRecord,
  GameSettings,
  ResolutionRecord,
  TombstoneRecord,
  UnitCard,
  UnitSide,
} from '../records/model';
import { deriveFigures, withDerived } from '../sync/figures';
import { encodeClock, newDeviceId } from '../sync/hlc';
import { gameStarted, type MergePlan, planMerge, type SyncState, type SyncSummary } from '../sync/merge';
import { SYNC_FORMAT, SYNC_FORMAT_VERSION, type SyncBody, type SyncPayload, syncGame } from '../sync/payload';
import { clockIn, type SyncStores, type SyncTx } from './clock';
import { repairFutureClocks, writeRepairs } from './clock-repair';
import type { GbDb } from './db';
import { DEVICE_KEY, LAST_MERGE_KEY } from './db';
import { allOrNothing, compactedBelow, storedGame } from './resolutions';
import { compactTombstones } from './sync-writes';

export * from './sync-writes';

type Tx = SyncTx;
const ALL: SyncStores[] = ['units', 'resolutions', 'meta', 'corrections', 'tombstones'];

// ---------------------------------------------------------------------------------------------
// The shared text's records

async function readState(tx: Tx): Promise<SyncState> {
  const [cards, tombstones, shots, corrections, game, device, floor] = await Promise.all([
    tx.objectStore('units').index('byCreated').getAll(),
    tx.objectStore('tombstones').getAll(),
    tx.objectStore('resolutions').getAll(),
    tx.objectStore('corrections').getAll(),
    storedGame(tx.objectStore('meta')),
    tx.objectStore('meta').get(DEVICE_KEY),
    compactedBelow(tx.objectStore('meta')),
  ]);
  return {
    cards,
    tombstones,
    shots,
    corrections,
    game,
    compactedBelow: floor,
    ...(typeof device === 'string' ? { device } : {}),
  };
}

export type SyncWhat =
  | { kind: 'card'; cardId: string }
  | { kind: 'roster'; side: UnitSide }
  | { kind: 'game' };

/**
 * The records of a shared text, and the game it is from (`identity`). Nothing is reconciled: the
 * figures travel as events, and a cache that disagrees with them is not turned into one. A phone
 * with no table id yet takes one now; clocks of this phone's records that lie ahead of its time
 * (its date was wrong and has been set right) are stamped again first, so the text is not
 * refused as coming from the future (src/sync/clock-bound.ts). Undefined when the card asked for
 * does not exist.
 */
export async function collectSync(db: GbDb, what: SyncWhat, now = Date.now()): Promise<SyncBody | undefined> {
  const tx = db.transaction(ALL, 'readwrite') as Tx;
  const clock = await clockIn(tx.objectStore('meta'), now);
  const read = await readState(tx);
  const repaired = repairFutureClocks(read, now, () => clock.next());
  const state = repaired.state;
  const cards = state.cards.filter((c) =>
    what.kind === 'card' ? c.id === what.cardId : what.kind === 'roster' ? c.side === what.side : true,
  );
  if (what.kind === 'card' && cards.length === 0) {
    await tx.done;
    return undefined;
  }
  // At most the newest KEPT_TOMBSTONES deletions travel (a phone of an older version kept more).
  const dropped = new Set(compactTombstones(state.tombstones));
  const tombstones =
    what.kind === 'card'
      ? []
      : state.tombstones.filter((t) => !dropped.has(t.id) && (what.kind === 'game' || t.side === what.side));
  const ids = new Set([...cards.map((c) => c.id), ...tombstones.map((t) => t.id)]);
  const game: GameSettings = state.game.gameId ? state.game : { ...state.game, gameId: newDeviceId() };
  const stamp = clock.next();
  await allOrNothing(tx, (add) => {
    if (game !== state.game) add(tx.objectStore('meta').put(game, 'game'));
    writeRepairs(tx, repaired.changed, add);
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
    // Cards from before v4 travel with the clocks they count as having (merge.ts `fieldClock`).
    cards,
    tombstones,
    // A shot's "target deleted" is this phone's note: the receiver decides for itself. A shot
    // logged here travels with the clock of its logging (its `at`, this phone), made the same way
    // on every export; one that came from another phone keeps the clock it came with.
    shots: shots.map((s) =>
      stripTargetDeleted(
        s.clock
          ? s
          : { ...s, clock: encodeClock({ wall: Math.min(s.at, now), counter: 0, device: clock.device }) },
      ),
    ),
    corrections: state.corrections.filter((c) => ids.has(c.cardId)),
    identity: {
      id: game.gameId as string,
      gameNumber: game.gameNumber,
      turn: game.turn,
      started: gameStarted(state),
    },
  };
  if (what.kind === 'game') body.game = syncGame(state.game);
  return body;
}

function stripTargetDeleted(shot: ResolutionRecord): ResolutionRecord {
  if (!shot.applied?.targetDeleted) return shot;
  const { targetDeleted: _note, ...applied } = shot.applied;
  return { ...shot, applied };
}

/**
 * What a merge would do, read-only (the preview). A text of another game is previewed as merged
 * "as this game" (its `otherGame` says so): what the player would get by choosing that.
 */
export async function previewMerge(db: GbDb, payload: SyncPayload): Promise<SyncSummary> {
  const tx = db.transaction(ALL, 'readonly');
  const state = await readState(tx as unknown as Tx);
  await tx.done;
  return planMerge(state, payload, undefined, true).summary;
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
 * of every record it changes, as it was and as it became, for Undo merge. `keepOne`: the
 * batteries that fired on both phones (`SyncSummary.firedTwice` keys) the player keeps one shot of;
 * `asThisGame`: the player chose "Merge as this game" for a text of another table id.
 */
export async function applyMerge(
  db: GbDb,
  payload: SyncPayload,
  now = Date.now(),
  keepOne: ReadonlySet<string> = new Set(),
  asThisGame = false,
): Promise<{ summary: SyncSummary; plan: MergePlan }> {
  const tx = db.transaction(ALL, 'readwrite') as Tx;
  const clock = await clockIn(tx.objectStore('meta'), now);
  const state = await readState(tx);
  // Past the other phone's clock first: a shot put back by "keep one" is later than its Apply there.
  clock.seen(payload.clock);
  const plan = planMerge(state, payload, { keepOne, clock: () => clock.next() }, asThisGame);
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
  const removed = new Set(plan.remove.tombstones);
  const merged = [...tombs.values()].filter((t) => !removed.has(t.id));
  for (const t of plan.put.tombstones) merged.push(t);
  const compacted = compactTombstones([...new Map(merged.map((t) => [t.id, t])).values()]);
  for (const id of [...plan.remove.tombstones, ...compacted]) {
    before.tombstones.push([id, tombs.get(id) ?? null]);
    after.tombstones.push([id, null]);
  }
  if (plan.put.game) {
    before.game = state.game;
    after.game = plan.put.game;
  }
  await allOrNothing(tx, (add) => {
    writeSnapshot(tx, after, add);
    if (!plan.summary.nothing)
      add(tx.objectStore('meta').put({ before, after } satisfies MergeUndo, LAST_MERGE_KEY));
    clock.save(add);
  });
  return { summary: plan.summary, plan };
}

function writeSnapshot(tx: Tx, snap: Snapshot, add: (p: Promise<unknown>) => void) {
  for (const [id, v] of snap.units)
    add(v ? tx.objectStore('units').put(v) : tx.objectStore('units').delete(id));
  for (const [id, v] of snap.resolutions)
    add(v ? tx.objectStore('resolutions').put(v) : tx.objectStore('resolutions').delete(id));
  for (const [id, v] of snap.corrections)
    add(v ? tx.objectStore('corrections').put(v) : tx.objectStore('corrections').delete(id));
  for (const [id, v] of snap.tombstones)
    add(v ? tx.objectStore('tombstones').put(v) : tx.objectStore('tombstones').delete(id));
  if (snap.game) add(tx.objectStore('meta').put(snap.game, 'game'));
}

export type UndoMergeResult = Result<void, 'nothing-to-undo' | 'changed-since'>;

/**
 * Undo merge: every record the last merge changed back exactly as it was, provided none of them
 * changed since (a shot applied after the merge would otherwise be lost). One transaction.
 */
export async function undoLastMerge(db: GbDb): Promise<UndoMergeResult> {
  const tx = db.transaction(ALL, 'readwrite') as Tx;
  const undo = (await tx.objectStore('meta').get(LAST_MERGE_KEY)) as MergeUndo | undefined;
  if (!undo) {
    await tx.done;
    return fail('nothing-to-undo');
  }
  const unchanged = async () => {
    const eq = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
    for (const [id, v] of undo.after.units) if (!eq(await tx.objectStore('units').get(id), v)) return false;
    for (const [id, v] of undo.after.resolutions)
      if (!eq(await tx.objectStore('resolutions').get(id), v)) return false;
    for (const [id, v] of undo.after.corrections)
      if (!eq(await tx.objectStore('corrections').get(id), v)) return false;
    for (const [id, v] of undo.after.tombstones)
      if (!eq(await tx.objectStore('tombstones').get(id), v)) return false;
    return true;
  };
  if (!(await unchanged())) {
    await tx.done;
    return fail('changed-since');
  }
  // The settings that travel go back, unless they changed since (a Next turn after the merge):
  // then they stay as they are now, and the cards and log still go back. This phone's own
  // settings (scale, year, pack) always stay.
  const now = await storedGame(tx.objectStore('meta'));
  const after = undo.after.game;
  const eqGame = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const moved = after !== null && !eqGame(pick(after), pick(now));
  const before = moved ? null : undo.before.game;
  const game: GameSettings | null = before
    ? (({ clocks: _now, gameId: _joined, formerGameIds: _former, ...rest }) => ({
        ...rest,
        ...pick(before),
        ...(before.clocks ? { clocks: before.clocks } : {}),
        ...(before.gameId ? { gameId: before.gameId } : {}),
        ...(before.formerGameIds ? { formerGameIds: before.formerGameIds } : {}),
      }))(now)
    : null;
  // Every card's figures derived again for the game that stands: when the merge had moved the game
  // number and a Next turn since keeps it, the cards as they were before show another game's.
  const rederived = await derivedAfterUndo(tx, undo.before, (game ?? now).gameNumber);
  await allOrNothing(tx, (add) => {
    writeSnapshot(tx, { ...undo.before, game }, add);
    for (const card of rederived) add(tx.objectStore('units').put(card));
    add(tx.objectStore('meta').delete(LAST_MERGE_KEY));
  });
  return ok();
}

/** The cards whose figures, with the records as `before` puts them back, differ for `gameNumber`. */
async function derivedAfterUndo(tx: Tx, before: Snapshot, gameNumber: number): Promise<UnitCard[]> {
  const [cards, shots, corrections] = await Promise.all([
    tx.objectStore('units').getAll(),
    tx.objectStore('resolutions').getAll(),
    tx.objectStore('corrections').getAll(),
  ]);
  const back = <T extends { id: string }>(now: T[], was: [string, T | null][]) => {
    const map = new Map(now.map((r) => [r.id, r]));
    for (const [id, v] of was) {
      if (v) map.set(id, v);
      else map.delete(id);
    }
    return [...map.values()];
  };
  const by = <T>(records: T[], key: (r: T) => string | undefined) => {
    const map = new Map<string, T[]>();
    for (const r of records) {
      const k = key(r);
      if (k === undefined) continue;
      const list = map.get(k);
      if (list) list.push(r);
      else map.set(k, [r]);
    }
    return map;
  };
  const shotsAt = by(back(shots, before.resolutions), (s) => s.applied?.targetId);
  const correctionsOf = by(back(corrections, before.corrections), (c) => c.cardId);
  const out: UnitCard[] = [];
  for (const card of back(cards, before.units)) {
    const derived = deriveFigures(
      card,
      shotsAt.get(card.id) ?? [],
      correctionsOf.get(card.id) ?? [],
      gameNumber,
    );
    const next = withDerived(card, derived);
    if (next !== card) out.push(next);
  }
  return out;
}

function pick(g: GameSettings | undefined) {
  if (!g) return null;
  const { turn, gameNumber, phasingSide, sideNames, fired } = g;
  return { turn, gameNumber, phasingSide, sideNames, fired };
}

export async function hasMergeToUndo(db: GbDb): Promise<boolean> {
  return (await db.get('meta', LAST_MERGE_KEY)) !== undefined;
}
