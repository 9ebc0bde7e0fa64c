import { formatFigures } from '../engine/format';
import { plural } from '../plural';
import type { Widen } from '../widen';

const n2 = (n: number) => formatFigures('en', n);
const figureWord = (n: number) => plural('en', n, { one: 'figure', other: 'figures' });

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
  // Brigades (issue 34): a side's headings and their management.
  /** The heading of a side's units of no brigade. */
  unattached: 'Unattached',
  /** A brigade heading's sums: figures now of at start, losses, batteries yet to fire this turn. */
  brigadeFigures: (n: number, start: number) => `${n2(n)}/${n2(start)}`,
  brigadeLosses: (percent: number) => `−${percent} %`,
  toFire: (n: number) => `${n} to fire`,
  brigadeSumLabel: (n: number, start: number, percent: number, toFire: number, batteries: number) =>
    `${n2(n)} of ${n2(start)} ${plural('en', start, { one: 'figure', other: 'figures' })}, ${percent} % lost` +
    (batteries > 0
      ? `, ${toFire} of ${batteries} ${plural('en', batteries, { one: 'battery', other: 'batteries' })} yet to fire`
      : ''),
  manage: (name: string) => `Change brigade ${name}`,
  brigadeName: 'Brigade name',
  brigadeNameRequired: 'Give the brigade a name.',
  commander: 'Commander',
  rating: 'Commander’s rating',
  /** Common rating words, offered while typing (a pack's own words come first where it has some). */
  ratings: ['Poor', 'Average', 'Good', 'Excellent'],
  saveBrigade: 'Save',
  closeBrigade: 'Close',
  moveUp: 'Move up',
  moveDown: 'Move down',
  newUnitHere: 'New unit in it',
  deleteBrigade: 'Delete brigade',
  newBrigade: 'New brigade',
  defaultBrigadeName: (n: number) => `Brigade ${n}`,
  brigadeSaved: (name: string) => `Brigade ${name} saved`,
  brigadeDeleted: (name: string) => `Brigade ${name} deleted; its units stand unattached`,
  brigadeBack: (name: string) => `Brigade ${name} is back`,
  brigadeAdded: (name: string) => `Added brigade ${name}`,
  brigadeMoved: (name: string) => `Brigade ${name} moved`,
  /** This phone's side: the choice in a side's heading. */
  playThisSide: 'My side',
  playThisSideLabel: (side: string) => `This phone plays ${side}`,
  /** A unit's card and row: its actions, losses, and the tap-to-fire (the roster's chunk brings them). */
  card: {
    edit: 'Edit',
    duplicate: 'Duplicate',
    delete: 'Delete',
    editName: (name: string) => `Edit ${name}`,
    duplicateName: (name: string) => `Duplicate ${name}`,
    deleteName: (name: string) => `Delete ${name}`,
    showQr: 'QR code',
    showQrName: (name: string) => `Show ${name} as a QR code`,
    figuresWord: figureWord,
    ofStart: (n: number) => `of ${n2(n)}`,
    lossesLabel: (lost: number, start: number) => `Losses: ${n2(lost)} of ${n2(start)} ${figureWord(start)}`,
    gone: 'Gone',
    firedThisTurn: 'Fired this turn',
    screenWith: (n: number) => `Skirmish screen: ${n2(n)} ${figureWord(n)}`,
    selected: 'Firing',
    tapToTarget: 'Tap to fire at it',
    selectFirer: (name: string) => `Fire with ${name}`,
    deselectFirer: (name: string) => `Stop firing with ${name}`,
    targetThis: (name: string) => `Fire at ${name}`,
    mineLabel: 'My unit',
    opponentLabel: "Opponent's unit",
    /** On a battery whose gun type the active rule pack lacks: what is wrong and what to do. */
    gunMissing: (id: string) =>
      `Gun type “${id}” is not in the rule pack in use — edit the card or switch pack.`,
    emptyGroup: 'None yet.',
    /** Beside the side this phone plays (issue 34). */
    yours: 'yours',
  },
};

export type UnitRowsWords = Widen<typeof unitRows>;
