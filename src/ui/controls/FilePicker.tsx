/**
 * The kit's file picker: a button (48 px, a `.btn`) that opens the phone's file chooser. The input
 * itself is hidden from sight but not from the keyboard or a screen reader (it sits inside the
 * label, so a tap anywhere on the button opens it and focus shows on the button). The chosen files
 * are handed over and the input is emptied, so choosing the same file again reads it again.
 */
import { Show } from 'solid-js';
import './file-picker.css';

export interface FilePickerProps {
  label: string;
  /** What the chooser offers, as an input's `accept` (e.g. `.json,application/json`). */
  accept: string;
  /** Called with the chosen files (one unless `multiple`); not called when the player cancels. */
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** `primary` for the screen's main action. */
  primary?: boolean;
  /** Extra classes on the button (a screen's own look). */
  class?: string;
  /** The id of a line that says more (what kind of file, what happens next). */
  describedBy?: string;
  /** Shown instead of the label while the file is being read (e.g. "Reading…"). */
  busyLabel?: string;
}

export function FilePicker(props: FilePickerProps) {
  return (
    <label
      class={`btn file-picker ${props.primary ? 'primary' : ''} ${props.class ?? ''}`}
      classList={{ disabled: props.disabled === true }}
    >
      <input
        type="file"
        accept={props.accept}
        multiple={props.multiple}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        class="file-picker-input"
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          if (files.length > 0) props.onFiles(files);
        }}
      />
      <span>
        <Show when={props.busyLabel} fallback={props.label}>
          {props.busyLabel}
        </Show>
      </span>
    </label>
  );
}
