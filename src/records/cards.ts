/**
 * Record checks for the cards and the game: a unit card, the game settings, a manual correction
 * of figures, a deleted card. They reuse the engine's vocabularies and type guards; field lists are
 * checked against the storage model's types at compile time (`satisfies Shape<T>`), so a new field cannot be
 * forgotten here. Used by the backup (backup-records.ts) and the shared game text (src/sync/payload.ts).
 */
import { at, bool, type Check, guard, halves, int, list, object, oneOf, type Shape, text } from '../check';
import {
  ARMS,
  BATTERY_KINDS,
  FORMATIONS,
  INFANTRY_TYPES,
  isRuleRef,
  isSlug,
  NATIONS,
  SCALES,
  UNIT_CLASSES,
} from '../core';
import { isClock } from './clock';
import { BRIGADE_FIELDS, CARD_FIELDS, GAME_FIELDS } from './fields';
import {
  type BrigadeRecord,
  type CorrectionRecord,
  type GameSettings,
  MAX_BRIGADE_NAME_LENGTH,
  MAX_COMMANDER_LENGTH,
  MAX_FIGURES,
  MAX_FORMER_GAME_IDS,
  MAX_GAME_NUMBER,
  MAX_HELD_FIRE,
  MAX_NAME_LENGTH,
  MAX_RATING_LENGTH,
  MAX_SIDE_NAME_LENGTH,
  MAX_TURN,
  type TombstoneRecord,
  UNIT_SIDES,
  type UnitCard,
} from './model';
import type { SavedBrigade, SavedSide, SavedUnit } from './saved-sides';

/**
 * Per kind of record (as storage names its stores), more than any real game needs: a bound on what a
 * file or a text can make a phone write, and on the lists inside a record (`fired`, a "set to N"'s `seen`). Here with the checks, not in model.ts: the
 * first screen does not carry it.
 */
export const MAX_RECORDS = {
  units: 2_000,
  resolutions: 20_000,
  meta: 10_000,
  packs: 200,
  corrections: 20_000,
  tombstones: 2_000,
  brigades: 500,
  savedSides: 500,
} as const;

export const id = text(1, 200);
/** v5: a game's table id (src/sync/hlc.ts makes it as it makes a device id). */
export const GAME_ID = /^[a-z0-9]{8,32}$/;
/** A hybrid logical clock (src/sync/hlc.ts). */
export const clock = guard(isClock);
export const time = int(0, 8.64e15);
export const name = text(1, MAX_NAME_LENGTH);
export const figures = halves(0, MAX_FIGURES);
export const ruleRef = guard(isRuleRef, 'field.unknown-value');

/** v6: a place in a list (a brigade among its side's, a unit within its brigade). */
export const MAX_ORDER = 1_000_000;

const markers = object({ jager: bool, fusilier: bool, imperialGuard: bool });

const unitShape = {
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
  brigadeId: id,
  order: int(0, MAX_ORDER),
  createdAt: time,
  updatedAt: time,
  clocks: object(Object.fromEntries(CARD_FIELDS.map((f) => [f, clock])), { optional: CARD_FIELDS }),
} satisfies Shape<UnitCard>;

export const checkUnit: Check = (value, path) => {
  // Cards written before v4 carry no clocks; before v6 no brigade and no place in it.
  const problem = object(unitShape, { optional: ['clocks', 'brigadeId', 'order'] })(value, path);
  if (problem) return problem;
  const card = value as UnitCard;
  // The editor never saves more figures than the unit started with (state/units/model.ts: figures.above-start).
  if (card.figures > card.startFigures) return { code: 'field.range', path: at(path, 'figures') };
  // A battery's gun type is a pack's gun id (`6pdr`), never free text such as markup.
  if (card.arm === 'artillery' && card.gunType !== '' && !isSlug(card.gunType))
    return { code: 'field.unknown-value', path: at(path, 'gunType') };
  return undefined;
};

export const gameShape = {
  scale: oneOf(SCALES),
  // The Settings screen takes years 1789–1815 (open-order.c turns on 1812).
  campaignYear: int(1789, 1815),
  turn: int(1, MAX_TURN),
  activePackId: text(1, 64),
  keepAwake: bool,
  sideNames: object({ mine: text(0, MAX_SIDE_NAME_LENGTH), opponent: text(0, MAX_SIDE_NAME_LENGTH) }),
  ownSide: oneOf(UNIT_SIDES),
  phasingSide: oneOf(UNIT_SIDES),
  gameNumber: int(1, MAX_GAME_NUMBER),
  fired: list(id, MAX_RECORDS.units),
  heldFire: list(
    object({
      game: int(1, MAX_GAME_NUMBER),
      turn: int(1, MAX_TURN),
      batteryId: id,
      batteryName: text(0, MAX_NAME_LENGTH),
      side: oneOf(UNIT_SIDES),
      at: int(0, Number.MAX_SAFE_INTEGER),
    }),
    MAX_HELD_FIRE,
  ),
  turnSummary: bool,
  clocks: object(Object.fromEntries([...GAME_FIELDS, 'fired'].map((f) => [f, clock])), {
    optional: [...GAME_FIELDS, 'fired'],
  }),
  gameId: guard((v) => typeof v === 'string' && GAME_ID.test(v)),
  formerGameIds: guard(
    (v) =>
      Array.isArray(v) &&
      v.length <= MAX_FORMER_GAME_IDS &&
      v.every((id) => typeof id === 'string' && GAME_ID.test(id)),
  ),
} satisfies Shape<GameSettings>;

