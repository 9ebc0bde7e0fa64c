import { createEffect, ErrorBoundary, type JSX, on, Show } from 'solid-js';
import { isChunkLoadError, reloadStale } from '../pwa/chunk-reload';
import { useApp } from '../state/app-context';
import { discardKeptInput, hasKeptInput } from '../state/unsaved';

/**
 * What a screen that failed shows instead of itself. Two different failures, two different words:
 *   - its chunk did not load (an old tab after an update): "belongs to an older version", Reload;
 *   - it threw while drawing (a bug, or input kept across a reload that no longer fits): "Something
 *     went wrong on this screen", Reload, and — when input was kept (the unit editor, the shot,
 *     the pack editor), which a reload would bring straight back — Discard, which drops it first.
 * Never "Loading…" forever, and the cards and log on the phone are untouched either way. Going to
 * another screen tries again there: one screen that fails does not take the others with it.
 */
export function ScreenBoundary(props: { children: JSX.Element }) {
  return (
    <ErrorBoundary fallback={(error, reset) => <ScreenError error={error} reset={reset} />}>
      {props.children}
    </ErrorBoundary>
  );
}

function ScreenError(props: { error: unknown; reset: () => void }) {
  const app = useApp();
  // Another tab of the bottom bar is another screen: it gets its chance, not this one's message.
  createEffect(on(() => app.route().screen, props.reset, { defer: true }));
  const t = () => app.t().pwa;
  const missing = isChunkLoadError(props.error);
  const kept = !missing && hasKeptInput();
  if (!missing) console.error(props.error);
  const discard = () => {
    discardKeptInput();
    reloadStale();
  };
  return (
    <div class="screen-error" role="alert" data-error={missing ? 'chunk' : 'render'}>
      <p>{missing ? t().screenMissing : t().screenError}</p>
      <Show when={kept}>
        <p class="muted">{t().screenErrorKept}</p>
      </Show>
      <div class="screen-error-actions">
        <button type="button" class="btn primary" onClick={reloadStale}>
          {t().reload}
        </button>
        <Show when={kept}>
          <button type="button" class="btn" onClick={discard}>
            {t().discard}
          </button>
        </Show>
      </div>
    </div>
  );
}
