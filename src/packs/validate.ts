/**
 * The only way to make a `ValidatedPack`: parse unknown data (a file, a shared link, storage)
 * into a fresh deep-frozen pack, or return EVERY problem with its path
 * (e.g. `gunTypes[1].ranges.effective.cm`). Problems are stable codes with numeric params.
 */

import { boolean, closedSet, integer, record } from '../check/parse';
import type { RulePack, ValidatedPack } from '../core/pack';
import { fail, ok } from '../core/result';
import { RULE_PACK_KEYS, SCALES } from '../core/vocabulary';
import { deepFreeze } from './freeze';
import { bilingual, PACK_LIMITS, type PackProblem, type PackValidation, slug } from './problems';
import { gunTypes } from './validate-guns';
import { modifiers } from './validate-modifiers';
import { table } from './validate-table';

export {
  PACK_LIMITS,
  PACK_PROBLEM_CODES,
  type PackInvalid,
  type PackProblem,
  type PackProblemCode,
  type PackValidation,
} from './problems';

/** Parse a rule pack. Returns every problem found; never throws. */
export function validatePack(input: unknown): PackValidation {
  const problems: PackProblem[] = [];
  const data = record(problems, input, '', RULE_PACK_KEYS);
  if (data === undefined) return fail({ code: 'pack-invalid', problems });
  const id = slug(problems, data.id, 'id');
  const name = bilingual(problems, data.name, 'name', PACK_LIMITS.nameLength);
  const version = integer(problems, data.version, 'version', 1, PACK_LIMITS.version);
  const source = bilingual(problems, data.source, 'source', PACK_LIMITS.sourceLength);
  const official = boolean(problems, data.official, 'official');
  const scales = closedSet(problems, data.scales, 'scales', SCALES);
  const guns = gunTypes(problems, data.gunTypes, 'gunTypes');
  const mods = modifiers(problems, data.modifiers, 'modifiers');
  const casualtyTable = table(problems, data.table, 'table');
  if (
    problems.length > 0 ||
    id === undefined ||
    name === undefined ||
    version === undefined ||
    source === undefined ||
    official === undefined ||
    scales === undefined ||
    guns === undefined ||
    mods === undefined ||
    casualtyTable === undefined
  ) {
    return fail({ code: 'pack-invalid', problems });
  }
  const pack: RulePack = {
    id,
    name,
    version,
    source,
    official,
    scales,
    gunTypes: guns,
    modifiers: mods,
    table: casualtyTable,
  };
  // The brand is applied here (and, for packs compiled into the app and validated by the build, in
  // built-in.ts): this object was built from checked parts.
  return ok(deepFreeze(pack) as ValidatedPack);
}
