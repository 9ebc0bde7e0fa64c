/**
 * The one notice stack. Everything the app says in passing goes through `showToast(text, options)`:
 * a screen's news (with its Undo), the game bar's Undo of Next turn, and the app's own notices
 * (update, offline ready, Safari's 7-day rule: PwaToasts.tsx feeds them in).
 * A toast (`<Toasts/>`, mounted once, App.tsx) is one at a time, like a phone's snackbar: the newest
 * replaces the last. It stays TOAST_MS (8 s, long enough to reach Undo with a thumb) unless `ms`
 * says otherwise; Undo and Close take it away at once; leaving the screen takes it away too (a
 * screen's news is about that screen). The game bar's Undo (`place`) is drawn in the game bar.
 * An app notice (`pinned`: its rank, lowest first) shows at the top of the screen in the page's
 * flow, never laid over a screen's main action (Apply, Roll, New battalion): PwaToasts.tsx draws
 * the most important one alone (with its title, hint and actions: that view is in the notices'
 * chunk, not the first screen's), until its cause goes or the player closes it.
 * The live regions stay mounted, so screen readers announce what appears in them.
 */

import { createEffect, createMemo, createSignal, For, on, onCleanup, Show } from 'solid-js';
import { wordsIn } from '../i18n';
import { useApp } from '../state';

export const TOAST_MS = 8000;

/** A button of a notice other than Undo and Close (Reload, Export a backup). */
export interface ToastAction {
  readonly label: string;
  readonly run: () => void;
  /** Greyed while this says so (an update waits for an open shot). */
  readonly disabled?: () => boolean;
}

export interface ToastOptions {
  /** Offered as an Undo button; the toast goes away before it runs. */
  readonly undo?: () => void;
  readonly ms?: number;
  /**
   * Drawn by the component of that place, not in the bottom stack; kept beside a toast and when the
   * player changes screen: the game bar's Undo of Next turn (its text the Undo button's name),
   * beside the turn on every game screen, where it lies over no button the player taps next.
   */
  readonly place?: 'game-bar';
  /** An app notice, at the top of the screen; its rank: the lowest shows. Only app notices have: */
  readonly pinned?: number;
  /** Words in bold before the text. */
  readonly title?: string;
  /** A line under the text, while it says something (why Reload waits). */
  readonly hint?: () => string | undefined;
  readonly actions?: readonly ToastAction[];
  /** Close's words and what it does besides taking the notice away; `false`: no Close. */
  readonly close?: false | { readonly label?: string; readonly run?: () => void };
  /** Names the notice for tests and styles (`data-notice`). */
  readonly name?: string;
}

export interface Toast extends ToastOptions {
  readonly id: number;
  readonly text: string;
}

const [toasts, setToasts] = createSignal<readonly Toast[]>([]);

export { toasts };

/** How many storage banners are on screen (the game bar's, on the game screens): heed.ts says a
 * storage failure as a notice only where none shows it. */
const [banners, setBanners] = createSignal(0);

export { banners };

/** The storage banner is shown (called by the banner; the returned function, when it goes). */
export function bannerShown(): () => void {
  setBanners((n) => n + 1);
  return () => setBanners((n) => n - 1);
}

let seq = 0;

/** Take a notice away (by its id), or every notice (no id). */
export function dismissToast(id?: number): void {
  setToasts((list) => (id === undefined ? [] : list.filter((toast) => toast.id !== id)));
}

/** Undo: the toast goes away, then its undo runs. */
export function undoToast(toast: Toast): void {
  dismissToast(toast.id);
  toast.undo?.();
}

/** A toast of the bottom stack: neither an app notice nor drawn in a place of its own. */
const passing = (t: ToastOptions) => t.pinned === undefined && !t.place;

/** Show `text` (a toast replaces any toast on screen); returns its id for `dismissToast`. */
export function showToast(text: string, options: ToastOptions = {}): number {
  const id = ++seq;
  const alone = passing(options);
  setToasts((list) => [...list.filter((t) => !alone || !passing(t)), { ...options, id, text }]);
  // Each toast its own timer: one that was replaced or closed is gone, and its timer finds nothing.
  if (options.pinned === undefined) setTimeout(() => dismissToast(id), options.ms ?? TOAST_MS);
  return id;
}

export function Toasts() {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'app');
  // A new stack starts empty: nothing said before it was mounted (or to a stack since gone) shows.
  dismissToast();
  // A memo, so a new route on the same screen (the packs list after the editor) keeps the toast.
  const screen = createMemo(() => app.route().screen);
  createEffect(
    on(screen, () => setToasts((list) => list.filter((t) => !passing(t))), {
      defer: true,
    }),
  );
  onCleanup(() => dismissToast());
  return (
    <div class="toasts" role="status" aria-live="polite">
      <For each={toasts().filter(passing)}>
        {(toast) => (
          <div class="toast">
            <span>{toast.text}</span>
            <Show when={toast.undo}>
              <button type="button" class="btn primary" onClick={() => undoToast(toast)}>
                {t().common.undo}
              </button>
            </Show>
            <button type="button" class="btn" onClick={() => dismissToast(toast.id)}>
              {t().common.close}
            </button>
          </div>
        )}
      </For>
    </div>
  );
}
