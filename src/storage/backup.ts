/**
 * Backups: every store of the database (and the display preferences) in one versioned JSON file,
 * and an import that is all or nothing.
 *
 * - The list of stores and each store's record check are declared once, in `STORES`; a store
 *   added to the schema without an entry here fails to compile (`satisfies`).
 * - A file is checked completely before anything is written; then the whole import runs in ONE
 *   IndexedDB transaction over every store, so a refused file, a storage failure or a closed tab
 *   leaves the phone's data exactly as it was.
 * - Records are stored exactly as they were read (no rebuilding), so export → wipe → import gives
 *   back the same records byte for byte.
 * - Text may contain anything, `<script>` included: it is stored as plain text and the UI renders
 *   it as text. A file is refused for its shape, never for the characters in a name.
 * - "Dangling" means a record that needs another record which neither the file nor (for Merge) the
 *   phone holds: a log entry whose casualties were applied to a card (`applied.targetId`), and the
 *   settings' active rule pack. A log entry's battery and target ids are NOT checked: the log keeps
 *   the names at the time of the shot precisely so it may outlive a deleted card.
 */
import type { IDBPTransaction } from 'idb';
import { all, FIELD_PROBLEM_CODES, guard, int, list, literal, object, oneOf, text } from '../check/fields';
import { findForbiddenKey, isRecord } from '../check/json';
import { at } from '../check/problem';
import { practicePack } from '../packs';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type Backup,
  type BackupData,
  type BackupPrefs,
  DEVICE_META_KEYS,
  LAST_BACKUP_KEY,
  MAX_BACKUP_BYTES,
  MAX_RECORDS,
  type MetaEntry,
  type StoreName,
  V4_STORES,
} from './backup-format';
import { STORE_NAMES, STORES, type StoreSpec } from './backup-records';
import { classifyError, type GbDb, type GbSchema, type StorageProblem } from './db';
import type { GameSettings } from './model';
import type { StoredPack } from './packs';

// The format and the record checks live in their own modules; callers import everything from here.
export * from './backup-format';
export { STORE_NAMES, STORES } from './backup-records';

// ---------------------------------------------------------------------------------------------
// Problems

export const BACKUP_PROBLEM_CODES = [
  'file.empty',
  'file.too-large',
  'file.not-text',
  'file.utf16',
  'file.not-utf8',
  'file.malformed',
  'file.not-backup',
  'version.invalid',
  'version.future',
  ...FIELD_PROBLEM_CODES,
  'records.too-many',
  'id.duplicate',
  'id.dangling',
  'storage',
] as const;
export type BackupProblemCode = (typeof BACKUP_PROBLEM_CODES)[number];

export interface BackupProblem {
  code: BackupProblemCode;
  /** Where in the file, e.g. `data.units[2].figures`. */
  path?: string;
  /** Numbers for the message (a limit, a version). */
  params?: Readonly<Record<string, number>>;
  /** For `storage`: what went wrong with the phone's storage. */
  storage?: StorageProblem;
  /** The offending text, where the message names it (the forbidden key found, a built-in pack's id). */
  found?: string;
}

export type ParseResult = { ok: true; backup: Backup } | { ok: false; problem: BackupProblem };

// ---------------------------------------------------------------------------------------------
// Reading a file

/** Reads a picked file: refuses an empty, oversized or non-UTF-8 one before parsing. */
export async function readBackupFile(file: Blob): Promise<ParseResult> {
  if (file.size === 0) return { ok: false, problem: { code: 'file.empty' } };
  if (file.size > MAX_BACKUP_BYTES) return tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const encoding = wrongEncoding(bytes);
  if (encoding) return { ok: false, problem: { code: encoding } };
  let textContent: string;
  try {
    textContent = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: { code: 'file.not-text' } };
  }
  return parseBackup(textContent);
}

/**
 * Text saved in another encoding than the UTF-8 a backup is written in: UTF-16 (a byte-order mark,
 * or a zero byte beside every character of plain text) or a one-byte code page such as Latin-1 /
 * Windows-1252 (not valid UTF-8, yet no control bytes). Binary files are left to `file.not-text`.
 */
function wrongEncoding(bytes: Uint8Array): 'file.utf16' | 'file.not-utf8' | undefined {
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
    return 'file.not-utf8';
  }
}

function tooLarge(): ParseResult {
  return { ok: false, problem: { code: 'file.too-large', params: { mb: MAX_BACKUP_BYTES / 1024 / 1024 } } };
}

