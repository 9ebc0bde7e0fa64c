/**
 * The packs screens' snackbar: one message at a time, kept across the list, editor and import
 * views (saving in the editor returns to the list, where "Saved" must still be read).
 */
import { createSignal, For, Show } from 'solid-js';
import { useApp } from '../../state/app-context';

/** Long enough to reach Undo with a thumb. */
const TOAST_MS = 8000;

interface Toast {
  readonly id: number;
  readonly text: string;
  readonly undo?: () => void;
}

const [toasts, setToasts] = createSignal<readonly Toast[]>([]);
let seq = 0;

export function dismissPackToast(id: number): void {
  setToasts((list) => list.filter((toast) => toast.id !== id));
}

export function showPackToast(text: string, undo?: () => void): number {
  const id = ++seq;
  setToasts([{ id, text, ...(undo ? { undo } : {}) }]);
  setTimeout(() => dismissPackToast(id), TOAST_MS);
  return id;
}

export function PackToasts() {
  const app = useApp();
  return (
    <div class="toasts pk-toasts" role="status" aria-live="polite">
      <For each={toasts()}>
        {(toast) => (
          <div class="toast">
            <span>{toast.text}</span>
            <Show when={toast.undo}>
              {(undo) => (
                <button
                  type="button"
                  class="btn primary"
                  onClick={() => {
                    dismissPackToast(toast.id);
                    undo()();
                  }}
                >
                  {app.t().common.undo}
                </button>
              )}
            </Show>
            <button type="button" class="btn" onClick={() => dismissPackToast(toast.id)}>
              {app.t().common.close}
            </button>
          </div>
        )}
      </For>
    </div>
  );
}
