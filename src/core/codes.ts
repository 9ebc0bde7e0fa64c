/**
 * Stable codes the engine answers with. No sentences: the UI turns a code, its `ruleRef`
 * and its numeric `params` into words in either language.
 */
import type { RuleRef } from './vocabulary';

/** Numeric details for a code (a year, a distance). Never text. */
export type Params = Readonly<Record<string, number>>;

export const REFUSAL_CODES = [
  // open order (open-order, .a, .b, .c)
  'open-order.not-infantry',
  'open-order.class-too-low',
  'open-order.before-1812',
  'open-order.french-ally-line',
  'open-order.year-invalid',
  'open-order.invalid-unit',
  // the request itself (artillery.procedure: declare target and ammunition, measure, roll 2D6)
  'request.invalid-battery',
  'request.invalid-target',
  'request.invalid-ammo',
  'request.invalid-range',
  'request.invalid-movement',
  'request.invalid-situation',
  'request.campaign-year-missing',
  'pack.invalid',
  'gun-type.unknown',
  'gun-type.wrong-battery-kind',
  'range.scale-unsupported',
  'range.beyond-long',
  'target.same-side',
  'target.no-figures',
  'target.formation-missing',
  'screen.missing',
  'table.no-column',
  'dice.invalid',
  // a question whose answer permits the shot (B.a exception, C.a, C.b) is still unanswered
  'situation.unanswered',
  // artillery.movement
  'movement.fired-this-turn',
  'movement.moved-over-half',
  'movement.foot-unlimbered',
  // artillery.restrictions
  'canister.friendly-in-arc',
  'long-range.friendly-near-front',
  'roundshot.friendly-in-bounce-path',
  'overhead.not-higher-ground',
  'overhead.friends-too-close',
  'overhead.canister',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** An engine answer: its code, the clause that says it, and its numbers if any. */
interface Coded<C extends string> {
  readonly code: C;
  readonly ruleRef: RuleRef;
  readonly params?: Params;
}

/** Why something may not be done, and which clause says so. */
export type Refusal = Coded<RefusalCode>;

/** Why a restriction that was considered let the fire through. */
export const CHECK_CODES = [
  'movement.not-fired-this-turn',
  'movement.did-not-move',
  'movement.moved-half',
  'movement.horse-artillery',
  'movement.not-unlimbered',
  'canister.arc-clear',
  'canister.not-canister',
  'long-range.no-friendly-near-front',
  'long-range.clear-sight-exception',
  'long-range.not-long-range',
  'bounce.path-clear',
  'bounce.not-roundshot',
  'overhead.not-overhead',
  'overhead.higher-ground',
  'overhead.friends-clear',
  'overhead.roundshot',
  'table.has-column',
  'target.has-figures',
  'target.enemy',
  'target.open-order-eligible',
] as const;
export type CheckCode = (typeof CHECK_CODES)[number];

/** A restriction that was considered and let the fire through, and its clause. */
export type Check = Coded<CheckCode>;

export const MODIFIER_CODES = [
  'target.open-order',
  'battery.moved-half',
  'target-formation.line',
  'target-formation.column',
  'target-formation.square',
  'target-formation.skirmish-screen',
  'target-cavalry.line',
  'target-cavalry.column',
  'target.battery',
] as const;
export type ModifierCode = (typeof MODIFIER_CODES)[number];

/** Where a modifier's value comes from: the rules text itself, or the rule pack in use. */
export const MODIFIER_SOURCES = ['text', 'pack'] as const;
export type ModifierSource = (typeof MODIFIER_SOURCES)[number];

export interface Modifier {
  readonly code: ModifierCode;
  readonly value: number;
  readonly ruleRef: RuleRef;
  readonly source: ModifierSource;
}
