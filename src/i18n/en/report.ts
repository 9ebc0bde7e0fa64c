import { formatFigures } from '../engine/format';
import { plural } from '../plural';
import type { Widen } from '../widen';

const f = (n: number) => formatFigures('en', n);
const figures = (n: number) =>
  `${f(n)} ${n === 0.5 ? 'figure' : plural('en', n, { one: 'figure', other: 'figures' })}`;
const volleys = (n: number) => `${n} ${plural('en', n, { one: 'volley', other: 'volleys' })}`;

/** The battle report (issue 36, item 2): one page a game. ru/report.ts follows it key for key. */
export const report = {
  title: 'Battle report',
  gameTitle: (game: number) => `Battle report, game ${game}`,
  // The heading of the text handed out.
  textTitle: (game: number) => `Grand Battery — battle report, game ${game}`,
  inPlay: (turn: number) => `in play, turn ${turn}`,
  ended: 'an earlier game',
  turns: (n: number) => `Turns played: ${n}`,
  volleysInAll: (n: number) => `Volleys: ${n}`,
  pack: 'Rule pack',
  practice: 'practice',
  packVolleys: (n: number) => volleys(n),
  // A side's or brigade's total: from the start to the end, and the loss.
  total: (start: number, end: number, lost: number, percent: number) =>
    `${f(start)} → ${f(end)}: lost ${figures(lost)} (${percent}%)`,
  unattached: 'Unattached',
  commander: (name: string) => `Commander: ${name}`,
  unit: 'Unit',
  start: 'Start',
  lost: 'Lost',
  end: 'End',
  // One unit as a line of text: start → end (loss).
  unitLine: (start: number, end: number, lost: number) =>
    lost > 0 ? `${f(start)} → ${f(end)} (−${f(lost)})` : `${f(start)} → ${f(end)}`,
  screenLost: (n: number) => `screen −${f(n)}`,
  cardShows: (n: number) => `the card shows ${formatFigures('en', n)}`,
  gone: 'gone',
  removed: 'Hit, since removed from the roster',
  removedLine: (lost: number) => `−${f(lost)}`,
  batteries: 'Volleys by battery',
  batteryVolleys: (n: number) => volleys(n),
  never: 'never fired',
  largest: 'Largest volley',
  noVolley: 'No volley fired yet.',
  allVolleys: (n: number) => `Every volley (${n})`,
  volleyTurn: (turn: number) => `Turn ${turn}`,
  diceScore: (a: number, b: number, score: number | undefined) =>
    score === undefined ? `dice ${a}+${b}` : `dice ${a}+${b}, score ${score}`,
  share: 'Share as text',
  file: 'Save as file',
  print: 'Print',
  copied: 'Battle report copied to the clipboard',
  notCopied: 'Could not share or copy the report.',
  fileSaved: (name: string) => `Saved as ${name}`,
  notDelivered: 'The file was not handed over: share it as text instead.',
  otherGames: 'Other games',
  otherGame: (game: number) => `Game ${game}`,
  fromLog: 'Back to the Log',
  noUnits: 'No units on the roster.',
};

export type ReportWords = Widen<typeof report>;
