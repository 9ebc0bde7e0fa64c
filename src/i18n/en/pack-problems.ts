/**
 * English words for the pack validator's problems (src/packs/validate.ts) and a problem's place in a
 * pack: the rule-pack screens show them (the editor, an import, a pack received), all opened from
 * Settings; a chunk of their own, which Settings itself does not load.
 */
import { formatDistance, formatFigures, formatNumber, param } from '../engine/format';
import type { PackProblemContext, PackProblemWords } from '../engine/types';
import { plural } from '../plural';

const n = (value: number): string => formatNumber('en', value);
/** At least so many figures, whole or half: "1 figure", "½ figure", "23½ figures". */
const figuresAtLeast = (count: number): string =>
  `${formatFigures('en', count)} ${count === 0.5 ? 'figure' : plural('en', count, { one: 'figure', other: 'figures' })}`;
const characters = (count: number): string =>
  `${n(count)} ${plural('en', count, { one: 'character', other: 'characters' })}`;
/** A pack distance in its own scale when the path says which, a bare number otherwise. */
const packDistance = (value: number, ctx: PackProblemContext): string =>
  ctx.distanceScale === undefined ? n(value) : formatDistance('en', value, ctx.distanceScale);

export const packProblems: PackProblemWords = {
  codes: {
    'type.object': 'Must be a group of fields (an object).',
    'type.array': 'Must be a list.',
    'type.string': 'Must be text.',
    'type.number': 'Must be a number.',
    'type.integer': 'Must be a whole number.',
    'type.boolean': 'Must be true or false.',
    'key.unknown': 'Unknown field: remove it.',
    'key.missing': 'A required field is missing.',
    'string.empty': 'Must not be empty.',
    'string.too-long': (p) => {
      const max = param(p, 'max');
      return max === undefined ? 'Too long.' : `Too long: at most ${characters(max)}.`;
    },
    'id.format': 'Use lower-case Latin letters and digits, joined by "-" or "." (for example 6pdr).',
    'id.duplicate': (p) => {
      const first = param(p, 'firstIndex');
      return first === undefined
        ? 'This id is used twice.'
        : `This id is already used by entry ${n(first + 1)} of this list.`;
    },
    'value.unknown': 'Not one of the allowed values.',
    'value.duplicate': 'This value is listed twice.',
    'number.out-of-range': (p, ctx) => {
      const min = param(p, 'min');
      const max = param(p, 'max');
      if (min === undefined || max === undefined) return 'Out of range.';
      // Distances must be above zero (a band cannot end at the gun's muzzle); other numbers include min.
      if (ctx.distanceScale !== undefined)
        return `Must be more than ${packDistance(min, ctx)} and at most ${packDistance(max, ctx)}.`;
      return `Must be from ${n(min)} to ${n(max)}.`;
    },
    'array.empty': 'The list must not be empty.',
    'array.too-long': (p) => {
      const max = param(p, 'max');
      return max === undefined ? 'Too many entries.' : `Too many entries: at most ${n(max)}.`;
    },
    'range.not-increasing': (p, ctx) => {
      const near = param(p, 'mustExceed');
      const base = 'Each range band must reach further than the nearer one';
      return near === undefined ? `${base}.` : `${base}: more than ${packDistance(near, ctx)}.`;
    },
    'rows.not-contiguous': (p) => {
      const expected = param(p, 'expected');
      const base = 'Scores must go up one at a time';
      return expected === undefined ? `${base}.` : `${base}: this row should be ${n(expected)}.`;
    },
    'casualties.decreasing': (p) => {
      const atLeast = param(p, 'atLeast');
      const base = 'A higher score may not cause fewer casualties';
      return atLeast === undefined ? `${base}.` : `${base}: at least ${figuresAtLeast(atLeast)}.`;
    },
    'table.no-columns': 'The casualty table has no columns at all: fill in at least one.',
    'modifier.not-negative':
      'The rules text calls this a negative modifier: enter a value below zero, such as −1.',
    'figures.not-half': 'Must be a whole or half number of figures, such as 2 or 2.5.',
  },

  path: {
    root: 'Rule pack',
    fields: {
      id: 'id',
      name: 'name',
      version: 'version',
      source: 'source of the numbers',
      official: 'from a rulebook (true/false)',
      scales: 'scales',
      gunTypes: 'gun types',
      batteryKinds: 'battery kinds',
      ranges: 'ranges',
      modifiers: 'modifiers',
      movedHalf: 'moved up to half',
      targetFormation: 'target formation',
      cavalryFormation: 'cavalry target formation',
      batteryTarget: 'battery as target',
      table: 'casualty table',
      score: 'score',
      casualties: 'casualties',
      morale: 'morale thresholds',
      unitAtOrUnder: 'unit at or under N % of its figures',
      brigadeLost: 'brigade that lost N %',
      percent: 'N %',
      words: 'words',
      en: 'English',
      ru: 'Russian',
    },
    gunType: (position) => `gun type ${n(position)}`,
    row: (position) => `row ${n(position)}`,
    entry: (position) => `entry ${n(position)}`,
    unknownField: (name) => `"${name}"`,
  },
};
