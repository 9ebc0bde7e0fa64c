/**
 * The rules engine's public surface. Pure TypeScript: no DOM, storage, Solid or UI strings.
 * Every function exported here is total: for ANY argument (null, wrong types, NaN, an unknown
 * nation or gun, dice outside 1–6, a junk pack) it answers with a refusal carrying a stable code,
 * or with a safe answer its comment documents; it never throws and never answers NaN
 * (tests/unit/core/total.test.ts feeds each of them arbitrary values).
 * Internal building blocks (the restriction checks that fill a verdict, `resolveCleared`) stay
 * in their modules.
 */
export type { Allocation } from './allocation';
export { allocateCasualties, screenFigures } from './allocation';
export type { Assessment, ClearedShot } from './assess';
export { assessFire } from './assess';
export type {
  Check,
  CheckCode,
  Modifier,
  ModifierCode,
  ModifierSource,
  Params,
  Refusal,
  RefusalCode,
} from './codes';
export { CHECK_CODES, MODIFIER_CODES, MODIFIER_SOURCES, REFUSAL_CODES } from './codes';
export type { RandomSource } from './dice';
export { rollDice, rollDie } from './dice';
export type { FireChain, FireOption, FireResult } from './fire';
export { legalAlternatives, resolveFire } from './fire';
export type { FireBattery, FireRequest, FireSetup, FireTarget, ScreenInput } from './fire-request';
export {
  diceRefusals,
  isDie,
  validAmmo,
  validBattery,
  validMovement,
  validRange,
  validSituation,
  validTarget,
} from './fire-request';
export type { LoggedShot, TurnOfPlay } from './fired';
export { firedThisTurnIds, hasFiredThisTurn } from './fired';
export { figuresOr0, isHalfFigures, isRecord, isSafeWhole } from './guards';
export type { Lang } from './lang';
export { isLang, LANGS } from './lang';
export type { Aim } from './modifiers';
export { aimedAt, collectModifiers, totalModifier } from './modifiers';
export type { CasualtyOdds, ExpectedLosses, FireOdds } from './odds';
export { fireOdds } from './odds';
export type { FiresAs, OpenOrderAnswer, OpenOrderCandidate } from './open-order';
export {
  CLAUSE_B_CLASS_READING,
  canFormOpenOrder,
  firesAs,
  OPEN_ORDER_COALITION_FROM_YEAR,
  OPEN_ORDER_TARGET_MODIFIER,
} from './open-order';
export type {
  BandMax,
  CasualtyTable,
  GunType,
  MoraleThreshold,
  MoraleThresholds,
  PackModifiers,
  PackStamp,
  PackText,
  PackVersion,
  RulePack,
  RulePackKey,
  TableColumn,
  TableRow,
  ValidatedPack,
} from './pack';
export { findGunType, isSlug, isUsablePack, packStamp } from './pack';
export type { RangeAnswer, RangeInput, ResolvedRange } from './range';
export { bandForDistance } from './range';
export type { Verdict } from './restrictions';
export type { Fail, Result } from './result';
export { fail, ok } from './result';
export type { RelevantQuestion, SituationAnswers, SituationQuestion } from './situation';
export {
  askedAnswers,
  QUESTION_RULE_REFS,
  relevantQuestions,
  SITUATION_DEFAULTS,
  SITUATION_QUESTIONS,
  unansweredQuestions,
} from './situation';
export type { TableCell } from './table';
export { readTable, tableColumn } from './table';
export type {
  Allegiance,
  Ammo,
  Arm,
  BatteryKind,
  BatteryMovement,
  CavalryFormation,
  Formation,
  GunTypeId,
  InfantryMarkers,
  InfantryType,
  MoraleThresholdKind,
  Moved,
  Nation,
  PackFormation,
  RangeBand,
  RuleRef,
  Scale,
  Side,
  UnitClass,
} from './vocabulary';
export {
  ALLEGIANCES,
  AMMUNITION,
  ARMS,
  allegianceOf,
  BATTERY_KINDS,
  CAVALRY_FORMATIONS,
  FORMATIONS,
  FORMATIONS_BY_ARM,
  INFANTRY_TYPES,
  isCoalition,
  isFrench,
  isOneOf,
  isRuleRef,
  MORALE_THRESHOLDS,
  MOVED,
  NATIONS,
  NO_MARKERS,
  OPEN_ORDER_CLASSES,
  otherSide,
  PACK_FORMATIONS,
  RANGE_BANDS,
  RULE_PACK_KEYS,
  RULE_REFS,
  SCALES,
  SIDES,
  TEN_CM_RULE_DISTANCE,
  UNIT_CLASSES,
} from './vocabulary';
