/**
 * The one validation kit for data from outside (a backup, a rule pack, another phone's text).
 * A `Check` looks at a value in place and never throws or copies. Called with two arguments it
 * stops at the FIRST problem and returns it (a record is refused on the first thing wrong);
 * called with a third, `every`, it writes EVERY problem there and goes on (a rule pack shows the
 * player all that is wrong at once), still returning the first. One code vocabulary
 * (`CHECK_PROBLEM_CODES`); a caller that speaks its own translates at its edge (fields.ts: the
 * backup's `field.*`; parse.ts: the readers that build a rule pack).
 */
export * from './kit-base';
export * from './kit-shapes';
export * from './kit-values';
