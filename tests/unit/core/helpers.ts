/**
 * Shared fixtures for the engine tests: a small test pack with round numbers (so expected
 * results can be worked out by hand) and a request builder.
 */
import type { FireRequest, FireTarget } from '../../../src/core/fire-request';
import type { RulePack, ValidatedPack } from '../../../src/core/pack';
import { validatePack } from '../../../src/packs/validate';

const scores = (casualties: readonly number[]) =>
  casualties.map((count, index) => ({ score: 2 + index, casualties: count }));

/** Test pack; every column covers scores 2..12 (a bare 2D6). Numbers are arbitrary. */
export const testPackData: RulePack = {
  id: 'test',
  name: { en: 'Test pack', ru: 'Тестовый набор' },
  version: 3,
  source: { en: 'Numbers for the tests only', ru: 'Числа только для тестов' },
  official: false,
  scales: ['cm', 'in'],
  gunTypes: [
    {
      id: '9pdr',
      name: { en: '9-pounder', ru: '9-фунтовое' },
      ranges: { canister: { cm: 10, in: 6 }, effective: { cm: 30, in: 18 }, long: { cm: 60, in: 36 } },
    },
    {
      id: 'horse-6pdr',
      name: { en: 'Horse 6-pounder', ru: 'Конное 6-фунтовое' },
      batteryKinds: ['horse'],
      ranges: { canister: { cm: 8, in: 5 }, effective: { cm: 25, in: 15 }, long: { cm: 50, in: 30 } },
    },
  ],
  modifiers: { movedHalf: -1, targetFormation: { column: 1, square: 2, 'skirmish-screen': -2 } },
  table: {
    roundshot: {
      //        2  3  4  5  6  7  8  9 10 11 12
      canister: scores([0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 6]),
      effective: scores([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5]),
      long: scores([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3]),
    },
    canister: {
      //        2  3  4  5  6  7  8  9 10 11 12
      canister: scores([1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 7]),
      effective: scores([0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4]),
      long: null,
    },
  },
};

function mustValidate(data: unknown): ValidatedPack {
  const result = validatePack(data);
  if (!result.ok) throw new Error(`test pack invalid: ${JSON.stringify(result.problem.problems)}`);
  return result.value;
}

export const testPack = mustValidate(testPackData);

/** A 24-figure Austrian line battalion in line. */
export const austrianLine: FireTarget = {
  side: 'opponent',
  arm: 'infantry',
  nation: 'austria',
  infantryType: 'line',
  markers: { jager: false, fusilier: false, imperialGuard: false },
  class: 'line',
  formation: 'line',
  figures: 24,
};

export interface Patch extends Partial<Omit<FireRequest, 'battery' | 'target' | 'movement'>> {
  battery?: Partial<FireRequest['battery']>;
  target?: Partial<FireTarget>;
  movement?: Partial<FireRequest['movement']>;
}

/**
 * A French foot 9pdr that has not moved, firing roundshot at effective range at the Austrian
 * line with dice 3 + 4, plus the patch.
 */
export function shot(patch: Patch = {}): FireRequest {
  const { battery, target, movement, ...rest } = patch;
  return {
    battery: { side: 'mine', nation: 'france', kind: 'foot', gunType: '9pdr', ...battery },
    target: { ...austrianLine, ...target },
    ammo: 'roundshot',
    range: { band: 'effective' },
    movement: { moved: 'none', unlimbered: false, ...movement },
    firedThisTurn: false,
    dice: [3, 4],
    ...rest,
  };
}
