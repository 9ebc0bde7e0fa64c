/** The records room's face: what other rooms import from it, by name. */
export {
  checkBrigade,
  checkCorrection,
  checkSavedSide,
  checkTombstone,
  checkUnit,
  GAME_ID,
  gameShape,
  id,
  MAX_RECORDS,
  MAX_SAVED_BRIGADES,
  MAX_SAVED_UNITS,
  name,
  time,
} from './cards';
export { DEVICE_ID, isClock, MAX_WALL } from './clock';
export type { StorageFailure, StorageKind } from './failure';
export { isStorageFailure, storageFailure } from './failure';
export type { BrigadeField, CardField, GameField } from './fields';
export { BRIGADE_FIELDS, CARD_FIELDS, GAME_FIELDS } from './fields';
export type {
  AppliedCasualties,
  BrigadeRecord,
  CorrectionRecord,
  FigureSet,
  GameClocks,
  GameSettings,
  HeldFire,
  ResolutionRecord,
  ShotInput,
  StoredPack,
  TombstoneRecord,
  UnitCard,
  UnitSide,
} from './model';
export {
  DEFAULT_GAME,
  inLogOrder,
  MAX_FIGURES,
  MAX_FORMER_GAME_IDS,
  MAX_GAME_NUMBER,
  MAX_HELD_FIRE,
  MAX_NAME_LENGTH,
  MAX_SIDE_NAME_LENGTH,
  MAX_TURN,
  shotGame,
  shotSide,
  UNIT_SIDES,
} from './model';
export type { SavedBrigade, SavedSide, SavedUnit } from './saved-sides';
export { isSavedSideText, SAVED_SIDE_MARK, savedUnitCount } from './saved-sides';
export { checkResolution, checkShotInput, situation } from './shots';
export type { EncodingProblem } from './utf8';
export { utf8Text } from './utf8';
