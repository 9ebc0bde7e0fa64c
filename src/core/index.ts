/** The rules engine's public surface. Pure TypeScript: no DOM, storage, Solid or UI strings. */
export * from './allocation';
export * from './assess';
export * from './codes';
export * from './dice';
export * from './fire';
export * from './fire-request';
export * from './modifiers';
export * from './odds';
export * from './open-order';
export * from './pack';
export * from './range';
export * from './restrictions';
export * from './situation';
export * from './table';
export * from './vocabulary';
