/**
 * The pack form's problems: the validator's codes (problems.ts) placed beside the editor's fields,
 * plus the few only the editor knows. One code per fact: a cell that is not whole or half figures
 * is `figures.not-half` and a half-move penalty that is not negative is `modifier.not-negative`,
 * the validator's own codes, whether the editor or the validator finds them.
 */
import type { PackProblemCode } from './problems';

/**
 * The codes the editor words itself, saying what to type: those only it knows (an id already used
 * on this phone or built in), a field left empty (the validator's `key.missing`: editor output
 * leaves out an empty field), and the two the editor finds before the validator does.
 */
export const DRAFT_PROBLEM_CODES = [
  'key.missing',
  'id-taken',
  'id-built-in',
  'figures.not-half',
  'modifier.not-negative',
] as const;
export type DraftOnlyCode = (typeof DRAFT_PROBLEM_CODES)[number];

export interface PackFormProblem {
  /** The editor field it belongs beside: the validator path, except table cells (`table.canister.effective@7`). */
  readonly field: string;
  /** The validator's path (for words: `packPathText`). */
  readonly path: string;
  readonly code: PackProblemCode | DraftOnlyCode;
  readonly params?: Readonly<Record<string, number>>;
}

/** Is this problem worded by the editor's own words (true) or by the engine dictionary? */
export function isDraftOnly(code: PackFormProblem['code']): code is DraftOnlyCode {
  return (DRAFT_PROBLEM_CODES as readonly string[]).includes(code);
}
