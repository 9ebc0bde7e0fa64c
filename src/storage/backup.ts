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
import type { IDBPTransaction, StoreNames } from 'idb';
import {
  ARMS,
  BATTERY_KINDS,
  CHECK_CODES,
  FORMATIONS,
  INFANTRY_TYPES,
  isRuleRef,
  MODIFIER_CODES,
  MODIFIER_SOURCES,
  MOVED,
  NATIONS,
  RANGE_BANDS,
  REFUSAL_CODES,
  SCALES,
  SITUATION_QUESTIONS,
  UNIT_CLASSES,
  validAmmo,
  validMovement,
  validRange,
  validSituation,
} from '../core';
import { practicePack, validatePack } from '../packs';
import { MAX_PACK_FILE_CHARS } from '../packs/share';
import { MAX_FIGURES, MAX_NAME_LENGTH } from '../state/units-model';
import {
  at,
  bool,
  type Check,
  either,
  FIELD_PROBLEM_CODES,
  type FieldProblem,
  FORBIDDEN_KEYS,
  guard,
  int,
  isRecord,
  list,
  literal,
  num,
  numberMap,
  object,
  oneOf,
  plainJson,
  text,
  tuple,
} from './backup-check';
import { classifyError, type GbDb, type GbSchema, type StorageProblem } from './db';
import { type GameSettings, type ResolutionRecord, type ShotInput, UNIT_SIDES, type UnitCard } from './model';
import { isDraftKey, type StoredPack } from './packs';

export const BACKUP_FORMAT = 'grand-battery-backup';
/** Raise only with a conversion step for older files; a file newer than this is refused. */
export const BACKUP_VERSION = 1;

/**
 * A backup larger than this is refused before it is read. A logged legal shot with its full chain
 * is about 1.6 KB, so 5,000 of them (a long campaign) make about 8 MB and fit with room to spare.
 */
export const MAX_BACKUP_BYTES = 16 * 1024 * 1024;

/** Per store, more records than any real game needs; a bound on what a file can make us write. */
export const MAX_RECORDS = { units: 2_000, resolutions: 20_000, meta: 10_000, packs: 200 } as const;

/** Meta keys that describe this phone, not the game: never exported, never overwritten by an import. */
export const DEVICE_META_KEYS: readonly string[] = ['backup.lastAt'];
export const LAST_BACKUP_KEY = 'backup.lastAt';

export type StoreName = StoreNames<GbSchema>;

export interface MetaEntry {
  key: string;
  value: unknown;
}

/** What the file holds for each store: meta as key/value pairs (its store has no key path). */
export interface BackupData {
  units: UnitCard[];
  resolutions: ResolutionRecord[];
  meta: MetaEntry[];
  packs: StoredPack[];
}

/** Display preferences kept in localStorage (src/state/prefs.ts). */
export interface BackupPrefs {
  lang: 'ru' | 'en';
  theme: 'system' | 'light' | 'dark' | 'contrast';
  textSize: number;
}

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** ISO 8601 time of the export. */
  exportedAt: string;
  /** The app version that wrote the file. */
  app: string;
  prefs?: BackupPrefs;
  data: BackupData;
}

// ---------------------------------------------------------------------------------------------
// Record checks. They reuse the engine's vocabularies and type guards; field lists are checked
// against the storage model's types at compile time, so a new field cannot be forgotten here.

/** Every key of T, listed; the compiler refuses a missing or extra one. */
type Exact<T, K extends readonly PropertyKey[]> = [Exclude<keyof T, K[number]>] extends [never]
  ? [Exclude<K[number], keyof T>] extends [never]
    ? Readonly<Record<K[number], Check>>
    : never
  : never;

const id = text(1, 200);
const time = int(0, 8.64e15);
const name = text(1, MAX_NAME_LENGTH);
const count = int(0, MAX_FIGURES);
const ruleRef = guard(isRuleRef, 'field.unknown-value');

const markers = object({ jager: bool, fusilier: bool, imperialGuard: bool });

