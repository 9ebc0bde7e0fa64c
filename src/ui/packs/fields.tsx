/**
 * The pack editor's fields: the control kit's (src/ui/controls) with the editor's ids and look. Every
 * problem of a field sits right under it, tied to the input by aria-describedby and aria-invalid.
 */
import type { JSX } from 'solid-js';
import { LANGS, type Lang } from '../../core/lang';
import { FieldError, TextField } from '../controls/Field';
import './form.css';

/** The languages in the order the editor asks for a text in each: the player's own first. */
export function langsFrom(first: Lang): Lang[] {
  return [first, ...LANGS.filter((lang) => lang !== first)];
}

/** An element id for an editor field (`gunTypes[0].ranges.long.cm` → `pk-gunTypes_0__ranges_long_cm`). */
export function fieldId(field: string): string {
  return `pk-${field.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

export function errorId(field: string): string {
  return `${fieldId(field)}-err`;
}

/** Problems beside a field; renders nothing when there are none. */
export function FieldProblems(props: { field: string; texts: readonly string[] }) {
  return <FieldError class="pk-problems" id={errorId(props.field)} texts={props.texts} />;
}

/**
 * A number typed in a table cell (a gun's range, a casualty-table cell): no label of its own but
 * its aria-label, its problems tied to it by aria-describedby. `order` marks a casualty cell for
 * the grid's own Enter order (`data-order`).
 */
export function CellInput(props: {
  field: string;
  class: string;
  maxLength: number;
  label: string;
  invalid: boolean;
  value: string;
  order?: number;
  onInput: (value: string) => void;
  onFocus?: () => void;
  onChange?: (value: string) => void;
}) {
  return (
    <input
      id={fieldId(props.field)}
      class={props.class}
      type="text"
      inputmode="decimal"
      enterkeyhint="next"
      autocomplete="off"
      maxLength={props.maxLength}
      data-cell={props.order === undefined ? undefined : ''}
      data-order={props.order}
      aria-label={props.label}
      aria-invalid={props.invalid}
      aria-describedby={props.invalid ? errorId(props.field) : undefined}
      value={props.value}
      onFocus={() => props.onFocus?.()}
      onInput={(e) => props.onInput(e.currentTarget.value)}
      onChange={(e) => props.onChange?.(e.currentTarget.value)}
    />
  );
}

export interface PackTextFieldProps {
  field: string;
  label: string;
  /** Said before the label by screen readers only (e.g. which gun type), so equal labels stay distinct. */
  context?: string;
  value: string;
  problems: readonly string[];
  onInput: (value: string) => void;
  /** `numeric` for whole numbers (the phone shows digits), `decimal` for distances. */
  inputMode?: 'numeric' | 'decimal' | 'text';
  help?: string;
  disabled?: boolean;
  multiline?: boolean;
  /** Adds a ± button: phone number pads often have no minus key. */
  signed?: boolean;
  signLabel?: string;
  maxLength?: number;
  class?: string;
  /** Extra content after the label (e.g. a clause link). */
  extra?: JSX.Element;
}

function flipSign(text: string): string {
  const trimmed = text.trim();
  if (/^[-−–]/.test(trimmed)) return trimmed.slice(1);
  if (trimmed.startsWith('+')) return `-${trimmed.slice(1)}`;
  return trimmed === '' ? '-' : `-${trimmed}`;
}

/**
 * The kit's TextField as the pack editor uses it: its id from the field's path, its problems under
 * it, and a ± key for signed numbers (its own name: the kit's `TextField` is the one `TextField`).
 */
export function PackTextField(props: PackTextFieldProps) {
  const id = () => fieldId(props.field);
  return (
    <TextField
      id={id()}
      label={props.label}
      context={props.context}
      value={props.value}
      errors={props.problems}
      onInput={(value) => props.onInput(value)}
      inputMode={props.inputMode ?? 'text'}
      enterKeyHint="next"
      // A code or a number is not spelled; a text area is prose (a pack's source, in its language).
      spellcheck={props.multiline ? undefined : false}
      help={props.help}
      disabled={props.disabled}
      multiline={props.multiline}
      maxLength={props.maxLength}
      class={`pk-field ${props.class ?? ''}`}
      inputClass={props.multiline ? 'pk-input pk-textarea' : 'pk-input'}
      extra={props.extra}
      beside={
        props.signed ? (
          <button
            type="button"
            class="btn pk-sign"
            aria-label={props.signLabel}
            onClick={() => {
              props.onInput(flipSign(props.value));
              document.getElementById(id())?.focus();
            }}
          >
            ±
          </button>
        ) : undefined
      }
    />
  );
}

/** Enter moves to the next field (the phone's "Next" key), as in a paper form read top to bottom. */
export function focusNextField(from: HTMLElement, root: HTMLElement): boolean {
  const fields = [...root.querySelectorAll<HTMLElement>('input.pk-input:not([disabled]), textarea.pk-input')];
  const index = fields.indexOf(from);
  const next = index >= 0 ? fields[index + 1] : undefined;
  if (!next) return false;
  next.focus();
  if (next instanceof HTMLInputElement) next.select();
  return true;
}
