/**
 * Moved to tests/e2e/support/ (units, fire, idb, layout): kept so specs written against this name
 * still find their steps. New specs import from support/ directly.
 */
export * from './support/fire';
export * from './support/idb';
export * from './support/layout';
export * from './support/units';