/** Parses and checks a backup's text completely; nothing is written. */
export function parseBackup(textContent: string): ParseResult {
  const body = textContent.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { ok: false, problem: { code: 'file.empty' } };
  if (body.length > MAX_BACKUP_BYTES) return tooLarge();
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { ok: false, problem: { code: 'file.malformed' } };
  }
  // A prototype key anywhere refuses the file outright (src/check/json.ts says why).
  const forbidden = findForbiddenKey(parsed);
  if (forbidden !== undefined)
    return {
      ok: false,
      problem: { code: 'field.forbidden-key', path: forbidden.path, found: forbidden.key },
    };
  if (!isRecord(parsed) || parsed.format !== BACKUP_FORMAT) {
    return { ok: false, problem: { code: 'file.not-backup' } };
  }
  const version = parsed.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, problem: { code: 'version.invalid' } };
  }
  if (version > BACKUP_VERSION) {
    return { ok: false, problem: { code: 'version.future', params: { version, supported: BACKUP_VERSION } } };
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
        lang: oneOf(['ru', 'en']),
        theme: oneOf(['system', 'light', 'dark', 'contrast']),
        textSize: int(80, 200),
      }),
      data: object(Object.fromEntries(STORE_NAMES.map((store) => [store, list(() => undefined, Infinity)])), {
        optional: V4_STORES,
      }),
    },
    { optional: ['prefs'] },
  )(parsed, '');
  if (top) return { ok: false, problem: top };

  const data = parsed.data as unknown as Partial<Record<StoreName, unknown[]>>;
  for (const store of STORE_NAMES) {
    const records = data[store] ?? [];
    const path = at('data', store);
    if (records.length > MAX_RECORDS[store]) {
      return { ok: false, problem: { code: 'records.too-many', path, params: { max: MAX_RECORDS[store] } } };
    }
    const spec: StoreSpec = STORES[store];
    const seen = new Set<string>();
    for (let i = 0; i < records.length; i++) {
      const problem = spec.check(records[i], at(path, i));
      if (problem) return { ok: false, problem };
      const key = spec.key(records[i] as never);
      if (seen.has(key)) return { ok: false, problem: { code: 'id.duplicate', path: at(path, i) } };
      seen.add(key);
    }
  }
  return { ok: true, backup: parsed as unknown as Backup };
}

// ---------------------------------------------------------------------------------------------
// Summary

export interface BackupSummary {
  version: number;
  exportedAt: string;
  app: string;
  units: number;
  resolutions: number;
  packs: number;
  /** The file carries game settings (turn, scale, year, active pack). */
  settings: boolean;
  /** The file carries display preferences (language, theme, text size). */
  prefs: boolean;
}

