/**
 * Every store of the schema with its record check: the one list the backup reads and writes by.
 * Cards and game: src/records/cards.ts; the log: src/records/shots.ts; here the meta entries and packs.
 */
import {
  at,
  bool,
  type Check,
  type FieldProblem,
  FORBIDDEN_KEYS,
  list,
  literal,
  object,
  plainJson,
  text,
} from '../check';
import { BUILT_IN_PACK_ID, MAX_PACK_FILE_CHARS, validatePack } from '../packs';
import type {
  BrigadeRecord,
  CorrectionRecord,
  ResolutionRecord,
  SavedSide,
  StoredPack,
  TombstoneRecord,
  UnitCard,
} from '../records';
import {
  checkBrigade,
  checkCorrection,
  checkResolution,
  checkSavedSide,
  checkTombstone,
  checkUnit,
  gameShape,
  id,
  MAX_RECORDS,
  situation,
  time,
} from '../records';
import { DEVICE_META_KEYS, type MetaEntry, type StoreName } from './backup-format';
import { LOG_CLEARED_KEY } from './log-list';
import { isDraftKey } from './packs';

/** Meta values by key: the game settings, remembered restriction answers, anything else as bounded JSON. */
function checkMetaValue(key: string, value: unknown, path: string): FieldProblem | undefined {
  // Backups written before side names and the phasing side leave them out: the defaults apply.
  if (key === 'game')
    return object(gameShape, {
      optional: [
        'sideNames',
        'ownSide',
        'phasingSide',
        'gameNumber',
        'fired',
        'heldFire',
        'turnSummary',
        'clocks',
        'gameId',
        'formerGameIds',
      ],
    })(value, path);
  if (key.startsWith('answers:')) return situation(value, path);
  // The shots Clear log hid on this phone: one id for each shot at most.
  if (key === LOG_CLEARED_KEY) return list(id, MAX_RECORDS.resolutions)(value, path);
  return plainJson(16, 65_536)(value, path);
}

const checkMeta: Check = (value, path) => {
  const problem = object({ key: text(1, 500), value: () => undefined })(value, path);
  if (problem) return problem;
  const entry = value as MetaEntry;
  if (DEVICE_META_KEYS.includes(entry.key)) return { code: 'field.unexpected', path: at(path, 'key') };
  if (FORBIDDEN_KEYS.includes(entry.key))
    return { code: 'field.forbidden-key', path: at(path, 'key'), found: entry.key };
  return checkMetaValue(entry.key, entry.value, at(path, 'value'));
};

/**
 * Packs (src/storage/packs.ts): a ready pack must pass the pack validator under its own id; a draft
 * (key `draft:…`, possibly broken) is kept as bounded plain JSON, as large as a pack file may be.
 */
const checkPack: Check = (value, path) => {
  const problem = object(
    { id: text(1, 200), data: () => undefined, draft: bool, updatedAt: time, imported: literal(true) },
    { optional: ['imported'] },
  )(value, path);
  if (problem) return problem;
  const pack = value as StoredPack;
  const shape = plainJson(16, MAX_PACK_FILE_CHARS)(pack.data, at(path, 'data'));
  if (shape) return shape;
  // A draft lives under its own `draft:` key, never under a pack's id: a half-typed pack must not
  // take the place of a sound one (the app stores drafts that way; a file may not do otherwise).
  if (pack.draft !== isDraftKey(pack.id)) return { code: 'field.range', path: at(path, 'id') };
  if (pack.draft) return undefined;
  // No pack may take the place of a built-in one (as link import already enforces).
  if (pack.id === BUILT_IN_PACK_ID)
    return { code: 'field.built-in-id', path: at(path, 'id'), found: pack.id };
  const result = validatePack(pack.data);
  if (!result.ok) return { code: 'field.range', path: at(path, 'data') };
  if (result.value.id !== pack.id) return { code: 'field.range', path: at(path, 'id') };
  return undefined;
};

export interface StoreSpec {
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
  corrections: { check: checkCorrection, key: (r: CorrectionRecord) => r.id },
  tombstones: { check: checkTombstone, key: (r: TombstoneRecord) => r.id },
  brigades: { check: checkBrigade, key: (r: BrigadeRecord) => r.id },
  savedSides: { check: checkSavedSide, key: (r: SavedSide) => r.id },
} as const satisfies Record<StoreName, StoreSpec>;

export const STORE_NAMES = Object.keys(STORES) as StoreName[];
