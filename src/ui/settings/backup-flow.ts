/**
 * The Data section's backup steps as the player takes them: Export, pick a file, review it, Replace
 * or Merge. Each step asks the game's backups (`game.exchange`) and turns the answer into a
 * notice in the player's language; nothing here touches the database.
 */

import { createSignal } from 'solid-js';
import { wordsIn } from '../../i18n';
import { VERSION_LABEL } from '../../pwa/version';
import { type Game, keepAcrossReloads, type ReadBackup, sheetClosed, useApp, useGame } from '../../state';
import type { BackupProblem, ImportMode } from '../../storage/backup';
import { useHeed } from '../heed';
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
  const heed = useHeed();
  const backups = game.exchange.backups;
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
  /** Whether storage cannot take this now (the storage banner's words say why). */
  const cannot = async (what: 'export' | 'import') => {
    const why = await backups.cannot(what);
    return !why.ok || why.value !== undefined;
  };
  const refuse = (problem: BackupProblem) =>
    setNotice({
      kind: 'error',
      title: () => t().refused,
      detail: () => problemText(problem, app.lang()),
    });
  /** Runs a step with the buttons disabled and the step's own "…ing" label. */
  const step = async (kind: 'export' | 'read' | 'import', run: () => Promise<void>) => {
    setBusy(kind);
    try {
      await run();
    } finally {
      setBusy(undefined);
    }
  };
  return { app, heed, backups, t, busy, notice, setNotice, storageProblem, cannot, refuse, step, again };
}
type FlowContext = ReturnType<typeof flowContext>;
type Backups = Game['exchange']['backups'];

/** Export: a file of everything, to the share sheet or a download. */
function exportStep(c: FlowContext, backups: Backups) {
  return async () => {
    c.setNotice(undefined);
    if (await c.cannot('export')) {
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
              : wordsIn(c.app.lang(), 'app').storage[problem.kind],
        });
        return;
      }
      const delivery = made.value;
      if (delivery === 'cancelled') return;
      if (delivery === 'not-delivered') {
        c.setNotice({ kind: 'error', title: () => c.t().notDelivered, detail: () => c.t().notDeliveredHow });
        return;
      }
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
    if (await c.cannot('import')) {
      c.setNotice({ kind: 'error', title: () => c.t().refused, detail: c.storageProblem });
      return;
    }
    await c.step('import', async () => {
      const result = await backups.import(chosen, mode, asThisGame);
      if (!result.ok) {
        const params = result.problem.code === 'storage' ? undefined : result.problem.params;
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
    () => pending()?.text,
    (text) => {
      if (typeof text !== 'string' || pending()) return;
      // A kept text that no longer reads is dropped: the player picks the file again.
      c.heed(backups.fromText(text), {
        done: (read) => {
          if (!pending()) setPending(read);
        },
      });
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
    /** IndexedDB refused: nothing is being saved (for the status panel). */
    notSaving: async () => {
      const not = await backups.notSaving();
      return not.ok && not.value;
    },
    /** When the last backup was made (undefined: never, or storage cannot say). */
    lastAt: async () => {
      const last = await backups.lastAt();
      return last.ok ? last.value : undefined;
    },
    exportNow: exportStep(c, backups),
    readFile,
    importNow: importStep(c, backups, closeReview),
    closeReview,
  };
}
