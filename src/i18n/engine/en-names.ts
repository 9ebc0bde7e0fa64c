/**
 * English names of the engine's vocabulary (nations, arms, formations, clause titles…):
 * what the first screen (the roster) shows, so they travel with the language chunk. The engine's
 * sentences (refusals, checks, questions, pack problems) are in ./en.ts, loaded with the screens
 * that need them (src/i18n/registry.ts).
 */
import type { EngineNames } from './types';

export const enNames: EngineNames = {
  nations: {
    france: 'France',
    austria: 'Austria',
    russia: 'Russia',
    prussia: 'Prussia',
    britain: 'Britain',
    'french-ally': 'Ally of France',
    'coalition-other': 'Other Coalition nation',
  },
  sides: { mine: 'Mine', opponent: 'Opponent' },
  arms: { infantry: 'Infantry', cavalry: 'Cavalry', artillery: 'Artillery' },
  infantryTypes: { light: 'Light infantry', line: 'Line infantry' },
  markers: { jager: 'Jäger', fusilier: 'Fusiliers', imperialGuard: 'Imperial Guard' },
  unitClasses: {
    militia: 'Militia / Landwehr',
    conscript: 'Conscript',
    // Not "Line": the editor also offers Line formation and Line infantry, three different things.
    line: 'Regular (line)',
    veteran: 'Veteran',
    elite: 'Elite',
    guard: 'Guard',
  },
  formations: {
    line: 'Line',
    column: 'Column',
    square: 'Square',
    'open-order': 'Open order',
    'skirmish-screen': 'Skirmish screen',
  },
  batteryKinds: { foot: 'Foot artillery', horse: 'Horse artillery' },
  ammunition: { roundshot: 'Roundshot', canister: 'Canister' },
  rangeBands: { canister: 'Canister range', effective: 'Effective range', long: 'Long range' },
  moved: {
    none: 'Did not move',
    half: 'Moved up to half its move',
    'over-half': 'Moved more than half its move',
  },
  scales: { cm: 'cm', in: 'inches' },
  firesAs: { 'close-order': 'Fires as close-order infantry', skirmish: 'Fires as skirmishers' },

  /** The clause the roster's cards link to (open-order.d); the other titles come with the sentences. */
  firesAsRule: 'Open order fires as close order (d)',
};
