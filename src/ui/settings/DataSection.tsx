import { createSignal, onCleanup, Show } from 'solid-js';
import { wordsIn } from '../../i18n';
import { offlineReady } from '../../pwa';
import { readOfflineStatus, readStorageStatus, useApp, useGame } from '../../state';
import { FilePicker } from '../controls/FilePicker';
import { readAgain } from '../parts/read-again';
import { BackupReview } from './BackupReview';
import { createBackupFlow, type Notice, pending, setPending } from './backup-flow';
import { DataStatus } from './DataStatus';
import './data.css';

/** Settings → data: status panel (offline, storage, versions, last backup) and backup/restore. */
export function DataSection() {
  const app = useApp();
  const game = useGame();
  const t = () => wordsIn(app.lang(), 'data');

  const [refresh, setRefresh] = createSignal(0);
  const again = () => setRefresh((n) => n + 1);
  const flow = createBackupFlow(again);
  const { busy } = flow;
  // Read again when the service worker takes this page (the "Ready to work offline" notice), so
  // "Works offline" never disagrees with the notice shown beside it.
  const status = readAgain(
    () => [refresh(), game.state.ready, offlineReady()] as const,
    async () => {
      const [offline, storage, last, notSaving] = await Promise.all([
        readOfflineStatus(),
        readStorageStatus(),
        flow.lastAt(),
        flow.notSaving(),
      ]);
      return { offline, storage, last, notSaving };
    },
  );
  const worker = globalThis.navigator?.serviceWorker;
  worker?.addEventListener('controllerchange', again);
  onCleanup(() => worker?.removeEventListener('controllerchange', again));

  return (
    <section class="choice-group data-section" aria-labelledby="data-title">
      <h2 id="data-title">{t().title}</h2>
      <DataStatus status={status} again={again} />

      <h3>{t().backup}</h3>
      <p class="muted">{t().backupHelp}</p>
      <div class="data-actions">
        <button type="button" class="btn primary" disabled={busy() !== undefined} onClick={flow.exportNow}>
          {busy() === 'export' ? t().exporting : t().export}
        </button>
        <FilePicker
          label={t().import}
          busyLabel={busy() === 'read' ? t().reading : undefined}
          accept=".json,application/json"
          disabled={busy() !== undefined}
          describedBy="data-import-help"
          onFiles={(files) => flow.readFile(files[0])}
        />
      </div>
      <p id="data-import-help" class="muted">
        {t().importHelp}
      </p>

      <Show when={pending()}>
        {(chosen) => (
          <BackupReview
            summary={chosen().summary}
            otherGame={chosen().otherGame}
            busy={busy() !== undefined}
            onImport={flow.importNow}
            onCancel={flow.closeReview}
            onBack={() => setPending(undefined)}
          />
        )}
      </Show>

      <DataNotice notice={flow.notice()} />
    </section>
  );
}

/** What the last step did: a success said politely, a refusal as an alert with its reason. */
function DataNotice(props: { notice: Notice | undefined }) {
  return (
    <>
      <p class="data-notice" role="status">
        {props.notice?.kind === 'ok' ? props.notice.title() : ''}
      </p>
      <Show when={props.notice?.kind === 'error' ? props.notice : undefined}>
        {(n) => (
          <div class="data-notice error" role="alert">
            <strong>{n().title()}</strong> <span>{n().detail?.()}</span>
          </div>
        )}
      </Show>
    </>
  );
}
