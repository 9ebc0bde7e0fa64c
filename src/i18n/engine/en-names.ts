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
  scaleHints: { cm: 'Centimetres: 15 mm figures', in: 'Inches: 25/28 mm figures' },
  firesAs: { 'close-order': 'Fires as close-order infantry', skirmish: 'Fires as skirmishers' },
  modifierSources: { text: 'rules text', pack: 'pack value' },

  ruleTitles: {
    'open-order': 'Open order',
    'open-order.a': 'Open order: light infantry (a)',
    'open-order.b': 'Open order: French line and Imperial Guard (b)',
    'open-order.c': 'Open order: Allied line from 1812 (c)',
    'open-order.d': 'Open order fires as close order (d)',
    'open-order.e': 'Fire at open order (e)',
    'artillery.procedure': 'Artillery fire procedure',
    'artillery.movement': 'Artillery fire and movement',
    'artillery.restrictions.A': 'Canister restriction (A)',
    'artillery.restrictions.B.a': 'Long-range fire past friends (B.a)',
    'artillery.restrictions.B.b': 'Effective and canister range exempt (B.b)',
    'artillery.restrictions.B.c': 'Roundshot bounce-through (B.c)',
    'artillery.restrictions.C.a': 'Overhead fire from high ground (C.a)',
    'artillery.restrictions.C.b': 'Overhead fire: distance to friends (C.b)',
    'artillery.restrictions.C.c': 'Overhead fire: roundshot only (C.c)',
    'artillery.skirmishers.canister': 'Canister through a skirmish screen',
    'artillery.skirmishers.roundshot': 'Roundshot at a screened line',
    'artillery.skirmishers.example': 'Example: canister at a screened column',
  },
};
