import './search-field.css';

/**
 * The kit's search field (the Rules screen's search and its glossary filter): its label is for
 * screen readers, the placeholder says the same to the eye; words typed as searched, not as
 * prose (no capital, no spelling check). Bigger than a form's field: the one box of its screen.
 */
export function SearchField(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onInput: (value: string) => void;
  maxLength?: number;
  describedBy?: string;
}) {
  return (
    <>
      <label class="visually-hidden" for={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        class="search-input"
        type="search"
        inputmode="search"
        autocomplete="off"
        autocapitalize="off"
        spellcheck={false}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        aria-describedby={props.describedBy}
        value={props.value}
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
    </>
  );
}
