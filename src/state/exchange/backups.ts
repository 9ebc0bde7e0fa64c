/**
 * The backups of this phone's game (`game.exchange.backups`: export, read a file, import it, when
 * the last backup was, a read file kept as text across a reload), written once over
 * storage/backup.ts: the Data section and the 7-day notice ask and read the answer; no screen holds
 * the database or runs a backup transaction. After an import the game and the packs read everything
 * again and tell other tabs on their own channels.
 */
import { fail, ok, type Result } from '../../core/result';
import { type Delivery, shareFile } from '../../pwa/share';
import { type StorageFailure, storageFailure } from '../../records/failure';
import {
  type Backup,
  type BackupData,
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
} from '../../storage/backup';
import { failureOf } from '../../storage/db';
import type { Core } from '../game/connection';
import { plain } from '../game/lists';

/** What the backups' verbs need of the game: its packs (read again after an import). */
export interface BackupNeeds {
  readonly packs: { load(): Promise<unknown>; announce(): Promise<unknown> };
}

/** IndexedDB refused: nothing is being saved, what was entered lives only in memory. */
const notSaving = (core: Core) => core.status() === 'memory' && core.problem() === 'unavailable';

/** Why an export made no file: storage could not be read, or the file would not import again. */
export type ExportProblem = StorageFailure | { readonly code: 'check'; readonly problem: BackupProblem };

/** A backup file read and checked, with what the review shows of it and its text (kept across a reload). */
export interface ReadBackup {
  readonly backup: Backup;
  readonly summary: BackupSummary;
  readonly text: string;
}

const withSummary = (backup: Backup): ReadBackup => ({
  backup,
  summary: summarize(backup),
  text: serializeBackup(backup),
});

/** Everything entered, as plain data (a backup when storage is unavailable). */
function inMemory(core: Core): BackupData {
  const { state } = core;
  return {
    units: plain(state.units),
    resolutions: plain(state.log),
    meta: [
      { key: 'game', value: plain(state.game) as unknown },
      ...[...core.answers].map(([key, value]) => ({ key: `answers:${key}`, value: plain(value) as unknown })),
    ],
    packs: [],
  };
}

/**
 * Why storage cannot take a backup's export or import now (closed for a newer version, or not open
 * yet), or undefined. An export without storage is made from memory when storage is unavailable
 * for good.
 */
function cannot(core: Core, what: 'export' | 'import'): StorageFailure | undefined {
  const problem = core.problem();
  if (problem === 'version-change') return storageFailure(problem);
  if (core.status() === 'open' || (what === 'export' && notSaving(core))) return undefined;
  return storageFailure(problem ?? 'unavailable');
}

export interface BackupVerbs {
  /** IndexedDB refused: nothing is being saved, what was entered lives only in memory. */
  notSaving(): Promise<Result<boolean, StorageFailure>>;
  /** Why a backup cannot be exported or imported now (undefined: it can). */
  cannot(what: 'export' | 'import'): Promise<Result<StorageFailure | undefined, StorageFailure>>;
  /** Everything entered, as plain data (a backup when storage is unavailable). */
  inMemory(): Promise<Result<BackupData, StorageFailure>>;
  /** Everything as one backup file, to the share sheet or a download ('cancelled': the sheet was closed). */
  export(app: string, prefs: BackupPrefs): Promise<Result<Delivery, ExportProblem>>;
  /** A file the player picked, read and checked (nothing is stored). */
  read(file: Blob): Promise<Result<ReadBackup, BackupProblem>>;
  /** A file read before a reload, from its kept text ('not-read': the text no longer reads). */
  fromText(text: string): Promise<Result<ReadBackup, 'not-read' | StorageFailure>>;
  /** When the last backup was made on this phone (undefined: never). */
  lastAt(): Promise<Result<number | undefined, StorageFailure>>;
  /**
   * Replace or Merge a read file, in one transaction; then the game and the packs read everything
   * again, and other tabs are told on the game's and the packs' channels.
   */
  import(read: ReadBackup, mode: ImportMode, asThisGame?: boolean): Promise<Result<void, BackupProblem>>;
}

export function backupVerbs(core: Core, needs: BackupNeeds): BackupVerbs {
  /**
   * Everything as one backup file, handed to the share sheet or a download: what is stored, or what
   * is in memory when storage is unavailable. Our own file must import again: a file a restore
   * would refuse is never handed over. 'cancelled': the player closed the share sheet.
   */
  async function exportFrom(app: string, prefs: BackupPrefs): Promise<Result<Delivery, ExportProblem>> {
    const now = Date.now();
    const context = { app, now, prefs };
    const made =
      core.status() === 'open'
        ? await core.run((d) => collectBackup(d, context))
        : ok(makeBackup(inMemory(core), context));
    if (!made.ok) return made;
    const text = serializeBackup(made.value);
    const check = verifyBackup(text);
    if (!check.ok) return fail({ code: 'check', problem: check.problem });
    const delivery = await shareFile(new File([text], backupFileName(now), { type: 'application/json' }));
    // Handed over (shared or downloaded): the phone remembers when it last made a backup.
    if (delivery !== 'cancelled' && delivery !== 'not-delivered' && core.status() === 'open') {
      const marked = await core.run((d) => markBackedUp(d, now));
      if (!marked.ok) return marked;
    }
    return ok(delivery);
  }

  return {
    notSaving: async () => ok(notSaving(core)),
    cannot: async (what) => ok(cannot(core, what)),
    inMemory: async () => ok(inMemory(core)),
    async export(app: string, prefs: BackupPrefs): Promise<Result<Delivery, ExportProblem>> {
      const why = cannot(core, 'export');
      if (why) return fail(why);
      try {
        return await exportFrom(app, prefs);
      } catch (error) {
        return fail(failureOf(error));
      }
    },
    async read(file: Blob): Promise<Result<ReadBackup, BackupProblem>> {
      const read = await readBackupFile(file);
      return read.ok ? ok(withSummary(read.value)) : read;
    },
    async fromText(text: string): Promise<Result<ReadBackup, 'not-read' | StorageFailure>> {
      const parsed = parseBackup(text);
      return parsed.ok ? ok(withSummary(parsed.value)) : fail('not-read');
    },
    async lastAt(): Promise<Result<number | undefined, StorageFailure>> {
      return core.run((d) => lastBackupAt(d));
    },
    async import(
      read: ReadBackup,
      mode: ImportMode,
      asThisGame = false,
    ): Promise<Result<void, BackupProblem>> {
      const why = cannot(core, 'import');
      if (why) return fail(why);
      const imported = await core.run((d) => importBackup(d, read.backup, mode, { asThisGame }));
      if (!imported.ok) return imported;
      if (!imported.value.ok) return imported.value;
      // Everything read again (the game, then the packs), and other tabs told on both channels.
      await core.reload();
      await needs.packs.load();
      core.announce();
      await needs.packs.announce();
      return ok();
    },
  };
}
