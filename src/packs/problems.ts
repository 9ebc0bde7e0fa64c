/**
 * A rule pack's problems: the kit's parse codes (src/check/parse.ts) plus the pack's own, the size
 * limits, and the two parsers only packs need (an id, a bilingual text).
 */

import { PARSE_PROBLEM_CODES, record, text } from '../check/parse';
import { at, type Problem, type Problems as ProblemSink } from '../check/problem';
import { isSlug, type PackText, type ValidatedPack } from '../core/pack';
import type { Result } from '../core/result';
import type { Scale } from '../core/vocabulary';

export const PACK_PROBLEM_CODES = [
  ...PARSE_PROBLEM_CODES,
  'id.format',
  'id.duplicate',
  'range.not-increasing',
  'rows.not-contiguous',
  'casualties.decreasing',
  'table.no-columns',
  // artillery.movement: the half-move penalty is a negative modifier («отрицательный модификатор»)
  'modifier.not-negative',
] as const;
export type PackProblemCode = (typeof PACK_PROBLEM_CODES)[number];

export type PackProblem = Problem<PackProblemCode>;

/** A pack that is not one: every problem the validator found, with its path. */
export interface PackInvalid {
  readonly code: 'pack-invalid';
  readonly problems: readonly PackProblem[];
}

export type PackValidation = Result<ValidatedPack, PackInvalid>;

/** Size limits: a shared pack is small; anything bigger is a mistake or an attack. */
export const PACK_LIMITS = Object.freeze({
  idLength: 40,
  nameLength: 80,
  sourceLength: 600,
  version: 1_000_000,
  gunTypes: 24,
  rows: 40,
  scoreMin: -20,
  scoreMax: 40,
  casualtiesMax: 99,
  modifierAbs: 10,
  distanceMax: Object.freeze({ cm: 1000, in: 400 } satisfies Record<Scale, number>),
});

export type Problems = ProblemSink<PackProblemCode>;

export function slug(problems: Problems, value: unknown, path: string): string | undefined {
  const id = text(problems, value, path, PACK_LIMITS.idLength);
  if (id !== undefined && !isSlug(id)) {
    problems.push({ path, code: 'id.format' });
    return undefined;
  }
  return id;
}

export function bilingual(
  problems: Problems,
  value: unknown,
  path: string,
  max: number,
): PackText | undefined {
  const data = record(problems, value, path, ['en', 'ru']);
  if (data === undefined) return undefined;
  const en = text(problems, data.en, at(path, 'en'), max);
  const ru = text(problems, data.ru, at(path, 'ru'), max);
  return en !== undefined && ru !== undefined ? { en, ru } : undefined;
}
