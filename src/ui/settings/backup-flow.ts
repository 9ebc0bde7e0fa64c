/**
 * The Data section's backup steps as the player takes them: Export, pick a file, review it, Replace
 * or Merge. Each step asks the game's backups (src/state/backup.ts) and turns the answer into a
 * notice in the player's language; nothing here touches the database.
 */

import { createSignal } from 'solid-js';
import { wordsIn } from '../../i18n';
import { VERSION_LABEL } from '../../pwa/version';
import { useApp } from '../../state/app-context';
import { sheetClosed } from '../../state/back-closes';
import { type Backups, type ReadBackup, useBackups } from '../../state/backup';
import { useGame } from '../../state/game';
import { keepAcrossReloads } from '../../state/unsaved';
import type { BackupProblem, ImportMode } from '../../storage/backup';
import { problemText } from './backup-words';

/** Words as functions, so a notice follows a change of language. */
export type Notice = { kind: 'ok' | 'error'; title: () => string; detail?: () => string };

/** A file read and waiting for Replace or Merge. */
export interface Pending extends ReadBackup {
  /** Merge found the file is another game: the review asks "Merge as this game". */
  readonly otherGame?: { gameNumber: number; turn: number };
}

/**
 * A backup file read and waiting for the player's Replace or Merge: kept outside the screen (and
 * across a reload) so leaving Settings and coming back still finds it. Back closes it.
 */
const [pending, setPending] = createSignal<Pending>();

export { pending, setPending };

/** What every step shares: the verbs, the words, and the section's busy and notice. */
function flowContext(again: () => void) {
  const app = useApp();
  const game = useGame();
  const backups = useBackups();
  const t = () => wordsIn(app.lang(), 'data');
  const [busy, setBusy] = createSignal<'export' | 'read' | 'import'>();
  const [notice, setNotice] = createSignal<Notice>();
  /** The storage banner's words for why storage cannot be used now. */
  const storageProblem = () => {
    const problem = game.problem();
    return problem
      ? wordsIn(app.lang(), 'app').storage[problem]
      : wordsIn(app.lang(), 'app').storage.unavailable;
  };
  const refuse = (problem: BackupProblem) =>
    setNotice({ kind: 'error', title: () => t().refused, detail: () => problemText(problem, app.lang()) });
  /** Runs a step with the buttons disabled and the step's own "…ing" label. */
  const step = async (kind: 'export' | 'read' | 'import', run: () => Promise<void>) => {
    setBusy(kind);
    try {
      await run();
    } finally {
      setBusy(undefined);
    }
  };
  return { app, backups, t, busy, notice, setNotice, storageProblem, refuse, step, again };
}
type FlowContext = ReturnType<typeof flowContext>;

/** Export: a file of everything, to the share sheet or a download. */
function exportStep(c: FlowContext, backups: Backups) {
  return async () => {
    c.setNotice(undefined);
    if (backups.cannot('export')) {
      c.setNotice({ kind: 'error', title: () => c.t().exportFailed, detail: c.storageProblem });
      return;
    }
    await c.step('export', async () => {
      const made = await backups.export(VERSION_LABEL, c.app.prefs());
      if (!made.ok) {
        const problem = made.problem;
        c.setNotice({
          kind: 'error',
          title: () => c.t().exportFailed,
          detail: () =>
            problem.code === 'check'
              ? problemText(problem.problem, c.app.lang())
              : wordsIn(c.app.lang(), 'app').storage[problem.storage],
        });
        return;
      }
      const delivery = made.value;
      if (delivery === 'cancelled') return;
      c.setNotice({ kind: 'ok', title: () => c.t().exported, detail: () => c.t().delivered[delivery] });
      c.again();
    });
  };
}

/** Replace or Merge the file under review. */
function importStep(c: FlowContext, backups: Backups, closeReview: () => void) {
  return async (mode: ImportMode, asThisGame = false) => {
    const chosen = pending();
    if (!chosen) return;
    if (backups.cannot('import')) {
      c.setNotice({ kind: 'error', title: () => c.t().refused, detail: c.storageProblem });
      return;
    }
    await c.step('import', async () => {
      const result = await backups.import(chosen, mode, asThisGame);
      if (!result.ok) {
        const params = result.problem.params;
        // Another game's file: nothing merged; the review asks whether it is this very battle.
        if (result.problem.code === 'game.other' && params)
          setPending({
            ...chosen,
            otherGame: { gameNumber: params.gameNumber ?? 0, turn: params.turn ?? 0 },
          });
        else c.refuse(result.problem);
        return;
      }
      // Everything on screen was read again from the database, and other tabs were told.
      closeReview();
      if (mode === 'replace' && chosen.backup.prefs) c.app.updatePrefs(chosen.backup.prefs);
      c.setNotice({ kind: 'ok', title: () => c.t().imported });
      c.again();
    });
  };
}

/** The Data section's backup steps; `again` reads the status panel again after a change. */
export function createBackupFlow(again: () => void) {
  const c = flowContext(again);
  const { backups } = c;
  keepAcrossReloads<string>(
    'backup',
    () => {
      const chosen = pending();
      return chosen ? backups.toText(chosen) : undefined;
    },
    (text) => {
      if (typeof text !== 'string' || pending()) return;
      const read = backups.fromText(text);
      if (read) setPending(read);
    },
  );
  /** The review closed by its own buttons: Back has it no more. */
  const closeReview = () => {
    sheetClosed('backup-review');
    setPending(undefined);
  };
  /** A file the player picked: read and checked, then reviewed (nothing is stored yet). */
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    c.setNotice(undefined);
    setPending(undefined);
    await c.step('read', async () => {
      const result = await backups.read(file);
      if (result.ok) setPending(result.value);
      else c.refuse(result.problem);
    });
  };
  return {
    busy: c.busy,
    notice: c.notice,
    notSaving: backups.notSaving,
    lastAt: backups.lastAt,
    exportNow: exportStep(c, backups),
    readFile,
    importNow: importStep(c, backups, closeReview),
    closeReview,
  };
}
