/** The check room's face: what other rooms import from it, by name. */
export type { Check, FieldProblem, Shape } from './fields';
export {
  all,
  bool,
  byKind,
  either,
  FIELD_PROBLEM_CODES,
  guard,
  halves,
  int,
  list,
  literal,
  num,
  numberMap,
  object,
  oneOf,
  plainJson,
  text,
  tuple,
} from './fields';
export { canonicalJson, FORBIDDEN_KEYS, findForbiddenKey, isPlainRecord, sameJson } from './json';
export {
  boolean,
  closedSet,
  distance,
  halfFigures,
  integer,
  PARSE_PROBLEM_CODES,
  readList,
  readText,
  record,
} from './parse';
export type { Problem, Problems } from './problem';
export { at } from './problem';
