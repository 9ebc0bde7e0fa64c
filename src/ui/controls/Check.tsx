/**
 * A box to tick beside its words, the kit's one checkbox: the whole row is the tap target (at least
 * 48 px tall), the words are its label. `look` picks the row's style: `check` (a choice in a list),
 * `switch` (a setting that takes effect at once); a screen may add its own class (`class`).
 */
import './controls.css';

export interface CheckProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  look?: 'check' | 'switch';
  /** Extra classes on the row (a screen's own look, e.g. a table column's toggle). */
  class?: string;
  name?: string;
  disabled?: boolean;
}

export function Check(props: CheckProps) {
  return (
    <label class={`${props.look ?? 'check'} ${props.class ?? ''}`}>
      <input
        type="checkbox"
        name={props.name}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      <span>{props.label}</span>
    </label>
  );
}