const UNIT_KEYS = [
  'id',
  'name',
  'side',
  'nation',
  'arm',
  'infantryType',
  'markers',
  'class',
  'startFigures',
  'figures',
  'formation',
  'screen',
  'gunType',
  'batteryKind',
  'createdAt',
  'updatedAt',
] as const;

const unitShape: Exact<UnitCard, typeof UNIT_KEYS> = {
  id,
  name,
  side: oneOf(UNIT_SIDES),
  nation: oneOf(NATIONS),
  arm: oneOf(ARMS),
  infantryType: oneOf(INFANTRY_TYPES),
  markers,
  class: oneOf(UNIT_CLASSES),
  startFigures: count,
  figures: count,
  formation: oneOf(FORMATIONS),
  screen: object({ attached: bool, figures: count }),
  gunType: text(0, 64),
  batteryKind: oneOf(BATTERY_KINDS),
  createdAt: time,
  updatedAt: time,
};

const checkUnit: Check = (value, path) => {
  const problem = object(unitShape)(value, path);
  if (problem) return problem;
  const card = value as UnitCard;
  // The editor never saves more figures than the unit started with (units-model: figures.above-start).
  if (card.figures > card.startFigures) return { code: 'field.range', path: at(path, 'figures') };
  return undefined;
};

const SHOT_KEYS = ['batteryId', 'targetId', 'ammo', 'range', 'movement', 'situation'] as const;
const situation: Check = (value, path) => {
  if (!validSituation(value)) return { code: 'field.type', path };
  return object(Object.fromEntries(SITUATION_QUESTIONS.map((q) => [q, bool])), {
    optional: SITUATION_QUESTIONS,
  })(value, path);
};
const shotShape: Exact<ShotInput, typeof SHOT_KEYS> = {
  batteryId: id,
  targetId: id,
  ammo: guard(validAmmo, 'field.unknown-value'),
  range: all2(
    guard(validRange),
    byKind((v) => ('band' in v ? 'band' : 'distance'), {
      band: object({ band: oneOf(RANGE_BANDS) }),
      distance: object({ distance: num(0, 99_999), scale: oneOf(SCALES) }),
    }),
  ),
  movement: all2(guard(validMovement), object({ moved: oneOf(MOVED), unlimbered: bool })),
  situation,
};

function all2(a: Check, b: Check): Check {
  return (v, p) => a(v, p) ?? b(v, p);
}

/** A union told apart by one field: check the branch it claims to be, so the problem names the right field. */
function byKind(
  kind: (v: Record<string, unknown>) => string | undefined,
  branches: Record<string, Check>,
): Check {
  return (v, p) => {
    if (!isRecord(v)) return { code: 'field.type', path: p };
    const branch = kind(v);
    const check = branch === undefined ? undefined : branches[branch];
    return check ? check(v, p) : { code: 'field.type', path: p };
  };
}

const die = int(1, 6);
const reason = (codes: readonly string[]) =>
  object({ code: oneOf(codes), ruleRef, params: numberMap }, { optional: ['params'] });
const packStamp = object({ id: text(1, 64), version: either(int(1, 1e9), text(1, 32)), official: bool });

/** The engine's explanation of a legal shot. Known fields are checked; a field the engine adds later is allowed as plain JSON. */
const chain = object(
  {
    range: object(
      {
        band: oneOf(RANGE_BANDS),
        derivation: oneOf(['declared', 'measured']),
        distance: num(0, 99_999),
        scale: oneOf(SCALES),
        bandMax: num(0, 99_999),
      },
      { optional: ['distance', 'scale', 'bandMax'], extra: 'json' },
    ),
    checks: list(reason(CHECK_CODES), 100),
    modifiers: list(
      object({
        code: oneOf(MODIFIER_CODES),
        value: num(-100, 100),
        ruleRef,
        source: oneOf(MODIFIER_SOURCES),
      }),
      100,
    ),
    dice: tuple(die, die),
    roll: int(2, 12),
    totalModifier: num(-1000, 1000),
    modifiedScore: num(-1000, 1000),
    cell: object(
      {
        ammo: guard(validAmmo, 'field.unknown-value'),
        band: oneOf(RANGE_BANDS),
        score: num(-1000, 1000),
        row: num(-1000, 1000),
        clamped: oneOf(['none', 'below', 'above']),
        casualties: num(0, MAX_FIGURES),
      },
      { extra: 'json' },
    ),
    casualties: num(0, MAX_FIGURES),
    allocation: object(
      { skirmishers: num(0, MAX_FIGURES), line: num(0, MAX_FIGURES), ruleRef },
      { optional: ['ruleRef'], extra: 'json' },
    ),
    pack: packStamp,
  },
  { extra: 'json' },
);

