/**
 * A fire request as the player gives it (unvalidated input), and the checks on its shape.
 * Values may arrive from storage or a shared link, so nothing is trusted: a bad field is a
 * refusal code, never a throw.
 */
import type { Refusal } from './codes';
import { isHalfFigures, isRecord } from './guards';
import type { OpenOrderCandidate } from './open-order';
import type { RangeInput } from './range';
import { SITUATION_QUESTIONS, type SituationAnswers } from './situation';
import {
  AMMUNITION,
  type Ammo,
  ARMS,
  BATTERY_KINDS,
  type BatteryKind,
  type BatteryMovement,
  FORMATIONS_BY_ARM,
  type Formation,
  type GunTypeId,
  INFANTRY_TYPES,
  isOneOf,
  MOVED,
  NATIONS,
  type Nation,
  RANGE_BANDS,
  SCALES,
  SIDES,
  type Side,
  UNIT_CLASSES,
} from './vocabulary';

export interface FireBattery {
  /** The side the player put the battery on (never inferred from its nation). */
  readonly side: Side;
  readonly nation: Nation;
  readonly kind: BatteryKind;
  readonly gunType: GunTypeId;
}

/** A skirmish screen attached to the target (застрельщики / цепь / заслон). */
export interface ScreenInput {
  /** Whole or half figures. */
  readonly figures: number;
}

/**
 * Any enemy unit a battery may aim at: an infantry battalion, a cavalry regiment or a battery.
 * The formation must fit the arm (FORMATIONS_BY_ARM): required for infantry and cavalry (line or
 * column), none for artillery.
 */
export interface FireTarget extends OpenOrderCandidate {
  /** The side the player put the target on: a battery may fire only at the other side. */
  readonly side: Side;
  /** Required for infantry and cavalry; artillery targets have none. */
  readonly formation?: Formation;
  /** Figures in the formed unit, whole or half (a battalion can stand at 23½). */
  readonly figures: number;
  /** Only infantry has a skirmish screen; one on another arm is ignored (see `screenFigures`). */
  readonly screen?: ScreenInput;
}

/** Everything about a shot except the dice (what `fireOdds` takes). */
export interface FireSetup {
  readonly battery: FireBattery;
  readonly target: FireTarget;
  readonly ammo: Ammo;
  readonly range: RangeInput;
  readonly movement: BatteryMovement;
  readonly firedThisTurn: boolean;
  /** Missing answers take the unrestricted default (SITUATION_DEFAULTS). */
  readonly situation?: Partial<SituationAnswers>;
  /** Needed only when the target is in open order (open-order.c depends on the year). */
  readonly campaignYear?: number;
}

export interface FireRequest extends FireSetup {
  /** Two d6, each an integer 1..6: the player's own dice or `rollDice()`. */
  readonly dice: readonly [number, number];
}

function isOptionalBoolean(value: unknown): boolean {
  return value === undefined || typeof value === 'boolean';
}

function validMarkers(value: unknown): boolean {
  return (
    value === undefined ||
    (isRecord(value) &&
      typeof value.jager === 'boolean' &&
      typeof value.fusilier === 'boolean' &&
      typeof value.imperialGuard === 'boolean')
  );
}

export function validBattery(battery: unknown): battery is FireBattery {
  return (
    isRecord(battery) &&
    isOneOf(SIDES, battery.side) &&
    isOneOf(NATIONS, battery.nation) &&
    isOneOf(BATTERY_KINDS, battery.kind) &&
    typeof battery.gunType === 'string'
  );
}

/**
 * A target the engine can read: a known arm, side, nation and class, a formation that fits the
 * arm (or none: infantry and cavalry without one are refused later, with their own code), and
 * whole or half figures in the unit and in its screen.
 */
export function validTarget(target: unknown): target is FireTarget {
  if (!isRecord(target) || !isOneOf(ARMS, target.arm)) return false;
  const screenOk =
    target.screen === undefined || (isRecord(target.screen) && isHalfFigures(target.screen.figures));
  return (
    isOneOf(SIDES, target.side) &&
    isOneOf(NATIONS, target.nation) &&
    isOneOf(UNIT_CLASSES, target.class) &&
    (target.infantryType === undefined || isOneOf(INFANTRY_TYPES, target.infantryType)) &&
    validMarkers(target.markers) &&
    (target.formation === undefined || isOneOf(FORMATIONS_BY_ARM[target.arm], target.formation)) &&
    isHalfFigures(target.figures) &&
    screenOk
  );
}

export function validRange(range: unknown): range is RangeInput {
  if (!isRecord(range)) return false;
  if ('band' in range) return isOneOf(RANGE_BANDS, range.band);
  return (
    typeof range.distance === 'number' &&
    Number.isFinite(range.distance) &&
    range.distance >= 0 &&
    isOneOf(SCALES, range.scale)
  );
}

export function validMovement(movement: unknown): movement is BatteryMovement {
  return isRecord(movement) && isOneOf(MOVED, movement.moved) && typeof movement.unlimbered === 'boolean';
}

export function validSituation(situation: unknown): situation is Partial<SituationAnswers> | undefined {
  if (situation === undefined) return true;
  if (!isRecord(situation)) return false;
  return SITUATION_QUESTIONS.every((question) => isOptionalBoolean(situation[question]));
}

export function validAmmo(ammo: unknown): ammo is Ammo {
  return isOneOf(AMMUNITION, ammo);
}

export function isDie(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;
}

/** One refusal per die that is not an integer 1..6 (artillery.procedure: roll 2D6). */
export function diceRefusals(dice: unknown): Refusal[] {
  if (!Array.isArray(dice) || dice.length !== 2) {
    return [{ code: 'dice.invalid', ruleRef: 'artillery.procedure', params: { count: 2 } }];
  }
  const refusals: Refusal[] = [];
  // An index loop, not forEach: a sparse array's holes are dice too (missing ones).
  for (let index = 0; index < dice.length; index++) {
    if (!isDie(dice[index]))
      refusals.push({ code: 'dice.invalid', ruleRef: 'artillery.procedure', params: { index } });
  }
  return refusals;
}
