/**
 * Table-driven cases, one row per situation, each naming the clause it comes from and whether
 * the clause lets the action through (`allows`) or bites (`refuses` / `changes` the result).
 * clauses.test.ts runs them and checks every clause id has both kinds.
 */
import type { CheckCode, ModifierCode, RefusalCode } from '../../../src/core/codes';
import type { OpenOrderCandidate } from '../../../src/core/open-order';
import type { Formation, RuleRef } from '../../../src/core/vocabulary';
import type { Patch } from './helpers';

export type Effect = 'allows' | 'refuses' | 'changes';

const none = { jager: false, fusilier: false, imperialGuard: false };
const infantry = (unit: Partial<OpenOrderCandidate>): OpenOrderCandidate => ({
  arm: 'infantry',
  nation: 'france',
  infantryType: 'line',
  markers: none,
  class: 'veteran',
  ...unit,
});

export interface OpenOrderCase {
  clause: RuleRef;
  effect: Effect;
  name: string;
  unit: OpenOrderCandidate;
  year: number;
  expect: { ok: true; ruleRef: RuleRef } | { ok: false; refusals: [RefusalCode, RuleRef][] };
}

export const openOrderCases: OpenOrderCase[] = [
  {
    clause: 'open-order',
    effect: 'allows',
    name: 'a veteran light battalion is infantry that may open out',
    unit: infantry({ nation: 'austria', infantryType: 'light' }),
    year: 1805,
    expect: { ok: true, ruleRef: 'open-order.a' },
  },
  {
    clause: 'open-order',
    effect: 'refuses',
    name: 'artillery never forms open order',
    unit: { arm: 'artillery', nation: 'france', class: 'guard' },
    year: 1813,
    expect: { ok: false, refusals: [['open-order.not-infantry', 'open-order']] },
  },
  {
    clause: 'open-order.a',
    effect: 'allows',
    name: 'Russian Jäger (line type, Jäger marker), veteran',
    unit: infantry({ nation: 'russia', markers: { ...none, jager: true } }),
    year: 1807,
    expect: { ok: true, ruleRef: 'open-order.a' },
  },
  {
    clause: 'open-order.a',
    effect: 'allows',
    name: 'Prussian Fusiliers, elite, before 1812',
    unit: infantry({ nation: 'prussia', markers: { ...none, fusilier: true }, class: 'elite' }),
    year: 1806,
    expect: { ok: true, ruleRef: 'open-order.a' },
  },
  {
    clause: 'open-order.a',
    effect: 'refuses',
    name: 'French light infantry classed conscript',
    unit: infantry({ infantryType: 'light', class: 'conscript' }),
    year: 1809,
    expect: { ok: false, refusals: [['open-order.class-too-low', 'open-order.a']] },
  },
  {
    clause: 'open-order.a',
    effect: 'refuses',
    name: 'British fusiliers are not Prussian: they fall under clause c and its year',
    unit: infantry({ nation: 'britain', markers: { ...none, fusilier: true } }),
    year: 1811,
    expect: { ok: false, refusals: [['open-order.before-1812', 'open-order.c']] },
  },
  {
    clause: 'open-order.b',
    effect: 'allows',
    name: 'French line battalion, veteran, any year',
    unit: infantry({}),
    year: 1805,
    expect: { ok: true, ruleRef: 'open-order.b' },
  },
  {
    clause: 'open-order.b',
    effect: 'allows',
    name: 'French Imperial Guard battalion classed Guard',
    unit: infantry({ markers: { ...none, imperialGuard: true }, class: 'guard' }),
    year: 1809,
    expect: { ok: true, ruleRef: 'open-order.b' },
  },
  {
    clause: 'open-order.b',
    effect: 'refuses',
    name: 'French line conscripts',
    unit: infantry({ class: 'conscript' }),
    year: 1813,
    expect: { ok: false, refusals: [['open-order.class-too-low', 'open-order.b']] },
  },
  {
    clause: 'open-order.b',
    effect: 'refuses',
    name: 'Imperial Guard marker but classed line: the class applies to the Guard too (our reading)',
    unit: infantry({ markers: { ...none, imperialGuard: true }, class: 'line' }),
    year: 1813,
    expect: { ok: false, refusals: [['open-order.class-too-low', 'open-order.b']] },
  },
  {
    clause: 'open-order.b',
    effect: 'refuses',
    name: 'a French ally’s line battalion is not French, and not Coalition',
    unit: infantry({ nation: 'french-ally', class: 'elite' }),
    year: 1813,
    expect: { ok: false, refusals: [['open-order.french-ally-line', 'open-order.b']] },
  },
  {
    clause: 'open-order.c',
    effect: 'allows',
    name: 'Russian line veteran in 1812',
    unit: infantry({ nation: 'russia' }),
    year: 1812,
    expect: { ok: true, ruleRef: 'open-order.c' },
  },
  {
    clause: 'open-order.c',
    effect: 'allows',
    name: 'other Coalition line, elite, 1815',
    unit: infantry({ nation: 'coalition-other', class: 'elite' }),
    year: 1815,
    expect: { ok: true, ruleRef: 'open-order.c' },
  },
  {
    clause: 'open-order.c',
    effect: 'refuses',
    name: 'Austrian line veteran in 1811: too early',
    unit: infantry({ nation: 'austria' }),
    year: 1811,
    expect: { ok: false, refusals: [['open-order.before-1812', 'open-order.c']] },
  },
  {
    clause: 'open-order.c',
    effect: 'refuses',
    name: 'Prussian Landwehr (militia) in 1813: class too low',
    unit: infantry({ nation: 'prussia', class: 'militia' }),
    year: 1813,
    expect: { ok: false, refusals: [['open-order.class-too-low', 'open-order.c']] },
  },
  {
    clause: 'open-order.c',
    effect: 'refuses',
    name: 'British line conscripts in 1809: both reasons are given',
    unit: infantry({ nation: 'britain', class: 'conscript' }),
    year: 1809,
    expect: {
      ok: false,
      refusals: [
        ['open-order.class-too-low', 'open-order.c'],
        ['open-order.before-1812', 'open-order.c'],
      ],
    },
  },
];

