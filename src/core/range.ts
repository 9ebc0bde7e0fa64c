/**
 * Measuring range (artillery.procedure): a declared band, or a distance turned into a band
 * with the gun type's range bands from the pack, in the table's scale.
 */
import type { Refusal } from './codes';
import { isRecord } from './guards';
import { type GunType, isUsablePack, type ValidatedPack } from './pack';
import { isOneOf, RANGE_BANDS, type RangeBand, SCALES, type Scale } from './vocabulary';

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

/** The far edge of each band for this gun in this scale, or undefined when the gun has none. */
function bandEdges(gun: unknown, scale: Scale): Readonly<Record<RangeBand, number>> | undefined {
  if (!isRecord(gun) || !isRecord(gun.ranges)) return undefined;
  const edges: Partial<Record<RangeBand, number>> = {};
  for (const band of RANGE_BANDS) {
    const max = gun.ranges[band];
    const edge = isRecord(max) ? max[scale] : undefined;
    if (typeof edge !== 'number' || !Number.isFinite(edge)) return undefined;
    edges[band] = edge;
  }
  const { canister, effective, long } = edges;
  return canister !== undefined && effective !== undefined && long !== undefined
    ? { canister, effective, long }
    : undefined;
}

/**
 * The band a distance falls in. A distance equal to a band's maximum is inside that band.
 * Total: a value that is not a pack is `pack.invalid`, a gun without ranges `gun-type.unknown`,
 * a distance that is not a finite number of zero or more (or an unknown scale)
 * `request.invalid-range`.
 */
export function bandForDistance(
  gun: GunType,
  distance: number,
  scale: Scale,
  pack: ValidatedPack,
): RangeAnswer {
  const ruleRef = 'artillery.procedure';
  if (!isUsablePack(pack)) return { ok: false, refusal: { code: 'pack.invalid', ruleRef } };
  if (typeof distance !== 'number' || !Number.isFinite(distance) || distance < 0 || !isOneOf(SCALES, scale))
    return { ok: false, refusal: { code: 'request.invalid-range', ruleRef } };
  if (!pack.scales.includes(scale)) {
    return { ok: false, refusal: { code: 'range.scale-unsupported', ruleRef } };
  }
  const edges = bandEdges(gun, scale);
  if (edges === undefined) return { ok: false, refusal: { code: 'gun-type.unknown', ruleRef } };
  for (const band of RANGE_BANDS) {
    const bandMax = edges[band];
    if (distance <= bandMax) {
      return { ok: true, range: { band, derivation: 'measured', distance, scale, bandMax } };
    }
  }
  return {
    ok: false,
    refusal: {
      code: 'range.beyond-long',
      ruleRef: 'artillery.procedure',
      params: { distance, longMax: edges.long },
    },
  };
}
