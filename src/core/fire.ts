/**
 * Artillery fire (artillery.procedure): declare target and ammunition, measure range, roll
 * 2D6, add the cumulative modifiers, read the casualty table, allocate the casualties.
 * One function resolves a shot; its result carries every step so the UI never recomputes.
 */
import { assessFire } from './assess';
import { diceRefusals, type FireRequest, type FireSetup, validRange } from './fire-request';
import type { FireResult } from './fire-result';
import { isRecord } from './guards';
import type { ValidatedPack } from './pack';
import { resolveCleared } from './resolve';
import { AMMUNITION, type Ammo, isOneOf, RANGE_BANDS, type RangeBand } from './vocabulary';

export type { FireChain, FireResult } from './fire-result';

/**
 * Resolve one shot. Every refusal that applies is returned; nothing is thrown or mutated.
 * Total: any value at all gives a result, a refusal with stable codes for anything unusable.
 */
export function resolveFire(request: FireRequest, pack: ValidatedPack): FireResult {
  const assessment = assessFire(request, pack);
  const dice: unknown = isRecord(request) ? request.dice : undefined;
  const badDice = diceRefusals(dice);
  if (!assessment.ok || badDice.length > 0 || !Array.isArray(dice)) {
    return { legal: false, refusals: [...(assessment.ok ? [] : assessment.refusals), ...badDice] };
  }
  return resolveCleared(assessment.shot, [dice[0] as number, dice[1] as number], pack);
}

export interface FireOption {
  readonly ammo: Ammo;
  readonly band: RangeBand;
}

/**
 * For a refused shot: the ammunition and range band combinations that would be allowed with
 * everything else unchanged (e.g. roundshot instead of canister). The current combination is
 * left out. Dice play no part in whether a shot is allowed, so they are ignored here.
 * Total: for anything that is not a setup, or not a pack, the answer is an empty list.
 */
export function legalAlternatives(request: FireSetup, pack: ValidatedPack): readonly FireOption[] {
  if (!isRecord(request)) return [];
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
  const range: unknown = request.range;
  if (!isOneOf(AMMUNITION, request.ammo)) return undefined;
  if (validRange(range) && 'band' in range) return { ammo: request.ammo, band: range.band };
  const assessment = assessFire(request, pack);
  return assessment.ok ? { ammo: request.ammo, band: assessment.shot.range.band } : undefined;
}
