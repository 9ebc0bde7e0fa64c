/** The kit's one code vocabulary, the shape of a check, and how a check reports what it finds (kit.ts). */
import type { Problem, Problems } from './problem';

export const CHECK_PROBLEM_CODES = [
  'type.object',
  'type.array',
  'type.string',
  'type.number',
  'type.integer',
  'type.boolean',
  // not plain JSON (a value JSON.stringify cannot write)
  'type.json',
  'key.unknown',
  'key.missing',
  'key.forbidden',
  'key.too-many',
  'string.empty',
  'string.too-short',
  'string.too-long',
  'value.unknown',
  'value.duplicate',
  // not the one value allowed here (a format's version)
  'value.not-literal',
  'number.out-of-range',
  // whole or half figures (1, 1.5, 2…), nothing finer
  'figures.not-half',
  'array.empty',
  'array.too-short',
  'array.too-long',
  'array.length',
  'json.too-deep',
  'json.too-large',
] as const;
export type CheckProblemCode = (typeof CHECK_PROBLEM_CODES)[number];

/**
 * Checks a value found at `path`. Without `every`: the first problem, or nothing. With `every`:
 * every problem is pushed there (the first is also returned).
 */
export type Check<C extends string = CheckProblemCode> = (
  value: unknown,
  path: string,
  every?: Problems<C>,
) => Problem<C> | undefined;

/** A problem found by a check itself (not relayed from a part): written to `every` if collecting. */
export function report<C extends string>(
  every: Problems<C> | undefined,
  path: string,
  code: C,
  params?: Readonly<Record<string, number>>,
): Problem<C> {
  const problem: Problem<C> = params ? { path, code, params } : { path, code };
  every?.push(problem);
  return problem;
}
