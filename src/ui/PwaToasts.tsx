import { Match, Switch } from 'solid-js';
import { byLang } from '../i18n';
import { pwaEn } from '../i18n/pwa';
import { pwaRu } from '../i18n/ru/pwa';
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
import { useApp } from '../state/app-context';

/**
 * The app's own notices (update, offline ready, the iOS install hint): at most one at a time, the
 * most important first, and in the page's flow at the top of the screen — never laid over a
 * screen's main action (Apply, Roll, New battalion).
 */
export function PwaToasts() {
  const app = useApp();
  const t = () => byLang(app.lang(), pwaEn, pwaRu);
  return (
    <div class="notices" role="status" aria-live="polite">
      <Switch>
        <Match when={stale()}>
          <div class="notice">
            <span>{t().newerReady}</span>
            <button type="button" class="btn primary" onClick={reloadStale}>
              {t().reload}
            </button>
          </div>
        </Match>
        <Match when={needRefresh()}>
          <div class="notice">
            <span>
              {t().updateAvailable}
              {busy() ? <small class="toast-hint">{t().finishFirst}</small> : null}
            </span>
            <button type="button" class="btn primary" onClick={updateNow} disabled={busy()}>
              {t().reload}
            </button>
            <button type="button" class="btn" onClick={dismissUpdate}>
              {t().dismiss}
            </button>
          </div>
        </Match>
        <Match when={offlineReady()}>
          <div class="notice">
            <span>{t().offlineReady}</span>
            <button type="button" class="btn" onClick={dismissOfflineReady}>
              {app.t().common.close}
            </button>
          </div>
        </Match>
        <Match when={iosHint()}>
          <div class="notice">
            <span>{t().iosInstall}</span>
            <button type="button" class="btn" onClick={dismissIosHint}>
              {app.t().common.close}
            </button>
          </div>
        </Match>
      </Switch>
    </div>
  );
}
