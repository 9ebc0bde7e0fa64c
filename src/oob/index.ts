/** Orders of battle as players write them: read a pasted text, write a side back as text. */

export type { OobContext, OobReading, OobUnit } from './model';
export { readOrderOfBattle } from './read';
export type { OobLang } from './words-write';
export { type WriteContext, writeOrderOfBattle } from './write';
