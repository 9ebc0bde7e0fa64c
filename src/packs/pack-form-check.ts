/** The pack form checked as the player types: the validator's problems placed beside the editor's fields. */
import type { ValidatedPack } from '../core/pack';
import { AMMUNITION, type Ammo, RANGE_BANDS, type RangeBand, RULE_PACK_KEYS } from '../core/vocabulary';
import { cellField, type PackForm } from './pack-form';
import { type ColumnStarts, dataWithStarts } from './pack-form-data';
import type { PackFormProblem } from './pack-form-problems';
import { validatePack } from './validate';

export interface PackFormCheck {
  readonly problems: readonly PackFormProblem[];
  /** Present when the draft is a sound pack that may be saved as ready and made active. */
  readonly pack?: ValidatedPack;
  readonly data: unknown;
}

const ROW_PATH = /^table\.(roundshot|canister)\.(canister|effective|long)\[(\d+)\]\.(?:score|casualties)$/;

function fieldOf(path: string, starts: ColumnStarts): string {
  const row = ROW_PATH.exec(path);
  if (!row) return path;
  const [, ammo, band, index] = row as unknown as [string, Ammo, RangeBand, string];
  const start = starts[`${ammo}.${band}`];
  return start === undefined ? `table.${ammo}.${band}` : cellField(ammo, band, start + Number(index));
}

const TOP_ORDER: readonly string[] = RULE_PACK_KEYS;
const TABLE_PATH = /^table\.(roundshot|canister)\.(canister|effective|long)(?:\[(\d+)\])?/;

/** A problem's place in the form, top to bottom: the draft's own problems sit among the validator's. */
function readingOrder(path: string): number {
  const top = TOP_ORDER.indexOf(path.split(/[.[]/)[0] ?? '');
  const rank = (top < 0 ? TOP_ORDER.length : top) * 1_000_000;
  const cell = TABLE_PATH.exec(path);
  if (!cell) return rank;
  const [, ammo, band, row] = cell as unknown as [string, Ammo, RangeBand, string | undefined];
  return (
    rank +
    AMMUNITION.indexOf(ammo) * 100_000 +
    RANGE_BANDS.indexOf(band) * 1_000 +
    (row === undefined ? 999 : Number(row))
  );
}

export interface PackFormContext {
  /** Ids of the other packs on this phone (not the one being edited). */
  readonly takenIds: readonly string[];
  /** The built-in pack's id, which no entered pack may take. */
  readonly builtInId: string;
}

export function checkPackForm(draft: PackForm, context: PackFormContext): PackFormCheck {
  const { data, starts, problems: own } = dataWithStarts(draft);
  const result = validatePack(data);
  const problems: PackFormProblem[] = [];
  const id = draft.id.trim();
  if (id === context.builtInId) problems.push({ field: 'id', path: 'id', code: 'id-built-in' });
  else if (context.takenIds.includes(id)) problems.push({ field: 'id', path: 'id', code: 'id-taken' });
  problems.push(...own);
  // A field the draft already flagged gets no second sentence from the validator about the same value.
  const flagged = new Set(own.map((problem) => problem.field));
  if (!result.ok) {
    for (const problem of result.problem.problems) {
      const field = fieldOf(problem.path, starts);
      if (flagged.has(field)) continue;
      // A missing key in editor output is a field left empty: the editor words it so (isDraftOnly).
      problems.push({ ...problem, field });
    }
  }
  problems.sort((a, b) => readingOrder(a.path) - readingOrder(b.path));
  return problems.length === 0 && result.ok ? { problems, pack: result.value, data } : { problems, data };
}
