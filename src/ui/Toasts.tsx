/**
 * The one toast stack. Screens say things with `showToast(text, { undo, ms })`; `<Toasts/>` is mounted
 * once (App.tsx). One toast at a time, like a phone's snackbar: the newest replaces the last.
 * Timer rule: every toast stays TOAST_MS (8 s, long enough to reach Undo with a thumb) unless `ms`
 * says otherwise; Undo and Close take it away at once; leaving the screen takes it away too (a
 * screen's news is about that screen). The live region stays mounted, so screen readers announce
 * what appears in it.
 */
import { createEffect, createMemo, createSignal, For, on, onCleanup, Show } from 'solid-js';
import { useApp } from '../state/app-context';

export const TOAST_MS = 8000;

export interface ToastOptions {
  /** Offered as an Undo button; the toast goes away before it runs. */
  readonly undo?: () => void;
  readonly ms?: number;
}

interface Toast {
  readonly id: number;
  readonly text: string;
  readonly undo?: () => void;
}

const [toasts, setToasts] = createSignal<readonly Toast[]>([]);
let seq = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

export function dismissToast(id?: number): void {
  setToasts((list) => (id === undefined ? [] : list.filter((toast) => toast.id !== id)));
}

/** Show `text` (replacing any toast on screen); returns its id for `dismissToast`. */
export function showToast(text: string, options: ToastOptions = {}): number {
  const id = ++seq;
  setToasts([{ id, text, ...(options.undo ? { undo: options.undo } : {}) }]);
  clearTimeout(timer);
  timer = setTimeout(() => dismissToast(id), options.ms ?? TOAST_MS);
  return id;
}

export function Toasts() {
  const app = useApp();
  // A new stack starts empty: nothing said before it was mounted (or to a stack since gone) shows.
  clearTimeout(timer);
  dismissToast();
  // A memo, so a new route on the same screen (the packs list after the editor) keeps the toast.
  const screen = createMemo(() => app.route().screen);
  createEffect(on(screen, () => dismissToast(), { defer: true }));
  onCleanup(() => {
    clearTimeout(timer);
    dismissToast();
  });
  return (
    <div class="toasts" role="status" aria-live="polite">
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
                    dismissToast(toast.id);
                    undo()();
                  }}
                >
                  {app.t().common.undo}
                </button>
              )}
            </Show>
            <button type="button" class="btn" onClick={() => dismissToast(toast.id)}>
              {app.t().common.close}
            </button>
          </div>
        )}
      </For>
    </div>
  );
}
