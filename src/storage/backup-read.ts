/**
 * Reading a backup file: refused for its bytes (empty, too large, not UTF-8), its JSON, a prototype
 * key anywhere, its format and version, or the first record that does not pass its store's check
 * (src/storage/backup-records.ts). Nothing is written here.
 */
import { all, FIELD_PROBLEM_CODES, guard, int, list, literal, object, oneOf, text } from '../check/fields';
import { findForbiddenKey, isPlainRecord } from '../check/json';
import { at } from '../check/problem';
import { LANGS } from '../core/lang';
import { fail, ok, type Result } from '../core/result';
import { MAX_RECORDS } from '../records/cards';
import type { StorageFailure } from '../records/failure';
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
}

export type ParseResult = Result<Backup, BackupFileProblem>;

// ---------------------------------------------------------------------------------------------
// Reading a file

/** Reads a picked file: refuses an empty, oversized or non-UTF-8 one before parsing. */
export async function readBackupFile(file: Blob): Promise<ParseResult> {
  if (file.size === 0) return fail({ code: 'file.empty' });
  if (file.size > MAX_BACKUP_BYTES) return tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const encoding = wrongEncoding(bytes);
  if (encoding) return fail({ code: encoding });
  let textContent: string;
  try {
    textContent = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail({ code: 'file.not-text' });
  }
  return parseBackup(textContent);
}

/**
 * Text saved in another encoding than the UTF-8 a backup is written in: UTF-16 (a byte-order mark,
 * or a zero byte beside every character of plain text), UTF-8 written the long way (overlong
 * sequences: C0 AF for "/"), CESU-8 (Java's modified UTF-8: a character past U+FFFF as two
 * surrogate halves of three bytes each), or a one-byte code page such as Latin-1 / Windows-1252 /
 * Windows-1251 (not valid UTF-8, yet no control bytes). Binary files are left to `file.not-text`.
 */
function wrongEncoding(bytes: Uint8Array): BackupFileProblem['code'] | undefined {
  const head = bytes.subarray(0, 512);
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return 'file.utf16';
  let zeros = 0;
  let controls = 0;
  for (const byte of head) {
    if (byte === 0) zeros++;
    else if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) controls++;
  }
  if (head.length >= 4 && zeros * 3 >= head.length) return 'file.utf16';
  if (zeros > 0 || controls > 0) return undefined;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return undefined;
  } catch {
    return utf8Flaw(bytes);
  }
}

/**
 * Why bytes that are not UTF-8 are not: every sequence well formed but for code points written
 * with more bytes than they need (overlong) or surrogate halves (CESU-8), or else a code page.
 * A code page's letters (Latin-1's é, Windows-1251's а) stand alone, never a whole sequence.
 */
function utf8Flaw(bytes: Uint8Array): BackupFileProblem['code'] {
  let surrogates = false;
  let at = 0;
  while (at < bytes.length) {
    const lead = bytes[at] ?? 0;
    const size = lead < 0x80 ? 1 : lead >= 0xc0 && lead < 0xe0 ? 2 : lead >= 0xe0 && lead < 0xf0 ? 3 : 4;
    if (lead >= 0x80 && (lead < 0xc0 || lead >= 0xf8)) return 'file.not-utf8';
    let point = size === 1 ? lead : lead & (0x7f >> size);
    for (let i = 1; i < size; i++) {
      const next = bytes[at + i] ?? 0;
      if ((next & 0xc0) !== 0x80) return 'file.not-utf8';
      point = (point << 6) | (next & 0x3f);
    }
    if (point >= 0xd800 && point <= 0xdfff) surrogates = true;
    if (point > 0x10ffff) return 'file.not-utf8';
    at += size;
  }
  // Well formed but for those: Java's modified UTF-8 has both (its NUL is C0 80).
  return surrogates ? 'file.cesu8' : 'file.overlong-utf8';
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
