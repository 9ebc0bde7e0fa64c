import { BATTERY_KINDS, CAVALRY_FORMATIONS } from '../../core';
import { defaultGunType, touch, type UnitForm, updateUnitForm } from '../../state';
import { RadioList } from '../controls/Choices';
import { FieldError } from '../controls/Field';
import { SelectField } from '../controls/Select';
import { errorId, fieldId, type UnitEditorForm } from './unit-form';

/** A battery's own fields: the gun type (from the rule pack in use) and foot or horse. */
export function BatteryFields(props: { form: UnitEditorForm }) {
  const f = props.form;
  const pack = () => f.game.pack();

  const changeKind = (kind: UnitForm['batteryKind']) => {
    const gun = pack().gunTypes.find((g) => g.id === f.draft().gunType);
    const fits = gun && (!gun.batteryKinds || gun.batteryKinds.includes(kind));
    updateUnitForm({ batteryKind: kind, gunType: fits ? f.draft().gunType : defaultGunType(pack(), kind) });
  };

  const gunOptions = () => {
    const kind = f.draft().batteryKind;
    const gunType = f.draft().gunType;
    const lang = f.app.lang();
    const fitting = pack().gunTypes.filter((g) => !g.batteryKinds || g.batteryKinds.includes(kind));
    const options = fitting.map((g) => ({ value: g.id, label: g.name[lang] }));
    // A gun type the pack does not (or no longer) has is kept and shown as missing, never silently
    // replaced: the error beside the field says what to do.
    if (!options.some((o) => o.value === gunType)) {
      const known = pack().gunTypes.find((g) => g.id === gunType);
      options.unshift({
        value: gunType,
        label: known ? known.name[lang] : gunType ? f.t().gunMissingOption(gunType) : '—',
      });
    }
    return options;
  };

  return (
    <>
      <SelectField
        id={fieldId('gunType')}
        name="gunType"
        label={f.t().gunType}
        value={f.draft().gunType}
        options={gunOptions()}
        errors={f.errorTexts('gunType')}
        onChange={(gunType) => {
          updateUnitForm({ gunType });
          touch('gunType');
        }}
      />
      <RadioList
        row
        name="batteryKind"
        legend={f.t().batteryKind}
        options={BATTERY_KINDS}
        value={f.draft().batteryKind}
        label={(kind) => f.words().batteryKinds[kind]}
        onChange={changeKind}
      />
    </>
  );
}

/** Cavalry stands in line or column. */
export function CavalryFields(props: { form: UnitEditorForm }) {
  const f = props.form;
  return (
    <RadioList
      row
      id={fieldId('formation')}
      name="formation"
      legend={f.t().formation}
      options={CAVALRY_FORMATIONS}
      value={f.draft().formation}
      label={(formation) => f.words().formations[formation]}
      onChange={(formation) => updateUnitForm({ formation })}
    >
      <FieldError id={errorId('formation')} texts={f.errorTexts('formation')} />
    </RadioList>
  );
}
