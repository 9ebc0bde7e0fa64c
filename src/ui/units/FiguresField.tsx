import type { UnitFormField } from '../../state';
import { parseFigures, touch } from '../../state';
import { NumberField } from '../controls/Field';
import { typeFigures } from './editor-actions';
import { fieldId, type UnitEditorForm } from './unit-form';

type FiguresOf = Extract<UnitFormField, 'startFigures' | 'figures' | 'screenFigures'>;

/** A count of figures on the card (start, now, or in the screen): whole or half (23½, 23,5, 23 1/2). */
export function FiguresField(props: {
  form: UnitEditorForm;
  field: FiguresOf;
  label: string;
  last?: boolean;
}) {
  return (
    <NumberField
      halves
      id={fieldId(props.field)}
      name={props.field}
      label={props.label}
      value={props.form.draft()[props.field]}
      enterKeyHint={props.last ? undefined : 'next'}
      errors={props.form.errorTexts(props.field)}
      onInput={(value) => typeFigures(props.field, value, (text) => parseFigures(text).ok)}
      onBlur={() => touch(props.field)}
    />
  );
}
