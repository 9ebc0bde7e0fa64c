/**
 * The rules engine's public surface. Pure TypeScript: no DOM, storage, Solid or UI strings.
 * Every function exported here is total: for ANY argument (null, wrong types, NaN, an unknown
 * nation or gun, dice outside 1–6, a junk pack) it answers with a refusal carrying a stable code,
 * or with a safe answer its comment documents; it never throws and never answers NaN
 * (tests/unit/core/total.test.ts feeds each of them arbitrary values).
 * Internal building blocks (the restriction checks that fill a verdict, `resolveCleared`) stay
 * in their modules.
 */
export * from './allocation';
export * from './assess';
export * from './codes';
export * from './dice';
export * from './fire';
export * from './fire-request';
export * from './fired';
export * from './guards';
export * from './modifiers';
export * from './odds';
export * from './open-order';
export * from './pack';
export * from './range';
export type { Verdict } from './restrictions';
export * from './situation';
export * from './table';
export * from './vocabulary';
