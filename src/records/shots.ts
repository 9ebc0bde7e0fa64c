/**
 * Record checks for the log: a shot's input and a logged resolution with the engine's chain, and
 * what Apply took off a card (never more than the table gave).
 */
import {
  all,
  at,
  bool,
  byKind,
  type Check,
  either,
  guard,
  int,
  list,
  literal,
  num,
  numberMap,
  object,
  oneOf,
  type Shape,
  text,
  tuple,
} from '../check';
import {
  CHECK_CODES,
  MODIFIER_CODES,
  MODIFIER_SOURCES,
  MOVED,
  RANGE_BANDS,
  REFUSAL_CODES,
  SCALES,
  SITUATION_QUESTIONS,
  validAmmo,
  validMovement,
  validRange,
  validSituation,
} from '../core';
import { clock, figures, id, name, ruleRef, time } from './cards';
import {
  MAX_FIGURES,
  MAX_GAME_NUMBER,
  MAX_TURN,
  type ResolutionRecord,
  type ShotInput,
  UNIT_SIDES,
} from './model';

export const situation: Check = (value, path) => {
  if (!validSituation(value)) return { code: 'field.type', path };
  return object(Object.fromEntries(SITUATION_QUESTIONS.map((q) => [q, bool])), {
    optional: SITUATION_QUESTIONS,
  })(value, path);
};
const shotShape = {
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
} satisfies Shape<ShotInput>;
/** A shot's inputs (the compact shared text checks them before the engine reads them). */
export const checkShotInput: Check = object(shotShape);

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

const resolutionShape = {
  id,
  at: time,
  turn: int(1, MAX_TURN),
  input: object(shotShape),
  batteryName: name,
  targetName: name,
  dice: tuple(die, die),
  diceSource: oneOf(['app', 'physical']),
  result: byKind((v) => (v.legal === true ? 'legal' : v.legal === false ? 'refused' : undefined), {
    legal: object({ legal: literal(true), chain, needsPack: literal(true) }, { optional: ['needsPack'] }),
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
} satisfies Shape<ResolutionRecord>;
// Entries logged before both sides fired, games were numbered, Undo was remembered or clocks (v4) lack those fields.
const resolutionFields: Check = object(resolutionShape, {
  optional: ['applied', 'side', 'game', 'undone', 'clock', 'stateClock'],
});

/**
 * What was taken off a card is at most what the table gave (each part capped at what the card
 * had), and only a legal shot takes anything: 999 applied from a 4-figure result would let Undo
 * add figures that were never lost.
 */
export const checkResolution: Check = (value, path) => {
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
