/** The sync room's face: what other rooms import from it, by name. */
export { checkClocks, MAX_AHEAD_MS, MAX_TEXT_AHEAD_MS, minutesAhead } from './clock-bound';
export { deriveFigures, figureSetFor, withDerived } from './figures';
export type { Hlc } from './hlc';
export { compareClocks, decodeClock, encodeClock, newDeviceId, receive, tick } from './hlc';
export { gameStarted, mergeGame, noCounts, planMerge } from './merge';
export { mergeBrigade } from './merge-brigades';
export { latestClock, same } from './merge-lww';
export { mergeShots } from './merge-shots';
export type { CardLine, MergePlan, SyncState, SyncSummary } from './merge-summary';
export type { PackLookup, SyncBody, SyncGame, SyncPayload } from './payload';
export {
  encodeSync,
  isSyncText,
  MAX_SYNC_RECORDS,
  parseSync,
  SYNC_FORMAT,
  SYNC_FORMAT_VERSION,
  SYNC_GAME_CHECKS,
  syncGame,
} from './payload';
export type { NamedShot, SyncProblem, SyncProblemCode } from './problems';
export { chainAddsUp, firstShotAmiss, namedShot, statedCasualties } from './shot-check';
