/** The pack form back into pack data (possibly broken): what a draft record stores and the validator reads. */
import {
  AMMUNITION,
  type Ammo,
  BATTERY_KINDS,
  CAVALRY_FORMATIONS,
  PACK_FORMATIONS,
  RANGE_BANDS,
  type RangeBand,
  SCALES,
} from '../core/vocabulary';
import { type AmmoTableForm, cellField, type PackForm } from './pack-form';
import { isFigures, readFigures, readNumber } from './pack-form-numbers';
import type { PackFormProblem } from './pack-form-problems';

type Loose = Readonly<Record<string, unknown>>;

/** Where a cell's rows start, so a validator path `…[3]` finds its score again. */
export type ColumnStarts = Partial<Record<`${Ammo}.${RangeBand}`, number>>;

/** Scores of a column that are typed in, lowest to highest; empty cells at either end are left out. */
function filledSpan(table: AmmoTableForm, band: RangeBand): [number, number] | undefined {
  const cells = table.bands[band].cells;
  let low: number | undefined;
  let high: number | undefined;
  for (let score = table.first; score <= table.last; score++) {
    if ((cells[String(score)] ?? '').trim() === '') continue;
    low ??= score;
    high = score;
  }
  return low === undefined || high === undefined ? undefined : [low, high];
}

interface PackFormData {
  readonly data: Loose;
  readonly starts: ColumnStarts;
  /** What the draft itself finds wrong before the validator looks: cells that are not figures, the sign rule. */
  readonly problems: readonly PackFormProblem[];
}

/** Modifiers typed in: empty fields are left out (empty means none). */
function typedModifiers<K extends string>(
  keys: readonly K[],
  texts: Record<K, string>,
): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const key of keys) {
    const value = readNumber(texts[key]);
    if (value !== undefined) typed[key] = value;
  }
  return typed;
}

export function dataWithStarts(draft: PackForm): PackFormData {
  const starts: ColumnStarts = {};
  const problems: PackFormProblem[] = [];
  const table: Record<string, unknown> = {};
  for (const ammo of AMMUNITION) {
    const ammoTable = draft.table[ammo];
    const columns: Record<string, unknown> = {};
    for (const band of RANGE_BANDS) {
      if (!ammoTable.bands[band].used) {
        columns[band] = null;
        continue;
      }
      const span = filledSpan(ammoTable, band);
      const rows: unknown[] = [];
      if (span) {
        starts[`${ammo}.${band}`] = span[0];
        for (let score = span[0]; score <= span[1]; score++) {
          const casualties = readFigures(ammoTable.bands[band].cells[String(score)] ?? '');
          if (casualties !== undefined && !isFigures(casualties)) {
            const path = `table.${ammo}.${band}[${score - span[0]}].casualties`;
            problems.push({ field: cellField(ammo, band, score), path, code: 'figures.not-half' });
          }
          rows.push(casualties === undefined ? { score } : { score, casualties });
        }
      }
      columns[band] = rows;
    }
    table[ammo] = columns;
  }
  const movedHalf = readNumber(draft.movedHalf);
  // artillery.movement: «отрицательный модификатор» — the text gives no value, but its sign.
  if (typeof movedHalf === 'number' && movedHalf >= 0)
    problems.push({
      field: 'modifiers.movedHalf',
      path: 'modifiers.movedHalf',
      code: 'modifier.not-negative',
    });
  const modifiers: Record<string, unknown> = {
    movedHalf,
    targetFormation: typedModifiers(PACK_FORMATIONS, draft.formations),
  };
  // The newer modifiers only when typed, so a pack without them reads back as the same pack.
  const cavalryFormation = typedModifiers(CAVALRY_FORMATIONS, draft.cavalry);
  if (Object.keys(cavalryFormation).length > 0) modifiers.cavalryFormation = cavalryFormation;
  const batteryTarget = readNumber(draft.batteryTarget);
  if (batteryTarget !== undefined) modifiers.batteryTarget = batteryTarget;
  const data: Loose = {
    id: draft.id.trim(),
    name: { ...draft.name },
    version: draft.version,
    source: { ...draft.source },
    official: draft.official,
    scales: SCALES.filter((scale) => draft.scales[scale]),
    gunTypes: draft.guns.map((gun) => {
      const listed = gun.kindsListed || !(gun.foot && gun.horse);
      const ranges = Object.fromEntries(
        RANGE_BANDS.map((band) => [
          band,
          Object.fromEntries(SCALES.map((scale) => [scale, readNumber(gun.ranges[band][scale])])),
        ]),
      );
      const name = { ...gun.name };
      const id = gun.id.trim();
      return listed
        ? { id, name, batteryKinds: BATTERY_KINDS.filter((kind) => gun[kind]), ranges }
        : { id, name, ranges };
    }),
    modifiers,
    table,
  };
  return { data, starts, problems };
}

/** The draft as pack data (possibly broken): what a draft record stores. */
export function dataFromPackForm(draft: PackForm): unknown {
  return dataWithStarts(draft).data;
}
