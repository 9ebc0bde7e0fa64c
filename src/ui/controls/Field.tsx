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
  /** `url` and `password` for a server's address and its password (a single-line field only). */
  type?: 'text' | 'url' | 'password';
  /**
   * `numeric` for whole numbers (the phone shows digits), `decimal` for halves and distances, `url`
   * for an address (the keyboard offers / and .com).
   */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'url';
  /**
   * What the browser and the password manager may fill in (`off`, the default: the app's own
   * fields, which no other site's entries fit); a sign-in's address, user and password name theirs.
   */
  autocomplete?: 'off' | 'url' | 'username' | 'current-password';
  /** `none` where a capital letter would be wrong (a user name, a pasted code or link). */
  autocapitalize?: 'none' | 'sentences' | 'words';
  enterKeyHint?: 'next' | 'done';
  maxLength?: number;
  placeholder?: string;
  /**
   * Off for codes, numbers and addresses (ids, figures, a URL, a pasted file's text): no red
   * underline, no autocorrect. Unsaid, a text field checks spelling as the browser does.
   */
  spellcheck?: boolean;
  disabled?: boolean;
  /** A text to copy by hand (a link the phone could not copy): not typed in, all selected on a tap. */
  readOnly?: boolean;
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
  return fieldView(
    props,
    () => props.number,
    () => props.inputMode ?? 'text',
  );
}

/**
 * A number typed on the phone's keypad: big tabular digits. `halves` takes half figures (23½, 23,5,
 * 23 1/2: the decimal keypad); without it, whole numbers only (the digits keypad).
 */
export function NumberField(
  props: Omit<TextFieldProps, 'number' | 'inputMode' | 'multiline' | 'type' | 'autocomplete'> & {
    halves?: boolean;
  },
) {
  return fieldView(
    props,
    () => true,
    () => (props.halves ? 'decimal' : 'numeric'),
  );
}

/** The input's classes: the kit's own, its big digits or short box, and a screen's look. */
function inputClassOf(props: Pick<TextFieldProps, 'short' | 'inputClass'>, number: boolean | undefined) {
  return ['text-input', number ? 'number' : '', props.short ? 'short' : '', props.inputClass ?? '']
    .filter(Boolean)
    .join(' ');
}

/** Its errors (when there are any) and its help, for a screen reader to read with the field. */
function describedBy(id: string, hasErrors: boolean, helpId: string) {
  return [hasErrors ? errorIdOf(id) : '', helpId].filter(Boolean).join(' ') || undefined;
}

/**
 * The field itself. Its attributes are written out on the input and on the text area (no JSX
 * spread, no props merged): Solid's `spread` and `mergeProps` would otherwise travel in the shell
 * chunk of the first screen, about 1.7 KB gzip, for this one form control.
 */
function fieldView(
  props: Omit<TextFieldProps, 'number' | 'inputMode'>,
  number: () => boolean | undefined,
  inputMode: () => NonNullable<TextFieldProps['inputMode']>,
) {
  const errors = () => props.errors ?? [];
  const helpId = () => `${props.id}-help`;
  const invalid = () => errors().length > 0 || Boolean(props.invalid);
  const described = () => describedBy(props.id, errors().length > 0, props.help ? helpId() : '');
  const inputClass = () => inputClassOf(props, number());
  const ref = (el: HTMLInputElement | HTMLTextAreaElement) => props.ref?.(el);
  const onInput = (e: InputEvent & { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
    props.onInput(e.currentTarget.value);
  const spellcheck = () => props.spellcheck ?? (inputMode() === 'text' ? undefined : false);
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
              ref={ref}
              id={props.id}
              name={props.name}
              maxLength={props.maxLength}
              value={props.value}
              disabled={props.disabled}
              readOnly={props.readOnly}
              aria-invalid={invalid() ? 'true' : 'false'}
              aria-describedby={described()}
              onInput={onInput}
              onFocus={(e) => props.readOnly && e.currentTarget.select()}
              onBlur={() => props.onBlur?.()}
              class={inputClass()}
              type={props.type ?? 'text'}
              inputmode={inputMode()}
              enterkeyhint={props.enterKeyHint}
              autocomplete={props.autocomplete ?? 'off'}
              autocapitalize={props.autocapitalize}
              spellcheck={spellcheck()}
              placeholder={props.placeholder}
            />
          }
        >
          <textarea
            ref={ref}
            id={props.id}
            name={props.name}
            maxLength={props.maxLength}
            value={props.value}
            disabled={props.disabled}
            aria-invalid={invalid() ? 'true' : 'false'}
            aria-describedby={described()}
            onInput={onInput}
            onBlur={() => props.onBlur?.()}
            class={`${inputClass()} textarea`}
            rows={3}
            autocapitalize={props.autocapitalize}
            spellcheck={spellcheck()}
          />
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
