/**
 * `readOrderOfBattle`: a pasted order of battle, line by line, into sides, brigades and units,
 * with an account of every line (see model.ts). Pure: the words a player sees are the screens'.
 */
import { Builder } from './builder';
import { foldedRatings, type HeadingWords } from './headings';
import type { LineState } from './line-state';
import type { OobContext, OobLine, OobReading } from './model';
import { readLine } from './read-line';
import { vocabularies } from './words';

/** Reads an order of battle as players write it, in English or Russian. */
export function readOrderOfBattle(text: string, context: OobContext): OobReading {
  const v = vocabularies();
  const heading: HeadingWords = {
    words: v.words,
    ratings: v.ratings,
    packRatings: foldedRatings(context.ratings),
  };
  const state: LineState = {
    builder: new Builder(context),
    vocabularies: v,
    heading,
    context,
    table: undefined,
    line: 0,
    begun: false,
  };
  const lines: OobLine[] = text.split(/\r\n|\r|\n/).map((raw, i) => readLine(raw, i + 1, state));
  const sides = state.builder.finish();
  for (const [number, patch] of state.builder.patches) {
    const line = lines[number - 1];
    if (!line) continue;
    lines[number - 1] = {
      ...line,
      ...(patch.kind ? { kind: patch.kind } : {}),
      ...(patch.brigade !== undefined ? { brigade: patch.brigade } : {}),
      guessed: [...line.guessed, ...(patch.guessed ?? [])],
    };
  }
  return { sides, lines };
}
