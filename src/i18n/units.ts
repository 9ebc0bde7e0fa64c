import { formatFigures } from './engine/format';
import { plural } from './plural';

const n2 = (n: number) => formatFigures('en', n);

/**
 * Strings of the Units screen (the roster; the card editor's are in src/i18n/unit-editor.ts). `unitsRu` must match `unitsEn` key for key.
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
  pasteArmy: 'Paste an army',
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
  bannerFiring: 'Firing:',
  bannerTapHint: 'tap a target',
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
  // The roster's names for what the editor also shows (a parked draft's title, a card's stats).
  editorNewBattalion: 'New battalion',
  editorNewCavalry: 'New cavalry',
  editorNewBattery: 'New battery',
  class: 'Class',
  formation: 'Formation',
  gunType: 'Gun type',
};
