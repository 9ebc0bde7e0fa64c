import type { MoraleThresholdKind } from '../../core';
import { formatFigures } from '../engine/format';
import type { Widen } from '../widen';

/** The end of the turn (issue 36): what Next turn shows first. ru/turn-end.ts follows it key for key. */
export const turnEnd = {
  title: (turn: number) => `End of turn ${turn}`,
  quiet: 'Every battery has fired or held its fire, and no unit took casualties this turn.',
  toFire: 'Not fired this turn',
  fireNow: 'Fire now',
  fireNowLabel: (battery: string) => `Fire now: ${battery}`,
  holdFire: 'They hold fire',
  holdFireLabel: (side: string) => `${side}: they hold fire`,
  hitHelp: 'Players test the units hit as their rulebook says.',
  unattached: 'Unattached',
  nowOfStart: (now: number, start: number) => `${formatFigures('en', now)}/${formatFigures('en', start)}`,
  losses: (side: string) => `Losses: ${side}`,
  who: 'Brigade or unit',
  thisTurn: 'This turn',
  left: 'Left',
  lost: 'Lost',
  minus: (n: number) => `−${formatFigures('en', n)}`,
  share: (percent: number) => `${percent}%`,
  markOf: {
    unitAtOrUnder: (words: string) => `unit: ${words}`,
    brigadeLost: (words: string) => `brigade: ${words}`,
  } satisfies Record<MoraleThresholdKind, (words: string) => string>,
  marksBy: (pack: string) => `the rule pack “${pack}”`,
  toTurn: (turn: number) => `On to turn ${turn}`,
  back: 'Back',
  offInSettings: 'Turn this summary off in Settings.',
  /** The game bar's Undo of Next turn and what it says when it cannot (loaded with the first Next turn). */
  undo: {
    /** The Undo's words on the bar (the turn Next turn made), then its full name. */
    undoTurn: (n: number) => `Undo turn ${n}`,
    undoNextTurnLabel: (n: number) => `Undo turn ${n + 1}: back to turn ${n}`,
    turnMovedOn: 'Not undone: the turn has moved on since.',
    turnHasShots: (turn: number, shots: number) =>
      `Not undone: turn ${turn} has ${shots === 1 ? '1 shot' : `${shots} shots`} in the Log. The turn stays; a shot’s casualties are undone on its result or in the Log.`,
  },
};

export type TurnEndWords = Widen<typeof turnEnd>;
