import { createEffect, createSignal, For, onCleanup, Show } from 'solid-js';
import { wordsIn } from '../i18n';
import { reloadStale, stale } from '../pwa/chunk-reload';
import { dismissIosHint, iosHint } from '../pwa/install-hint';
import {
  busy,
  dismissOfflineReady,
  dismissUpdate,
  needRefresh,
  offlineReady,
  updateNow,
} from '../pwa/sw-bridge';
import { VERSION_LABEL } from '../pwa/version';
import { useApp, useGame } from '../state';
import { dismissToast, showToast, type Toast, type ToastOptions, toasts } from './Toasts';
import './pwa-toasts.css';

/** An app notice: its words, then its buttons (its actions, primary; then Close). */
function NoticeView(props: { toast: Toast }) {
  const app = useApp();
  const toast = props.toast;
  const close = toast.close || undefined;
  return (
    <div class="notice" data-notice={toast.name}>
      <span>
        <Show when={toast.title}>{(title) => <strong>{title()} </strong>}</Show>
        {toast.text}
        <Show when={toast.hint?.()}>{(hint) => <small class="toast-hint">{hint()}</small>}</Show>
      </span>
      <For each={toast.actions}>
        {(action) => (
          <button type="button" class="btn primary" disabled={action.disabled?.()} onClick={action.run}>
            {action.label}
          </button>
        )}
      </For>
      <Show when={toast.close !== false}>
        <button
          type="button"
          class="btn"
          onClick={() => {
            dismissToast(toast.id);
            close?.run?.();
          }}
        >
          {close?.label ?? wordsIn(app.lang(), 'app').common.close}
        </button>
      </Show>
    </div>
  );
}

/** A notice while its cause holds (its words again in the language now on screen). */
function pinWhile(cause: () => boolean, notice: () => [string, ToastOptions]) {
  createEffect(() => {
    if (!cause()) return;
    const [text, options] = notice();
    const id = showToast(text, options);
    onCleanup(() => dismissToast(id));
  });
}

/**
 * The app's own notices (update, Safari's 7-day rule, offline ready), put in the one notice stack
 * (Toasts.tsx) as pinned notices, and shown here: at most one at a time, the most important first,
 * and in the page's flow at the top of the screen — never laid over a screen's main action (Apply,
 * Roll, New battalion). The 7-day notice comes before "ready offline", which goes by itself after a
 * few seconds: the other way round, the big notice would appear seconds later and push the screen
 * down under the player's thumb.
 */
export function PwaToasts() {
  const app = useApp();
  const { exchange } = useGame();
  const t = () => wordsIn(app.lang(), 'pwa');
  const [exporting, setExporting] = createSignal(false);
  /** The 7-day notice's one-tap backup; once a file is made the notice has done its work. */
  async function backupNow() {
    if (exporting()) return;
    setExporting(true);
    try {
      const made = await exchange.backups.export(VERSION_LABEL, app.prefs());
      if (made.ok && made.value === 'cancelled') return;
      showToast(made.ok ? t().backupDone : t().backupFailed);
      if (made.ok) dismissIosHint();
    } finally {
      setExporting(false);
    }
  }
  const reload = () => ({ label: t().reload, run: reloadStale });
  pinWhile(stale, () => [t().newerReady, { pinned: 0, actions: [reload()], close: false }]);
  pinWhile(needRefresh, () => [
    t().updateAvailable,
    {
      pinned: 1,
      hint: () => (busy() ? t().finishFirst : undefined),
      actions: [{ label: t().reload, run: updateNow, disabled: busy }],
      close: { label: t().dismiss, run: dismissUpdate },
    },
  ]);
  pinWhile(iosHint, () => [
    t().sevenDaysKeep,
    {
      pinned: 2,
      name: 'seven-days',
      title: t().sevenDays,
      actions: [{ label: t().backupNow, run: backupNow, disabled: exporting }],
      close: { run: dismissIosHint },
    },
  ]);
  pinWhile(offlineReady, () => [t().offlineReady, { pinned: 3, close: { run: dismissOfflineReady } }]);
  const shown = () =>
    toasts()
      .filter((toast) => toast.pinned !== undefined)
      .sort((a, b) => (a.pinned ?? 0) - (b.pinned ?? 0))[0];
  return (
    <div class="notices" role="status" aria-live="polite">
      <Show when={shown()} keyed>
        {(toast) => <NoticeView toast={toast} />}
      </Show>
    </div>
  );
}
