import { For, Show } from 'solid-js';
import { FORMATIONS, INFANTRY_TYPES, type InfantryMarkers } from '../../core';
import { refusalText, ruleTitle } from '../../i18n/engine';
import { openOrderAnswer, routeHref, type UnitForm, updateSession, updateUnitForm } from '../../state';
import { Checkbox, RadioList } from '../controls/Choices';
import { FiguresField } from './FiguresField';
import { errorId, fieldId, type UnitEditorForm } from './unit-form';

const MARKERS: readonly (keyof InfantryMarkers)[] = ['jager', 'fusilier', 'imperialGuard'];

/**
 * A battalion's own fields: its type and markers, its formation (open order refused on the spot,
 * each reason linked to its clause) and its skirmish screen.
 */
export function BattalionFields(props: { form: UnitEditorForm }) {
  const f = props.form;
  const refused = () => f.refusals().length > 0;

  const chooseFormation = (value: UnitForm['formation'], input: HTMLInputElement) => {
    if (value === 'open-order') {
      const answer = openOrderAnswer(f.draft(), f.game.state.game.campaignYear);
      if (!answer.ok) {
        // Refused on the spot: the formation stays as it was, the reasons and clauses show.
        input.checked = false;
        const previous = input.form?.querySelector<HTMLInputElement>(
          `input[name="formation"][value="${f.draft().formation}"]`,
        );
        if (previous) previous.checked = true;
        updateSession({ refused: answer });
        queueMicrotask(() =>
          document.getElementById(errorId('formation'))?.scrollIntoView?.({ block: 'nearest' }),
        );
        return;
      }
    }
    updateUnitForm({ formation: value });
  };

  return (
    <>
      <RadioList
        row
        name="infantryType"
        legend={f.t().infantryType}
        options={INFANTRY_TYPES}
        value={f.draft().infantryType}
        label={(type) => f.words().infantryTypes[type]}
        onChange={(infantryType) => updateUnitForm({ infantryType })}
      />

      <fieldset class="choice-group">
        <legend>{f.t().markers}</legend>
        <For each={MARKERS}>
          {(marker) => (
            <Checkbox
              name={`marker-${marker}`}
              label={f.words().markers[marker]}
              checked={f.draft().markers[marker]}
              onChange={(checked) => updateUnitForm({ markers: { ...f.draft().markers, [marker]: checked } })}
            />
          )}
        </For>
      </fieldset>

      <RadioList
        id={fieldId('formation')}
        name="formation"
        legend={f.t().formation}
        options={FORMATIONS}
        value={f.draft().formation}
        label={(formation) => f.words().formations[formation]}
        invalid={(formation) => formation === 'open-order' && refused()}
        describedBy={refused() ? errorId('formation') : undefined}
        onChange={chooseFormation}
      >
        <Show when={refused()}>
          <div class="field-error refusal" id={errorId('formation')} role="alert">
            <p>{f.t().openOrderRefused}</p>
            <ul>
              <For each={f.refusals()}>
                {(r) => (
                  <li>
                    {refusalText(f.app.lang(), r, { scale: f.game.state.game.scale })}{' '}
                    <a href={routeHref({ screen: 'rules', param: r.ruleRef })}>
                      {ruleTitle(f.app.lang(), r.ruleRef)}
                    </a>
                  </li>
                )}
              </For>
            </ul>
          </div>
        </Show>
      </RadioList>

      <fieldset class="choice-group">
        <legend>{f.words().formations['skirmish-screen']}</legend>
        <Checkbox
          name="screenAttached"
          label={f.t().skirmishScreen}
          checked={f.draft().screenAttached}
          onChange={(screenAttached) => updateUnitForm({ screenAttached })}
        />
        <Show when={f.draft().screenAttached}>
          <FiguresField form={f} field="screenFigures" label={f.t().screenFigures} last />
        </Show>
      </fieldset>
    </>
  );
}
