import type { Scale } from '../../core';
import type { Widen } from '../widen';

/**
 * The Tables view (`#/tables`), its print view and the range sticks. Engine words (ammunition, bands,
 * modifiers, clause titles) are the engine's. ru/sheet.ts follows this shape key for key.
 */
export const sheet = {
  title: 'Tables',
  backToRules: 'Rules',
  /** The Tables view opened from a shot: back to it as it was. */
  backToShot: 'Back to the shot',
  packLabel: 'Rule pack',
  version: (n: number) => `version ${n}`,
  practice: 'Practice values — not from the rulebook',
  source: 'Source',
  toPrint: 'Print and range sticks',
  howToRead:
    'Roll 2D6, add the modifiers, and read the total in the column of your ammunition and range band.',
  rangesTitle: 'Gun ranges',
  rangesCaption: (scale: Scale) =>
    `Each band reaches to its number, in ${scale === 'cm' ? 'centimetres (15 mm figures)' : 'inches (25/28 mm figures)'}.`,
  unit: { cm: 'cm', in: 'in' },
  gun: 'Gun',
  // Soft hyphens (\u00ad): a narrow column breaks the word where a hyphen belongs.
  bandShort: { canister: 'Can\u00adister', effective: 'Effec\u00adtive', long: 'Long' },
  modifiersTitle: 'Modifiers',
  modifiersCaption: 'They add up. A modifier the pack does not give adds nothing.',
  value: 'Value',
  modifier: 'Modifier',
  clause: 'Clause',
  moraleTitle: 'Morale thresholds',
  moraleCaption: 'The pack’s, not the rules text’s: the end of a turn marks who is past them.',
  moraleNone: 'This pack gives none: the end of a turn marks nobody.',
  threshold: 'Threshold',
  moraleWords: 'The pack says',
  moraleKind: {
    unitAtOrUnder: (percent: number) => `A unit at or under ${percent} % of its starting figures`,
    brigadeLost: (percent: number) => `A brigade that has lost ${percent} % or more of its starting figures`,
  },
  casualtiesTitle: (ammo: string) => `Casualty table: ${ammo}`,
  casualtiesCaption: 'Figures lost by modified score and range band.',
  score: 'Score',
  cannotFire: (band: string) => `${band}: this ammunition cannot be fired at it.`,
  thisShot: 'This shot',
  /** Said to screen readers beside a highlighted row or cell. */
  thisShotMark: '(this shot)',
  shotCell: (score: number, figures: string) => `row ${score} → ${figures}`,
  otherPack: (name: string, version: number) =>
    `This shot used “${name}” version ${version}; these tables are the pack in use now.`,
  gunMissing: 'This shot’s gun type is not in the pack in use.',
  // Print view
  printTitle: 'Print',
  backToTables: 'Tables',
  parts: 'What to print',
  partSheet: 'Quick-reference sheet',
  partRules: 'Rules text',
  partSticks: 'Range sticks',
  sticksIn: 'Ranges and sticks in',
  print: 'Print…',
  /** Before a long printout: how many pages, and the way to go on or not. */
  manyPages: (n: number) => `This makes about ${n} pages of paper.`,
  manyPagesHint: 'Untick a part to print fewer pages.',
  inchSticksLonger: 'Range sticks in centimetres take fewer pages than in inches.',
  printAnyway: (n: number) => `Print ${n} pages`,
  cancelPrint: 'Cancel',
  printHint:
    'In the print dialog choose A4 or Letter, portrait, scale 100% (“Actual size”). Black and white prints well.',
  sheetFor: 'Artillery fire: quick-reference sheet',
  rulesFor: 'Rules text',
  sticksFor: 'Range sticks',
  /** The bar's own name for a screen reader (the sentence under it says what to do with it). */
  checkBar: (scale: Scale) => `Scale check bar, ${scale === 'cm' ? '10 cm' : '4 inches'}`,
  calibration: (scale: Scale) =>
    `Scale check: this bar must measure exactly ${scale === 'cm' ? '10 cm' : '4 inches'}. If it does not, print again at 100% (“Actual size”).`,
  sticksHint:
    'Cut along the outlines, glue onto card and join the pieces of a stick in order, end to end. Zero is at the muzzle.',
  stickPiece: (index: number, count: number, from: string, to: string, unit: string) =>
    `piece ${index} of ${count}: ${from}–${to} ${unit}`,
  sticksPreview: 'Range sticks at true size (scrolls sideways)',
  notForScale: (scale: Scale) =>
    `This pack does not say its ranges are meant for ${scale === 'cm' ? 'centimetres' : 'inches'}.`,
};

export type SheetWords = Widen<typeof sheet>;
