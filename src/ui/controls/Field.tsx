/**
 * Text and number fields of the control kit: a label, the input, its help and every error of the
 * field right under it, tied to the input by aria-describedby and aria-invalid (a screen reader reads
 * the error with the field). Every input is at least 48 px tall.
 */
import { For, type JSX, Show } from 'solid-js';
import './controls.css';

/** The errors of one field, each its own line; renders nothing when there are none. */
export function FieldError(props: { id: string; texts: readonly string[]; class?: string; role?: 'alert' }) {
  return (
    <Show when={props.texts.length > 0}>
      <div class={`field-error ${props.class ?? ''}`} id={props.id} role={props.role}>
        <For each={props.texts}>{(text) => <p>{text}</p>}</For>
      </div>
    </Show>
  );
}

export interface TextFieldProps {
  /** The input's element id; its errors get `${id}-err`, its help `${id}-help`. */
  id: string;
  label: string;
  /** Said before the label by screen readers only (e.g. which gun type), so equal labels stay distinct. */
  context?: string;
  value: string;
  onInput: (value: string) => void;
  onBlur?: () => void;
  /** Errors shown under the field (none: the field is valid). */
  errors?: readonly string[];
  /** Marks the input invalid even with no error text under it (the help says what is wrong). */
  invalid?: boolean;
  /** A line under the field (what to type, or what the typed value means). */
  help?: string;
  name?: string;
  /** `numeric` for whole numbers (the phone shows digits), `decimal` for halves and distances. */
  inputMode?: 'text' | 'numeric' | 'decimal';
  enterKeyHint?: 'next' | 'done';
  maxLength?: number;
  placeholder?: string;
  /** Off for codes and numbers (ids, figures): no red underline, no autocorrect. */
  spellcheck?: boolean;
  disabled?: boolean;
  multiline?: boolean;
  /** Big tabular digits: a number read at arm's length. */
  number?: boolean;
  /** A short box (a year, a distance) rather than the full width. */
  short?: boolean;
  /** Extra classes: on the field, and on the input (a screen's own look). */
  class?: string;
  inputClass?: string;
  /** Shown after the label (e.g. a clause link). */
  extra?: JSX.Element;
  /** Shown beside the input (e.g. a ± key). */
  beside?: JSX.Element;
  ref?: (element: HTMLInputElement | HTMLTextAreaElement) => void;
}

export const errorIdOf = (id: string) => `${id}-err`;

/** A labelled text field (or text area) with its help and errors. */
export function TextField(props: TextFieldProps) {
  const errors = () => props.errors ?? [];
  const helpId = () => `${props.id}-help`;
  const invalid = () => errors().length > 0 || Boolean(props.invalid);
  const described = () =>
    [errors().length > 0 ? errorIdOf(props.id) : '', props.help ? helpId() : ''].filter(Boolean).join(' ') ||
    undefined;
  const inputClass = () =>
    ['text-input', props.number ? 'number' : '', props.short ? 'short' : '', props.inputClass ?? '']
      .filter(Boolean)
      .join(' ');
  /** What the input and the text area share. */
  const common = {
    ref: (el: HTMLInputElement | HTMLTextAreaElement) => props.ref?.(el),
    get id() {
      return props.id;
    },
    get name() {
      return props.name;
    },
    get maxLength() {
      return props.maxLength;
    },
    get value() {
      return props.value;
    },
    get disabled() {
      return props.disabled;
    },
    get 'aria-invalid'() {
      return invalid() ? ('true' as const) : ('false' as const);
    },
    get 'aria-describedby'() {
      return described();
    },
    onInput: (e: InputEvent & { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
      props.onInput(e.currentTarget.value),
    onBlur: () => props.onBlur?.(),
  };
  return (
    <div class={`field ${props.class ?? ''}`}>
      <label for={props.id}>
        <Show when={props.context}>
          <span class="visually-hidden">{props.context}: </span>
        </Show>
        {props.label}
      </label>
      {props.extra}
      <div class="field-input">
        <Show
          when={props.multiline}
          fallback={
            <input
              {...common}
              class={inputClass()}
              type="text"
              inputmode={props.inputMode ?? 'text'}
              enterkeyhint={props.enterKeyHint}
              autocomplete="off"
              spellcheck={
                props.spellcheck ??
                (props.inputMode === 'text' || props.inputMode === undefined ? undefined : false)
              }
              placeholder={props.placeholder}
            />
          }
        >
          <textarea {...common} class={`${inputClass()} textarea`} rows={3} />
        </Show>
        {props.beside}
      </div>
      <Show when={props.help}>
        <p class="muted field-help" classList={{ error: invalid() && errors().length === 0 }} id={helpId()}>
          {props.help}
        </p>
      </Show>
      <FieldError id={errorIdOf(props.id)} texts={errors()} />
    </div>
  );
}

/**
 * A number typed on the phone's keypad: big tabular digits. `halves` takes half figures (23½, 23,5,
 * 23 1/2: the decimal keypad); without it, whole numbers only (the digits keypad).
 */
export function NumberField(
  props: Omit<TextFieldProps, 'number' | 'inputMode' | 'multiline'> & { halves?: boolean },
) {
  return <TextField {...props} number inputMode={props.halves ? 'decimal' : 'numeric'} />;
}
