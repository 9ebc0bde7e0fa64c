import type { SyncProblem, SyncProblemCode } from '../../state';

/**
 * Why a shared game text was not read or merged, as the sync words (i18n `sync.problems`) key it: a
 * refusal's own code, and storage failing by its kind (a full phone and a browser that stores
 * nothing have words of their own).
 */
export function syncProblemCode(problem: SyncProblem): SyncProblemCode {
  if (problem.code !== 'storage') return problem.code;
  return problem.kind === 'quota' || problem.kind === 'unavailable' ? problem.kind : 'storage';
}
