import { formatFigures } from '../engine/format';
import { plural } from '../plural';
import type { Widen } from '../widen';

const figures = (n: number) =>
  `${formatFigures('en', n)} ${n === 0.5 ? 'figure' : plural('en', n, { one: 'figure', other: 'figures' })}`;

/** The end of the turn (issue 36): what Next turn shows first. ru/turn-end.ts follows it key for key. */
export const turnEnd = {
  title: (turn: number) => `End of turn ${turn}`,
  quiet: 'Every battery has fired or held its fire, and no unit took casualties this turn.',
  toFire: 'Not fired this turn',
  fireNow: 'Fire now',
  fireNowLabel: (battery: string) => `Fire now: ${battery}`,
  holdFire: 'They hold fire',
  holdFireLabel: (side: string) => `${side}: they hold fire`,
  hitHelp: 'Units hit this turn: their players test them as their rulebook says.',
  unattached: 'Unattached',
  lostThisTurn: (n: number) => `−${formatFigures('en', n)} this turn`,
  nowOfStart: (now: number, start: number) => `${formatFigures('en', now)} / ${formatFigures('en', start)}`,
  shareLost: (percent: number) => `${percent}% lost`,
  brigadeLine: (turn: number, all: number, percent: number) =>
    `−${formatFigures('en', turn)} this turn · ${figures(all)} lost in all (${percent}%)`,
  losses: 'Losses',
  marksBy: (pack: string) => `Past a threshold of the rule pack “${pack}”`,
  toTurn: (turn: number) => `On to turn ${turn}`,
  back: 'Back to the game',
  offInSettings: 'This summary can be turned off in Settings.',
};

export type TurnEndWords = Widen<typeof turnEnd>;
