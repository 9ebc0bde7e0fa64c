/** A pack's gun types: ids, names, the battery kinds that may take them, nested range bands. */

import { closedSet, distance, list, record } from '../check/parse';
import { at, type Problems } from '../check/problem';
import type { BandMax, GunType } from '../core/pack';
import { BATTERY_KINDS, type BatteryKind, RANGE_BANDS, type RangeBand, SCALES } from '../core/vocabulary';
import { bilingual, PACK_LIMITS, type PackProblemCode, slug } from './problems';

type Sink = Problems<PackProblemCode>;

function bandRanges(problems: Sink, value: unknown, path: string): Record<RangeBand, BandMax> | undefined {
  const data = record(problems, value, path, RANGE_BANDS);
  if (data === undefined) return undefined;
  const parsed: Partial<Record<RangeBand, Partial<BandMax>>> = {};
  for (const band of RANGE_BANDS) {
    const bandPath = at(path, band);
    const bandData = record(problems, data[band], bandPath, SCALES);
    if (bandData === undefined) continue;
    parsed[band] = {
      cm: distance(problems, bandData.cm, at(bandPath, 'cm'), PACK_LIMITS.distanceMax.cm),
      in: distance(problems, bandData.in, at(bandPath, 'in'), PACK_LIMITS.distanceMax.in),
    };
  }
  // Bands are nested distances: canister < effective < long, in each scale.
  for (const scale of SCALES) {
    for (let index = 1; index < RANGE_BANDS.length; index++) {
      const nearer = RANGE_BANDS[index - 1] as RangeBand;
      const band = RANGE_BANDS[index] as RangeBand;
      const near = parsed[nearer]?.[scale];
      const far = parsed[band]?.[scale];
      if (near !== undefined && far !== undefined && far <= near) {
        problems.push({
          path: at(at(path, band), scale),
          code: 'range.not-increasing',
          params: { mustExceed: near },
        });
      }
    }
  }
  const complete = (band: RangeBand): BandMax | undefined => {
    const entry = parsed[band];
    return entry?.cm !== undefined && entry.in !== undefined ? { cm: entry.cm, in: entry.in } : undefined;
  };
  const canister = complete('canister');
  const effective = complete('effective');
  const long = complete('long');
  return canister && effective && long ? { canister, effective, long } : undefined;
}

export function gunTypes(problems: Sink, value: unknown, path: string): GunType[] | undefined {
  const entries = list(problems, value, path, PACK_LIMITS.gunTypes);
  if (entries === undefined) return undefined;
  const before = problems.length;
  const guns: GunType[] = [];
  const firstIndex = new Map<string, number>();
  entries.forEach((entry, index) => {
    const gunPath = at(path, index);
    const data = record(problems, entry ?? null, gunPath, ['id', 'name', 'ranges'], ['batteryKinds']);
    if (data === undefined) return;
    const id = slug(problems, data.id, at(gunPath, 'id'));
    if (id !== undefined) {
      const first = firstIndex.get(id);
      if (first !== undefined)
        problems.push({ path: at(gunPath, 'id'), code: 'id.duplicate', params: { firstIndex: first } });
      else firstIndex.set(id, index);
    }
    const name = bilingual(problems, data.name, at(gunPath, 'name'), PACK_LIMITS.nameLength);
    const kinds: readonly BatteryKind[] | undefined =
      data.batteryKinds === undefined
        ? undefined
        : closedSet(problems, data.batteryKinds, at(gunPath, 'batteryKinds'), BATTERY_KINDS);
    const ranges = bandRanges(problems, data.ranges, at(gunPath, 'ranges'));
    if (id !== undefined && name !== undefined && ranges !== undefined) {
      guns.push(kinds === undefined ? { id, name, ranges } : { id, name, batteryKinds: kinds, ranges });
    }
  });
  return problems.length === before ? guns : undefined;
}