const RESOLUTION_KEYS = [
  'id',
  'at',
  'turn',
  'input',
  'batteryName',
  'targetName',
  'dice',
  'diceSource',
  'result',
  'pack',
  'applied',
] as const;
const resolutionShape: Exact<ResolutionRecord, typeof RESOLUTION_KEYS> = {
  id,
  at: time,
  turn: int(1, 9_999),
  input: object(shotShape),
  batteryName: name,
  targetName: name,
  dice: tuple(die, die),
  diceSource: oneOf(['app', 'physical']),
  result: byKind((v) => (v.legal === true ? 'legal' : v.legal === false ? 'refused' : undefined), {
    legal: object({ legal: literal(true), chain }),
    refused: object({ legal: literal(false), refusals: list(reason(REFUSAL_CODES), 100) }),
  }),
  pack: packStamp,
  applied: object({ targetId: id, line: count, skirmishers: count }),
};
const checkResolution: Check = object(resolutionShape, { optional: ['applied'] });

const GAME_KEYS = ['scale', 'campaignYear', 'turn', 'activePackId', 'keepAwake'] as const;
const gameShape: Exact<GameSettings, typeof GAME_KEYS> = {
  scale: oneOf(SCALES),
  // The Settings screen takes years 1789–1815 (open-order.c turns on 1812).
  campaignYear: int(1789, 1815),
  turn: int(1, 9_999),
  activePackId: text(1, 64),
  keepAwake: bool,
};

/** Meta values by key: the game settings, remembered restriction answers, anything else as bounded JSON. */
function checkMetaValue(key: string, value: unknown, path: string): FieldProblem | undefined {
  if (key === 'game') return object(gameShape)(value, path);
  if (key.startsWith('answers:')) return situation(value, path);
  return plainJson(16, 65_536)(value, path);
}

const checkMeta: Check = (value, path) => {
  const problem = object({ key: text(1, 500), value: () => undefined })(value, path);
  if (problem) return problem;
  const entry = value as MetaEntry;
  if (DEVICE_META_KEYS.includes(entry.key)) return { code: 'field.unexpected', path: at(path, 'key') };
  return checkMetaValue(entry.key, entry.value, at(path, 'value'));
};

/**
 * Packs (src/storage/packs.ts): a ready pack must pass the pack validator under its own id; a draft
 * (key `draft:…`, possibly broken) is kept as bounded plain JSON, as large as a pack file may be.
 */
const checkPack: Check = (value, path) => {
  const problem = object({ id: text(1, 200), data: () => undefined, draft: bool, updatedAt: time })(
    value,
    path,
  );
  if (problem) return problem;
  const pack = value as StoredPack;
  const shape = plainJson(16, MAX_PACK_FILE_CHARS)(pack.data, at(path, 'data'));
  if (shape || pack.draft) return shape;
  if (isDraftKey(pack.id)) return { code: 'field.range', path: at(path, 'id') };
  const result = validatePack(pack.data);
  if (!result.ok) return { code: 'field.range', path: at(path, 'data') };
  if (result.pack.id !== pack.id) return { code: 'field.range', path: at(path, 'id') };
  return undefined;
};

interface StoreSpec {
  check: Check;
  /** The record's id, for duplicates. */
  key: (record: never) => string;
}

/** Every store of the schema, with its record check and how a record is keyed. The one list. */
export const STORES = {
  units: { check: checkUnit, key: (r: UnitCard) => r.id },
  resolutions: { check: checkResolution, key: (r: ResolutionRecord) => r.id },
  meta: { check: checkMeta, key: (r: MetaEntry) => r.key },
  packs: { check: checkPack, key: (r: StoredPack) => r.id },
} as const satisfies Record<StoreName, StoreSpec>;

