/**
 * Backup flows for the Data section: hand the file over (src/pwa/share.ts), and words for every
 * refusal.
 */

import { fail, ok, type Result } from '../core/result';
import { byLang, messagesFor } from '../i18n';
import { dataEn } from '../i18n/data';
import { dataRu } from '../i18n/ru/data';
import { type Delivery, shareFile } from '../pwa/share';
import type { Lang } from '../reference/types';
import {
  type BackupPrefs,
  type BackupProblem,
  backupFileName,
  collectBackup,
  makeBackup,
  markBackedUp,
  type StoreName,
  serializeBackup,
  verifyBackup,
} from '../storage/backup';
import { classifyError, type GbDb, type StorageProblem } from '../storage/db';

export type { Delivery } from '../pwa/share';
/** The backup file to the share sheet (or a download): src/pwa/share.ts. */
export { shareFile as deliverFile } from '../pwa/share';
/** The backup steps the Data section runs (collect, check, read, import), reached through state. */
export {
  backupFileName,
  collectBackup,
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
export { classifyError } from '../storage/db';

/** Why an export made no file: storage could not be read, or the file would not import again. */
export type ExportProblem =
  | { readonly code: 'storage'; readonly storage: StorageProblem }
  | { readonly code: 'check'; readonly problem: BackupProblem };

/**
 * Everything as one backup file, handed to the share sheet or a download: what is stored (`db`), or
 * what is in memory when storage is unavailable. Our own file must import again: a file a restore
 * would refuse is never handed over. 'cancelled': the player closed the share sheet.
 */
export async function exportBackup(source: {
  db: GbDb | undefined;
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

const PATH = /^data\.(units|resolutions|meta|packs)\[(\d+)\](?:\.([^.[\]]+))?/;

/** "This file was not imported…" plus the reason and where it is, in the player's language. */
export function problemText(problem: BackupProblem, lang: Lang): string {
  const words = byLang(lang, dataEn, dataRu);
  const p = words.problems;
  let reason: string;
  switch (problem.code) {
    case 'file.too-large':
      reason = p['file.too-large'](problem.params?.mb ?? 0);
      break;
    case 'version.future':
      reason = p['version.future'](problem.params?.version ?? 0);
      break;
    case 'records.too-many':
      reason = p['records.too-many'](problem.params?.max ?? 0);
      break;
    case 'storage':
      // A full phone during an import: say nothing was imported (not "the last change was not saved").
      reason =
        problem.storage === 'quota'
          ? p.storageFull
          : `${p.storage} ${problem.storage ? messagesFor(lang).storage[problem.storage] : ''}`.trim();
      break;
    case 'clock.ahead':
      reason = p['clock.ahead'](problem.params?.minutes ?? 0);
      break;
    case 'game.other':
      reason = p['game.other'](problem.params?.gameNumber ?? 0, problem.params?.turn ?? 0);
      break;
    case 'field.forbidden-key':
      reason = p['field.forbidden-key'](problem.found ?? '__proto__');
      break;
    case 'field.built-in-id':
      reason = p['field.built-in-id'](problem.found ?? '');
      break;
    default:
      reason = p[problem.code];
  }
  const where = problem.path ? describePath(problem.path, lang) : undefined;
  return where ? `${reason} ${words.where.at(where)}` : reason;
}

/** `data.units[2].figures` → "unit card 3, field “figures”"; other paths as they are. */
export function describePath(path: string, lang: Lang): string {
  const words = byLang(lang, dataEn, dataRu);
  const match = PATH.exec(path);
  if (!match) return path;
  const store = match[1] as Exclude<StoreName, 'corrections' | 'tombstones'>;
  const parts = [words.where[store](Number(match[2]) + 1)];
  if (match[3]) parts.push(words.where.field(match[3]));
  return parts.join(', ');
}
