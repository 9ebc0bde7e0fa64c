/**
 * Measuring range (artillery.procedure): a declared band, or a distance turned into a band
 * with the gun type's range bands from the pack, in the table's scale.
 */
import type { Refusal } from './codes';
import type { GunType, ValidatedPack } from './pack';
import { RANGE_BANDS, type RangeBand, type Scale } from './vocabulary';

/** Range as the player gives it: the band itself, or a measured distance. */
export type RangeInput = { readonly band: RangeBand } | { readonly distance: number; readonly scale: Scale };

/** The band used, and how it was found. */
export type ResolvedRange =
  | { readonly band: RangeBand; readonly derivation: 'declared' }
  | {
      readonly band: RangeBand;
      readonly derivation: 'measured';
      readonly distance: number;
      readonly scale: Scale;
      /** The far edge of the band in that scale (from the pack). */
      readonly bandMax: number;
    };

export type RangeAnswer =
  | { readonly ok: true; readonly range: ResolvedRange }
  | { readonly ok: false; readonly refusal: Refusal };

/** The band a distance falls in. A distance equal to a band's maximum is inside that band. */
export function bandForDistance(
  gun: GunType,
  distance: number,
  scale: Scale,
  pack: ValidatedPack,
): RangeAnswer {
  if (!pack.scales.includes(scale)) {
    return { ok: false, refusal: { code: 'range.scale-unsupported', ruleRef: 'artillery.procedure' } };
  }
  for (const band of RANGE_BANDS) {
    const bandMax = gun.ranges[band][scale];
    if (distance <= bandMax) {
      return { ok: true, range: { band, derivation: 'measured', distance, scale, bandMax } };
    }
  }
  return {
    ok: false,
    refusal: {
      code: 'range.beyond-long',
      ruleRef: 'artillery.procedure',
      params: { distance, longMax: gun.ranges.long[scale] },
    },
  };
}
