import { Show } from 'solid-js';
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

export function PwaToasts() {
  const app = useApp();
  return (
    <div class="toasts" role="status" aria-live="polite">
      <Show when={offlineReady()}>
        <div class="toast">
          <span>{app.t().pwa.offlineReady}</span>
          <button type="button" class="btn" onClick={dismissOfflineReady}>
            {app.t().common.close}
          </button>
        </div>
      </Show>
      <Show when={iosHint()}>
        <div class="toast">
          <span>{app.t().pwa.iosInstall}</span>
          <button type="button" class="btn" onClick={dismissIosHint}>
            {app.t().common.close}
          </button>
        </div>
      </Show>
      <Show when={needRefresh()}>
        <div class="toast">
          <span>
            {app.t().pwa.updateAvailable}
            <Show when={busy()}>
              <small class="toast-hint">{app.t().pwa.finishFirst}</small>
            </Show>
          </span>
          <button type="button" class="btn primary" onClick={updateNow} disabled={busy()}>
            {app.t().pwa.reload}
          </button>
          <button type="button" class="btn" onClick={dismissUpdate}>
            {app.t().pwa.dismiss}
          </button>
        </div>
      </Show>
    </div>
  );
}
