/**
 * Artillery fire (artillery.procedure): declare target and ammunition, measure range, roll
 * 2D6, add the cumulative modifiers, read the casualty table, allocate the casualties.
 * One function resolves a shot; its result carries every step so the UI never recomputes.
 */
import { type Allocation, allocateCasualties } from './allocation';
import { assessFire } from './assess';
import type { Check, Modifier, Refusal } from './codes';
import { diceRefusals, type FireRequest, type FireSetup } from './fire-request';
import { totalModifier } from './modifiers';
import { type PackStamp, packStamp, type ValidatedPack } from './pack';
import type { ResolvedRange } from './range';
import { readTable, type TableCell } from './table';
import { AMMUNITION, type Ammo, RANGE_BANDS, type RangeBand } from './vocabulary';

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
  /** Figures actually lost: the sum of the allocation, each part capped at what it has. */
  readonly casualties: number;
  readonly allocation: Allocation;
  readonly pack: PackStamp;
}

export type FireResult =
  | { readonly legal: true; readonly chain: FireChain }
  | { readonly legal: false; readonly refusals: readonly Refusal[] };

/** Resolve one shot. Every refusal that applies is returned; nothing is thrown or mutated. */
export function resolveFire(request: FireRequest, pack: ValidatedPack): FireResult {
  const assessment = assessFire(request, pack);
  const badDice = diceRefusals(request.dice);
  if (!assessment.ok || badDice.length > 0) {
    return { legal: false, refusals: [...(assessment.ok ? [] : assessment.refusals), ...badDice] };
  }
  const { shot } = assessment;
  const dice: readonly [number, number] = [request.dice[0], request.dice[1]];
  const roll = dice[0] + dice[1];
  const modifier = totalModifier(shot.modifiers);
  const modifiedScore = roll + modifier;
  const cell = readTable(shot.column, request.ammo, shot.range.band, modifiedScore);
  const allocation = allocateCasualties(
    cell.casualties,
    request.target,
    request.ammo,
    shot.situation.screenIsTarget,
  );
  return {
    legal: true,
    chain: {
      range: shot.range,
      checks: shot.checks,
      modifiers: shot.modifiers,
      dice,
      roll,
      totalModifier: modifier,
      modifiedScore,
      cell,
      casualties: allocation.skirmishers + allocation.line,
      allocation,
      pack: packStamp(pack),
    },
  };
}

export interface FireOption {
  readonly ammo: Ammo;
  readonly band: RangeBand;
}

/**
 * For a refused shot: the ammunition and range band combinations that would be allowed with
 * everything else unchanged (e.g. roundshot instead of canister). The current combination is
 * left out. Dice play no part in whether a shot is allowed, so they are ignored here.
 */
export function legalAlternatives(request: FireSetup, pack: ValidatedPack): readonly FireOption[] {
  const current = currentOption(request, pack);
  const options: FireOption[] = [];
  for (const ammo of AMMUNITION) {
    for (const band of RANGE_BANDS) {
      if (current !== undefined && current.ammo === ammo && current.band === band) continue;
      if (assessFire({ ...request, ammo, range: { band } }, pack).ok) options.push({ ammo, band });
    }
  }
  return options;
}

function currentOption(request: FireSetup, pack: ValidatedPack): FireOption | undefined {
  const range = request.range;
  if (typeof range === 'object' && range !== null && 'band' in range)
    return { ammo: request.ammo, band: range.band };
  const assessment = assessFire(request, pack);
  return assessment.ok ? { ammo: request.ammo, band: assessment.shot.range.band } : undefined;
}
