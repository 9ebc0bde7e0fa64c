import { formatFigures } from './engine/format';
import { plural } from './plural';

const n2 = (n: number) => formatFigures('en', n);

/**
 * Strings of the Units screen (roster and card editor). `unitsRu` must match `unitsEn` key for key.
 * Nations, classes, formations, markers, battery kinds, refusals and clause titles are the engine
 * dictionary's (src/i18n/engine), not repeated here.
 */
export const unitsEn = {
  title: 'Units',
  mine: 'Mine',
  opponent: 'Opponent',
  empty: 'No units yet. Add a battalion, cavalry or a battery to start.',
  emptyGroup: 'None yet.',
  newBattalion: 'New battalion',
  newCavalry: 'New cavalry',
  newBattery: 'New battery',
  edit: 'Edit',
  duplicate: 'Duplicate',
  delete: 'Delete',
  editName: (name: string) => `Edit ${name}`,
  duplicateName: (name: string) => `Duplicate ${name}`,
  deleteName: (name: string) => `Delete ${name}`,
  showQr: 'QR code',
  showQrName: (name: string) => `Show ${name} as a QR code`,
  /** Appended to a duplicate's name. */
  copySuffix: ' (copy)',
  deleted: (name: string) => `Deleted “${name}”`,
  duplicated: (name: string) => `Added “${name}”`,
  restored: (name: string) => `“${name}” is back`,
  figures: (n: number) => `${n2(n)} ${plural('en', n, { one: 'figure', other: 'figures' })}`,
  figuresWord: (n: number) => plural('en', n, { one: 'figure', other: 'figures' }),
  ofStart: (n: number) => `of ${n2(n)}`,
  lossesLabel: (lost: number, start: number) =>
    `Losses: ${n2(lost)} of ${n2(start)} ${plural('en', start, { one: 'figure', other: 'figures' })}`,
  gone: 'Gone',
  firedThisTurn: 'Fired this turn',
  screenWith: (n: number) =>
    `Skirmish screen: ${n2(n)} ${plural('en', n, { one: 'figure', other: 'figures' })}`,
  noScreen: 'No skirmish screen',
  selected: 'Firing',
  tapToTarget: 'Tap to fire at it',
  selectFirer: (name: string) => `Fire with ${name}`,
  deselectFirer: (name: string) => `Stop firing with ${name}`,
  targetThis: (name: string) => `Fire at ${name}`,
  bannerTapTarget: (name: string) => `${name} is firing: tap a target`,
  /** The roster's offer to continue an edit that Back put aside. */
  unsavedEdit: (what: string) => `Not saved yet: ${what}`,
  continueEdit: 'Continue',
  discardEdit: 'Discard',
  cancel: 'Cancel',
  mineLabel: 'My unit',
  opponentLabel: "Opponent's unit",
  /** On a battery whose gun type the active rule pack lacks: what is wrong and what to do. */
  gunMissing: (id: string) =>
    `Gun type “${id}” is not in the rule pack in use — edit the card or switch pack.`,
  // the editor
  editorNewBattalion: 'New battalion',
  editorNewCavalry: 'New cavalry',
  editorNewBattery: 'New battery',
  editorEdit: (name: string) => `Edit ${name}`,
  name: 'Name',
  side: 'Side',
  nation: 'Nation',
  arm: 'Arm',
  infantryType: 'Infantry type',
  markers: 'Markers',
  class: 'Class',
  formation: 'Formation',
  startFigures: 'Starting figures',
  currentFigures: 'Current figures',
  skirmishScreen: 'Skirmish screen attached',
  screenFigures: 'Skirmish screen figures',
  gunType: 'Gun type',
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
