/**
 * Shared test data: a unit card and a logged shot (resolution record) with plain defaults; each test
 * states only what matters to it.
 */
import type { FireChain } from '../../src/core/fire';
import type { ResolutionRecord, ShotInput, UnitCard } from '../../src/records/model';
import type { SavedSide } from '../../src/records/saved-sides';

export function unitCard(patch: Partial<UnitCard> = {}): UnitCard {
  return {
    id: 'u',
    name: 'Unit',
    side: 'mine',
    nation: 'france',
    arm: 'infantry',
    infantryType: 'line',
    markers: { jager: false, fusilier: false, imperialGuard: false },
    class: 'line',
    startFigures: 36,
    figures: 36,
    formation: 'line',
    screen: { attached: false, figures: 0 },
    gunType: '6pdr',
    batteryKind: 'foot',
    createdAt: 1,
    updatedAt: 1,
    ...patch,
  };
}

/** The practice pack's stamp, as a shot records it. */
export const PRACTICE_STAMP = { id: 'practice', version: 1, official: false } as const;

/**
 * A logged shot, as every version of the app stored it: battery `b1` fired roundshot at `t1` at
 * effective range, dice 3 and 4 rolled by the app, refused (with no refusal listed). A patch's
 * `input` is merged into these inputs. No `side` or `game` (absent in shots logged before them, and
 * read as 'mine' and game 1): give them where they matter. A legal shot: `result: legalResult(…)`.
 */
export function shotRecord(
  patch: Omit<Partial<ResolutionRecord>, 'input'> & { input?: Partial<ShotInput> } = {},
): ResolutionRecord {
  const { input, ...rest } = patch;
  return {
    id: 'r1',
    at: 1000,
    turn: 1,
    input: {
      batteryId: 'b1',
      targetId: 't1',
      ammo: 'roundshot',
      range: { band: 'effective' },
      movement: { moved: 'none', unlimbered: false },
      situation: {},
      ...input,
    },
    batteryName: 'Battery',
    targetName: 'Target',
    dice: [3, 4],
    diceSource: 'app',
    result: { legal: false, refusals: [] },
    pack: { ...PRACTICE_STAMP },
    ...rest,
  };
}

/**
 * A legal canister shot's result, rolled 3 and 4 (7, no modifier): its table gives `line` figures
 * to the formed unit and `skirmishers` to its screen.
 */
export function legalResult(line: number, skirmishers = 0): ResolutionRecord['result'] {
  const casualties = line + skirmishers;
  const chain: FireChain = {
    range: { band: 'canister', derivation: 'declared' },
    checks: [],
    modifiers: [],
    dice: [3, 4],
    roll: 7,
    totalModifier: 0,
    modifiedScore: 7,
    cell: { ammo: 'canister', band: 'canister', score: 7, row: 7, clamped: 'none', casualties },
    casualties,
    allocation: { skirmishers, line },
    pack: { ...PRACTICE_STAMP },
  };
  return { legal: true, chain };
}

/** The inputs of a canister shot (what `legalResult` was rolled for). */
export const CANISTER = { ammo: 'canister', range: { band: 'canister' } } as const;

/** A unit of a saved side (issue 34 item 4): a French line battalion of 36 figures. */
export const savedBattalion = {
  name: '1/27e Ligne',
  arm: 'infantry',
  infantryType: 'line',
  markers: { jager: false, fusilier: false, imperialGuard: false },
  class: 'line',
  nation: 'france',
  figures: 36,
} as const;

/** A saved side: a brigade of two battalions and an unattached foot battery. */
export const savedFrench: SavedSide = {
  id: 's1',
  name: 'French',
  nation: 'france',
  commander: 'GdD Marchand',
  brigades: [
    {
      name: 'Lefèvre',
      commander: 'GdB Lefèvre',
      units: [savedBattalion, { ...savedBattalion, name: '2/27e Ligne' }],
    },
  ],
  units: [
    {
      ...savedBattalion,
      name: 'Foot battery',
      arm: 'artillery',
      figures: 6,
      gunType: '8pdr',
      batteryKind: 'foot',
    },
  ],
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
};
