/**
 * Reading a backup file: refused for its bytes (empty, too large, not UTF-8), its JSON, a prototype
 * key anywhere, its format and version, or the first record that does not pass its store's check
 * (src/storage/backup-records.ts). Nothing is written here.
 */
import {
  all,
  at,
  FIELD_PROBLEM_CODES,
  findForbiddenKey,
  guard,
  int,
  isPlainRecord,
  list,
  literal,
  object,
  oneOf,
  text,
} from '../check';
import { fail, LANGS, ok, type Result } from '../core';
import type { StorageFailure } from '../records';
import { MAX_RECORDS, utf8Text } from '../records';
import type { NamedShot } from '../sync';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type Backup,
  MAX_BACKUP_BYTES,
  OPTIONAL_STORES,
  type StoreName,
} from './backup-format';
import { STORE_NAMES, STORES, type StoreSpec } from './backup-records';

// ---------------------------------------------------------------------------------------------
// Problems

export const BACKUP_PROBLEM_CODES = [
  'file.empty',
  'file.too-large',
  'file.not-text',
  'file.utf16',
  'file.not-utf8',
  // Issue 37: what was found said for what it is, not "Latin-1 or a Windows code page".
  'file.overlong-utf8',
  'file.cesu8',
  'file.malformed',
  'file.not-backup',
  'version.invalid',
  'version.future',
  ...FIELD_PROBLEM_CODES,
  'records.too-many',
  'id.duplicate',
  'id.dangling',
  'storage',
  // v5: records clocked far ahead of this phone (a wrong date, or forged), and another game's file
  // merged without "Merge as this game" (src/storage/backup-import.ts).
  'clock.ahead',
  'game.other',
  // Issue 37: a shot whose chain does not give the dice and casualties it states (src/sync/shot-check.ts).
  'shot.mismatch',
] as const;
export type BackupProblemCode = (typeof BACKUP_PROBLEM_CODES)[number];

/** Why a backup file was refused: a problem of the file (its code, where, its numbers), or storage failing. */
export type BackupProblem = BackupFileProblem | StorageFailure;

export interface BackupFileProblem {
  code: Exclude<BackupProblemCode, 'storage'>;
  /** Where in the file, e.g. `data.units[2].figures`. */
  path?: string;
  /** Numbers for the message (a limit, a version). */
  params?: Readonly<Record<string, number>>;
  /** The offending text, where the message names it (the forbidden key found, a built-in pack's id). */
  found?: string;
  /** For `shot.mismatch`: the shot, as the message names it. */
  shot?: NamedShot;
}

export type ParseResult = Result<Backup, BackupFileProblem>;

// ---------------------------------------------------------------------------------------------
// Reading a file

/** Reads a picked file: refuses an empty, oversized or non-UTF-8 one before parsing. */
export async function readBackupFile(file: Blob): Promise<ParseResult> {
  if (file.size === 0) return fail({ code: 'file.empty' });
  if (file.size > MAX_BACKUP_BYTES) return tooLarge();
  const text = utf8Text(new Uint8Array(await file.arrayBuffer()));
  return text.ok ? parseBackup(text.value) : fail({ code: `file.${text.problem}` });
}

function tooLarge(): ParseResult {
  return fail({ code: 'file.too-large', params: { mb: MAX_BACKUP_BYTES / 1024 / 1024 } });
}

/** Parses and checks a backup's text completely; nothing is written. */
export function parseBackup(textContent: string): ParseResult {
  const body = textContent.replace(/^\uFEFF/, '');
  if (body.trim() === '') return fail({ code: 'file.empty' });
  if (body.length > MAX_BACKUP_BYTES) return tooLarge();
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return fail({ code: 'file.malformed' });
  }
  // A prototype key anywhere refuses the file outright (src/check/json.ts says why).
  const forbidden = findForbiddenKey(parsed);
  if (forbidden !== undefined)
    return fail({ code: 'field.forbidden-key', path: forbidden.path, found: forbidden.key });
  if (!isPlainRecord(parsed) || parsed.format !== BACKUP_FORMAT) {
    return fail({ code: 'file.not-backup' });
  }
  const version = parsed.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail({ code: 'version.invalid' });
  }
  if (version > BACKUP_VERSION) {
    return fail({ code: 'version.future', params: { version, supported: BACKUP_VERSION } });
  }

  const top = object(
    {
      format: literal(BACKUP_FORMAT),
      version: int(1, BACKUP_VERSION),
      exportedAt: all(
        text(1, 40),
        guard((v) => !Number.isNaN(Date.parse(String(v)))),
      ),
      app: text(1, 40),
      prefs: object({
        lang: oneOf(LANGS),
        theme: oneOf(['system', 'light', 'dark', 'contrast']),
        textSize: int(80, 200),
      }),
      data: object(Object.fromEntries(STORE_NAMES.map((store) => [store, list(() => undefined, Infinity)])), {
        optional: OPTIONAL_STORES,
      }),
    },
    { optional: ['prefs'] },
  )(parsed, '');
  if (top) return fail(top);

  const data = parsed.data as unknown as Partial<Record<StoreName, unknown[]>>;
  for (const store of STORE_NAMES) {
    const records = data[store] ?? [];
    const path = at('data', store);
    if (records.length > MAX_RECORDS[store]) {
      return fail({ code: 'records.too-many', path, params: { max: MAX_RECORDS[store] } });
    }
    const spec: StoreSpec = STORES[store];
    const seen = new Set<string>();
    for (let i = 0; i < records.length; i++) {
      const problem = spec.check(records[i], at(path, i));
      if (problem) return fail(problem);
      const key = spec.key(records[i] as never);
      if (seen.has(key)) return fail({ code: 'id.duplicate', path: at(path, i) });
      seen.add(key);
    }
  }
  return ok(parsed as unknown as Backup);
}
