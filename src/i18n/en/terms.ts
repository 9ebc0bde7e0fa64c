/**
 * The table's terms in English: ammunition, bands, movement, scales, modifiers, where a value comes
 * from and the clauses' short titles. Every screen that shows a shot, a table or a pack names them.
 */
import type { EngineNames, EngineTerms } from '../engine/types';

/** Built with the vocabulary's names: the roster's clause title (open-order.d) is among them. */
export function terms(names: EngineNames): EngineTerms {
  return {
    ammunition: { roundshot: 'Roundshot', canister: 'Canister' },
    rangeBands: { canister: 'Canister range', effective: 'Effective range', long: 'Long range' },
    moved: {
      none: 'Did not move',
      half: 'Moved up to half its move',
      'over-half': 'Moved more than half its move',
    },
    scales: { cm: 'cm', in: 'inches' },
    scaleHints: { cm: 'Centimetres: 15 mm figures', in: 'Inches: 25/28 mm figures' },
    modifierSources: { text: 'rules text', pack: 'pack value' },
    // Short clause names for links (the roster's one, open-order.d, is among the names).
    ruleTitles: {
      'open-order': 'Open order',
      'open-order.a': 'Open order: light infantry (a)',
      'open-order.b': 'Open order: French line and Imperial Guard (b)',
      'open-order.c': 'Open order: Allied line from 1812 (c)',
      'open-order.d': names.firesAsRule,
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
    modifiers: {
      'target.open-order': 'Target in open order',
      'battery.moved-half': 'Battery moved up to half its move',
      'target-formation.line': 'Target in line',
      'target-formation.column': 'Target in column',
      'target-formation.square': 'Target in square',
      'target-formation.skirmish-screen': 'Target is a skirmish screen',
      'target-cavalry.line': 'Target is cavalry in line',
      'target-cavalry.column': 'Target is cavalry in column',
      'target.battery': 'Target is a battery',
    },
  };
}
