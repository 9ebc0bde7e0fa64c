/**
 * The card writes behind the game's card actions (game-units.ts): save, delete (for Undo) and
 * restore a unit card. Each answers whether the change stands (a storage problem puts the roster
 * back as it was, and says why): the screens read the answer, never the roster, to learn whether it
 * worked. Not needed to draw the first screen: their own chunk, asked for once it has shown.
 */
import { fail, ok, type Result } from '../core/result';
import type { UnitCard } from '../records/model';
import type { StorageProblem } from '../storage/db';
import { plain, withItem } from './game-lists';
import { type GameStore, loadedSync, syncStore } from './game-store';

export function unitWrites(store: GameStore) {
  const { state, setUnits, write } = store;
  return {
    async saveUnit(unit: UnitCard): Promise<Result<void, StorageProblem>> {
      const before = state.units.find((u) => u.id === unit.id);
      const next = { ...plain(unit), updatedAt: Date.now() };
      const saved = await write(
        () => setUnits((list) => withItem(list, next, 'last')),
        () =>
          setUnits((list) =>
            before ? withItem(list, before, 'last') : list.filter((u) => u.id !== unit.id),
          ),
        async (d) => {
          // A change of the current figures becomes a correction event; the card stored carries
          // its fields' clocks and the figures its events give (the same as typed).
          const stored = await (loadedSync() ?? (await syncStore())).saveCardEdit(d, next);
          // The figures shown are the stored ones (the same as typed, but for a card pushed past its
          // bounds by a merge); the clocks are storage's own, so the card on screen (and the focus in
          // it) stays as it is unless its figures differ, or it changed on screen meanwhile.
          const sameFigures =
            stored.figures === next.figures && stored.screen.figures === next.screen.figures;
          if (!sameFigures) setUnits((list) => (list.includes(next) ? withItem(list, stored, 'last') : list));
        },
      );
      // The first saved card is worth keeping: ask the browser not to evict storage (once per session).
      if (saved.ok && store.database() && !store.closed() && store.problem() === undefined)
        void import('./persistence').then((m) => m.requestPersistenceOnce());
      return saved;
    },
    /** Deletes a card and answers it, so the caller can offer Undo ('not-found': no such card). */
    async deleteUnit(id: string): Promise<Result<UnitCard, StorageProblem | 'not-found'>> {
      const index = state.units.findIndex((u) => u.id === id);
      const removed = state.units[index];
      if (!removed) return fail('not-found');
      const copy = { ...removed };
      const deleted = await write(
        () => setUnits((list) => list.filter((u) => u.id !== id)),
        () => setUnits((list) => [...list.slice(0, index), copy, ...list.slice(index)]),
        async (d) => {
          await (loadedSync() ?? (await syncStore())).deleteCardStamped(d, id);
          store.markShotsAt(id, true);
        },
      );
      return deleted.ok ? ok(copy) : deleted;
    },
    async restoreUnit(card: UnitCard): Promise<Result<void, StorageProblem>> {
      const unit = plain(card);
      return write(
        () =>
          setUnits((list) =>
            [...list.filter((u) => u.id !== unit.id), unit].sort((a, b) => a.createdAt - b.createdAt),
          ),
        () => setUnits((list) => list.filter((u) => u.id !== unit.id)),
        async (d) => {
          // Stored with every field's clock renewed (later than its deletion on any phone).
          await (loadedSync() ?? (await syncStore())).restoreCardStamped(d, unit);
          store.markShotsAt(unit.id, false);
        },
      );
    },
  };
}
