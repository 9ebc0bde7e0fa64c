/**
 * What each stored field of a card and of the game settings is to the other phones, said once per
 * field and checked by the compiler: a new field in `UnitCard` or `GameSettings` (model.ts) does not
 * compile until it says here whether it travels. Apart from model.ts so the first screen's code does
 * not carry the maps.
 *
 * - `travels`: sent to the other phones and merged there (src/sync/merge.ts): a
 *   card's field last-writer-wins under its own clock (CARD_FIELDS), a game setting likewise
 *   (GAME_FIELDS), `fired` as a grow-only set;
 * - `derived`: worked out again on every phone from the events (a card's figures: src/sync/figures.ts);
 * - `local`: this phone's own, never sent (scale, year, pack in use, keep awake, former table ids);
 * - `record`: the record's identity and bookkeeping (its id, times, the clocks of the fields that
 *   travel, the table id), carried with it and never merged as a field.
 */
import type { BrigadeField, CardField, GameField } from './fields';
import type { BrigadeRecord, GameSettings, UnitCard } from './model';

export type FieldRole = 'travels' | 'derived' | 'local' | 'record';

/** One role per field of `T`, every field named (optional ones too); an object's parts may differ. */
export type FieldRoles<T> = {
  readonly [K in keyof T]-?: NonNullable<T[K]> extends readonly unknown[]
    ? FieldRole
    : NonNullable<T[K]> extends object
      ? FieldRole | FieldRoles<NonNullable<T[K]>>
      : FieldRole;
};

export const CARD_ROLES = {
  id: 'record',
  name: 'travels',
  side: 'travels',
  nation: 'travels',
  arm: 'travels',
  infantryType: 'travels',
  markers: 'travels',
  class: 'travels',
  startFigures: 'travels',
  figures: 'derived',
  formation: 'travels',
  screen: { attached: 'travels', figures: 'derived' },
  gunType: 'travels',
  batteryKind: 'travels',
  brigadeId: 'travels',
  order: 'travels',
  createdAt: 'record',
  updatedAt: 'record',
  clocks: 'record',
} as const satisfies FieldRoles<UnitCard>;

export const GAME_ROLES = {
  scale: 'local',
  campaignYear: 'local',
  turn: 'travels',
  activePackId: 'local',
  keepAwake: 'local',
  sideNames: { mine: 'travels', opponent: 'travels' },
  ownSide: 'local',
  phasingSide: 'travels',
  gameNumber: 'travels',
  fired: 'travels',
  heldFire: 'local',
  turnSummary: 'local',
  clocks: 'record',
  gameId: 'record',
  formerGameIds: 'local',
} as const satisfies FieldRoles<GameSettings>;

/** v6: a brigade's side is its identity (set when made); the rest travels last-writer-wins. */
export const BRIGADE_ROLES = {
  id: 'record',
  side: 'record',
  name: 'travels',
  commander: 'travels',
  rating: 'travels',
  order: 'travels',
  createdAt: 'record',
  updatedAt: 'record',
  clocks: 'record',
  deleted: 'travels',
} as const satisfies FieldRoles<BrigadeRecord>;

/** The dotted paths of the fields a role map says travel (`screen.attached`, `sideNames.mine`). */
export type TravellingPaths<R, P extends string = ''> = {
  [K in keyof R & string]: R[K] extends 'travels'
    ? `${P}${K}`
    : R[K] extends FieldRole
      ? never
      : TravellingPaths<R[K], `${P}${K}.`>;
}[keyof R & string];

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The lists above are the travelling fields, no more and no fewer: a field that says it travels
 * but is missing from CARD_FIELDS (it would never reach the other phone), or one in CARD_FIELDS
 * that says otherwise, is a compile error here. A card's `screen.attached` travels as `screenAttached`;
 * the game's `fired` travels as a grow-only set, not last-writer-wins, so it is not in GAME_FIELDS.
 */
export const CARD_FIELDS_TRAVEL: Same<
  CardField,
  Exclude<TravellingPaths<typeof CARD_ROLES>, 'screen.attached'> | 'screenAttached'
> = true;
export const BRIGADE_FIELDS_TRAVEL: Same<BrigadeField, TravellingPaths<typeof BRIGADE_ROLES>> = true;
export const GAME_FIELDS_TRAVEL: Same<GameField | 'fired', TravellingPaths<typeof GAME_ROLES>> = true;
