/**
 * A confirmed paste stored, and its one Undo (saved sides put on the table go the same way). Each side read goes to its table side through the
 * brigade verbs' `addSide` (its brigades and units in one transaction each), and the side names the
 * player kept go to the game's settings. A side that fails takes back the ones stored before it;
 * Undo puts back every side's edit (last first) and the names as they were.
 */
import { fail, ok, type Result } from '../../../core';
import type { OobReading } from '../../../oob';
import type { GameSettings, StorageFailure, UnitCard, UnitSide } from '../../../records';
import type { Game, RosterEdit } from '../../../state';

/** What Undo needs: each side's edit, how many units it made, the side names before. */
export interface Pasted {
  readonly edits: readonly RosterEdit[];
  readonly units: number;
  readonly namesBefore?: GameSettings['sideNames'];
}

export async function storePaste(
  game: Game,
  reading: Pick<OobReading, 'sides'>,
  targets: readonly UnitSide[],
  names: readonly (string | undefined)[],
): Promise<Result<Pasted, StorageFailure>> {
  const edits: RosterEdit[] = [];
  let units = 0;
  for (const [i, side] of reading.sides.entries()) {
    const added = await game.brigades.addSide(targets[i] ?? 'opponent', side);
    if (!added.ok) {
      await takeBack(game, { edits, units });
      return added;
    }
    edits.push(added.value);
    units += added.value.unitIds.length;
  }
  const before = game.state.game.sideNames;
  const next = { ...before };
  reading.sides.forEach((_, i) => {
    const name = names[i]?.trim();
    const side = targets[i];
    if (name && side) next[side] = name;
  });
  const renamed = next.mine !== before.mine || next.opponent !== before.opponent;
  // The units stand even if the names could not be stored (the banner says why).
  if (renamed && !(await game.turns.update({ sideNames: next })).ok) return ok({ edits, units });
  return ok({ edits, units, ...(renamed ? { namesBefore: { ...before } } : {}) });
}

/** Undo of a paste: every side's brigades and units out (the last side first), the names as they were. */
export async function takeBack(game: Game, pasted: Pasted): Promise<Result<void, StorageFailure>> {
  for (const edit of [...pasted.edits].reverse()) {
    const undone = await game.brigades.undo(edit);
    if (!undone.ok) return fail(undone.problem);
  }
  if (pasted.namesBefore) {
    const named = await game.turns.update({ sideNames: pasted.namesBefore });
    if (!named.ok) return named;
  }
  return ok();
}

/** A table side's units and brigades taken off before saved sides take their place, for Undo. */
export interface Cleared {
  readonly cards: readonly UnitCard[];
  readonly brigades: readonly RosterEdit[];
}

/**
 * The table's `sides` emptied (their cards, then their brigades), each card and brigade one write
 * as Delete makes it; a failure puts back what was taken off and answers it.
 */
export async function clearSides(
  game: Game,
  sides: readonly UnitSide[],
): Promise<Result<Cleared, StorageFailure>> {
  const cleared = { cards: [] as UnitCard[], brigades: [] as RosterEdit[] };
  const failed = async (problem: StorageFailure) => {
    await putBack(game, cleared);
    return fail(problem);
  };
  for (const card of game.state.units.filter((u) => sides.includes(u.side))) {
    const removed = await game.units.remove(card.id);
    if (!removed.ok) {
      if (removed.problem === 'not-found') continue;
      return failed(removed.problem);
    }
    cleared.cards.push(removed.value);
  }
  for (const brigade of game.state.brigades.filter((b) => !b.deleted && sides.includes(b.side))) {
    const removed = await game.brigades.remove(brigade.id);
    if (!removed.ok) {
      if (removed.problem === 'not-found') continue;
      return failed(removed.problem);
    }
    cleared.brigades.push(removed.value);
  }
  return ok(cleared);
}

/** Undo of `clearSides`: the brigades back (the last first), then the cards in them. */
export async function putBack(game: Game, cleared: Cleared): Promise<Result<void, StorageFailure>> {
  for (const edit of [...cleared.brigades].reverse()) {
    const undone = await game.brigades.undo(edit);
    if (!undone.ok) return fail(undone.problem);
  }
  for (const card of cleared.cards) {
    const restored = await game.units.restore(card);
    if (!restored.ok) return fail(restored.problem);
  }
  return ok();
}
