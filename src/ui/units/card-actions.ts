/**
 * What the New buttons and a card's Edit, Duplicate and Delete do: open the editor on a new card or
 * a card, add a duplicate, delete with Undo. Each reads the game's answer to learn whether it
 * worked (a failed write leaves the roster as it was; the storage banner says why). Its own chunk,
 * with the form's model (defaults, drafts): the roster paints without it, and asks for it as soon
 * as it is up, so a tap never waits for it.
 */
import { isolateName, wordsIn } from '../../i18n';
import type { UnitCard } from '../../records/model';
import type { AppContextValue } from '../../state/app-context';
import { batteryId, clearFireSelection } from '../../state/fire-selection';
import { type Game, newId } from '../../state/game';
import { openEditor } from '../../state/unit-edit';
import { type Arm, duplicateCard, newUnitForm, unitFormFromCard } from '../../state/units-model';
import { showToast } from '../Toasts';

export function cardActions(game: Game, app: AppContextValue, focusCard: (id: string) => void) {
  const t = () => wordsIn(app.lang(), 'unitEditor');
  return {
    create(arm: Arm) {
      clearFireSelection();
      openEditor(
        newUnitForm(arm, { id: newId(), now: Date.now(), units: game.state.units, pack: game.pack() }),
        true,
      );
    },
    edit: (card: UnitCard) => openEditor(unitFormFromCard(card), false),
    async duplicate(card: UnitCard) {
      const copy = duplicateCard(card, {
        id: newId(),
        now: Date.now(),
        suffix: t().copySuffix,
        units: game.state.units,
      });
      if (!(await game.actions.saveUnit(copy)).ok) return;
      showToast(t().duplicated(isolateName(copy.name)));
      focusCard(copy.id);
    },
    async remove(card: UnitCard) {
      if (batteryId() === card.id) clearFireSelection();
      const deleted = await game.actions.deleteUnit(card.id);
      if (!deleted.ok) return;
      const removed = deleted.value;
      // Undo instead of "are you sure?"
      showToast(t().deleted(isolateName(removed.name)), {
        undo: () =>
          void game.actions.restoreUnit(removed).then((restored) => {
            if (!restored.ok) return;
            showToast(t().restored(isolateName(removed.name)));
            focusCard(removed.id);
          }),
      });
    },
  };
}

export type CardActions = ReturnType<typeof cardActions>;
