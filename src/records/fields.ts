/**
 * The fields that merge last-writer-wins, each under its own clock (src/sync/merge.ts). Apart from
 * model.ts so the first screen's code does not carry them; roles.ts says of every stored field
 * whether it travels and checks these lists against it.
 */

/** The card's fields that merge last-writer-wins, each under its own clock. `figures` and the screen's figures are not here: they are derived from shots and corrections. */
export const CARD_FIELDS = [
  'name',
  'side',
  'nation',
  'arm',
  'infantryType',
  'markers',
  'class',
  'startFigures',
  'formation',
  'screenAttached',
  'gunType',
  'batteryKind',
  'brigadeId',
  'order',
] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** Settings that travel with a game and merge last-writer-wins. Scale, year, pack and keep-awake are this phone's own. */
export const GAME_FIELDS = [
  'turn',
  'gameNumber',
  'sideNames.mine',
  'sideNames.opponent',
  'phasingSide',
] as const;
export type GameField = (typeof GAME_FIELDS)[number];

/** v6: a brigade's fields that merge last-writer-wins (its side is fixed when it is made). */
export const BRIGADE_FIELDS = ['name', 'commander', 'rating', 'order', 'deleted'] as const;
export type BrigadeField = (typeof BRIGADE_FIELDS)[number];
