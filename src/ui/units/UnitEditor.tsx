import { type JSX, onCleanup, onMount, Show } from 'solid-js';
import { ARMS, CAVALRY_FORMATIONS, NATIONS, UNIT_CLASSES } from '../../core';
import { isOneOf } from '../../core/vocabulary';
import { isolateName } from '../../i18n/bidi';
import { UNIT_SIDES } from '../../records/model';
import { backCloses, sheetClosed } from '../../state/back-closes';
import { defaultFigures, lastUsedNation, UNIT_FORM_FIELDS, type UnitForm } from '../../state/units-model';
import { RadioList } from '../controls/Choices';
import { TextField } from '../controls/Field';
import { SelectField } from '../controls/Select';
import { BattalionFields } from './BattalionFields';
import { BatteryFields, CavalryFields } from './BatteryFields';
import { putAside as putEditAside } from './editor-actions';
import { closeEditor, type EditSession, touch, updateSession, updateUnitForm } from './editor-state';
import { FiguresField } from './FiguresField';
import { createUnitForm, fieldId } from './unit-form';
import './editor.css';

/**
 * The card editor: a native modal dialog over the whole screen (the bottom navigation and the roster
 * behind it are inert), every field 48 px, errors beside their field in the player's language, Save
 * and Cancel low on the screen (above the on-screen keyboard at 390×844). The fields every card has
 * are here; a battalion's, a battery's and cavalry's own come from their parts.
 */
export function UnitEditor(props: { session: EditSession; onSaved: (id: string) => void }) {
  const f = createUnitForm(() => props.session);
  const { t, words, draft, game } = f;
  const sideName = (side: UnitForm['side']) =>
    isolateName(game.state.game.sideNames[side]?.trim() ?? '') || (side === 'mine' ? t().mine : t().opponent);
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
    if (draft().arm === 'cavalry') return t().editorNewCavalry;
    return draft().arm === 'infantry' ? t().editorNewBattalion : t().editorNewBattery;
  };

  const changeSide = (side: UnitForm['side']) => {
    // A new card follows its side's last used nation until the player picks one by hand.
    const nation = props.session.nationChosen ? draft().nation : lastUsedNation(game.state.units, side);
    updateUnitForm({ side, nation });
  };

  const changeArm = (arm: UnitForm['arm']) => {
    const d = draft();
    const patch: Partial<UnitForm> = { arm };
    // Cavalry stands in line or column: another formation (square, open order…) becomes line.
    if (arm === 'cavalry' && !isOneOf(CAVALRY_FORMATIONS, d.formation)) patch.formation = 'line';
    // Figures still at the old arm's default follow the new arm's (36 → 12 for cavalry).
    const untouched = String(defaultFigures(d.arm));
    if (d.startFigures === untouched && d.figures === untouched) {
      patch.startFigures = String(defaultFigures(arm));
      patch.figures = patch.startFigures;
    }
    updateUnitForm(patch);
  };

  let nameInput: HTMLInputElement | HTMLTextAreaElement | undefined;
  let form: HTMLFormElement | undefined;
  let dialog: HTMLDialogElement | undefined;
  onMount(() => {
    // Modal: the page behind (the bottom navigation too) is inert while the editor shows.
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    nameInput?.focus();
    // With the on-screen keyboard up, the visible part of the page is smaller than the layout
    // viewport: size the panel to what is visible, so Save stays just above the keyboard.
    const vv = window.visualViewport;
    if (!vv) return;
    const fitToVisible = () => {
      dialog?.style.setProperty('--editor-top', `${vv.offsetTop}px`);
      dialog?.style.setProperty('--editor-height', `${vv.height}px`);
    };
    fitToVisible();
    vv.addEventListener('resize', fitToVisible);
    vv.addEventListener('scroll', fitToVisible);
    onCleanup(() => {
      vv.removeEventListener('resize', fitToVisible);
      vv.removeEventListener('scroll', fitToVisible);
    });
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
    const started = Date.now();
    await game.actions.saveUnit(r.value);
    const stored = game.state.units.find((u) => u.id === r.value.id);
    // A failed write puts the store back as it was: keep the editor and everything typed.
    if (!stored || stored.updatedAt < started || stored.name !== r.value.name) {
      updateSession({ saveFailed: true });
      return;
    }
    finish();
    props.onSaved(r.value.id);
  };

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

        <TextField
          ref={(el) => {
            nameInput = el;
          }}
          id={fieldId('name')}
          name="name"
          label={t().name}
          value={draft().name}
          enterKeyHint="done"
          errors={f.errorTexts('name')}
          onInput={(name) => updateUnitForm({ name })}
          onBlur={() => touch('name')}
        />

        <RadioList
          row
          name="side"
          legend={t().side}
          options={UNIT_SIDES}
          value={draft().side}
          optionClass={(side) => side}
          label={sideName}
          onChange={changeSide}
        />

        <SelectField
          id="unit-nation"
          label={t().nation}
          value={draft().nation}
          options={NATIONS.map((n) => ({ value: n, label: words().nations[n] }))}
          onChange={(nation) => updateUnitForm({ nation }, { nationChosen: true })}
        />

        <RadioList
          row
          name="arm"
          legend={t().arm}
          options={ARMS}
          value={draft().arm}
          label={(arm) => words().arms[arm]}
          onChange={changeArm}
        />

        <div class="field-row">
          <FiguresField form={f} field="startFigures" label={t().startFigures} />
          <FiguresField form={f} field="figures" label={t().currentFigures} />
        </div>

        <SelectField
          id="unit-class"
          label={t().class}
          value={draft().class}
          options={UNIT_CLASSES.map((c) => ({ value: c, label: words().unitClasses[c] }))}
          onChange={(unitClass) => updateUnitForm({ class: unitClass })}
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
