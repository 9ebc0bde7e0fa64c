import { createSignal, type JSX, onMount, Show } from 'solid-js';
import { isolateName } from '../../i18n';
import type { UnitCard } from '../../records';
import {
  backCloses,
  closeEditor,
  type EditSession,
  MAX_MORE_LIKE_THIS,
  numberedNames,
  sheetClosed,
  UNIT_FORM_FIELDS,
  updateSession,
} from '../../state';
import { TextField } from '../controls/Field';
import { showToast } from '../Toasts';
import { BattalionFields } from './BattalionFields';
import { BatteryFields, CavalryFields } from './BatteryFields';
import { CommonFields } from './CommonFields';
import { putAside as putEditAside } from './editor-actions';
import { showAsModal } from './editor-dialog';
import { createUnitForm, fieldId } from './unit-form';
import './editor.css';

/**
 * The card editor: a native modal dialog over the whole screen (the bottom navigation and the roster
 * behind it are inert), every field 48 px, errors beside their field in the player's language, Save
 * and Cancel low on the screen (above the on-screen keyboard at 390×844). The fields every card has
 * (CommonFields.tsx), then a battalion's, a battery's or cavalry's own; the modal dialog's mechanics
 * are editor-dialog.ts.
 */
export function UnitEditor(props: { session: EditSession; onSaved: (id: string) => void }) {
  const f = createUnitForm(() => props.session);
  const { t, draft, game } = f;
  // The phone's Back puts the edit aside (the roster offers to continue it); it never discards what
  // was typed (an editor with nothing typed in it just closes).
  backCloses('unit-editor', putEditAside);
  /** Closed by its own button: the edit ends, and Back no longer has it to close. */
  const finish = () => {
    sheetClosed('unit-editor');
    closeEditor();
  };
  /**
   * Escape (or the browser's own close request): the edit is put aside, not thrown away; an editor
   * with nothing typed in it just closes (editor-actions.ts).
   */
  const putAside = () => {
    sheetClosed('unit-editor');
    putEditAside();
  };

  const title = () => {
    if (!props.session.isNew) return t().editorEdit(isolateName(draft().name.trim()) || '…');
    if (draft().arm === 'cavalry') return t().newCavalry;
    return draft().arm === 'infantry' ? t().newBattalion : t().newBattery;
  };

  let nameInput: HTMLInputElement | HTMLTextAreaElement | undefined;
  let form: HTMLFormElement | undefined;
  let dialog: HTMLDialogElement | undefined;
  onMount(() => {
    showAsModal(dialog, nameInput);
    // A copy just made: its name selected, to be typed over at once.
    if (props.session.selectName) nameInput?.select();
  });

  const save = async (event: Event) => {
    event.preventDefault();
    const r = f.result();
    if (!r.ok) {
      updateSession({ touched: [...UNIT_FORM_FIELDS], tried: true });
      const first = UNIT_FORM_FIELDS.find((field) => r.problem.errors[field]);
      if (first) form?.querySelector<HTMLElement>(`#${fieldId(first)}, [name="${first}"]`)?.focus();
      return;
    }
    const card = props.session.isNew && r.value.order === undefined ? placedLast(r.value) : r.value;
    const saved = await game.units.save(card);
    // A failed write puts the store back as it was: keep the editor and everything typed.
    if (!saved.ok) {
      updateSession({ saveFailed: true });
      return;
    }
    const more = Math.min(MAX_MORE_LIKE_THIS, Number.parseInt(moreText(), 10) || 0);
    finish();
    if (more > 0) await addMore(card, more);
    props.onSaved(card.id);
  };
  /** Numbered copies after the card, in order, in one write (one Undo takes them back). */
  const addMore = async (card: UnitCard, more: number) => {
    const copies = numberedNames(card.name, more).map((name) => ({
      name,
      arm: card.arm,
      infantryType: card.infantryType,
      markers: card.markers,
      class: card.class,
      nation: card.nation,
      figures: card.startFigures,
      gunType: card.gunType,
      batteryKind: card.batteryKind,
      formation: card.formation,
    }));
    const added = await game.brigades.addUnits(card.side, card.brigadeId, copies);
    if (!added.ok) return;
    const done = added.value;
    showToast(t().addedMore(isolateName(card.name), more), {
      // The answer says itself whether it stood (the banner says why not).
      undo: () => game.brigades.undo(done).catch(() => undefined),
    });
  };
  /** A new card goes last in its brigade (or among the unattached). */
  const placedLast = (card: UnitCard): UnitCard => {
    const there = game.state.units.filter(
      (u) => u.side === card.side && u.brigadeId === card.brigadeId && u.id !== card.id,
    );
    return { ...card, order: there.reduce((max, u) => Math.max(max, (u.order ?? -1) + 1), 0) };
  };
  const [moreText, setMoreText] = createSignal('');

  const onKeyDown: JSX.EventHandler<HTMLDialogElement, KeyboardEvent> = (e) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    putAside();
  };
  const onCancel: JSX.EventHandler<HTMLDialogElement, Event> = (e) => {
    e.preventDefault();
    putAside();
  };

  return (
    <dialog
      ref={dialog}
      class="unit-editor"
      aria-labelledby="unit-editor-title"
      onKeyDown={onKeyDown}
      onCancel={onCancel}
    >
      <form class="unit-editor-form" ref={form} onSubmit={save} noValidate>
        <header class="unit-editor-head">
          <h2 id="unit-editor-title">{title()}</h2>
        </header>

        <CommonFields
          form={f}
          nameRef={(el) => {
            nameInput = el;
          }}
        />

        <Show when={draft().arm === 'artillery'}>
          <BatteryFields form={f} />
        </Show>
        <Show when={draft().arm === 'cavalry'}>
          <CavalryFields form={f} />
        </Show>
        <Show when={draft().arm === 'infantry'}>
          <BattalionFields form={f} />
        </Show>

        <Show when={props.session.isNew}>
          <TextField
            id="unit-more-like-this"
            label={t().moreLikeThis}
            help={t().moreLikeThisHint}
            value={moreText()}
            inputMode="numeric"
            short
            maxLength={2}
            onInput={setMoreText}
          />
        </Show>

        <div class="unit-editor-actions">
          <Show when={(props.session.tried && f.visibleErrors().length > 0) || props.session.saveFailed}>
            <p class="field-error" role="alert">
              {props.session.saveFailed ? t().saveFailed : t().fixErrors(f.visibleErrors().length)}
            </p>
          </Show>
          <div class="unit-editor-buttons">
            <button type="button" class="btn" onClick={finish}>
              {t().cancel}
            </button>
            <button type="submit" class="btn primary">
              {t().save}
            </button>
          </div>
        </div>
      </form>
    </dialog>
  );
}
