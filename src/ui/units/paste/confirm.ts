/**
 * A confirmed paste stored, and its Undo. The cards are made by state/paste/cards.ts; the side
 * names the player kept go to the game's settings. Until the game has a verb that adds a side's
 * brigades and units in one transaction, the cards are saved one by one through the card verbs:
 * a save that fails takes back the ones stored before it, and Undo removes every card of the paste
 * and puts the names back.
 */
import { fail, ok, type Result } from '../../../core/result';
import type { OobReading } from '../../../oob';
import type { StorageFailure } from '../../../records/failure';
import type { GameSettings, UnitCard, UnitSide } from '../../../records/model';

import { type Game, pastedCards } from '../../../state';

/** What Undo needs: the cards added and the side names before. */
export interface Pasted {
  readonly cards: readonly UnitCard[];
  readonly namesBefore?: GameSettings['sideNames'];
}

export async function storePaste(
  game: Game,
  reading: OobReading,
  targets: readonly UnitSide[],
  names: readonly (string | undefined)[],
): Promise<Result<Pasted, StorageFailure>> {
  const cards = pastedCards(reading, targets, game.pack(), { now: Date.now(), units: game.state.units });
  const stored: UnitCard[] = [];
  for (const card of cards) {
    const saved = await game.units.save(card);
    if (!saved.ok) {
      await takeBack(game, { cards: stored });
      return saved;
    }
    stored.push(card);
  }
  const before = game.state.game.sideNames;
  const next = { ...before };
  reading.sides.forEach((_, i) => {
    const name = names[i]?.trim();
    const side = targets[i];
    if (name && side) next[side] = name;
  });
  const renamed = next.mine !== before.mine || next.opponent !== before.opponent;
  if (renamed) {
    const updated = await game.turns.update({ sideNames: next });
    if (!updated.ok) return ok({ cards: stored });
  }
  return ok({ cards: stored, ...(renamed ? { namesBefore: { ...before } } : {}) });
}

/** Undo of a paste: its cards removed (newest first), the side names as they were. */
export async function takeBack(game: Game, pasted: Pasted): Promise<Result<void, StorageFailure>> {
  for (const card of [...pasted.cards].reverse()) {
    const removed = await game.units.remove(card.id);
    if (!removed.ok && removed.problem !== 'not-found') return fail(removed.problem);
  }
  if (pasted.namesBefore) {
    const named = await game.turns.update({ sideNames: pasted.namesBefore });
    if (!named.ok) return named;
  }
  return ok();
}
