import type { RulePack, ValidatedPack } from '../core';

/** Freeze a pack and everything in it: a validated pack can never be changed behind the engine's back. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/**
 * Packs compiled into the app (the practice pack) are validated when the app is BUILT: the
 * `gb-built-in-packs` plugin in vite.config.ts runs `validatePack` on each and fails the build on any
 * problem, and tests/unit/packs/practice.test.ts checks that the validator returns exactly this
 * object. At run time they are only frozen and branded, so the validator's code stays out of the
 * first load. Every pack that comes from a player, a file, a link or storage still goes through
 * `validatePack` at run time.
 */
export function builtInPack(data: RulePack): ValidatedPack {
  return deepFreeze(structuredClone(data)) as ValidatedPack;
}
