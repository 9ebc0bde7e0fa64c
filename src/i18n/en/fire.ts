import { formatFigures } from '../engine/format';
import { plural } from '../plural';
import type { Widen } from '../widen';

/** The Fire screen, and the result card the Log and the Tables show too. ru/fire.ts follows this shape key for key. */
export const fire = {
  title: 'Fire',
  chooseBattery: 'Firing battery',
  chooseTarget: 'Target',
  noBatteries: 'No battery yet. Add one on the Units screen.',
  noTargets: 'The other side has no unit yet. Add one on the Units screen.',
  noSideBatteries: 'No battery on this side.',
  firingNow: 'Firing now:',
  switchSide: 'Switch side',
  gunTypeMissing: (gun: string) =>
    `This battery’s gun type “${gun}” is not in the rule pack in use: edit the card or switch pack.`,
  editCard: 'Edit the card',
  rulePacks: 'Rule packs',
  pick: 'Choose…',
  ammo: 'Ammunition',
  range: 'Range',
  byBand: 'Range band',
  byDistance: 'Measured distance',
  distanceLabel: (unit: string) => `Distance in ${unit}`,
  distanceHint: 'Type the distance you measured; the band follows from the rule pack.',
  distanceInvalid: 'Type a distance: a number from 0 to 9999.',
  bandFromDistance: 'Range band from the pack:',
  movement: 'Battery movement this turn',
  unlimbered: 'Unlimbered this turn',
  questions: 'On the table',
  shot: 'The shot',
  done: 'Done',
  unlimberedShort: 'Unlimbered',
  tableClear: 'Nothing in the way',
  tableAnswers: 'On the table:',
  answerFirst: (n: number) =>
    n === 1 ? 'Answer the question above to fire' : `Answer the ${n} questions above to fire`,
  yes: 'Yes',
  no: 'No',
  legal: 'May fire',
  refused: 'May not fire',
  /** On the bar under the verdict: where its reasons are on the page right now (above, or below when scrolled up). */
  seeWhy: (n: number, where: 'above' | 'below') =>
    `${n} ${plural('en', n, { one: 'reason', other: 'reasons' })}: see ${where}`,
  instead: 'Legal instead:',
  modifiers: 'Modifiers',
  noModifiers: 'No modifiers.',
  total: 'Total modifier',
  odds: 'Odds',
  oddsExact: 'exactly',
  oddsAtLeast: 'at least',
  expected: 'Expected casualties',
  roll: 'Roll 2D6',
  physical: 'Enter my dice',
  physicalHelp: 'Tap the face of each die you threw.',
  useDice: (dice?: [number, number]) => (dice ? `Use these dice: ${dice[0]} + ${dice[1]}` : 'Use these dice'),
  die: (n: number) => `Die ${n}`,
  face: (die: number, face: number) => `Die ${die}: ${face}`,
  result: 'Result',
  dice: 'Dice',
  score: 'Modified score',
  cell: 'Table cell',
  /** The restrictions and facts the engine checked before it let the shot through (chain.checks). */
  checked: 'Checked',
  cellClampedBelow: 'below the table: its lowest row is used',
  cellClampedAbove: 'above the table: its highest row is used',
  casualties: 'Casualties',
  /** Whole and half figures: "23½ figures", "1 figure", "½ figures". */
  figures: (n: number) => `${formatFigures('en', n)} ${plural('en', n, { one: 'figure', other: 'figures' })}`,
  toSkirmishers: 'to the skirmishers',
  toLine: 'to the unit',
  apply: 'Apply casualties',
  applied: 'Casualties applied',
  undoApply: 'Undo',
  /** Why Apply or Undo changed nothing (the screen shows what is stored). */
  shotNotChanged: {
    'target-gone': 'The target card is no longer on the roster: no casualties were applied.',
    'earlier-game': 'This shot is from an earlier game: its casualties belong to that game’s figures.',
    'not-found': 'This shot is no longer in the log.',
  },
  fireAgain: 'Fire again',
  fireAgainNextTurn: 'This battery has fired this turn: “Fire again” comes back after Next turn.',
  nextVolley: 'Next volley',
  practice: 'Practice values — not from the rulebook',
  sharedOfficial: 'marked official by whoever shared it',
  packLabel: 'Rule pack',
  packVersion: (v: number | string) => `version ${v}`,
  firedThisTurn: 'Fired this turn',
  rule: 'Rule',
  swap: 'Change',
  /** Links to the Tables view from a verdict and from a result's casualties. */
  seeInTable: 'See it in the tables',
  whyInTable: (figures: string) => `Why ${figures}? See the table`,
};

export type FireWords = Widen<typeof fire>;

// The Log's words come in this file's chunk: the Log shows the Fire screen's result card, so both
// always load together (catalogue.ts).
export { log } from './log';
