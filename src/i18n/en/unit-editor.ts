import { formatFigures } from '../engine/format';
import { plural } from '../plural';
import type { Widen } from '../widen';

const n2 = (n: number) => formatFigures('en', n);

/** The card editor (src/ui/units/unit-form.ts). ru/unit-editor.ts follows this shape key for key. */
export const unitEditor = {
  // A card's Duplicate and Delete (src/ui/units/card-actions.ts), with its Undo.
  /** Appended to a duplicate's name. */
  copySuffix: ' (copy)',
  deleted: (name: string) => `Deleted “${name}”`,
  duplicated: (name: string) => `Added “${name}”`,
  restored: (name: string) => `“${name}” is back`,
  editorEdit: (name: string) => `Edit ${name}`,
  name: 'Name',
  side: 'Side',
  brigade: 'Brigade',
  noBrigade: 'No brigade',
  moreLikeThis: 'Add more like this',
  moreLikeThisHint: 'Numbered copies, in order: 1/45e → 2/45e, 3/45e…',
  addedMore: (name: string, n: number) => `Added ${name} and ${n} more like it`,
  nation: 'Nation',
  arm: 'Arm',
  infantryType: 'Infantry type',
  markers: 'Markers',
  startFigures: 'Starting figures',
  currentFigures: 'Current figures',
  skirmishScreen: 'Skirmish screen attached',
  screenFigures: 'Skirmish screen figures',
  /** The kept gun type in the editor's list when the active pack lacks it. */
  gunMissingOption: (id: string) => `${id} (not in the rule pack in use)`,
  batteryKind: 'Foot or horse',
  save: 'Save',
  saveFailed: 'Could not save on this device. Your entries are still here; try again.',
  fixErrors: (n: number) =>
    `${n} ${plural('en', n, { one: 'field needs', other: 'fields need' })} fixing: each one says why.`,
  openOrderRefused: 'This battalion may not form open order:',
  campaignYear: (year: number) => `Campaign year ${year}.`,
  errors: {
    'name.required': 'Give the unit a name.',
    'name.too-long': (max: number) => `A name is at most ${max} characters.`,
    'figures.not-half': (min: number, max: number) =>
      `Enter a whole or half number from ${min} to ${max}, such as 23 or 23½.`,
    'figures.out-of-range': (min: number, max: number) => `Figures go from ${min} to ${max}.`,
    'figures.above-start': (max: number) => `Cannot be more than the starting figures (${n2(max)}).`,
    'screen.at-least-one': 'An attached screen has at least 1 figure; untick it if there is none.',
    'gun-type.unknown': (id: string) =>
      id === ''
        ? 'Choose a gun type of the rule pack in use.'
        : `Gun type “${id}” is not in the rule pack in use: choose one of its gun types, or switch pack in Settings.`,
    'gun-type.wrong-battery-kind': 'This gun type does not serve in this kind of battery.',
    'formation.open-order-refused': 'This battalion may not form open order.',
    'formation.not-for-arm': 'Cavalry stands in line or in column.',
  },
};

export type UnitEditorWords = Widen<typeof unitEditor>;

// What is asked for once the first screen is up comes in one chunk: the card editor's words (its
// Duplicate and Delete are ready at once) and the app's notices' (catalogue.ts). The compact
// roster's words are a chunk of their own: a roster of rows draws with them, before the editor's.
export { pwa } from './pwa';
export { screenError } from './screen-error';
