/** Orders of battle as players write them: read a pasted text, write a side back as text. */

export type {
  FigureScale,
  Guess,
  GuessCode,
  LineKind,
  LineUnit,
  OobContext,
  OobLine,
  OobParams,
  OobProblem,
  OobProblemCode,
  OobReading,
  OobSide,
  OobUnit,
} from './model';
export { readOrderOfBattle } from './read';
export type { OobLang } from './words-write';
export { type WriteContext, writeOrderOfBattle } from './write';
