import { formatFigures } from '../engine/format';
import { plural } from '../plural';
import type { Widen } from '../widen';

const n2 = (n: number) => formatFigures('en', n);

/** The compact roster (src/ui/units/UnitRow.tsx). ru/unit-rows.ts follows this shape key for key. */
export const unitRows = {
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

export type UnitRowsWords = Widen<typeof unitRows>;
