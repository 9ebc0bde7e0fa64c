import {
  all,
  bool,
  byKind,
  type Check,
  either,
  type FieldProblem,
  guard,
  halves,
  int,
  list,
  literal,
  num,
  numberMap,
  object,
  oneOf,
  plainJson,
  text,
  tuple,
} from '../check/fields';
import { FORBIDDEN_KEYS } from '../check/json';
import { at } from '../check/problem';
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
import { validatePack } from '../packs';
import { isSlug } from '../packs/problems';
import { BUILT_IN_PACK_ID, MAX_PACK_FILE_CHARS } from '../packs/share';
import { CARD_FIELDS, GAME_FIELDS } from '../sync/fields';
import { isClock } from '../sync/hlc';
import { DEVICE_META_KEYS, MAX_RECORDS, type MetaEntry, type StoreName } from './backup-format';
import {
  type CorrectionRecord,
  type GameSettings,
  MAX_FIGURES,
  MAX_GAME_NUMBER,
  MAX_NAME_LENGTH,
  MAX_SIDE_NAME_LENGTH,
  MAX_TURN,
  type ResolutionRecord,
  type ShotInput,
  type TombstoneRecord,
  UNIT_SIDES,
  type UnitCard,
} from './model';
import { isDraftKey, type StoredPack } from './packs';

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
/** A hybrid logical clock (src/sync/hlc.ts). */
const clock = guard(isClock);
const time = int(0, 8.64e15);
const name = text(1, MAX_NAME_LENGTH);
const figures = halves(0, MAX_FIGURES);
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
  'clocks',
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
  startFigures: figures,
  figures,
  formation: oneOf(FORMATIONS),
  screen: object({ attached: bool, figures }),
  gunType: text(0, 64),
  batteryKind: oneOf(BATTERY_KINDS),
  createdAt: time,
  updatedAt: time,
  clocks: object(Object.fromEntries(CARD_FIELDS.map((f) => [f, clock])), { optional: CARD_FIELDS }),
};

const checkUnit: Check = (value, path) => {
  // Cards written before v4 carry no clocks.
  const problem = object(unitShape, { optional: ['clocks'] })(value, path);
  if (problem) return problem;
  const card = value as UnitCard;
  // The editor never saves more figures than the unit started with (units-model: figures.above-start).
  if (card.figures > card.startFigures) return { code: 'field.range', path: at(path, 'figures') };
  // A battery's gun type is a pack's gun id (`6pdr`), never free text such as markup.
  if (card.arm === 'artillery' && card.gunType !== '' && !isSlug(card.gunType))
    return { code: 'field.unknown-value', path: at(path, 'gunType') };
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
  range: all(
    guard(validRange),
    byKind((v) => ('band' in v ? 'band' : 'distance'), {
      band: object({ band: oneOf(RANGE_BANDS) }),
      distance: object({ distance: num(0, 99_999), scale: oneOf(SCALES) }),
    }),
  ),
  movement: all(guard(validMovement), object({ moved: oneOf(MOVED), unlimbered: bool })),
  situation,
};

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
  'side',
  'game',
  'undone',
  'clock',
  'stateClock',
] as const;
const resolutionShape: Exact<ResolutionRecord, typeof RESOLUTION_KEYS> = {
  id,
  at: time,
  turn: int(1, MAX_TURN),
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
  applied: object(
    { targetId: id, line: figures, skirmishers: figures, targetDeleted: literal(true) },
    { optional: ['targetDeleted'] },
  ),
  side: oneOf(UNIT_SIDES),
  game: int(1, MAX_GAME_NUMBER),
  undone: object({ targetId: id, line: figures, skirmishers: figures, at: time }),
  clock,
  stateClock: clock,
};
// Entries logged before both sides fired, games were numbered, Undo was remembered or clocks (v4) lack those fields.
const resolutionFields: Check = object(resolutionShape, {
  optional: ['applied', 'side', 'game', 'undone', 'clock', 'stateClock'],
});

/**
 * What was taken off a card is at most what the table gave (each part capped at what the card
 * had), and only a legal shot takes anything: 999 applied from a 4-figure result would let Undo
 * add figures that were never lost.
 */
const checkResolution: Check = (value, path) => {
  const problem = resolutionFields(value, path);
  if (problem) return problem;
  const record = value as ResolutionRecord;
  for (const [field, taken] of [
    ['applied', record.applied],
    ['undone', record.undone],
  ] as const) {
    if (!taken) continue;
    if (!record.result.legal) return { code: 'field.unexpected', path: at(path, field) };
    const given = record.result.chain.allocation;
    if (taken.line > given.line) return { code: 'field.range', path: at(at(path, field), 'line') };
    if (taken.skirmishers > given.skirmishers)
      return { code: 'field.range', path: at(at(path, field), 'skirmishers') };
  }
  return undefined;
};

const GAME_KEYS = [
  'scale',
  'campaignYear',
  'turn',
  'activePackId',
  'keepAwake',
  'sideNames',
  'phasingSide',
  'gameNumber',
  'fired',
  'clocks',
] as const;
const gameShape: Exact<GameSettings, typeof GAME_KEYS> = {
  scale: oneOf(SCALES),
  // The Settings screen takes years 1789–1815 (open-order.c turns on 1812).
  campaignYear: int(1789, 1815),
  turn: int(1, MAX_TURN),
  activePackId: text(1, 64),
  keepAwake: bool,
  sideNames: object({ mine: text(0, MAX_SIDE_NAME_LENGTH), opponent: text(0, MAX_SIDE_NAME_LENGTH) }),
  phasingSide: oneOf(UNIT_SIDES),
  gameNumber: int(1, MAX_GAME_NUMBER),
  fired: list(id, MAX_RECORDS.units),
  clocks: object(Object.fromEntries([...GAME_FIELDS, 'fired'].map((f) => [f, clock])), {
    optional: [...GAME_FIELDS, 'fired'],
  }),
};

/** Meta values by key: the game settings, remembered restriction answers, anything else as bounded JSON. */
function checkMetaValue(key: string, value: unknown, path: string): FieldProblem | undefined {
  // Backups written before side names and the phasing side leave them out: the defaults apply.
  if (key === 'game')
    return object(gameShape, { optional: ['sideNames', 'phasingSide', 'gameNumber', 'fired', 'clocks'] })(
      value,
      path,
    );
  if (key.startsWith('answers:')) return situation(value, path);
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
  if (result.pack.id !== pack.id) return { code: 'field.range', path: at(path, 'id') };
  return undefined;
};

/** v4: a manual correction of a card's figures (whole or half figures, either sign). */
const CORRECTION_KEYS = ['id', 'cardId', 'game', 'line', 'skirmishers', 'clock'] as const;
const correctionShape: Exact<CorrectionRecord, typeof CORRECTION_KEYS> = {
  id,
  cardId: id,
  game: int(1, MAX_GAME_NUMBER),
  line: halves(-MAX_FIGURES, MAX_FIGURES),
  skirmishers: halves(-MAX_FIGURES, MAX_FIGURES),
  clock,
};
export const checkCorrection: Check = object(correctionShape);

const TOMBSTONE_KEYS = ['id', 'side', 'clock'] as const;
const tombstoneShape: Exact<TombstoneRecord, typeof TOMBSTONE_KEYS> = { id, side: oneOf(UNIT_SIDES), clock };
export const checkTombstone: Check = object(tombstoneShape);

export { checkResolution, checkUnit, gameShape };

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
} as const satisfies Record<StoreName, StoreSpec>;

export const STORE_NAMES = Object.keys(STORES) as StoreName[];
