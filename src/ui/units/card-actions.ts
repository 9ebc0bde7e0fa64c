/**
 * What the New buttons and a card's Edit, Duplicate and Delete do: open the editor on a new card or
 * a card, add a duplicate, delete with Undo. Each reads the game's answer to learn whether it
 * worked (a failed write leaves the roster as it was; the storage banner says why). Its own chunk,
 * with the form's model (defaults, drafts): the roster paints without it, and asks for it as soon
 * as it is up, so a tap never waits for it.
 */
import { isolateName, wordsIn } from '../../i18n';
import type { UnitCard, UnitSide } from '../../records';
import type { AppContextValue } from '../../state';
import {
  type Arm,
  batteryId,
  clearFireSelection,
  duplicateCard,
  type Game,
  newId,
  newUnitForm,
  openEditor,
  unitFormFromCard,
} from '../../state';
import { heedFor } from '../heed';
import { showToast } from '../Toasts';

export function cardActions(game: Game, app: AppContextValue, focusCard: (id: string) => void) {
  const t = () => wordsIn(app.lang(), 'unitEditor');
  const heed = heedFor(app, game);
  return {
    /** A new card: like the last one saved, or (`like`) in the brigade it was started from. */
    create(arm: Arm, like?: { side: UnitSide; brigadeId?: string }) {
      clearFireSelection();
      const ctx = { id: newId(), now: Date.now(), units: game.state.units, pack: game.pack() };
      openEditor(newUnitForm(arm, like ? { ...ctx, like } : ctx), true);
    },
    edit: (card: UnitCard) => openEditor(unitFormFromCard(card), false),
    duplicate(card: UnitCard) {
      const copy = duplicateCard(card, {
        id: newId(),
        now: Date.now(),
        suffix: t().copySuffix,
        units: game.state.units,
      });
      heed(game.units.save(copy), {
        // The copy's name opens for editing, selected: a copy is nearly always renamed.
        done: () => openEditor(unitFormFromCard(copy), false, { selectName: true }),
      });
    },
    remove(card: UnitCard) {
      if (batteryId() === card.id) clearFireSelection();
      // Gone already ('not-found': another tab deleted it): nothing to say or undo.
      heed(game.units.remove(card.id), {
        // Undo instead of "are you sure?"
        done: (removed) =>
          showToast(t().deleted(isolateName(removed.name)), {
            undo: () =>
              heed(game.units.restore(removed), {
                done: () => {
                  showToast(t().restored(isolateName(removed.name)));
                  focusCard(removed.id);
                },
              }),
          }),
      });
    },
  };
}

export type CardActions = ReturnType<typeof cardActions>;
