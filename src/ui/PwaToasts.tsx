import { Match, Switch } from 'solid-js';
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
  return (
    <div class="notices" role="status" aria-live="polite">
      <Switch>
        <Match when={stale()}>
          <div class="notice">
            <span>{app.t().pwa.newerReady}</span>
            <button type="button" class="btn primary" onClick={reloadStale}>
              {app.t().pwa.reload}
            </button>
          </div>
        </Match>
        <Match when={needRefresh()}>
          <div class="notice">
            <span>
              {app.t().pwa.updateAvailable}
              {busy() ? <small class="toast-hint">{app.t().pwa.finishFirst}</small> : null}
            </span>
            <button type="button" class="btn primary" onClick={updateNow} disabled={busy()}>
              {app.t().pwa.reload}
            </button>
            <button type="button" class="btn" onClick={dismissUpdate}>
              {app.t().pwa.dismiss}
            </button>
          </div>
        </Match>
        <Match when={offlineReady()}>
          <div class="notice">
            <span>{app.t().pwa.offlineReady}</span>
            <button type="button" class="btn" onClick={dismissOfflineReady}>
              {app.t().common.close}
            </button>
          </div>
        </Match>
        <Match when={iosHint()}>
          <div class="notice">
            <span>{app.t().pwa.iosInstall}</span>
            <button type="button" class="btn" onClick={dismissIosHint}>
              {app.t().common.close}
            </button>
          </div>
        </Match>
      </Switch>
    </div>
  );
}
