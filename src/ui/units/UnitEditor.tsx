import { createMemo, For, type JSX, onCleanup, onMount, Show } from 'solid-js';
import {
  ARMS,
  BATTERY_KINDS,
  CAVALRY_FORMATIONS,
  FORMATIONS,
  INFANTRY_TYPES,
  type InfantryMarkers,
  NATIONS,
  type Refusal,
  UNIT_CLASSES,
} from '../../core';
import { isOneOf } from '../../core/vocabulary';
import { engineWords, refusalText } from '../../i18n/engine';
import { useApp } from '../../state/app-context';
import { backCloses, sheetClosed } from '../../state/back-closes';
import { useGame } from '../../state/game';
import { UNIT_SIDES } from '../../state/records';
import { routeHref } from '../../state/router';
import {
  DRAFT_FIELDS,
  type DraftError,
  type DraftField,
  defaultFigures,
  defaultGunType,
  lastUsedNation,
  openOrderAnswer,
  type UnitForm as UnitDraft,
  validateDraft,
} from '../../state/units-model';
import { closeEditor, type EditSession, parkEditor, touch, updateDraft, updateSession } from './editor-state';
import './editor.css';

const MARKERS: readonly (keyof InfantryMarkers)[] = ['jager', 'fusilier', 'imperialGuard'];

/** Where the player's eye goes for each field's error (the form control's id). */
const fieldId = (field: DraftField) => `unit-${field}`;
const errorId = (field: DraftField) => `unit-${field}-error`;

/**
 * The card editor: a full-screen panel (works at 390×844 with the on-screen keyboard), every field
 * 48 px, errors beside their field in the player's language, Save and Cancel low on the screen.
 */
