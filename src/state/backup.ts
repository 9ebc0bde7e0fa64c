/**
 * The backups of this phone's game, and the one owner of what they do to the database: the Data
 * section and the 7-day notice ask `backupsOf(game)` (or `useBackups()`) to export, read a file,
 * import it, say when the last backup was, and read the answer; no screen holds the database, runs
 * a backup transaction or opens a channel. After an import the game and the packs read everything
 * again and tell other tabs on their own channels. Also the words of every refusal.
 */

import { fail, ok, type Result } from '../core/result';
import { type Delivery, shareFile } from '../pwa/share';
import {
  type Backup,
  type BackupPrefs,
  type BackupProblem,
  type BackupSummary,
  backupFileName,
  collectBackup,
  type ImportMode,
  importBackup,
  lastBackupAt,
  makeBackup,
  markBackedUp,
  parseBackup,
  readBackupFile,
  serializeBackup,
  summarize,
  verifyBackup,
} from '../storage/backup';
import { classifyError, type StorageProblem } from '../storage/db';
import type { Game } from './game';
import { useGame } from './game-context';
import { databaseOf } from './game-database';

export type { Delivery } from '../pwa/share';
/** The backup file to the share sheet (or a download): src/pwa/share.ts. */
export { shareFile as deliverFile } from '../pwa/share';

/** Why an export made no file: storage could not be read, or the file would not import again. */
export type ExportProblem =
  | { readonly code: 'storage'; readonly storage: StorageProblem }
  | { readonly code: 'check'; readonly problem: BackupProblem };

/** A backup file read and checked, with what the review shows of it. */
export interface ReadBackup {
  readonly backup: Backup;
  readonly summary: BackupSummary;
}

const withSummary = (backup: Backup): ReadBackup => ({ backup, summary: summarize(backup) });

/** The backup verbs of a game: the only way a screen reaches the database for a backup. */
export function backupsOf(game: Game) {
  const db = () => databaseOf(game);
  /** IndexedDB refused: nothing is being saved, what was entered lives only in memory. */
  const notSaving = () => !db() && game.problem() === 'unavailable';
  /**
   * Why storage cannot take this now (closed for a newer version, or not open yet), or undefined.
   * An export without storage is made from memory when storage is unavailable for good.
   */
  const cannot = (what: 'export' | 'import'): StorageProblem | undefined => {
    const problem = game.problem();
    if (problem === 'version-change') return problem;
    if (db() || (what === 'export' && notSaving())) return undefined;
    return problem ?? 'unavailable';
  };
  return {
    notSaving,
    cannot,
    /** When the last backup was made on this phone (undefined: never, or storage cannot say). */
    lastAt: async (): Promise<number | undefined> => {
      const d = db();
      return d ? lastBackupAt(d).catch(() => undefined) : undefined;
    },
    /** Everything as one backup file, to the share sheet or a download ('cancelled': the sheet was closed). */
    export: async (app: string, prefs: BackupPrefs): Promise<Result<Delivery, ExportProblem>> => {
      const why = cannot('export');
      if (why) return fail({ code: 'storage', storage: why });
      return exportBackup({ db: db(), inMemory: game.inMemory, app, prefs });
    },
    /** A file the player picked, read and checked (nothing is stored). */
    read: async (file: Blob): Promise<Result<ReadBackup, BackupProblem>> => {
      const read = await readBackupFile(file);
      return read.ok ? ok(withSummary(read.value)) : read;
    },
    /** A file read before a reload, from its kept text (undefined: the text no longer reads). */
    fromText: (text: string): ReadBackup | undefined => {
      const parsed = parseBackup(text);
      return parsed.ok ? withSummary(parsed.value) : undefined;
    },
    /** The text a read file is kept as across a reload. */
    toText: (read: ReadBackup): string => serializeBackup(read.backup),
    /**
     * Replace or Merge a read file, in one transaction; then the game and the packs read everything
     * again, and other tabs are told on the game's and the packs' channels.
     */
    import: async (
      read: ReadBackup,
      mode: ImportMode,
      asThisGame = false,
    ): Promise<Result<void, BackupProblem>> => {
      const d = db();
      if (!d || cannot('import')) return fail({ code: 'storage', storage: cannot('import') });
      try {
        const result = await importBackup(d, read.backup, mode, { asThisGame });
        if (!result.ok) return result;
      } catch (error) {
        return fail({ code: 'storage', storage: classifyError(error) });
      }
      await game.actions.reload();
      const packs = await import('./packs');
      await packs.loadPacks(game);
      game.announce();
      packs.announcePacks(game);
      return ok();
    },
  };
}

export type Backups = ReturnType<typeof backupsOf>;

/** The backups of the game on screen, for components. */
export const useBackups = (): Backups => backupsOf(useGame());

/**
 * Everything as one backup file, handed to the share sheet or a download: what is stored (`db`), or
 * what is in memory when storage is unavailable. Our own file must import again: a file a restore
 * would refuse is never handed over. 'cancelled': the player closed the share sheet.
 */
async function exportBackup(source: {
  db: ReturnType<typeof databaseOf>;
  inMemory: () => Parameters<typeof makeBackup>[0];
  app: string;
  prefs: BackupPrefs;
  now?: number;
}): Promise<Result<Delivery, ExportProblem>> {
  const now = source.now ?? Date.now();
  try {
    const context = { app: source.app, now, prefs: source.prefs };
    const backup = source.db
      ? await collectBackup(source.db, context)
      : makeBackup(source.inMemory(), context);
    const text = serializeBackup(backup);
    const check = verifyBackup(text);
    if (!check.ok) return fail({ code: 'check', problem: check.problem });
    const delivery = await shareFile(new File([text], backupFileName(now), { type: 'application/json' }));
    if (delivery !== 'cancelled' && source.db) await markBackedUp(source.db, now);
    return ok(delivery);
  } catch (error) {
    return fail({ code: 'storage', storage: classifyError(error) });
  }
}
