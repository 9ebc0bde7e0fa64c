/** A pack's casualty table: per ammunition and range band a column of rows (score → casualties), or none. */

import { halfFigures, integer, list, record } from '../check/parse';
import { at, type Problems } from '../check/problem';
import type { CasualtyTable, TableColumn, TableRow } from '../core/pack';
import { AMMUNITION, type Ammo, RANGE_BANDS, type RangeBand } from '../core/vocabulary';
import { PACK_LIMITS, type PackProblemCode } from './problems';

type Sink = Problems<PackProblemCode>;

function column(problems: Sink, value: unknown, path: string): TableColumn | undefined {
  if (value === null) return null;
  if (value === undefined) return undefined;
  const entries = list(problems, value, path, PACK_LIMITS.rows);
  if (entries === undefined) return undefined;
  const before = problems.length;
  const rows: TableRow[] = [];
  entries.forEach((entry, index) => {
    const rowPath = at(path, index);
    const data = record(problems, entry ?? null, rowPath, ['score', 'casualties']);
    if (data === undefined) return;
    const score = integer(
      problems,
      data.score,
      at(rowPath, 'score'),
      PACK_LIMITS.scoreMin,
      PACK_LIMITS.scoreMax,
    );
    // Whole or half figures: the rulebooks' tables give halves.
    const casualties = halfFigures(
      problems,
      data.casualties,
      at(rowPath, 'casualties'),
      PACK_LIMITS.casualtiesMax,
    );
    const previous = rows[rows.length - 1];
    if (
      score !== undefined &&
      previous !== undefined &&
      rows.length === index &&
      score !== previous.score + 1
    ) {
      // Rows run up one score at a time, so the engine can read a row by its score.
      problems.push({
        path: at(rowPath, 'score'),
        code: 'rows.not-contiguous',
        params: { expected: previous.score + 1 },
      });
    }
    if (
      casualties !== undefined &&
      previous !== undefined &&
      rows.length === index &&
      casualties < previous.casualties
    ) {
      // A better score never kills fewer.
      problems.push({
        path: at(rowPath, 'casualties'),
        code: 'casualties.decreasing',
        params: { atLeast: previous.casualties },
      });
    }
    if (score !== undefined && casualties !== undefined) rows.push({ score, casualties });
  });
  return problems.length === before && rows.length > 0 ? rows : undefined;
}

export function table(problems: Sink, value: unknown, path: string): CasualtyTable | undefined {
  const data = record(problems, value, path, AMMUNITION);
  if (data === undefined) return undefined;
  const before = problems.length;
  const parsed: Partial<Record<Ammo, Record<RangeBand, TableColumn>>> = {};
  let columns = 0;
  for (const ammo of AMMUNITION) {
    const ammoPath = at(path, ammo);
    const bands = record(problems, data[ammo], ammoPath, RANGE_BANDS);
    if (bands === undefined) continue;
    const canister = column(problems, bands.canister, at(ammoPath, 'canister'));
    const effective = column(problems, bands.effective, at(ammoPath, 'effective'));
    const long = column(problems, bands.long, at(ammoPath, 'long'));
    for (const entry of [canister, effective, long]) if (entry) columns++;
    if (canister !== undefined && effective !== undefined && long !== undefined)
      parsed[ammo] = { canister, effective, long };
  }
  if (problems.length === before && columns === 0) problems.push({ path, code: 'table.no-columns' });
  const { roundshot, canister } = parsed;
  return problems.length === before && roundshot && canister ? { roundshot, canister } : undefined;
}
