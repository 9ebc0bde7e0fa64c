import { For } from 'solid-js';
import './controls.css';

/** A row of radio buttons that look like a segmented control: each option a 48 px tap target. */
export function Segmented<T extends string>(props: {
  name: string;
  legend: string;
  /** The legend for screen readers only, where the choice says itself (e.g. Cards or List by a title). */
  hideLegend?: boolean;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  onChange: (option: T) => void;
  disabled?: (option: T) => boolean;
  /** Extra classes on the group (a screen's own place and size for it). */
  class?: string;
}) {
  return (
    <fieldset class={`seg-control ${props.class ?? ''}`}>
      <legend class={props.hideLegend ? 'visually-hidden' : undefined}>{props.legend}</legend>
      <div class="segments">
        <For each={props.options}>
          {(option) => (
            <label class="segment" classList={{ checked: props.value === option }}>
              <input
                type="radio"
                name={props.name}
                value={option}
                checked={props.value === option}
                disabled={props.disabled?.(option) ?? false}
                onChange={() => props.onChange(option)}
              />
              <span>{props.label(option)}</span>
            </label>
          )}
        </For>
      </div>
    </fieldset>
  );
}

/**
 * A yes/no question as two big buttons (a radio pair). `undefined` shows neither chosen: a question
 * the player must answer themselves (it permits a shot) starts that way.
 */
export function YesNo(props: {
  name: string;
  question: string;
  value: boolean | undefined;
  yes: string;
  no: string;
  onChange: (value: boolean) => void;
}) {
  return (
    <fieldset class="yes-no" classList={{ unanswered: props.value === undefined }}>
      <legend>{props.question}</legend>
      <div class="segments">
        <label class="segment" classList={{ checked: props.value === true }}>
          <input
            type="radio"
            name={props.name}
            checked={props.value === true}
            onChange={() => props.onChange(true)}
          />
          <span>{props.yes}</span>
        </label>
        <label class="segment" classList={{ checked: props.value === false }}>
          <input
            type="radio"
            name={props.name}
            checked={props.value === false}
            onChange={() => props.onChange(false)}
          />
          <span>{props.no}</span>
        </label>
      </div>
    </fieldset>
  );
}
