/**
 * The game store's card actions: save, delete (for Undo) and restore a unit card, each answering
 * whether the change stands (`Result<…, StorageProblem>`). The writes themselves (unit-writes.ts)
 * are not needed to draw the first screen: their own chunk, asked for once it has shown (game.tsx),
 * there before the first tap; a call made before it arrives waits for it, in order. A chunk that
 * cannot load (a stale deploy) answers 'failed', and is asked for again on the next call.
 */
import { type Fail, fail } from '../core/result';
import type { UnitCard } from '../records/model';
import type { StorageProblem } from '../storage/db';
import type { GameStore } from './game-store';

type Writes = ReturnType<typeof import('./unit-writes').unitWrites>;
let loading: Promise<typeof import('./unit-writes')> | undefined;
/** The card writes' chunk (loaded once, kept; asked for again after a failure). */
export const unitWritesChunk = () => {
  loading ??= import('./unit-writes').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

export function unitActions(store: GameStore) {
  let writes: Writes | undefined;
  const load = () =>
    unitWritesChunk().then(
      (m) => (writes ??= m.unitWrites(store)),
      () => undefined,
    );
  /** Once loaded, a write runs at once: the roster shows the change the moment it is made. */
  const withWrites = async <T>(run: (w: Writes) => Promise<T>): Promise<T | Fail<StorageProblem>> => {
    const w = writes ?? (await load());
    return w ? run(w) : fail('failed');
  };
  return {
    saveUnit: (unit: UnitCard) => withWrites((w) => w.saveUnit(unit)),
    /** Deletes a card and answers it, so the caller can offer Undo ('not-found': no such card). */
    deleteUnit: (id: string) => withWrites((w) => w.deleteUnit(id)),
    restoreUnit: (card: UnitCard) => withWrites((w) => w.restoreUnit(card)),
  };
}
