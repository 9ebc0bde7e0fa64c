/**
 * Moved to tests/e2e/support/table.ts: kept so specs written against this name still find their
 * steps. New specs import from support/ directly.
 */
export * from './support/table';
