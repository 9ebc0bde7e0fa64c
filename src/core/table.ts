/**
 * Reading the Artillery Fire Casualty Table (artillery.procedure). The table itself is pack
 * data: the rules text does not print it.
 */
import { isHalfFigures, isRecord, isSafeWhole } from './guards';
import type { TableColumn, TableRow, ValidatedPack } from './pack';
import { AMMUNITION, type Ammo, isOneOf, RANGE_BANDS, type RangeBand } from './vocabulary';

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
  /** Whole or half figures. */
  readonly casualties: number;
}

function isRow(value: unknown): value is TableRow {
  return isRecord(value) && isSafeWhole(value.score) && isHalfFigures(value.casualties);
}

/**
 * The pack's column for this ammunition at this band, as fresh rows; `null` where the pack has
 * none, and also for anything that is not a pack or not a known ammunition and band.
 */
export function tableColumn(pack: ValidatedPack, ammo: Ammo, band: RangeBand): TableColumn {
  if (!isRecord(pack) || !isRecord(pack.table) || !isOneOf(AMMUNITION, ammo) || !isOneOf(RANGE_BANDS, band))
    return null;
  const bands = pack.table[ammo];
  if (!isRecord(bands)) return null;
  const column = bands[band];
  if (!Array.isArray(column) || column.length === 0 || !column.every(isRow)) return null;
  return column.map((row: TableRow) => ({ score: row.score, casualties: row.casualties }));
}

/**
 * Look a modified score up in a column (validated: non-empty, contiguous, ascending).
 * Total: `undefined` when the column is not such a column, the ammunition or band is unknown, or
 * the score is not a whole number; never a throw or NaN.
 */
export function readTable(
  column: NonNullable<TableColumn>,
  ammo: Ammo,
  band: RangeBand,
  score: number,
): TableCell | undefined {
  if (!Array.isArray(column) || !isOneOf(AMMUNITION, ammo) || !isOneOf(RANGE_BANDS, band)) return undefined;
  if (!isSafeWhole(score)) return undefined;
  const first: unknown = column[0];
  const last: unknown = column[column.length - 1];
  if (!isRow(first) || !isRow(last)) return undefined;
  // A score at or past either end reads that end's row (said as clamped when past it).
  const end = score <= first.score ? first : score >= last.score ? last : undefined;
  if (end) {
    const clamped = score < end.score ? 'below' : score > end.score ? 'above' : 'none';
    return { ammo, band, score, row: end.score, clamped, casualties: end.casualties };
  }
  // Rows run one score apart, so the row for a score is at its distance from the first.
  const row: unknown = column[score - first.score];
  if (!isRow(row) || row.score !== score) return undefined;
  return { ammo, band, score, row: row.score, clamped: 'none', casualties: row.casualties };
}
