/**
 * Open order (рассыпной строй, clauses open-order, .a–.e): who may form it, how it fires,
 * and what firing at it costs.
 */
import type { Modifier, Refusal } from './codes';
import { isRecord } from './guards';
import {
  ARMS,
  type Arm,
  type InfantryMarkers,
  type InfantryType,
  isCoalition,
  isFrench,
  isOneOf,
  NATIONS,
  type Nation,
  NO_MARKERS,
  OPEN_ORDER_CLASSES,
  type RuleRef,
  UNIT_CLASSES,
  type UnitClass,
} from './vocabulary';

/** What the open-order clauses look at in a unit. */
export interface OpenOrderCandidate {
  readonly arm: Arm;
  readonly nation: Nation;
  /** Needed for infantry; a missing type is read as line (the stricter reading). */
  readonly infantryType?: InfantryType;
  readonly markers?: InfantryMarkers;
  readonly class: UnitClass;
}

export type OpenOrderAnswer =
  | { readonly ok: true; readonly ruleRef: RuleRef }
  | { readonly ok: false; readonly refusals: readonly Refusal[] };

/** open-order.c: "С 1812 вперед" — from 1812 on. */
export const OPEN_ORDER_COALITION_FROM_YEAR = 1812;

/**
 * open-order.b says "any French line battalion and any French Imperial Guard battalion,
 * classed Veteran, Elite or Guard". We read the class requirement as applying to both kinds
 * of battalion, as every other clause requires it (rules-notes quirk). Recorded here so the
 * UI can show the reading as a translator's note.
 */
export const CLAUSE_B_CLASS_READING = Object.freeze({
  ruleRef: 'open-order.b',
  reading: 'class-required-for-line-and-guard',
} as const);

/**
 * open-order.e: fire at a unit in open order takes −2. The text prints it as "=-2" (a typo,
 * shown as a translator's note); the value is the text's own, so it is an engine constant,
 * not pack data.
 */
export const OPEN_ORDER_TARGET_MODIFIER: Modifier = Object.freeze({
  code: 'target.open-order',
  value: -2,
  ruleRef: 'open-order.e',
  source: 'text',
});

/** The clause that would let this infantry battalion form open order, if its class allows. */
type OpenOrderClause = 'open-order.a' | 'open-order.b' | 'open-order.c';

function clauseFor(unit: OpenOrderCandidate): OpenOrderClause | 'none' {
  const markers = isRecord(unit.markers) ? unit.markers : NO_MARKERS;
  // open-order.a names Austrian and Russian Jäger, Prussian Jäger and Prussian Fusiliers;
  // a Jäger battalion of any nation is light infantry in all but name (note.jaeger-any-nation).
  if (
    unit.infantryType === 'light' ||
    markers.jager === true ||
    (unit.nation === 'prussia' && markers.fusilier === true)
  ) {
    return 'open-order.a';
  }
  // open-order.b: French line battalions and French Imperial Guard battalions.
  if (isFrench(unit.nation)) return 'open-order.b';
  // open-order.c: Allied (Coalition, non-French) line battalions, from 1812.
  if (isCoalition(unit.nation)) return 'open-order.c';
  // A French ally's line battalion is neither French (b) nor Coalition (c).
  return 'none';
}

/**
 * May this unit form open order in this campaign year? Every reason against is returned.
 * Total: a value without a known arm, nation and class is `open-order.invalid-unit`; a year that
 * is not a whole number is `open-order.year-invalid` where the year matters (clause c).
 */
export function canFormOpenOrder(unit: OpenOrderCandidate, campaignYear: number): OpenOrderAnswer {
  if (
    !isRecord(unit) ||
    !isOneOf(ARMS, unit.arm) ||
    !isOneOf(NATIONS, unit.nation) ||
    !isOneOf(UNIT_CLASSES, unit.class)
  ) {
    return { ok: false, refusals: [{ code: 'open-order.invalid-unit', ruleRef: 'open-order' }] };
  }
  if (unit.arm !== 'infantry') {
    return { ok: false, refusals: [{ code: 'open-order.not-infantry', ruleRef: 'open-order' }] };
  }
  const clause = clauseFor(unit);
  if (clause === 'none') {
    return { ok: false, refusals: [{ code: 'open-order.french-ally-line', ruleRef: 'open-order.b' }] };
  }
  const refusals: Refusal[] = [];
  if (!(OPEN_ORDER_CLASSES as readonly UnitClass[]).includes(unit.class)) {
    refusals.push({ code: 'open-order.class-too-low', ruleRef: clause });
  }
  if (clause === 'open-order.c') {
    if (!Number.isSafeInteger(campaignYear)) {
      refusals.push({ code: 'open-order.year-invalid', ruleRef: clause });
    } else if (campaignYear < OPEN_ORDER_COALITION_FROM_YEAR) {
      refusals.push({
        code: 'open-order.before-1812',
        ruleRef: clause,
        params: { year: campaignYear, fromYear: OPEN_ORDER_COALITION_FROM_YEAR },
      });
    }
  }
  return refusals.length > 0 ? { ok: false, refusals } : { ok: true, ruleRef: clause };
}

export { type FiresAs, firesAs } from './fires-as';
