/** The club room's face: what other rooms import from it, by name. */
export type { ClubProblem } from './problems';
export { checkAddress } from './problems';
