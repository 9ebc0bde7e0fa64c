/**
 * The game's card verbs (`game.units`): save, remove (for Undo) and restore a unit card, each
 * written once, over the stamped storage writes. Each answers whether the change stands (a storage
 * failure puts the roster back as it was; the banner says why): the screens read the answer, never
 * the roster, to learn whether it worked. Not needed to draw the first screen: their own chunk,
 * asked for once it has shown (game.tsx), there before the first tap.
 */
import { fail, ok, type Result } from '../../core';
import type { StorageFailure, UnitCard } from '../../records';
import { afterFirstScreen } from '../app/first-screen';
import { type Core, type Stored, stamped } from '../game/connection';
import { plain, withItem } from '../game/lists';

/** The card verbs: each answers whether the change stands. */
export interface UnitVerbs {
  save(unit: UnitCard): Promise<Result<Stored, StorageFailure>>;
  /** Deletes a card and answers it, so the caller can offer Undo ('not-found': no such card). */
  remove(id: string): Promise<Result<UnitCard, 'not-found' | StorageFailure>>;
  /** Undo of Delete: the card back where it was, and its applied shots pointing at it again. */
  restore(card: UnitCard): Promise<Result<Stored, StorageFailure>>;
}

export function unitWrites(core: Core): UnitVerbs {
  const { state, setUnits, write } = core;
  /** The log on screen after a card was deleted or restored (storage marks its applied shots the same way). */
  const markShotsAt = (id: string, deleted: boolean) =>
    core.setLog((entries) =>
      entries.map((r) => {
        if (r.applied?.targetId !== id) return r;
        const { targetDeleted: _was, ...applied } = r.applied;
        return { ...r, applied: deleted ? { ...applied, targetDeleted: true } : applied };
      }),
    );
  return {
    async save(unit: UnitCard): Promise<Result<Stored, StorageFailure>> {
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
          const stored = await (stamped.now() ?? (await stamped.get())).saveCardEdit(d, next);
          // The figures shown are the stored ones (the same as typed, but for a card pushed past its
          // bounds by a merge); the clocks are storage's own, so the card on screen (and the focus in
          // it) stays as it is unless its figures differ, or it changed on screen meanwhile.
          const sameFigures =
            stored.figures === next.figures && stored.screen.figures === next.screen.figures;
          if (!sameFigures) setUnits((list) => (list.includes(next) ? withItem(list, stored, 'last') : list));
        },
      );
      // The first saved card is worth keeping: ask the browser not to evict storage (once per
      // session; the browser's answer is for the status panel, nothing to say here).
      if (saved.ok && saved.value.stored === 'now')
        afterFirstScreen(async () => (await import('../app/persistence')).requestPersistenceOnce());
      return saved;
    },
    async remove(id: string): Promise<Result<UnitCard, 'not-found' | StorageFailure>> {
      const index = state.units.findIndex((u) => u.id === id);
      const removed = state.units[index];
      if (!removed) return fail('not-found');
      const copy = { ...removed };
      const deleted = await write(
        () => setUnits((list) => list.filter((u) => u.id !== id)),
        () => setUnits((list) => [...list.slice(0, index), copy, ...list.slice(index)]),
        async (d) => {
          await (stamped.now() ?? (await stamped.get())).deleteCardStamped(d, id);
          markShotsAt(id, true);
        },
      );
      return deleted.ok ? ok(copy) : deleted;
    },
    restore(card: UnitCard): Promise<Result<Stored, StorageFailure>> {
      const unit = plain(card);
      return write(
        () =>
          setUnits((list) =>
            [...list.filter((u) => u.id !== unit.id), unit].sort((a, b) => a.createdAt - b.createdAt),
          ),
        () => setUnits((list) => list.filter((u) => u.id !== unit.id)),
        async (d) => {
          // Stored with every field's clock renewed (later than its deletion on any phone).
          await (stamped.now() ?? (await stamped.get())).restoreCardStamped(d, unit);
          markShotsAt(unit.id, false);
        },
      );
    },
  };
}
