/**
 * Editor fields: a label, the input, and every problem of that field right under it, tied to
 * the input by aria-describedby and aria-invalid (so a screen reader reads the problem with it).
 */
import { For, type JSX, Show } from 'solid-js';

/** An element id for an editor field (`gunTypes[0].ranges.long.cm` → `pk-gunTypes_0__ranges_long_cm`). */
export function fieldId(field: string): string {
  return `pk-${field.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

export function errorId(field: string): string {
  return `${fieldId(field)}-err`;
}

/** Problems beside a field; renders nothing when there are none. */
export function FieldProblems(props: { field: string; texts: readonly string[] }) {
  return (
    <Show when={props.texts.length > 0}>
      <div class="pk-problems" id={errorId(props.field)}>
        <For each={props.texts}>{(text) => <p class="error">{text}</p>}</For>
      </div>
    </Show>
  );
}

export interface InputProps {
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

export function TextField(props: InputProps) {
  const id = () => fieldId(props.field);
  const helpId = () => `${id()}-help`;
  const described = () =>
    [props.problems.length > 0 ? errorId(props.field) : '', props.help ? helpId() : '']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div class={`field pk-field ${props.class ?? ''}`}>
      <label for={id()}>
        <Show when={props.context}>
          <span class="pk-visually-hidden">{props.context}: </span>
        </Show>
        {props.label}
      </label>
      {props.extra}
      <div class="pk-input-row">
        <Show
          when={props.multiline}
          fallback={
            <input
              id={id()}
              class="pk-input"
              type="text"
              inputmode={props.inputMode ?? 'text'}
              enterkeyhint="next"
              autocomplete="off"
              spellcheck={false}
              maxLength={props.maxLength}
              value={props.value}
              disabled={props.disabled}
              aria-invalid={props.problems.length > 0}
              aria-describedby={described()}
              onInput={(e) => props.onInput(e.currentTarget.value)}
            />
          }
        >
          <textarea
            id={id()}
            class="pk-input pk-textarea"
            rows={3}
            maxLength={props.maxLength}
            value={props.value}
            disabled={props.disabled}
            aria-invalid={props.problems.length > 0}
            aria-describedby={described()}
            onInput={(e) => props.onInput(e.currentTarget.value)}
          />
        </Show>
        <Show when={props.signed}>
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
        </Show>
      </div>
      <Show when={props.help}>
        <p class="muted pk-help" id={helpId()}>
          {props.help}
        </p>
      </Show>
      <FieldProblems field={props.field} texts={props.problems} />
    </div>
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
