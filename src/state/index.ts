/**
 * The state room's face: everything the screens (src/ui) and the entry (src/main.tsx) take from
 * state, by name. Behind it, one folder per concern (game/, units/, fire/, shots/, packs/,
 * exchange/, club/, app/); the game's verbs are reached through `useGame()` (game.tsx).
 */

// What the screens name of the rooms below state that they may not import themselves: storage's
// pack keys, the shared text's and the club's problems and summaries.
export type { ClubProblem } from '../club';
export type { ClubReport, SyncProgress } from '../club/sync';
export { DRAFT_KEY_PREFIX, isDraftKey } from '../storage';
export type { CardLine, NamedShot, SyncProblem, SyncProblemCode, SyncSummary } from '../sync';
export { isSyncText } from '../sync';
// The app's frame: language, theme, route; what waits for the first screen; Back; unsaved input.
export { type AppContextValue, AppProvider, useApp } from './app';
export { backCloses, sheetClosed } from './app/back-closes';
export { afterFirstScreen, holdFirstScreen } from './app/first-screen';
export { readOfflineStatus, readStorageStatus, requestPersistence } from './app/persistence';
export { followColorScheme, ROSTER_VIEWS, type RosterView, readPrefs, THEMES, type Theme } from './app/prefs';
export { loadSearchIndex, searcher, searchFailed } from './app/search';
export { discardKeptInput, hasKeptInput, keepAcrossReloads, keepModuleState } from './app/unsaved';
export type { ClubView } from './club/settings';
export type { ExportProblem, ReadBackup } from './exchange/backups';
export type { SyncPreview } from './exchange/text';
// The Fire form: the pair chosen on the roster, the shot being set up, its model.
export { firerGroups, firingSide, isShown, missingGunType, parseDistance } from './fire/model';
export {
  armedBattery,
  batteryId,
  chooseBattery,
  chooseTarget,
  clearFireSelection,
  type RosterTap,
  resultId,
  rosterTapOf,
  showResult,
  tapRosterUnit,
  targetId,
} from './fire/selection';
export { createShot, type Shot } from './fire/shot';
export type { Faces } from './fire/shot-keep';
// The game on the table and its one owner.
export { createGame, type Game, GameProvider, useGame } from './game';
export { openGameEarly, type Stored } from './game/connection';
export { lazy } from './game/lazy';
export { newId } from './game/lists';
export type { TurnBefore } from './game/turns';
export { draftKeyOf, dropPackEdit, editsPutAside, packEdit, putPackEdit } from './packs/edit';
export { createPackForm, type PackFormProps, type PackSaveOutcome } from './packs/form';
export { practicePackReady, withPack } from './packs/practice';
export { PRACTICE_FIGURE_SCALE, pasteContext, sideOfGame } from './paste/cards';
export type {
  BattleReport,
  Losses,
  ReportBrigade,
  ReportPack,
  ReportSide,
  ReportUnit,
  ReportVolley,
} from './report/report';
export { battleReport, reportGames } from './report/report';
export { parseHash, routeHref, SCREENS } from './router';
export type { NewSavedSide, Renamed, SavedSideVerbs } from './saved/writes';
export type { ShotAnswer } from './shots/writes';
export type { RosterEdit } from './units/brigades';
// The unit editor: its session and its model.
export {
  closeEditor,
  type EditSession,
  editorShowing,
  editSession,
  openEditor,
  parkEditor,
  restoreEditor,
  resumeEditor,
  touch,
  updateSession,
  updateUnitForm,
} from './units/edit';
export {
  type Arm,
  defaultFigures,
  defaultGunType,
  duplicateCard,
  lastUsedNation,
  MAX_MORE_LIKE_THIS,
  newUnitForm,
  numberedNames,
  openOrderAnswer,
  parseFigures,
  UNIT_FORM_FIELDS,
  type UnitForm,
  type UnitFormError,
  type UnitFormField,
  unitFormFromCard,
  validateUnitForm,
} from './units/model';
export {
  type BrigadeGroup,
  brigadeGroups,
  brigadesOf,
  brigadeTotals,
  isGone,
  losses,
} from './units/roster';
export type { BrigadeLosses, PastThresholds, SideEnd } from './units/turn-end';
export { pastThresholds, turnEnd, withHeldFire } from './units/turn-end';
