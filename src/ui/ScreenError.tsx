import { createEffect, ErrorBoundary, type JSX, on } from 'solid-js';
import { withWords, wordsIn } from '../i18n';
import { isChunkLoadError, reloadStale } from '../pwa';
import { afterFirstScreen, useApp } from '../state';
import { lazyView } from './lazy-view';

/**
 * What a screen that failed shows instead of itself. Two different failures, two different words:
 *   - its chunk did not load (an old tab after an update): "belongs to an older version", Reload;
 *   - it threw while drawing (a bug, or input kept across a reload that no longer fits): "Something
 *     went wrong on this screen", Reload, and — when input was kept (the unit editor, the shot,
 *     the pack editor), which a reload would bring straight back — Discard, which drops it first.
 * Never "Loading…" forever, and the cards and log on the phone are untouched either way. Going to
 * another screen tries again there: one screen that fails does not take the others with it.
 *
 * The render error's view and words (ScreenRenderError.tsx) are their own chunk, asked for once the
 * first screen has shown (before that, a failure loads it from the precache of the same version);
 * the missing chunk's words stay in the language chunk, as they must when chunks are gone.
 */
const loadRenderError = withWords(['screenError'], () => import('./ScreenRenderError'));
const ScreenRenderError = lazyView(() => loadRenderError().then((m) => m.ScreenRenderError));
afterFirstScreen(loadRenderError);

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
  if (isChunkLoadError(props.error)) return <ScreenMissing />;
  // The render error's own chunk missing too (an old tab after an update): Reload brings the new version.
  return (
    <ErrorBoundary fallback={<ScreenMissing />}>
      <ScreenRenderError error={props.error} />
    </ErrorBoundary>
  );
}

function ScreenMissing() {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'app');
  return (
    <div class="screen-error" role="alert" data-error="chunk">
      <p>{t().pwa.screenMissing}</p>
      <div class="screen-error-actions">
        <button type="button" class="btn primary" onClick={reloadStale}>
          {t().common.reload}
        </button>
      </div>
    </div>
  );
}

/** What stands where a view's chunk is still coming: "Loading…" in the player's language. */
export function Loading() {
  const app = useApp();
  return <p class="muted">{wordsIn(app.lang(), 'app').common.loading}</p>;
}