export const STORE_NAMES = Object.keys(STORES) as StoreName[];

// ---------------------------------------------------------------------------------------------
// Problems

export const BACKUP_PROBLEM_CODES = [
  'file.empty',
  'file.too-large',
  'file.not-text',
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
}

export type ParseResult = { ok: true; backup: Backup } | { ok: false; problem: BackupProblem };

// ---------------------------------------------------------------------------------------------
// Reading a file

/** Reads a picked file: refuses an empty, oversized or non-UTF-8 one before parsing. */
export async function readBackupFile(file: Blob): Promise<ParseResult> {
  if (file.size === 0) return { ok: false, problem: { code: 'file.empty' } };
  if (file.size > MAX_BACKUP_BYTES) return tooLarge();
  let textContent: string;
  try {
    const bytes = await file.arrayBuffer();
    textContent = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: { code: 'file.not-text' } };
  }
  return parseBackup(textContent);
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
  // JSON.parse makes `__proto__` an own key (no pollution yet), but a later spread or assign
  // could reach the prototype: such a file is refused outright, wherever the key is.
  const forbidden = findForbiddenKey(parsed);
  if (forbidden !== undefined)
    return { ok: false, problem: { code: 'field.forbidden-key', path: forbidden } };
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
      exportedAt: all2(
        text(1, 40),
        guard((v) => !Number.isNaN(Date.parse(String(v)))),
      ),
      app: text(1, 40),
      prefs: object({
        lang: oneOf(['ru', 'en']),
        theme: oneOf(['system', 'light', 'dark', 'contrast']),
        textSize: int(80, 200),
      }),
      data: object(Object.fromEntries(STORE_NAMES.map((store) => [store, list(() => undefined, Infinity)]))),
    },
    { optional: ['prefs'] },
  )(parsed, '');
  if (top) return { ok: false, problem: top };

  const data = parsed.data as unknown as Record<StoreName, unknown[]>;
  for (const store of STORE_NAMES) {
    const records = data[store];
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

/** The path of the first prototype key in document order. Iterative: depth cannot overflow the stack. */
function findForbiddenKey(value: unknown): string | undefined {
  const stack: { v: unknown; p: string }[] = [{ v: value, p: '' }];
  while (stack.length > 0) {
    const { v, p } = stack.pop() as { v: unknown; p: string };
    if (typeof v !== 'object' || v === null) continue;
    const entries: [string | number, unknown][] = Array.isArray(v)
      ? v.map((item, i) => [i, item])
      : Object.entries(v as Record<string, unknown>);
    for (const [key] of entries) {
      if (typeof key === 'string' && FORBIDDEN_KEYS.includes(key)) return at(p, key);
    }
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [string | number, unknown];
      stack.push({ v: item, p: at(p, key) });
    }
  }
  return undefined;
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
  const [units, resolutions, metaValues, metaKeys, packs] = await Promise.all([
    tx.objectStore('units').getAll(),
    tx.objectStore('resolutions').getAll(),
    tx.objectStore('meta').getAll(),
    tx.objectStore('meta').getAllKeys(),
    tx.objectStore('packs').getAll(),
  ]);
  await tx.done;
  const meta: MetaEntry[] = [];
  metaKeys.forEach((key, i) => {
    if (typeof key === 'string' && !DEVICE_META_KEYS.includes(key)) meta.push({ key, value: metaValues[i] });
  });
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(context.now).toISOString(),
    app: context.app,
    ...(context.prefs ? { prefs: { ...context.prefs } } : {}),
    data: { units, resolutions, meta, packs },
  };
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

export type ImportResult =
  | { ok: true; written: Record<StoreName, number> }
  | { ok: false; problem: BackupProblem };

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
    const written = { units: 0, resolutions: 0, meta: 0, packs: 0 };
    if (mode === 'replace') {
      for (const store of ['units', 'resolutions', 'packs'] as const)
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
    if (applied && !units.has(applied.targetId)) {
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
