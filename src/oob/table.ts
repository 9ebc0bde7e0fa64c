/**
 * A spreadsheet's copy: cells split by tabs, a header row naming the columns in either language
 * and in any order ("Unit / Type / Class / Figs", «Часть / Тип / Класс / Фигуры»), and rows read
 * by their columns: the name cell as a unit's name, the other cells as what they name (a number in
 * the figures column is figures, in the men column men).
 */
import type { Column } from './facts';
import type { OobContext, OobProblem } from './model';
import type { Quantities } from './quantities';
import { type Scan, scan } from './scan';
import { tokenize } from './text';
import type { Vocabulary } from './vocabulary';

export interface Table {
  /** Each cell's column (undefined: a column the reader does not know). */
  readonly columns: readonly (Column | undefined)[];
}

export function cellsOf(line: string): string[] {
  return line.split('\t').map((c) => c.trim());
}

/** A header row: two known column words or more, and no fewer known than unknown. */
export function readHeader(
  cells: readonly string[],
  columns: Vocabulary,
): { table: Table; problems: OobProblem[] } | undefined {
  const found = cells.map((cell): Column | undefined => {
    const tokens = tokenize(cell);
    const at = tokens.findIndex((t) => t.kind !== 'sym');
    const hit = at >= 0 ? columns.at(tokens, at) : undefined;
    return hit?.entry.facts.find((f) => f.f === 'column')?.v;
  });
  const filled = cells.filter((c) => c !== '').length;
  const known = found.filter((c) => c !== undefined).length;
  if (known < 2 || known * 2 < filled || !found.includes('name')) return undefined;
  const problems: OobProblem[] = cells
    .map((cell, i) => (cell !== '' && found[i] === undefined ? cell : undefined))
    .filter((c): c is string => c !== undefined)
    .map((column) => ({ code: 'column.unknown', params: { column } }));
  return { table: { columns: found }, problems };
}

export interface Row {
  readonly cells: Partial<Record<Column, string>>;
  readonly scan: Scan;
}

const ATTRIBUTES: readonly Column[] = ['type', 'class', 'nation', 'guns'];

/** A row's cells by column and the unit text they make. */
export function readRow(
  cells: readonly string[],
  table: Table,
  words: Vocabulary,
  guns: OobContext['guns'],
): Row {
  const byColumn: Partial<Record<Column, string>> = {};
  table.columns.forEach((column, i) => {
    const cell = cells[i];
    if (column && cell) byColumn[column] = cell;
  });
  const name = byColumn.name ?? '';
  const base = scan(tokenize(name), name, words, 'line', guns);
  const joined: Scan = { ...base, said: [...base.said], unread: [...base.unread] };
  for (const column of ATTRIBUTES) {
    const cell = byColumn[column];
    if (!cell) continue;
    const part = scan(tokenize(cell), cell, words, 'attributes', guns);
    const classWord = column === 'class' && !part.said.some((s) => s.fact.f === 'class');
    for (const s of part.said) {
      if (classWord && s.fact.f === 'type' && s.fact.v === 'line')
        joined.said.push({ fact: { f: 'class', v: 'line', w: 2 }, inName: false });
      else joined.said.push(s);
    }
    joined.unread.push(...part.unread);
    joined.quantities = mergeQuantities(joined.quantities, part.quantities);
    if (part.gun !== undefined) joined.gun = part.gun;
    if (column === 'guns' && part.bare !== undefined)
      joined.quantities.calibres.push({ calibre: part.bare, howitzer: false, written: cell });
  }
  const number = (column: Column) => {
    const cell = byColumn[column];
    return cell ? tokenize(cell).find((t) => t.kind === 'num')?.value : undefined;
  };
  const figures = number('figures');
  const men = number('men');
  const count = number('count');
  if (figures !== undefined) joined.quantities.figures = figures;
  if (men !== undefined) joined.quantities.men = men;
  if (count !== undefined && Number.isInteger(count)) joined.quantities.count = count;
  return { cells: byColumn, scan: joined };
}

function mergeQuantities(a: Quantities, b: Quantities): Quantities {
  return {
    ...a,
    ...(b.count !== undefined ? { count: b.count } : {}),
    ...(b.figures !== undefined ? { figures: b.figures } : {}),
    ...(b.men !== undefined ? { men: b.men } : {}),
    each: a.each || b.each,
    calibres: [...a.calibres, ...b.calibres],
    facts: [...a.facts, ...b.facts],
  };
}
