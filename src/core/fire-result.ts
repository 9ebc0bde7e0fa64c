/**
 * What resolving a shot answers (fire.ts `resolveFire`): the chain of every step, or the refusals.
 * Its own file so resolve.ts, which fire.ts calls, names it without importing fire.ts back.
 */
import type { Allocation } from './allocation';
import type { Check, Modifier, Refusal } from './codes';
import type { PackStamp } from './pack';
import type { ResolvedRange } from './range';
import type { TableCell } from './table';

export interface FireChain {
  readonly range: ResolvedRange;
  /** Every restriction considered, and why it let the shot through. */
  readonly checks: readonly Check[];
  readonly modifiers: readonly Modifier[];
  readonly dice: readonly [number, number];
  /** Sum of the two dice. */
  readonly roll: number;
  readonly totalModifier: number;
  readonly modifiedScore: number;
  readonly cell: TableCell;
  /** Figures actually lost (whole or half): the sum of the allocation, each part capped at what it has. */
  readonly casualties: number;
  readonly allocation: Allocation;
  readonly pack: PackStamp;
}

export type FireResult =
  | { readonly legal: true; readonly chain: FireChain }
  | { readonly legal: false; readonly refusals: readonly Refusal[] };