export function UnitEditor(props: { session: EditSession; onSaved: (id: string) => void }) {
  const app = useApp();
  const game = useGame();
  const t = () => app.t().units;
  const words = () => engineWords(app.lang());
  const draft = () => props.session.draft;
  const isBattalion = () => draft().arm === 'infantry';
  const isCavalry = () => draft().arm === 'cavalry';
  const isBattery = () => draft().arm === 'artillery';
  const sideName = (side: UnitDraft['side']) =>
    game.state.game.sideNames[side]?.trim() || (side === 'mine' ? t().mine : t().opponent);
  // The phone's Back puts the edit aside (the roster offers to continue it); it never discards it.
  backCloses('unit-editor', parkEditor);
  /** Closed by its own button: the edit ends, and Back no longer has it to close. */
  const finish = () => {
    sheetClosed('unit-editor');
    closeEditor();
  };

  const result = createMemo(() =>
    validateDraft(draft(), { pack: game.pack(), campaignYear: game.state.game.campaignYear, now: 0 }),
  );
  const errorOf = (field: DraftField): DraftError | undefined => {
    const r = result();
    if (r.ok) return undefined;
    const error = r.errors[field];
    // Open order that became impossible (class lowered, nation changed) shows at once: it is a
    // consequence of another choice, not an unfinished entry. So does a gun type the rule pack in
    // use lacks: the player opened a card that cannot fire as it is.
    const atOnce = field === 'formation' || field === 'gunType';
    if (error && (props.session.touched.includes(field) || atOnce)) return error;
    return undefined;
  };
  const visibleErrors = () => DRAFT_FIELDS.filter((f) => errorOf(f) !== undefined);

  const message = (error: DraftError): string => {
    const e = t().errors;
    const p = error.params ?? {};
    switch (error.code) {
      case 'name.too-long':
        return e['name.too-long'](p.max ?? 0);
      case 'figures.not-half':
        return e['figures.not-half'](p.min ?? 0, p.max ?? 0);
      case 'figures.out-of-range':
        return e['figures.out-of-range'](p.min ?? 0, p.max ?? 0);
      case 'figures.above-start':
        return e['figures.above-start'](p.max ?? 0);
      case 'gun-type.unknown':
        return e['gun-type.unknown'](draft().gunType);
      default:
        return e[error.code];
    }
  };

  /** The engine's refusals (open-order.a–.c), each with a link to its clause. */
  const refusals = (): readonly Refusal[] => {
    const attempt = props.session.refused;
    if (attempt) return attempt.refusals;
    return errorOf('formation')?.openOrder?.refusals ?? [];
  };

  const title = () => {
    if (!props.session.isNew) return t().editorEdit(draft().name.trim() || '…');
    if (isCavalry()) return t().editorNewCavalry;
    return isBattalion() ? t().editorNewBattalion : t().editorNewBattery;
  };

  const fieldAria = (field: DraftField) => ({
    id: fieldId(field),
    'aria-invalid': errorOf(field) ? ('true' as const) : undefined,
    'aria-describedby': errorOf(field) ? errorId(field) : undefined,
  });

  const FieldError = (p: { field: DraftField }) => (
    <Show when={errorOf(p.field)}>
      {(error) => (
        <p class="field-error" id={errorId(p.field)}>
          {message(error())}
        </p>
      )}
    </Show>
  );

  const chooseFormation = (value: UnitDraft['formation'], input: HTMLInputElement) => {
    if (value === 'open-order') {
      const answer = openOrderAnswer(draft(), game.state.game.campaignYear);
      if (!answer.ok) {
        // Refused on the spot: the formation stays as it was, the reasons and clauses show.
        input.checked = false;
        const previous = input.form?.querySelector<HTMLInputElement>(
          `input[name="formation"][value="${draft().formation}"]`,
        );
        if (previous) previous.checked = true;
        updateSession({ refused: answer });
        queueMicrotask(() =>
          document.getElementById(errorId('formation'))?.scrollIntoView?.({ block: 'nearest' }),
        );
        return;
      }
    }
    updateDraft({ formation: value });
  };

  const changeSide = (side: UnitDraft['side']) => {
    // A new card follows its side's last used nation until the player picks one by hand.
    const nation = props.session.nationChosen ? draft().nation : lastUsedNation(game.state.units, side);
    updateDraft({ side, nation });
  };

  const changeArm = (arm: UnitDraft['arm']) => {
    const d = draft();
    const patch: Partial<UnitDraft> = { arm };
    // Cavalry stands in line or column: another formation (square, open order…) becomes line.
    if (arm === 'cavalry' && !isOneOf(CAVALRY_FORMATIONS, d.formation)) patch.formation = 'line';
    // Figures still at the old arm's default follow the new arm's (36 → 12 for cavalry).
    const untouched = String(defaultFigures(d.arm));
    if (d.startFigures === untouched && d.figures === untouched) {
      patch.startFigures = String(defaultFigures(arm));
      patch.figures = patch.startFigures;
    }
    updateDraft(patch);
  };

  const changeKind = (kind: UnitDraft['batteryKind']) => {
    const gun = game.pack().gunTypes.find((g) => g.id === draft().gunType);
    const fits = gun && (!gun.batteryKinds || gun.batteryKinds.includes(kind));
    updateDraft({ batteryKind: kind, gunType: fits ? draft().gunType : defaultGunType(game.pack(), kind) });
  };

  const gunOptions = () => {
    const kind = draft().batteryKind;
    const fitting = game.pack().gunTypes.filter((g) => !g.batteryKinds || g.batteryKinds.includes(kind));
    const options = fitting.map((g) => ({ id: g.id, label: g.name[app.lang()] }));
    // A gun type the pack does not (or no longer) has is kept and shown as missing, never silently
    // replaced: the error beside the field says what to do.
    if (!options.some((o) => o.id === draft().gunType)) {
      const known = game.pack().gunTypes.find((g) => g.id === draft().gunType);
      options.unshift({
        id: draft().gunType,
        label: known ? known.name[app.lang()] : draft().gunType ? t().gunMissingOption(draft().gunType) : '—',
      });
    }
    return options;
  };

  let nameInput: HTMLInputElement | undefined;
  let form: HTMLFormElement | undefined;
  let panel: HTMLDivElement | undefined;
  onMount(() => {
    nameInput?.focus();
    // With the on-screen keyboard up, the visible part of the page is smaller than the layout
    // viewport: size the panel to what is visible, so Save stays just above the keyboard.
    const vv = window.visualViewport;
    if (!vv) return;
    const fitToVisible = () => {
      panel?.style.setProperty('--editor-top', `${vv.offsetTop}px`);
      panel?.style.setProperty('--editor-height', `${vv.height}px`);
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
    const r = result();
    if (!r.ok) {
      updateSession({ touched: [...DRAFT_FIELDS], tried: true });
      const first = DRAFT_FIELDS.find((f) => r.errors[f]);
      if (first) form?.querySelector<HTMLElement>(`#${fieldId(first)}, [name="${first}"]`)?.focus();
      return;
    }
    const started = Date.now();
    await game.actions.saveUnit(r.card);
    const stored = game.state.units.find((u) => u.id === r.card.id);
    // A failed write puts the store back as it was: keep the editor and everything typed.
    if (!stored || stored.updatedAt < started || stored.name !== r.card.name) {
      updateSession({ saveFailed: true });
      return;
    }
    finish();
    props.onSaved(r.card.id);
  };

  const onKeyDown: JSX.EventHandler<HTMLDivElement, KeyboardEvent> = (e) => {
    // Escape is the keyboard's Back: the edit is put aside, not thrown away.
    if (e.key === 'Escape') {
      sheetClosed('unit-editor');
      parkEditor();
    }
  };

  return (
    <div
      class="unit-editor"
      role="dialog"
      aria-modal="true"
      aria-labelledby="unit-editor-title"
      onKeyDown={onKeyDown}
    >
      <form class="unit-editor-form" ref={form} onSubmit={save} noValidate>
        <header class="unit-editor-head">
          <h2 id="unit-editor-title">{title()}</h2>
        </header>

        <div class="field">
          <label for={fieldId('name')}>{t().name}</label>
          <input
            ref={nameInput}
            {...fieldAria('name')}
            class="text-input"
            type="text"
            name="name"
            autocomplete="off"
            enterkeyhint="done"
            value={draft().name}
            onInput={(e) => updateDraft({ name: e.currentTarget.value })}
            onBlur={() => touch('name')}
          />
          <FieldError field="name" />
        </div>

        <fieldset class="choice-group">
          <legend>{t().side}</legend>
          <div class="segmented">
            <For each={UNIT_SIDES}>
              {(side) => (
                <label class="choice" classList={{ [side]: true }}>
                  <input
                    type="radio"
                    name="side"
                    value={side}
                    checked={draft().side === side}
                    onChange={() => changeSide(side)}
                  />
                  <span>{sideName(side)}</span>
                </label>
              )}
            </For>
          </div>
        </fieldset>

        <div class="field">
          <label for="unit-nation">{t().nation}</label>
          <select
            id="unit-nation"
            class="select-input"
            value={draft().nation}
            onChange={(e) =>
              updateDraft({ nation: e.currentTarget.value as UnitDraft['nation'] }, { nationChosen: true })
            }
          >
            <For each={NATIONS}>{(n) => <option value={n}>{words().nations[n]}</option>}</For>
          </select>
        </div>

        <fieldset class="choice-group">
          <legend>{t().arm}</legend>
          <div class="segmented">
            <For each={ARMS}>
              {(arm) => (
                <label class="choice">
                  <input
                    type="radio"
                    name="arm"
                    value={arm}
                    checked={draft().arm === arm}
                    onChange={() => changeArm(arm)}
                  />
                  <span>{words().arms[arm]}</span>
                </label>
              )}
            </For>
          </div>
        </fieldset>

        <div class="field-row">
          <div class="field">
            <label for={fieldId('startFigures')}>{t().startFigures}</label>
            <input
              {...fieldAria('startFigures')}
              class="text-input number"
              type="text"
              inputmode="decimal"
              name="startFigures"
              autocomplete="off"
              enterkeyhint="next"
              value={draft().startFigures}
              onInput={(e) => updateDraft({ startFigures: e.currentTarget.value })}
              onBlur={() => touch('startFigures')}
            />
            <FieldError field="startFigures" />
          </div>
          <div class="field">
            <label for={fieldId('figures')}>{t().currentFigures}</label>
            <input
              {...fieldAria('figures')}
              class="text-input number"
              type="text"
              inputmode="decimal"
              name="figures"
              autocomplete="off"
              enterkeyhint="next"
              value={draft().figures}
              onInput={(e) => updateDraft({ figures: e.currentTarget.value })}
              onBlur={() => touch('figures')}
            />
            <FieldError field="figures" />
          </div>
        </div>

        <div class="field">
          <label for="unit-class">{t().class}</label>
          <select
            id="unit-class"
            class="select-input"
            value={draft().class}
            onChange={(e) => updateDraft({ class: e.currentTarget.value as UnitDraft['class'] })}
          >
            <For each={UNIT_CLASSES}>{(c) => <option value={c}>{words().unitClasses[c]}</option>}</For>
          </select>
        </div>

        <Show when={isBattery()}>
          <div class="field">
            <label for={fieldId('gunType')}>{t().gunType}</label>
            <select
              {...fieldAria('gunType')}
              class="select-input"
              name="gunType"
              value={draft().gunType}
              onChange={(e) => {
                updateDraft({ gunType: e.currentTarget.value });
                touch('gunType');
              }}
            >
              <For each={gunOptions()}>{(g) => <option value={g.id}>{g.label}</option>}</For>
            </select>
            <FieldError field="gunType" />
          </div>
          <fieldset class="choice-group">
            <legend>{t().batteryKind}</legend>
            <div class="segmented">
              <For each={BATTERY_KINDS}>
                {(kind) => (
                  <label class="choice">
                    <input
                      type="radio"
                      name="batteryKind"
                      value={kind}
                      checked={draft().batteryKind === kind}
                      onChange={() => changeKind(kind)}
                    />
                    <span>{words().batteryKinds[kind]}</span>
                  </label>
                )}
              </For>
            </div>
          </fieldset>
        </Show>

        <Show when={isCavalry()}>
          <fieldset class="choice-group" id={fieldId('formation')}>
            <legend>{t().formation}</legend>
            <div class="segmented">
              <For each={CAVALRY_FORMATIONS}>
                {(formation) => (
                  <label class="choice">
                    <input
                      type="radio"
                      name="formation"
                      value={formation}
                      checked={draft().formation === formation}
                      onChange={() => updateDraft({ formation })}
                    />
                    <span>{words().formations[formation]}</span>
                  </label>
                )}
              </For>
            </div>
            <FieldError field="formation" />
          </fieldset>
        </Show>

        <Show when={isBattalion()}>
          <fieldset class="choice-group">
            <legend>{t().infantryType}</legend>
            <div class="segmented">
              <For each={INFANTRY_TYPES}>
                {(type) => (
                  <label class="choice">
                    <input
                      type="radio"
                      name="infantryType"
                      value={type}
                      checked={draft().infantryType === type}
                      onChange={() => updateDraft({ infantryType: type })}
                    />
                    <span>{words().infantryTypes[type]}</span>
                  </label>
                )}
              </For>
            </div>
          </fieldset>

          <fieldset class="choice-group">
            <legend>{t().markers}</legend>
            <For each={MARKERS}>
              {(marker) => (
                <label class="choice">
                  <input
                    type="checkbox"
                    name={`marker-${marker}`}
                    checked={draft().markers[marker]}
                    onChange={(e) =>
                      updateDraft({ markers: { ...draft().markers, [marker]: e.currentTarget.checked } })
                    }
                  />
                  <span>{words().markers[marker]}</span>
                </label>
              )}
            </For>
          </fieldset>

          <fieldset
            class="choice-group"
            id={fieldId('formation')}
            aria-describedby={refusals().length > 0 ? errorId('formation') : undefined}
          >
            <legend>{t().formation}</legend>
            <For each={FORMATIONS}>
              {(formation) => (
                <label class="choice">
                  <input
                    type="radio"
                    name="formation"
                    value={formation}
                    checked={draft().formation === formation}
                    aria-invalid={formation === 'open-order' && refusals().length > 0 ? 'true' : undefined}
                    onChange={(e) => chooseFormation(formation, e.currentTarget)}
                  />
                  <span>{words().formations[formation]}</span>
                </label>
              )}
            </For>
            <Show when={refusals().length > 0}>
              <div class="field-error refusal" id={errorId('formation')} role="alert">
                <p>{t().openOrderRefused}</p>
                <ul>
                  <For each={refusals()}>
                    {(r) => (
                      <li>
                        {refusalText(app.lang(), r, { scale: game.state.game.scale })}{' '}
                        <a href={routeHref({ screen: 'rules', param: r.ruleRef })}>
                          {words().ruleTitles[r.ruleRef]}
                        </a>
                      </li>
                    )}
                  </For>
                </ul>
              </div>
            </Show>
          </fieldset>

          <fieldset class="choice-group">
            <legend>{words().formations['skirmish-screen']}</legend>
            <label class="choice">
              <input
                type="checkbox"
                name="screenAttached"
                checked={draft().screenAttached}
                onChange={(e) => updateDraft({ screenAttached: e.currentTarget.checked })}
              />
              <span>{t().skirmishScreen}</span>
            </label>
            <Show when={draft().screenAttached}>
              <div class="field">
                <label for={fieldId('screenFigures')}>{t().screenFigures}</label>
                <input
                  {...fieldAria('screenFigures')}
                  class="text-input number"
                  type="text"
                  inputmode="decimal"
                  name="screenFigures"
                  autocomplete="off"
                  value={draft().screenFigures}
                  onInput={(e) => updateDraft({ screenFigures: e.currentTarget.value })}
                  onBlur={() => touch('screenFigures')}
                />
                <FieldError field="screenFigures" />
              </div>
            </Show>
          </fieldset>
        </Show>

        <div class="unit-editor-actions">
          <Show when={(props.session.tried && visibleErrors().length > 0) || props.session.saveFailed}>
            <p class="field-error" role="alert">
              {props.session.saveFailed ? t().saveFailed : t().fixErrors(visibleErrors().length)}
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
    </div>
  );
}