export interface FiresAsCase {
  clause: RuleRef;
  effect: Effect;
  name: string;
  formation: Formation;
  expect: { as: 'close-order' | 'skirmish'; ruleRef?: RuleRef };
}

export const firesAsCases: FiresAsCase[] = [
  {
    clause: 'open-order.d',
    effect: 'changes',
    name: 'open order, though dispersed, fires as close order',
    formation: 'open-order',
    expect: { as: 'close-order', ruleRef: 'open-order.d' },
  },
  {
    clause: 'open-order.d',
    effect: 'allows',
    name: 'a skirmish screen still fires as skirmishers',
    formation: 'skirmish-screen',
    expect: { as: 'skirmish' },
  },
];

export type FireExpect =
  | {
      legal: true;
      checks?: [CheckCode, RuleRef][];
      modifiers?: [ModifierCode, number][];
      modifiedScore?: number;
      casualties?: number;
      allocation?: { skirmishers: number; line: number; ruleRef?: RuleRef };
    }
  | { legal: false; refusals: [RefusalCode, RuleRef][] };

export interface FireCase {
  clause: RuleRef;
  effect: Effect;
  name: string;
  patch: Patch;
  expect: FireExpect;
}

const openOrderTarget: Patch['target'] = { infantryType: 'light', class: 'veteran', formation: 'open-order' };
const screenedColumn: Patch['target'] = {
  nation: 'france',
  formation: 'column',
  figures: 24,
  screen: { figures: 6 },
};
const britishCanister: Patch = {
  battery: { nation: 'britain' },
  ammo: 'canister',
  range: { band: 'canister' },
  target: screenedColumn,
};

