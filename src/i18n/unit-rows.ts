import { formatFigures } from './engine/format';
import { plural } from './plural';

const n2 = (n: number) => formatFigures('en', n);

/**
 * The compact roster's own words (src/ui/units/UnitRow.tsx), travelling with its chunk, not with
 * the first screen's language chunk (src/ui/units/row-text.ts). `unitRowsRu` must match key for key.
 */
export const unitRowsEn = {
  /** The choice of how the roster shows: full cards, or one compact row a unit. */
  viewLegend: 'Show units as',
  viewCards: 'Cards',
  viewRows: 'List',
  /** A row's figures: "31 of 36" (halves as ½). */
  figuresOf: (n: number, start: number) => `${n2(n)} of ${n2(start)}`,
  /** A row's figures, read out in full. */
  figuresOfLabel: (n: number, start: number) =>
    `${n2(n)} of ${n2(start)} ${plural('en', start, { one: 'figure', other: 'figures' })}`,
  /** The short mark of a battery that fired this turn. */
  firedShort: 'Fired',
  /** The row's fire button: arm this battery, it is armed (tap to stop), or fire at this unit. */
  fire: 'Fire',
  firing: 'Firing',
  target: 'Target',
};
