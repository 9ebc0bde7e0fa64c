import { createResource, createSignal, onCleanup, Show } from 'solid-js';
import { byLang } from '../../i18n';
import { dataEn } from '../../i18n/data';
import { dataRu } from '../../i18n/ru/data';
import { offlineReady } from '../../pwa/sw-bridge';
import { VERSION_LABEL } from '../../pwa/version';
import { useApp } from '../../state/app-context';
import { sheetClosed } from '../../state/back-closes';
import {
  exportBackup,
  importBackup,
  lastBackupAt,
  parseBackup,
  problemText,
  readBackupFile,
  serializeBackup,
  summarize,
} from '../../state/backup';
import { useGame } from '../../state/game';
import { usePacks } from '../../state/packs';
import { readOfflineStatus, readStorageStatus } from '../../state/persistence';
import { keepAcrossReloads } from '../../state/unsaved';
import type { Backup, BackupProblem, BackupSummary, ImportMode } from '../../storage/backup';
import { BackupReview } from './BackupReview';
import { DataStatus } from './DataStatus';
import './data.css';

/** Words as functions, so a notice follows a change of language. */
type Notice = { kind: 'ok' | 'error'; title: () => string; detail?: () => string };

/** Other tabs' pack lists (src/state/packs.ts listens on this channel) must see the imported packs too. */
function announcePacks() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel('grand-battery-packs');
  channel.postMessage('changed');
  channel.close();
}

/**
 * A backup file read and waiting for the player's Replace or Merge: kept outside the screen (and
 * across a reload) so leaving Settings and coming back still finds it. Back closes it.
 */
const [pending, setPending] = createSignal<{
  backup: Backup;
  summary: BackupSummary;
  /** Merge found the file is another game: the review asks "Merge as this game". */
  otherGame?: { gameNumber: number; turn: number };
}>();

