/**
 * What a line is before any unit is read from it: its body (after a bullet or a number: "-", "•",
 * "*", "–", "1.", "1)", "a)"), and the lines that are not units: blank or a rule of dashes, a
 * total ("Total: …", «Итого»), a note ("Note:", "NB", «Прим.», a line in brackets, "// …"), a
 * date ("16 June 1815", «18.06.1815»), a title ("Scenario: …", "French vs Austrians", «Сражение
 * при …») and a note about the game (arrives on turn 3, «прибывает на 3-м ходу»).
 */
import type { LineKind } from './model';
import type { Token } from './text';
import type { Vocabulary } from './vocabulary';

const BULLET = /^\s*(?:[-•*–—·▪►>+]+|\d{1,3}[.)]|\(\d{1,3}\)|[a-zа-я][.)]|[ivx]{1,4}[.)])\s+/iu;

/** Where a line's body starts (after its bullet or number). */
export function bodyStart(line: string): number {
  const m = BULLET.exec(line);
  return m ? m[0].length : 0;
}

const NUMERIC_DATE = /\b\d{1,2}[./]\d{1,2}[./](?:\d{2}|\d{4})\b|\b\d{4}-\d{2}-\d{2}\b/;

function lineWord(t: Token | undefined, words: Vocabulary): string | undefined {
  if (t?.kind !== 'word') return undefined;
  return words.word(t.text)?.facts.find((f) => f.f === 'line')?.v;
}

/**
 * The kind of a line that its first word or its shape gives: blank, total ("Total: …", and "That's
 * 13 units", «10 частей»), note; or undefined.
 */
export function plainKind(tokens: readonly Token[], words: Vocabulary): LineKind | undefined {
  const solid = tokens.filter((t) => t.kind !== 'sym' || /[#/]/.test(t.text));
  if (solid.length === 0) return 'blank';
  const first = tokens[0];
  if (first && (first.text === '#' || (first.text === '/' && tokens[1]?.text === '/'))) return 'note';
  const at = tokens.findIndex((t) => t.kind !== 'sym');
  const word = at >= 0 ? words.at(tokens, at)?.entry.facts.find((f) => f.f === 'line')?.v : undefined;
  if (word === 'total') return 'total';
  if (word === 'note') return 'note';
  const tally = tokens.some((t, i) => lineWord(t, words) === 'tally' && tokens[i - 1]?.kind === 'num');
  if (tally) return 'total';
  if (statesScale(tokens, words)) return 'note';
  const last = tokens[tokens.length - 1];
  if ((first?.text === '(' && last?.text === ')') || (first?.text === '[' && last?.text === ']'))
    return 'note';
  return undefined;
}

/** "1 fig = 30 men", «Масштаб 1 фиг. = 25 чел.»: the text's figure scale, a note (no unit). */
function statesScale(tokens: readonly Token[], words: Vocabulary): boolean {
  const says = (t: Token | undefined, f: 'figs' | 'men') =>
    t?.kind === 'word' && words.word(t.text)?.facts.some((x) => x.f === f) === true;
  const equals = tokens.findIndex((t) => t.text === '=' || t.text === '≈');
  if (equals < 0) return false;
  const before = tokens.slice(0, equals).filter((t) => t.text !== '.');
  const after = tokens.slice(equals + 1);
  const figsFirst =
    says(before[before.length - 1], 'figs') && after[0]?.kind === 'num' && says(after[1], 'men');
  const menFirst =
    says(before[before.length - 1], 'men') && after[0]?.kind === 'num' && says(after[1], 'figs');
  return figsFirst || menFirst;
}

/** A date line (of no unit): a month and a number, or 18.06.1815, with at most three other words. */
export function isDate(tokens: readonly Token[], raw: string, words: Vocabulary): boolean {
  const months = tokens.some((t) => lineWord(t, words) === 'month');
  const numbers = tokens.some((t) => t.kind === 'num');
  if (!(months && numbers) && !NUMERIC_DATE.test(raw)) return false;
  return tokens.filter((t) => t.kind === 'word' && !lineWord(t, words)).length <= 3;
}

/** A line of no unit and no heading: a title, a note (about the game, or six words of prose), or a line not read. */
export function otherKind(tokens: readonly Token[], words: Vocabulary, beforeUnits: boolean): LineKind {
  const said = tokens.map((t) => lineWord(t, words));
  if (said.includes('title')) return 'title';
  if (said.includes('game-note')) return 'note';
  if (beforeUnits) return 'title';
  return tokens.filter((t) => t.kind === 'word').length >= 6 ? 'note' : 'unread';
}
