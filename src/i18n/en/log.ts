import { formatFigures } from '../engine/format';
import { plural } from '../plural';
import type { Widen } from '../widen';

/** The Log screen (the game bar's words are `app.game`). ru/log.ts follows this shape key for key. */
export const log = {
  title: 'Log',
  empty: 'No shots yet. Resolve a battery’s fire and it appears here.',
  refused: 'refused',
  applied: 'applied',
  notApplied: 'not applied',
  // Half figures as players write them: "½ casualty", "2½ casualties".
  casualties: (n: number) =>
    `${formatFigures('en', n)} ${n === 0.5 ? 'casualty' : plural('en', n, { one: 'casualty', other: 'casualties' })}`,
  details: 'Full chain',
  targetGone: 'The target card is no longer on the roster, so these casualties cannot be applied.',
  undoLast: 'Undo last applied result',
  undone: 'Casualties put back',
  nothingToUndo: 'No applied result to undo.',
  clear: 'Clear log',
  cleared: 'Log cleared',
  export: 'Share log as text',
  copied: 'Log copied to the clipboard',
  exportFailed: 'Could not share or copy the log.',
  exportTitle: 'Grand Battery — artillery log',
  dice: 'dice',
  score: 'score',
  count: (n: number) => `${n} ${plural('en', n, { one: 'entry', other: 'entries' })}`,
  undoneEntry: 'undone',
  firedBy: (side: string) => `${side} fired`,
  heldFire: (battery: string, turn: number) => `${battery} held fire in turn ${turn}`,
  game: (n: number) => `Game ${n}`,
  earlierGame: 'From an earlier game: its casualties belong to that game’s figures.',
  newGame: 'New game',
  newGameHelp: 'Turn 1, every card back at its starting figures; the roster and this log stay.',
  newGameStarted: (n: number) => `Game ${n} started: figures restored`,
  // New game asks first, saying what it changes.
  newGameAsk: (n: number) => `Start game ${n}?`,
  newGameCards: (cards: number) =>
    cards === 0
      ? 'Every card is at its starting figures already; the turn goes back to 1.'
      : `${cards === 1 ? '1 card goes back to its' : `${cards} cards go back to their`} starting figures; the turn goes back to 1.`,
  newGameStays: 'The roster and this log stay.',
  newGameStart: (n: number) => `Start game ${n}`,
  cancel: 'Cancel',
  // New game's Undo when a later New game (another tab, another phone) has started since.
  newGameNotUndone: (n: number) => `Not undone: game ${n} has started since`,
  // A shot received from another phone in the compact text without the rule pack it names.
  stepsNeedPack: (pack: string, version: string) =>
    `The steps of this shot need the rule pack ${pack} (version ${version}), which is not on this phone. The dice and casualties are the firing phone’s.`,
  report: 'Battle report',
  reportOf: (n: number) => `Battle report of game ${n}`,
  newGameReportFirst: 'Battle report first',
  stepsShort: 'steps need the pack',
};

export type LogWords = Widen<typeof log>;
