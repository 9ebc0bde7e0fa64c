/**
 * A merge on this phone's records: what it would do (the preview, read-only), and the merge
 * written in ONE transaction with a snapshot of every record it changes, as it was and as it
 * became, which Undo merge (sync-undo.ts) restores exactly.
 */
import type {
  BrigadeRecord,
  CorrectionRecord,
  GameSettings,
  ResolutionRecord,
  TombstoneRecord,
  UnitCard,
} from '../records';
import type { SyncPayload } from '../sync';
import { type MergePlan, planMerge, type SyncSummary, same } from '../sync';
import { clockIn, type SyncTx } from './clock';
import { type GbDb, LAST_MERGE_KEY } from './db';
import { allOrNothing } from './resolutions';
import { readSyncState, SYNC_STORES } from './sync';
import { compactTombstones } from './sync-writes';

/**
 * What a merge would do, read-only (the preview). A text of another game is previewed as merged
 * "as this game" (its `otherGame` says so): what the player would get by choosing that.
 */
export async function previewMerge(db: GbDb, payload: SyncPayload): Promise<SyncSummary> {
  const tx = db.transaction(SYNC_STORES, 'readonly');
  const state = await readSyncState(tx as unknown as SyncTx);
  await tx.done;
  return planMerge(state, payload, undefined, true).summary;
}

/** The records a merge changed, each by id (null: absent), and the game settings. */
export interface Snapshot {
  units: [string, UnitCard | null][];
  resolutions: [string, ResolutionRecord | null][];
  corrections: [string, CorrectionRecord | null][];
  tombstones: [string, TombstoneRecord | null][];
  game: GameSettings | null;
  /** v6; absent in a snapshot kept before brigades. */
  brigades?: [string, BrigadeRecord | null][];
}
/** What Undo merge reads back: every changed record as it was, and as the merge wrote it. */
export interface MergeUndo {
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
  const tx = db.transaction(SYNC_STORES, 'readwrite') as SyncTx;
  const clock = await clockIn(tx.objectStore('meta'), now);
  const state = await readSyncState(tx);
  // Past the other phone's clock first: a shot put back by "keep one" is later than its Apply there.
  clock.seen(payload.clock);
  const plan = planMerge(state, payload, { keepOne, clock: () => clock.next() }, asThisGame);
  const before: Snapshot = {
    units: [],
    resolutions: [],
    corrections: [],
    tombstones: [],
    game: null,
    brigades: [],
  };
  const after: Snapshot = {
    units: [],
    resolutions: [],
    corrections: [],
    tombstones: [],
    game: null,
    brigades: [],
  };
  const heldBrigades = new Map((state.brigades ?? []).map((b) => [b.id, b]));
  for (const b of plan.put.brigades ?? []) {
    before.brigades?.push([b.id, heldBrigades.get(b.id) ?? null]);
    after.brigades?.push([b.id, b]);
  }
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
    // Only a merge that changed what is stored replaces the last merge's Undo: the second of two
    // tabs accepting one text merges nothing, and Undo merge still undoes the first.
    if (!plan.summary.nothing && changesAnything(before, after))
      add(tx.objectStore('meta').put({ before, after } satisfies MergeUndo, LAST_MERGE_KEY));
    clock.save(add);
  });
  return { summary: plan.summary, plan };
}

/** Whether a record or the settings differ between the two snapshots (in content, not key order). */
function changesAnything(before: Snapshot, after: Snapshot): boolean {
  const stores = ['units', 'resolutions', 'corrections', 'tombstones', 'brigades'] as const;
  return (
    !same(before.game, after.game) ||
    stores.some((store) =>
      (before[store] ?? []).some(([, was], i) => !same(was, after[store]?.[i]?.[1] ?? null)),
    )
  );
}

/** A snapshot written back (inside the caller's transaction): null deletes. */
export function writeSnapshot(tx: SyncTx, snap: Snapshot, add: (p: Promise<unknown>) => void) {
  for (const [id, v] of snap.units)
    add(v ? tx.objectStore('units').put(v) : tx.objectStore('units').delete(id));
  for (const [id, v] of snap.resolutions)
    add(v ? tx.objectStore('resolutions').put(v) : tx.objectStore('resolutions').delete(id));
  for (const [id, v] of snap.corrections)
    add(v ? tx.objectStore('corrections').put(v) : tx.objectStore('corrections').delete(id));
  for (const [id, v] of snap.tombstones)
    add(v ? tx.objectStore('tombstones').put(v) : tx.objectStore('tombstones').delete(id));
  for (const [id, v] of snap.brigades ?? [])
    add(v ? tx.objectStore('brigades').put(v) : tx.objectStore('brigades').delete(id));
  if (snap.game) add(tx.objectStore('meta').put(snap.game, 'game'));
}