/** Settings → data: status panel (offline, storage, versions, last backup) and backup/restore. */
export function DataSection() {
  const app = useApp();
  const game = useGame();
  const packs = usePacks();
  const t = () => byLang(app.lang(), dataEn, dataRu);

  const [refresh, setRefresh] = createSignal(0);
  // Read again when the service worker takes this page (the "Ready to work offline" notice), so
  // "Works offline" never disagrees with the notice shown beside it.
  const [status] = createResource(
    () => [refresh(), game.state.ready, offlineReady()] as const,
    async () => {
      const db = game.database();
      const [offline, storage, last] = await Promise.all([
        readOfflineStatus(),
        readStorageStatus(),
        db ? lastBackupAt(db).catch(() => undefined) : Promise.resolve(undefined),
      ]);
      return { offline, storage, last };
    },
  );
  const again = () => setRefresh((n) => n + 1);
  const worker = globalThis.navigator?.serviceWorker;
  worker?.addEventListener('controllerchange', again);
  onCleanup(() => worker?.removeEventListener('controllerchange', again));

  const [busy, setBusy] = createSignal<'export' | 'read' | 'import'>();
  const [notice, setNotice] = createSignal<Notice>();
  keepAcrossReloads<string>(
    'backup',
    () => {
      const chosen = pending();
      return chosen ? serializeBackup(chosen.backup) : undefined;
    },
    (text) => {
      if (typeof text !== 'string' || pending()) return;
      const result = parseBackup(text);
      if (result.ok) setPending({ backup: result.value, summary: summarize(result.value) });
    },
  );
  /** The review closed by its own buttons: Back has it no more. */
  const closeReview = () => {
    sheetClosed('backup-review');
    setPending(undefined);
  };
  let fileInput: HTMLInputElement | undefined;

  const storageProblem = () => {
    const problem = game.problem();
    return problem ? app.t().storage[problem] : app.t().storage.unavailable;
  };

  /** IndexedDB refused: nothing is being saved, what was entered lives only in memory. */
  const notSaving = () => !game.database() && game.problem() === 'unavailable';

  async function exportNow() {
    const db = game.database();
    setNotice(undefined);
    if ((!db && !notSaving()) || game.problem() === 'version-change') {
      setNotice({ kind: 'error', title: () => t().exportFailed, detail: storageProblem });
      return;
    }
    setBusy('export');
    try {
      const made = await exportBackup({
        db,
        inMemory: game.inMemory,
        app: VERSION_LABEL,
        prefs: app.prefs(),
      });
      if (!made.ok) {
        const problem = made.problem;
        setNotice({
          kind: 'error',
          title: () => t().exportFailed,
          detail: () =>
            problem.code === 'check'
              ? problemText(problem.problem, app.lang())
              : app.t().storage[problem.storage],
        });
        return;
      }
      const delivery = made.value;
      if (delivery === 'cancelled') return;
      setNotice({ kind: 'ok', title: () => t().exported, detail: () => t().delivered[delivery] });
      again();
    } finally {
      setBusy(undefined);
    }
  }

  const refuse = (problem: BackupProblem) =>
    setNotice({ kind: 'error', title: () => t().refused, detail: () => problemText(problem, app.lang()) });

  async function readFile(file: File | undefined) {
    if (fileInput) fileInput.value = ''; // the same file may be picked again
    if (!file) return;
    setNotice(undefined);
    setPending(undefined);
    setBusy('read');
    try {
      const result = await readBackupFile(file);
      if (result.ok) setPending({ backup: result.value, summary: summarize(result.value) });
      else refuse(result.problem);
    } finally {
      setBusy(undefined);
    }
  }

  async function importNow(mode: ImportMode, asThisGame = false) {
    const chosen = pending();
    const db = game.database();
    if (!chosen) return;
    if (!db || game.problem() === 'version-change') {
      setNotice({ kind: 'error', title: () => t().refused, detail: storageProblem });
      return;
    }
    setBusy('import');
    try {
      const result = await importBackup(db, chosen.backup, mode, { asThisGame });
      if (!result.ok) {
        const params = result.problem.params;
        // Another game's file: nothing merged; the review asks whether it is this very battle.
        if (result.problem.code === 'game.other' && params)
          setPending({
            ...chosen,
            otherGame: { gameNumber: params.gameNumber ?? 0, turn: params.turn ?? 0 },
          });
        else refuse(result.problem);
        return;
      }
      closeReview();
      // Everything on screen is read again from the database; other tabs are told to do the same.
      await game.actions.reload();
      await packs.reload();
      game.announce();
      announcePacks();
      if (mode === 'replace' && chosen.backup.prefs) app.updatePrefs(chosen.backup.prefs);
      setNotice({ kind: 'ok', title: () => t().imported });
      again();
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <section class="choice-group data-section" aria-labelledby="data-title">
      <h2 id="data-title">{t().title}</h2>
      <DataStatus status={status} notSaving={notSaving()} again={again} />

      <h3>{t().backup}</h3>
      <p class="muted">{t().backupHelp}</p>
      <div class="data-actions">
        <button
          type="button"
          class="btn primary"
          disabled={busy() !== undefined}
          onClick={() => void exportNow()}
        >
          {busy() === 'export' ? t().exporting : t().export}
        </button>
        <button
          type="button"
          class="btn"
          disabled={busy() !== undefined}
          aria-describedby="data-import-help"
          onClick={() => fileInput?.click()}
        >
          {busy() === 'read' ? t().reading : t().import}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={(e) => void readFile(e.currentTarget.files?.[0])}
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
            onImport={(mode, asThisGame) => void importNow(mode, asThisGame)}
            onCancel={closeReview}
            onBack={() => setPending(undefined)}
          />
        )}
      </Show>

      <p class="data-notice" role="status">
        {notice()?.kind === 'ok' ? notice()?.title() : ''}
      </p>
      <Show when={notice()?.kind === 'error' ? notice() : undefined}>
        {(n) => (
          <div class="data-notice error" role="alert">
            <strong>{n().title()}</strong> <span>{n().detail?.()}</span>
          </div>
        )}
      </Show>
    </section>
  );
}
