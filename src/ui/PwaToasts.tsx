import { createSignal, Match, Switch } from 'solid-js';
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
import { VERSION_LABEL } from '../pwa/version';
import { useApp } from '../state/app-context';
import { useBackups } from '../state/backup';
import { showToast } from './Toasts';
import './pwa-toasts.css';

/**
 * The app's own notices (update, Safari's 7-day rule, offline ready): at most one at a time, the
 * most important first, and in the page's flow at the top of the screen — never laid over a
 * screen's main action (Apply, Roll, New battalion). The 7-day notice comes before "ready offline",
 * which goes by itself after a few seconds: the other way round, the big notice would appear
 * seconds later and push the screen down under the player's thumb.
 */
export function PwaToasts() {
  const app = useApp();
  const backups = useBackups();
  const t = () => byLang(app.lang(), pwaEn, pwaRu);
  const [exporting, setExporting] = createSignal(false);
  /** The 7-day notice's one-tap backup; once a file is made the notice has done its work. */
  async function backupNow() {
    if (exporting()) return;
    setExporting(true);
    try {
      const made = await backups.export(VERSION_LABEL, app.prefs());
      if (made.ok && made.value === 'cancelled') return;
      showToast(made.ok ? t().backupDone : t().backupFailed);
      if (made.ok) dismissIosHint();
    } finally {
      setExporting(false);
    }
  }
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
        <Match when={iosHint()}>
          <div class="notice seven-days" data-notice="seven-days">
            <span>
              <strong>{t().sevenDays}</strong> {t().sevenDaysKeep}
            </span>
            <button type="button" class="btn primary" disabled={exporting()} onClick={() => void backupNow()}>
              {t().backupNow}
            </button>
            <button type="button" class="btn" onClick={dismissIosHint}>
              {app.t().common.close}
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
      </Switch>
    </div>
  );
}
