/**
 * Undo merge: every record the last merge changed (sync-merge.ts keeps them) back exactly as it
 * was, unless one changed since; the cards' figures derived again for the game that stands.
 */
import { fail, ok, type Result } from '../core';
import type { GameSettings, UnitCard } from '../records';
import { deriveFigures, withDerived } from '../sync';
import type { SyncTx } from './clock';
import { type GbDb, LAST_MERGE_KEY } from './db';
import { allOrNothing, storedGame } from './resolutions';
import { SYNC_STORES } from './sync';
import { type MergeUndo, type Snapshot, writeSnapshot } from './sync-merge';

export type UndoMergeResult = Result<void, 'nothing-to-undo' | 'changed-since'>;

/**
 * Undo merge: every record the last merge changed back exactly as it was, provided none of them
 * changed since (a shot applied after the merge would otherwise be lost). One transaction.
 */
export async function undoLastMerge(db: GbDb): Promise<UndoMergeResult> {
  const tx = db.transaction(SYNC_STORES, 'readwrite') as SyncTx;
  const undo = (await tx.objectStore('meta').get(LAST_MERGE_KEY)) as MergeUndo | undefined;
  if (!undo) {
    await tx.done;
    return fail('nothing-to-undo');
  }
  const unchanged = async () => {
    const eq = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
    for (const store of ['units', 'resolutions', 'corrections', 'tombstones', 'brigades'] as const)
      for (const [id, v] of undo.after[store] ?? [])
        if (!eq(await tx.objectStore(store).get(id), v)) return false;
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
async function derivedAfterUndo(tx: SyncTx, before: Snapshot, gameNumber: number): Promise<UnitCard[]> {
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