export const fireCases: FireCase[] = [
  {
    clause: 'open-order.e',
    effect: 'changes',
    name: 'fire at light infantry in open order: −2 from the text (dice 7 → score 5)',
    patch: { target: openOrderTarget, campaignYear: 1809 },
    expect: { legal: true, modifiers: [['target.open-order', -2]], modifiedScore: 5, casualties: 1 },
  },
  {
    clause: 'open-order.e',
    effect: 'allows',
    name: 'the same battalion in line takes no open-order modifier',
    patch: { target: { infantryType: 'light', class: 'veteran', formation: 'line' } },
    expect: { legal: true, modifiers: [], modifiedScore: 7, casualties: 2 },
  },
  {
    clause: 'artillery.procedure',
    effect: 'allows',
    name: 'roundshot at effective range: 3 + 4 = 7 reads 2 casualties',
    patch: {},
    expect: {
      legal: true,
      checks: [['table.has-column', 'artillery.procedure']],
      modifiedScore: 7,
      casualties: 2,
    },
  },
  {
    clause: 'artillery.procedure',
    effect: 'changes',
    name: 'modifiers are cumulative: column +1 and half move −1 cancel out',
    patch: { target: { formation: 'column' }, movement: { moved: 'half' } },
    expect: {
      legal: true,
      modifiers: [
        ['target-formation.column', 1],
        ['battery.moved-half', -1],
      ],
      modifiedScore: 7,
    },
  },
  {
    clause: 'artillery.procedure',
    effect: 'refuses',
    name: 'the table has no canister column at long range',
    patch: { ammo: 'canister', range: { band: 'long' } },
    expect: { legal: false, refusals: [['table.no-column', 'artillery.procedure']] },
  },
  {
    clause: 'artillery.procedure',
    effect: 'refuses',
    name: 'a target with no figures left',
    patch: { target: { figures: 0 } },
    expect: { legal: false, refusals: [['target.no-figures', 'artillery.procedure']] },
  },
  {
    clause: 'artillery.procedure',
    effect: 'refuses',
    name: 'a die showing 7 is not a d6',
    patch: { dice: [7, 1] },
    expect: { legal: false, refusals: [['dice.invalid', 'artillery.procedure']] },
  },
  {
    clause: 'artillery.movement',
    effect: 'allows',
    name: 'horse artillery may unlimber and fire',
    patch: { battery: { kind: 'horse' }, movement: { unlimbered: true } },
    expect: { legal: true, checks: [['movement.horse-artillery', 'artillery.movement']] },
  },
  {
    clause: 'artillery.movement',
    effect: 'changes',
    name: 'moved up to half: the pack’s penalty (−1 here)',
    patch: { movement: { moved: 'half' } },
    expect: { legal: true, modifiers: [['battery.moved-half', -1]], modifiedScore: 6 },
  },
  {
    clause: 'artillery.movement',
    effect: 'refuses',
    name: 'already fired this turn',
    patch: { firedThisTurn: true },
    expect: { legal: false, refusals: [['movement.fired-this-turn', 'artillery.movement']] },
  },
  {
    clause: 'artillery.movement',
    effect: 'refuses',
    name: 'moved more than half and foot artillery unlimbered: both reasons',
    patch: { movement: { moved: 'over-half', unlimbered: true } },
    expect: {
      legal: false,
      refusals: [
        ['movement.moved-over-half', 'artillery.movement'],
        ['movement.foot-unlimbered', 'artillery.movement'],
      ],
    },
  },
  {
    clause: 'artillery.restrictions.A',
    effect: 'allows',
    name: 'roundshot is not stopped by friends in the arc',
    patch: { situation: { friendlyInArc: true } },
    expect: { legal: true, checks: [['canister.not-canister', 'artillery.restrictions.A']] },
  },
  {
    clause: 'artillery.restrictions.A',
    effect: 'allows',
    name: 'canister with the arc clear',
    patch: { ammo: 'canister', range: { band: 'canister' } },
    expect: { legal: true, checks: [['canister.arc-clear', 'artillery.restrictions.A']] },
  },
  {
    clause: 'artillery.restrictions.A',
    effect: 'refuses',
    name: 'canister with a friendly unit in the 30° arc',
    patch: { ammo: 'canister', range: { band: 'canister' }, situation: { friendlyInArc: true } },
    expect: { legal: false, refusals: [['canister.friendly-in-arc', 'artillery.restrictions.A']] },
  },
  {
    clause: 'artillery.restrictions.B.a',
    effect: 'allows',
    name: 'worked example: 48-figure Austrian line 12 cm from a French column, clear sight: may fire',
    patch: {
      target: { figures: 48, formation: 'line' },
      range: { band: 'long' },
      situation: { friendlyNearFront: true, clearSightBeyond: true },
    },
    expect: { legal: true, checks: [['long-range.clear-sight-exception', 'artillery.restrictions.B.a']] },
  },
  {
    clause: 'artillery.restrictions.B.a',
    effect: 'refuses',
    name: 'long range, friends within 10 cm in front, no clear sight beyond them',
    patch: { range: { band: 'long' }, situation: { friendlyNearFront: true, clearSightBeyond: false } },
    expect: { legal: false, refusals: [['long-range.friendly-near-front', 'artillery.restrictions.B.a']] },
  },
  {
    clause: 'artillery.restrictions.B.a',
    effect: 'refuses',
    name: 'friends near the front and the clear-sight exception unanswered: the shot waits for the answer',
    patch: { range: { band: 'long' }, situation: { friendlyNearFront: true } },
    expect: { legal: false, refusals: [['situation.unanswered', 'artillery.restrictions.B.a']] },
  },
  {
    clause: 'artillery.restrictions.B.a',
    effect: 'allows',
    name: 'friends near the front left unanswered count as none: no exception is owed',
    patch: { range: { band: 'long' }, situation: { clearSightBeyond: false } },
    expect: { legal: true, checks: [['long-range.no-friendly-near-front', 'artillery.restrictions.B.a']] },
  },
  {
    clause: 'artillery.restrictions.B.b',
    effect: 'allows',
    name: 'at effective range friends near the front do not matter',
    patch: { situation: { friendlyNearFront: true, clearSightBeyond: false } },
    expect: { legal: true, checks: [['long-range.not-long-range', 'artillery.restrictions.B.b']] },
  },
  {
    clause: 'artillery.restrictions.B.b',
    effect: 'allows',
    name: 'nor at canister range',
    patch: {
      ammo: 'canister',
      range: { band: 'canister' },
      situation: { friendlyNearFront: true, clearSightBeyond: false },
    },
    expect: { legal: true, checks: [['long-range.not-long-range', 'artillery.restrictions.B.b']] },
  },
  {
    clause: 'artillery.restrictions.B.b',
    effect: 'refuses',
    name: 'the exemption stops at long range: the same situation is refused there',
    patch: {
      range: { distance: 45, scale: 'cm' },
      situation: { friendlyNearFront: true, clearSightBeyond: false },
    },
    expect: { legal: false, refusals: [['long-range.friendly-near-front', 'artillery.restrictions.B.a']] },
  },
  {
    clause: 'artillery.restrictions.B.c',
    effect: 'allows',
    name: 'canister does not bounce',
    patch: { ammo: 'canister', range: { band: 'canister' }, situation: { friendlyInBouncePath: true } },
    expect: { legal: true, checks: [['bounce.not-roundshot', 'artillery.restrictions.B.c']] },
  },
  {
    clause: 'artillery.restrictions.B.c',
    effect: 'refuses',
    name: 'roundshot would bounce through a friendly unit',
    patch: { situation: { friendlyInBouncePath: true } },
    expect: { legal: false, refusals: [['roundshot.friendly-in-bounce-path', 'artillery.restrictions.B.c']] },
  },
  {
    clause: 'artillery.restrictions.C.a',
    effect: 'allows',
    name: 'overhead roundshot from high ground with friends clear',
    patch: {
      situation: { overheadFire: true, batteryOnHigherGround: true, friendsClearOfBatteryAndEnemy: true },
    },
    expect: { legal: true, checks: [['overhead.higher-ground', 'artillery.restrictions.C.a']] },
  },
  {
    clause: 'artillery.restrictions.C.a',
    effect: 'refuses',
    name: 'overhead fire from level ground',
    patch: {
      situation: { overheadFire: true, batteryOnHigherGround: false, friendsClearOfBatteryAndEnemy: true },
    },
    expect: { legal: false, refusals: [['overhead.not-higher-ground', 'artillery.restrictions.C.a']] },
  },
  {
    clause: 'artillery.restrictions.C.a',
    effect: 'refuses',
    name: 'overhead fire with the high-ground question unanswered: it permits the shot, so it must be answered',
    patch: { situation: { overheadFire: true, friendsClearOfBatteryAndEnemy: true } },
    expect: { legal: false, refusals: [['situation.unanswered', 'artillery.restrictions.C.a']] },
  },
  {
    clause: 'artillery.restrictions.C.b',
    effect: 'refuses',
    name: 'overhead fire with the distance to friends unanswered',
    patch: { situation: { overheadFire: true, batteryOnHigherGround: true } },
    expect: { legal: false, refusals: [['situation.unanswered', 'artillery.restrictions.C.b']] },
  },
  {
    clause: 'artillery.restrictions.C.b',
    effect: 'allows',
    name: 'overhead fire with friends 10 cm clear of battery and enemy',
    patch: {
      situation: { overheadFire: true, batteryOnHigherGround: true, friendsClearOfBatteryAndEnemy: true },
    },
    expect: { legal: true, checks: [['overhead.friends-clear', 'artillery.restrictions.C.b']] },
  },
  {
    clause: 'artillery.restrictions.C.b',
    effect: 'refuses',
    name: 'overhead fire with friends too close',
    patch: {
      situation: { overheadFire: true, batteryOnHigherGround: true, friendsClearOfBatteryAndEnemy: false },
    },
    expect: { legal: false, refusals: [['overhead.friends-too-close', 'artillery.restrictions.C.b']] },
  },
  {
    clause: 'artillery.restrictions.C.c',
    effect: 'allows',
    name: 'overhead roundshot',
    patch: {
      situation: { overheadFire: true, batteryOnHigherGround: true, friendsClearOfBatteryAndEnemy: true },
    },
    expect: { legal: true, checks: [['overhead.roundshot', 'artillery.restrictions.C.c']] },
  },
  {
    clause: 'artillery.restrictions.C.c',
    effect: 'refuses',
    name: 'overhead canister, on level ground, friends close: every reason at once',
    patch: {
      ammo: 'canister',
      range: { band: 'canister' },
      situation: { overheadFire: true, batteryOnHigherGround: false, friendsClearOfBatteryAndEnemy: false },
    },
    expect: {
      legal: false,
      refusals: [
        ['overhead.not-higher-ground', 'artillery.restrictions.C.a'],
        ['overhead.friends-too-close', 'artillery.restrictions.C.b'],
        ['overhead.canister', 'artillery.restrictions.C.c'],
      ],
    },
  },
  {
    clause: 'artillery.skirmishers.canister',
    effect: 'changes',
    name: 'canister at a screened column: first casualty to the skirmishers (dice 5+6 → 11+1 → 7)',
    patch: { ...britishCanister, dice: [5, 6] },
    expect: {
      legal: true,
      casualties: 7,
      allocation: { skirmishers: 1, line: 6, ruleRef: 'artillery.skirmishers.canister' },
    },
  },
  {
    clause: 'artillery.skirmishers.canister',
    effect: 'allows',
    name: 'canister at an unscreened column: all to the column',
    patch: { ...britishCanister, target: { ...screenedColumn, screen: undefined }, dice: [5, 6] },
    expect: { legal: true, casualties: 7, allocation: { skirmishers: 0, line: 7 } },
  },
  {
    clause: 'artillery.skirmishers.roundshot',
    effect: 'changes',
    name: 'roundshot at a screened column: the skirmishers take nothing',
    patch: { battery: { nation: 'britain' }, target: screenedColumn, dice: [6, 6] },
    expect: {
      legal: true,
      casualties: 5,
      allocation: { skirmishers: 0, line: 5, ruleRef: 'artillery.skirmishers.roundshot' },
    },
  },
  {
    clause: 'artillery.skirmishers.roundshot',
    effect: 'allows',
    name: 'unless the skirmishers are the target: all to them, at the screen’s modifier (12 − 2 → 4)',
    patch: {
      battery: { nation: 'britain' },
      target: screenedColumn,
      dice: [6, 6],
      situation: { screenIsTarget: true },
    },
    expect: {
      legal: true,
      modifiers: [['target-formation.skirmish-screen', -2]],
      casualties: 4,
      allocation: { skirmishers: 4, line: 0, ruleRef: 'artillery.skirmishers.roundshot' },
    },
  },
  {
    clause: 'artillery.skirmishers.roundshot',
    effect: 'refuses',
    name: 'targeting skirmishers that are not there',
    patch: { situation: { screenIsTarget: true } },
    expect: { legal: false, refusals: [['screen.missing', 'artillery.skirmishers.roundshot']] },
  },
  {
    clause: 'artillery.skirmishers.example',
    effect: 'allows',
    name: 'worked example: British 9pdr canister at close range, screened French column, 4 casualties → 1 and 3',
    // Test pack: canister/canister reads 4 at score 8; dice 3 + 4 = 7, column +1 = 8.
    patch: { ...britishCanister, dice: [3, 4] },
    expect: {
      legal: true,
      modifiedScore: 8,
      casualties: 4,
      allocation: { skirmishers: 1, line: 3, ruleRef: 'artillery.skirmishers.canister' },
    },
  },
  {
    clause: 'artillery.skirmishers.example',
    effect: 'changes',
    name: 'the same shot with the screen already gone: the column takes all 4',
    patch: { ...britishCanister, target: { ...screenedColumn, screen: { figures: 0 } }, dice: [3, 4] },
    expect: { legal: true, casualties: 4, allocation: { skirmishers: 0, line: 4 } },
  },
];
