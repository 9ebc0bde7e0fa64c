import type { EngineNames } from '../engine/types';

/**
 * The names of the engine's vocabulary (nations, arms, formations, the roster's clause title): the
 * roster's cards and rows show them, so they come with the roster's chunk, not before the first
 * paint (an empty roster needs none); the table's terms (en/terms.ts) are built from them.
 */
export const names: EngineNames = {
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
  firesAs: { 'close-order': 'Fires as close-order infantry', skirmish: 'Fires as skirmishers' },

  /** The clause the roster's cards link to (open-order.d); the other titles come with the sentences. */
  firesAsRule: 'Open order fires as close order (d)',
};
