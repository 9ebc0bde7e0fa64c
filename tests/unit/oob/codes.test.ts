/**
 * Every code the reader can answer (what it guessed, what it could not read) is one a pasted text
 * really gets: the screens word each of them in both languages, so none is dead and none is
 * missing. A code without its text here does not compile.
 */
import { describe, expect, it } from 'vitest';
import { readOrderOfBattle } from '../../../src/oob';
import type { GuessCode, OobContext, OobProblemCode, OobReading } from '../../../src/oob/model';
import { GUESS_CODES, OOB_PROBLEM_CODES } from '../../../src/oob/model';
import { practicePack } from '../../../src/packs/practice';

const context: OobContext = { guns: practicePack.gunTypes, nations: ['france'] };
const scale = { figureScale: { menPerFigure: 20, practice: true } };

const PROBLEMS = {
  'line.unread': ['Brigade X\n- 1/45e Ligne, 36\nLefèvre'],
  'words.unread': ['IR 4, 36 figs, Wien'],
  'words.conflict': ['IR 4, light, line infantry, 36'],
  'figures.missing': ['IR 4, line infantry'],
  'figures.not-half': ['IR 4, 36.3 figs'],
  'figures.too-many': ['IR 4, 1200 figs'],
  'men.no-figure-scale': ['IR 4 (720 men)'],
  'gun.unknown': ['Foot battery, 6 × 8pdr, 6 figs'],
  'gun.not-for-kind': ['Horse battery, 12pdr, 6 figs'],
  'gun.mixed': ['Foot battery (4 × 6pdr, 2 × 12pdr), 6 figs'],
  'count.too-many': ['50 × line bn, 30 figs'],
  'count.differs': ['1/, 2/ 27e Ligne, 3 bns, 36 figs'],
  'name.missing': ['36 figs, veteran'],
  'column.unknown': ['Unit\tFigs\tColour\n1/45e Ligne\t36\tblue'],
} as const satisfies Record<OobProblemCode, readonly [string]>;

const GUESSES = {
  'nation.default': ['IR 4, 36', {}],
  'class.not-given': ['IR 4, 36', {}],
  'arm.not-given': ['Kaiser, 36', {}],
  'infantry-type.not-given': ['IR 4, 36', {}],
  'battery-kind.not-given': ['Battery Lanoy, 6pdr, 6 figs', {}],
  'gun.not-given': ['Foot battery, 6 figs', {}],
  'figures.from-men': ['IR 4 (720 men)', scale],
  'number.as-men': ['IR 4, 720', scale],
  'men.shared': ['IR 20, 3 bns (2,400 men)', scale],
  'figures.each': ['IR 20, 3 bns, 36 figs', {}],
  'commander.of-side': ['Division Marchand (GdD Marchand, Good)\nBrigade Roux\n- 12e Ligne, 36', {}],
} as const satisfies Record<GuessCode, readonly [string, Partial<OobContext>]>;

function problemsOf(r: OobReading): string[] {
  return r.lines.flatMap((l) => [...l.problems, ...l.units.flatMap((u) => u.problems)].map((p) => p.code));
}

function guessesOf(r: OobReading): string[] {
  return r.lines.flatMap((l) => [...l.guessed, ...l.units.flatMap((u) => u.guessed)].map((g) => g.code));
}

describe('the codes the screens word', () => {
  it('lists each code once', () => {
    expect(new Set(OOB_PROBLEM_CODES).size).toBe(OOB_PROBLEM_CODES.length);
    expect(new Set(GUESS_CODES).size).toBe(GUESS_CODES.length);
  });

  it.each(OOB_PROBLEM_CODES.map((code) => [code, PROBLEMS[code][0]] as const))(
    'a text gets %s',
    (code, text) => {
      expect(problemsOf(readOrderOfBattle(text, context))).toContain(code);
    },
  );

  it.each(GUESS_CODES.map((code) => [code, ...GUESSES[code]] as const))(
    'a text gets the guess %s',
    (code, text, more) => {
      expect(guessesOf(readOrderOfBattle(text, { ...context, ...more }))).toContain(code);
    },
  );
});
