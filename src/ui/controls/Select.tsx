/** A labelled drop-down of the control kit, 48 px tall, with its error under it. */
import { For } from 'solid-js';
import { errorIdOf, FieldError } from './Field';
import './controls.css';

export function SelectField<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  name?: string;
  errors?: readonly string[];
  class?: string;
}) {
  const errors = () => props.errors ?? [];
  return (
    <div class={`field ${props.class ?? ''}`}>
      <label for={props.id}>{props.label}</label>
      <select
        id={props.id}
        class="select-input"
        name={props.name}
        value={props.value}
        aria-invalid={errors().length > 0 ? 'true' : undefined}
        aria-describedby={errors().length > 0 ? errorIdOf(props.id) : undefined}
        onChange={(e) => props.onChange(e.currentTarget.value as T)}
      >
        <For each={props.options}>{(o) => <option value={o.value}>{o.label}</option>}</For>
      </select>
      <FieldError id={errorIdOf(props.id)} texts={errors()} />
    </div>
  );
}
