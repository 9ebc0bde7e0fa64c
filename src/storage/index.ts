/** The storage room's face: what other rooms import from it, by name. */

export { forgetAnswers, saveAnswers } from './answers';
export type { BackupSummary } from './backup';
export {
  backupFileName,
  collectBackup,
  lastBackupAt,
  makeBackup,
  markBackedUp,
  serializeBackup,
  summarize,
  verifyBackup,
} from './backup';
export type { Backup, BackupData, BackupPrefs, StoreName } from './backup-format';
export { BACKUP_FORMAT, BACKUP_VERSION, LAST_BACKUP_KEY, MAX_BACKUP_BYTES } from './backup-format';
export type { ImportMode } from './backup-import';
export { importBackup } from './backup-import';
export type { BackupProblem, BackupProblemCode } from './backup-read';
export { BACKUP_PROBLEM_CODES, parseBackup, readBackupFile } from './backup-read';
export { STORE_NAMES } from './backup-records';
export type { ShotChanged, ShotChangeProblem } from './casualties';
export { applyShot, atGameStart, undoShot } from './casualties';
export type { Connection } from './connection';
export { reconnecting } from './connection';
export type { Answers, AnswersKey, GbDb, OpenHandlers } from './db';
export { classifyError, failureOf, loadGame, openGbDb, openGbDbEarly, readAnswers, saveGame } from './db';
export type { NewGameChange } from './game-changes';
export { changeShotRetrying, startNewGame, undoNewGame } from './game-changes';
export { LOG_ON_SCREEN, listResolutions } from './log-list';
export type { LoadedPack } from './packs';
export {
  DRAFT_KEY_PREFIX,
  deletePack,
  isDraftKey,
  listPacks,
  readStoredPack,
  readyRecord,
  savePack,
} from './packs';
export { clearResolutions, logShot, restoreResolutions, saveResolutionWithUnit } from './resolutions';
export { deleteSavedSide, listSavedSides, putSavedSide, readSavedSide } from './saved-sides';
export type { SyncWhat } from './sync';
export { collectSync } from './sync';
export { applyMerge, previewMerge } from './sync-merge';
export { hasMergeToUndo, undoLastMerge } from './sync-undo';
export { listBrigades, listUnits, saveUnit } from './units';
