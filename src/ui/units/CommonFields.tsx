/**
 * The fields every card has, in the editor: name, side, nation, arm, starting and current figures,
 * class. A new card follows its side's last used nation until the player picks one by hand; figures
 * still at the old arm's default follow the new arm's.
 */

import { Show } from 'solid-js';
import { ARMS, CAVALRY_FORMATIONS, isOneOf, NATIONS, UNIT_CLASSES } from '../../core';
import { UNIT_SIDES } from '../../records';
import {
  brigadesOf,
  defaultFigures,
  lastUsedNation,
  touch,
  type UnitForm,
  updateUnitForm,
} from '../../state';
import { RadioList } from '../controls/Choices';
import { TextField } from '../controls/Field';
import { SelectField } from '../controls/Select';
import { useSideName } from '../parts/side-name';
import { FiguresField } from './FiguresField';
import { fieldId, type UnitEditorForm } from './unit-form';

export function CommonFields(props: {
  form: UnitEditorForm;
  nameRef: (el: HTMLInputElement | HTMLTextAreaElement) => void;
}) {
  const f = props.form;
  const { t, words, draft, game } = f;
  const sideName = useSideName();

  const changeSide = (side: UnitForm['side']) => {
    // A new card follows its side's last used nation until the player picks one by hand.
    const nation = f.session().nationChosen ? draft().nation : lastUsedNation(game.state.units, side);
    // A brigade is of one side: another side's unit starts unattached.
    updateUnitForm({ side, nation, brigadeId: undefined, order: undefined });
  };
  const brigades = () => brigadesOf(game.state.brigades, draft().side);
  const NONE = '';
  const changeBrigade = (id: string) => {
    const brigadeId = id === NONE ? undefined : id;
    if (brigadeId === draft().brigadeId) return;
    // Moved: last in the brigade it joins.
    const there = game.state.units.filter((u) => u.side === draft().side && u.brigadeId === brigadeId);
    const order = there.reduce((max, u) => Math.max(max, (u.order ?? -1) + 1), 0);
    updateUnitForm({ brigadeId, order });
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

  return (
    <>
      <TextField
        ref={props.nameRef}
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

      <Show when={brigades().length > 0}>
        <SelectField
          id="unit-brigade"
          label={t().brigade}
          value={brigades().some((b) => b.id === draft().brigadeId) ? (draft().brigadeId ?? NONE) : NONE}
          options={[
            ...brigades().map((b) => ({ value: b.id, label: b.name })),
            { value: NONE, label: t().noBrigade },
          ]}
          onChange={changeBrigade}
        />
      </Show>

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
    </>
  );
}
