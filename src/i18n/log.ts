import { plural } from './plural';

/** Strings of the Log screen and the game bar. `logRu` must match `logEn` key for key. */
export const logEn = {
  title: 'Log',
  empty: 'No shots yet. Resolve a battery’s fire and it appears here.',
  turn: (n: number) => `Turn ${n}`,
  nextTurn: 'Next turn',
  refused: 'refused',
  applied: 'applied',
  notApplied: 'not applied',
  casualties: (n: number) => `${n} ${plural('en', n, { one: 'casualty', other: 'casualties' })}`,
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
};
