/**
 * Choices of the control kit: a list of radio buttons under a legend, and a checkbox. Each choice is
 * its label and box together, a 48 px tap target; long words wrap, never overflow at 320 px.
 */
import { For, type JSX } from 'solid-js';
import './controls.css';

export function RadioList<T extends string>(props: {
  name: string;
  legend: string;
  options: readonly T[];
  value: T | undefined;
  label: (option: T) => JSX.Element;
  onChange: (option: T, input: HTMLInputElement) => void;
  /** The fieldset's id (where an error about the choice sends the focus). */
  id?: string;
  /** `row`: choices side by side, wrapping on a narrow phone; otherwise one under another. */
  row?: boolean;
  /** Extra classes on one choice's label (e.g. the side's colour). */
  optionClass?: (option: T) => string | undefined;
  invalid?: (option: T) => boolean;
  describedBy?: string;
  class?: string;
  /** Under the choices, inside the group (an error about the choice). */
  children?: JSX.Element;
}) {
  const choices = () => (
    <For each={props.options}>
      {(option) => (
        <label class={`choice ${props.optionClass?.(option) ?? ''}`}>
          <input
            type="radio"
            name={props.name}
            value={option}
            checked={props.value === option}
            aria-invalid={props.invalid?.(option) ? 'true' : undefined}
            onChange={(e) => props.onChange(option, e.currentTarget)}
          />
          <span>{props.label(option)}</span>
        </label>
      )}
    </For>
  );
  return (
    <fieldset class={`choice-group ${props.class ?? ''}`} id={props.id} aria-describedby={props.describedBy}>
      <legend>{props.legend}</legend>
      {props.row ? <div class="choice-row">{choices()}</div> : choices()}
      {props.children}
    </fieldset>
  );
}

/**
 * The kit's one checkbox: a box to tick beside its words, the whole row the tap target (48 px).
 * `look` picks the row's style: `choice` (one of a group's choices, the default), `check` (a part
 * to include, e.g. the print view's), `switch` (a setting that takes effect at once).
 */
export function Checkbox(props: {
  label: JSX.Element;
  look?: 'choice' | 'check' | 'switch';
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  id?: string;
  disabled?: boolean;
  describedBy?: string;
  class?: string;
}) {
  return (
    <label class={`${props.look ?? 'choice'} ${props.class ?? ''}`}>
      <input
        type="checkbox"
        id={props.id}
        name={props.name}
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      <span>{props.label}</span>
    </label>
  );
}