/** The casualties a "set to N" may have counted: every shot of a full log at the largest figure. */
const MAX_SEEN = MAX_RECORDS.resolutions * MAX_FIGURES;

/** v4: a manual correction of a card's figures (whole or half figures, either sign). */
const correctionShape = {
  id,
  cardId: id,
  game: int(1, MAX_GAME_NUMBER),
  line: halves(-MAX_FIGURES, MAX_FIGURES),
  skirmishers: halves(-MAX_FIGURES, MAX_FIGURES),
  clock,
  set: object(
    {
      line: object({ to: figures, seen: halves(0, MAX_SEEN) }),
      screen: object({ to: figures, seen: halves(0, MAX_SEEN) }),
    },
    { optional: ['line', 'screen'] },
  ),
} satisfies Shape<CorrectionRecord>;
export const checkCorrection: Check = (value, path) => {
  const problem = object(correctionShape, { optional: ['set'] })(value, path);
  if (problem) return problem;
  // v5: a "set to N" is the typed figure, never a difference as well.
  const c = value as CorrectionRecord;
  if (c.set && (c.line !== 0 || c.skirmishers !== 0)) return { code: 'field.range', path: at(path, 'line') };
  return undefined;
};

/** v6: a brigade (a deleted one keeps its record, marked, so the deletion travels). */
const brigadeShape = {
  id,
  side: oneOf(UNIT_SIDES),
  name: text(1, MAX_BRIGADE_NAME_LENGTH),
  commander: text(0, MAX_COMMANDER_LENGTH),
  rating: text(0, MAX_RATING_LENGTH),
  order: int(0, MAX_ORDER),
  createdAt: time,
  updatedAt: time,
  clocks: object(Object.fromEntries(BRIGADE_FIELDS.map((f) => [f, clock])), { optional: BRIGADE_FIELDS }),
  deleted: guard((v) => v === true),
} satisfies Shape<BrigadeRecord>;
export const checkBrigade: Check = object(brigadeShape, { optional: ['rating', 'clocks', 'deleted'] });

const tombstoneShape = { id, side: oneOf(UNIT_SIDES), clock } satisfies Shape<TombstoneRecord>;
export const checkTombstone: Check = object(tombstoneShape);

// --- v7: a saved side (records/saved-sides.ts), as a backup holds it ---

/** More than any side of a real evening: a bound on what a backup or a received text may make. */
export const MAX_SAVED_BRIGADES = 100;
export const MAX_SAVED_UNITS = 500;

const savedUnitShape = {
  name,
  arm: oneOf(ARMS),
  infantryType: oneOf(INFANTRY_TYPES),
  markers,
  class: oneOf(UNIT_CLASSES),
  nation: oneOf(NATIONS),
  figures,
  gunType: text(0, 64),
  batteryKind: oneOf(BATTERY_KINDS),
} satisfies Shape<SavedUnit>;
const savedUnits = list(object(savedUnitShape, { optional: ['gunType', 'batteryKind'] }), MAX_SAVED_UNITS);

const commander = text(0, MAX_COMMANDER_LENGTH);
const rating = text(0, MAX_RATING_LENGTH);

const savedBrigadeShape = {
  name: text(1, MAX_BRIGADE_NAME_LENGTH),
  commander,
  rating,
  units: savedUnits,
} satisfies Shape<SavedBrigade>;

const savedSideShape = {
  id,
  name: text(1, MAX_SIDE_NAME_LENGTH),
  nation: oneOf(NATIONS),
  commander,
  rating,
  brigades: list(object(savedBrigadeShape, { optional: ['commander', 'rating'] }), MAX_SAVED_BRIGADES),
  units: savedUnits,
  createdAt: time,
  updatedAt: time,
} satisfies Shape<SavedSide>;

/** A saved side as a backup holds it (the store's records: src/storage/backup-records.ts). */
export const checkSavedSide: Check = object(savedSideShape, { optional: ['commander', 'rating'] });
