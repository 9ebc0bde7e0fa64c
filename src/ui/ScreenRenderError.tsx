import { Show } from 'solid-js';
import { wordsIn } from '../i18n';
import { reloadStale } from '../pwa/chunk-reload';
import { discardKeptInput, hasKeptInput, useApp } from '../state';

/**
 * A screen that threw while drawing (ScreenError.tsx): "Something went wrong on this screen",
 * Reload, and Discard when input was kept for after a reload (it would bring the failure back).
 */
export function ScreenRenderError(props: { error: unknown }) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'screenError');
  const kept = hasKeptInput();
  console.error(props.error);
  const discard = () => {
    discardKeptInput();
    reloadStale();
  };
  return (
    <div class="screen-error" role="alert" data-error="render">
      <p>{t().screenError}</p>
      <Show when={kept}>
        <p class="muted">{t().screenErrorKept}</p>
      </Show>
      <div class="screen-error-actions">
        <button type="button" class="btn primary" onClick={reloadStale}>
          {wordsIn(app.lang(), 'app').common.reload}
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
