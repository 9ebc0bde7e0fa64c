/** The game store's card actions: save, delete (for Undo) and restore a unit card. */
import type { UnitCard } from '../records/model';
import { plain, withItem } from './game-lists';
import { type GameStore, loadedSync, syncStore } from './game-store';

export function unitActions(store: GameStore) {
  const { state, setUnits, write } = store;
  return {
    async saveUnit(unit: UnitCard) {
      const before = state.units.find((u) => u.id === unit.id);
      const next = { ...plain(unit), updatedAt: Date.now() };
      await write(
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
      if (store.database() && !store.closed() && store.problem() === undefined)
        void import('./persistence').then((m) => m.requestPersistenceOnce());
    },
    /** Deletes a card and returns it, so the caller can offer Undo. */
    async deleteUnit(id: string): Promise<UnitCard | undefined> {
      const index = state.units.findIndex((u) => u.id === id);
      const removed = state.units[index];
      if (!removed) return undefined;
      const copy = { ...removed };
      await write(
        () => setUnits((list) => list.filter((u) => u.id !== id)),
        () => setUnits((list) => [...list.slice(0, index), copy, ...list.slice(index)]),
        async (d) => {
          await (loadedSync() ?? (await syncStore())).deleteCardStamped(d, id);
          store.markShotsAt(id, true);
        },
      );
      return copy;
    },
    async restoreUnit(card: UnitCard) {
      const unit = plain(card);
      await write(
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