export function summarize(backup: Backup): BackupSummary {
  return {
    version: backup.version,
    exportedAt: backup.exportedAt,
    app: backup.app,
    units: backup.data.units.length,
    resolutions: backup.data.resolutions.length,
    packs: backup.data.packs.length,
    settings: backup.data.meta.some((m) => m.key === 'game'),
    prefs: backup.prefs !== undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// Export

/** Reads every store in one read-only transaction, so the file is one consistent moment. */
export async function collectBackup(
  db: GbDb,
  context: { app: string; now: number; prefs?: BackupPrefs },
): Promise<Backup> {
  const tx = db.transaction(STORE_NAMES, 'readonly');
  const [units, resolutions, metaValues, metaKeys, packs, corrections, tombstones] = await Promise.all([
    tx.objectStore('units').getAll(),
    tx.objectStore('resolutions').getAll(),
    tx.objectStore('meta').getAll(),
    tx.objectStore('meta').getAllKeys(),
    tx.objectStore('packs').getAll(),
    tx.objectStore('corrections').getAll(),
    tx.objectStore('tombstones').getAll(),
  ]);
  await tx.done;
  const meta: MetaEntry[] = [];
  metaKeys.forEach((key, i) => {
    if (typeof key === 'string' && !DEVICE_META_KEYS.includes(key)) meta.push({ key, value: metaValues[i] });
  });
  return makeBackup({ units, resolutions, meta, packs, corrections, tombstones }, context);
}

/**
 * A backup of data that is not (or cannot be) stored: when the browser refuses IndexedDB, what
 * the player entered lives only in memory, and this file is the one way to keep it.
 */
export function makeBackup(
  data: BackupData,
  context: { app: string; now: number; prefs?: BackupPrefs },
): Backup {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(context.now).toISOString(),
    app: context.app,
    ...(context.prefs ? { prefs: { ...context.prefs } } : {}),
    data,
  };
}

/**
 * Export never writes what import would refuse: the file's text goes through the very checks an
 * import runs (shape, every record, and what a Replace would find dangling).
 */
export function verifyBackup(text: string): ParseResult {
  const parsed = parseBackup(text);
  if (!parsed.ok) return parsed;
  const dangling = findDangling(parsed.backup, 'replace', [], []);
  return dangling ? { ok: false, problem: dangling } : parsed;
}

export function serializeBackup(backup: Backup): string {
  return `${JSON.stringify(backup)}\n`;
}

/** `grand-battery-2025-06-01-1830.json`, in local time (the player's clock). */
export function backupFileName(now: number): string {
  const d = new Date(now);
  const two = (n: number) => String(n).padStart(2, '0');
  return `grand-battery-${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}.json`;
}

export async function lastBackupAt(db: GbDb): Promise<number | undefined> {
  const value = await db.get('meta', LAST_BACKUP_KEY);
  return typeof value === 'number' ? value : undefined;
}

export async function markBackedUp(db: GbDb, at: number): Promise<void> {
  await db.put('meta', at, LAST_BACKUP_KEY);
}

// ---------------------------------------------------------------------------------------------
// Import

export type ImportMode = 'replace' | 'merge';

/** Records written per store of the pre-v4 schema (the v4 corrections and tombstones ride with them). */
export type ImportCounts = Record<'units' | 'resolutions' | 'meta' | 'packs', number>;

export type ImportResult = { ok: true; written: ImportCounts } | { ok: false; problem: BackupProblem };

type AllStoresTx = IDBPTransaction<GbSchema, StoreName[], 'readwrite'>;

/**
 * Replace: the phone ends up holding exactly the file's data (device-only keys such as the last
 * backup time stay). Merge: the phone keeps everything and gains the file's records; where both
 * hold the same id the file's copy wins; the phone's own game settings stay.
 * One transaction: any failure, or a dangling reference found against the phone's data, aborts
 * it and nothing changes.
 */
export async function importBackup(db: GbDb, backup: Backup, mode: ImportMode): Promise<ImportResult> {
  let tx: AllStoresTx | undefined;
  const writes: Promise<unknown>[] = [];
  try {
    tx = db.transaction(STORE_NAMES, 'readwrite');
    const phone =
      mode === 'merge'
        ? {
            units: await tx.objectStore('units').getAllKeys(),
            packs: await tx.objectStore('packs').getAll(),
          }
        : { units: [], packs: [] };
    const dangling = findDangling(backup, mode, phone.units, phone.packs);
    if (dangling) {
      tx.abort();
      await tx.done.catch(() => undefined);
      return { ok: false, problem: dangling };
    }
    const written: ImportCounts = { units: 0, resolutions: 0, meta: 0, packs: 0 };
    if (mode === 'replace') {
      for (const store of ['units', 'resolutions', 'packs', ...V4_STORES] as const)
        writes.push(tx.objectStore(store).clear());
      const meta = tx.objectStore('meta');
      for (const key of await meta.getAllKeys()) {
        if (typeof key === 'string' && DEVICE_META_KEYS.includes(key)) continue;
        writes.push(meta.delete(key));
      }
    }
    for (const unit of backup.data.units) writes.push(tx.objectStore('units').put(unit));
    written.units = backup.data.units.length;
    for (const record of backup.data.resolutions) writes.push(tx.objectStore('resolutions').put(record));
    written.resolutions = backup.data.resolutions.length;
    for (const pack of backup.data.packs) writes.push(tx.objectStore('packs').put(pack));
    written.packs = backup.data.packs.length;
    // v4 records; counted with the stores they belong to (a correction is part of its card's figures).
    for (const record of backup.data.corrections ?? [])
      writes.push(tx.objectStore('corrections').put(record));
    for (const record of backup.data.tombstones ?? []) writes.push(tx.objectStore('tombstones').put(record));
    for (const entry of backup.data.meta) {
      if (mode === 'merge' && entry.key === 'game') continue;
      writes.push(tx.objectStore('meta').put(entry.value, entry.key));
      written.meta++;
    }
    await Promise.all([...writes, tx.done]);
    return { ok: true, written };
  } catch (error) {
    // A request that threw synchronously leaves the others queued: abort so none of them lands.
    try {
      tx?.abort();
    } catch {
      // already finished or aborted
    }
    await Promise.allSettled([...writes, tx?.done]);
    return { ok: false, problem: { code: 'storage', storage: classifyError(error) } };
  }
}

function findDangling(
  backup: Backup,
  mode: ImportMode,
  phoneUnits: readonly string[],
  phonePacks: readonly StoredPack[],
): BackupProblem | undefined {
  const units = new Set<string>([...phoneUnits, ...backup.data.units.map((u) => u.id)]);
  const resolutions = backup.data.resolutions;
  for (let i = 0; i < resolutions.length; i++) {
    const applied = resolutions[i]?.applied;
    if (applied && !applied.targetDeleted && !units.has(applied.targetId)) {
      return { code: 'id.dangling', path: at(at(at('data.resolutions', i), 'applied'), 'targetId') };
    }
  }
  if (mode === 'replace') {
    const index = backup.data.meta.findIndex((m) => m.key === 'game');
    const game = backup.data.meta[index]?.value as GameSettings | undefined;
    const packs = new Set([
      practicePack.id,
      ...phonePacks.filter((p) => !p.draft).map((p) => p.id),
      ...backup.data.packs.filter((p) => !p.draft).map((p) => p.id),
    ]);
    if (game && !packs.has(game.activePackId)) {
      return { code: 'id.dangling', path: at(at(at('data.meta', index), 'value'), 'activePackId') };
    }
  }
  return undefined;
}
