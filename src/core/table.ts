/**
 * Reading the Artillery Fire Casualty Table (artillery.procedure). The table itself is pack
 * data: the rules text does not print it.
 */
import type { TableColumn, ValidatedPack } from './pack';
import type { Ammo, RangeBand } from './vocabulary';

/** The cell read: which column, which score row, and the casualties it gives. */
export interface TableCell {
  readonly ammo: Ammo;
  readonly band: RangeBand;
  /** The modified score that was looked up. */
  readonly score: number;
  /** The row actually read: the score, or the nearest end of the table. */
  readonly row: number;
  /** `below`/`above`: the score fell off the table and its lowest/highest row was used. */
  readonly clamped: 'none' | 'below' | 'above';
  readonly casualties: number;
}

export function tableColumn(pack: ValidatedPack, ammo: Ammo, band: RangeBand): TableColumn {
  return pack.table[ammo][band];
}

/** Look a modified score up in a column (validated: non-empty, contiguous, ascending). */
export function readTable(
  column: NonNullable<TableColumn>,
  ammo: Ammo,
  band: RangeBand,
  score: number,
): TableCell {
  const first = column[0];
  const last = column[column.length - 1];
  if (first === undefined || last === undefined) {
    // Unreachable for a validated pack; answer "no casualties" rather than throw.
    return { ammo, band, score, row: score, clamped: 'none', casualties: 0 };
  }
  if (score <= first.score) {
    return {
      ammo,
      band,
      score,
      row: first.score,
      clamped: score < first.score ? 'below' : 'none',
      casualties: first.casualties,
    };
  }
  if (score >= last.score) {
    return {
      ammo,
      band,
      score,
      row: last.score,
      clamped: score > last.score ? 'above' : 'none',
      casualties: last.casualties,
    };
  }
  const row = column[score - first.score] ?? last;
  return { ammo, band, score, row: row.score, clamped: 'none', casualties: row.casualties };
}
