import type { Lang, MoraleThresholdKind } from '../../core';
import { plural } from '../plural';
import type { Widen } from '../widen';

/**
 * Settings → Rule packs: the list, the editor, sharing and import. Pack problems and paths are not
 * here: they are the engine's (`engine`: packProblemText, packPathText). ru/packs.ts follows this
 * shape key for key.
 */
export const packs = {
  section: 'Rule packs',
  sectionHelp:
    'The rules text gives the procedure but not the numbers: gun ranges, the casualty table and most modifiers are in your own rulebook. Enter them once and share them with your group.',
  activeLabel: 'In use for new shots',
  manage: 'Rule packs: enter, share, import',
  title: 'Rule packs',
  back: 'Settings',
  backToList: 'Rule packs',
  version: (n: number) => `version ${n}`,
  practiceBadge: 'Practice values',
  officialBadge: 'From a rulebook',
  sharedOfficialBadge: 'Marked official by whoever shared it',
  draftBadge: 'Draft',
  activeBadge: 'In use',
  builtIn: 'Built in',
  source: 'Source',
  problems: (n: number) => `${n} ${plural('en', n, { one: 'problem', other: 'problems' })} to fix`,
  use: 'Use for new shots',
  inUse: 'In use',
  switched: (name: string) => `New shots use “${name}”. Logged shots keep the pack they used.`,
  edit: 'Edit',
  continueDraft: 'Continue editing',
  copy: 'Start a new pack from this one',
  share: 'Share',
  shareFile: 'Share as a file',
  shareLink: 'Share as a link',
  deletePack: 'Delete',
  deleted: (name: string) => `Deleted “${name}”`,
  restored: (name: string) => `Restored “${name}”`,
  newFromPractice: 'New pack from the practice values',
  importFile: 'Import a file or a link',
  untitled: 'Untitled pack',
  fallbackMissing: (id: string) =>
    `The rule pack “${id}” is no longer on this phone: new shots use the practice values.`,
  fallbackInvalid: (id: string) =>
    `The rule pack “${id}” has problems and cannot be used: new shots use the practice values until it is fixed.`,
  storageFailed: 'The change could not be saved on this phone.',

  // --- sharing ---
  fileDownloaded: (name: string) => `Saved as ${name}`,
  fileSharedAsText:
    'Sent as a text file (this phone’s share sheet does not take JSON files); it imports the same.',
  /** The app installed on an iPhone, and no share sheet took the file: no download (it would trap the app). */
  fileNotDelivered:
    'The share sheet did not take the file, and in the app on the Home Screen a download would open over the app with no way back, so none was made. Tap “Share as a file” again and choose where it goes in the share sheet, or share it as a link.',
  linkCopied: 'Link copied: send it to your group. It opens the import screen, even offline.',
  linkNotCopied: 'Copy this link and send it:',
  linkTooLong: 'This pack is too large for a link: share it as a file.',
  shareTitle: (name: string) => `Rule pack: ${name}`,
  shareText: 'Open this in Grand Battery to import the rule pack.',

  // --- editor ---
  newTitle: 'New rule pack',
  editTitle: (name: string) => `Edit “${name}”`,
  about: 'About this pack',
  id: 'Short id (Latin letters, digits, “-”)',
  idLocked: 'The id of a saved pack does not change: it is how shared copies and logged shots find it.',
  /** A pack's or a gun type's name, typed in each language. */
  nameIn: { ru: 'Name in Russian', en: 'Name in English' } satisfies Record<Lang, string>,
  sourceIn: {
    ru: 'Where the numbers come from (Russian)',
    en: 'Where the numbers come from (English)',
  } satisfies Record<Lang, string>,
  sourceHelp: 'For example: the book, its edition and the page of the table.',
  official: 'These numbers are from my own copy of a published rulebook',
  officialHelp: 'Leave it unticked for numbers you made up or are not sure of: results then say so.',
  scales: 'Scales this pack is meant for',
  versionNote: (n: number) => `Version ${n}. Saving changed numbers raises it by one.`,
  newIdBase: 'my-rulebook',

  guns: 'Gun types and their ranges',
  gunsHelp:
    'Each band ends at the distance given; canister < effective < long. Centimetres are for 15 mm figures, inches for 25/28 mm: both are shown, type them from your rulebook.',
  gunId: 'Short id',
  batteryKinds: 'Served by',
  band: 'Band',
  fillOtherScale: 'Fill the empty ones from the other scale (10 cm = 6″)',
  addGun: 'Add a gun type',
  removeGun: (name: string) => `Remove ${name}`,
  gunFallback: (n: number) => `Gun type ${n}`,
  rangeLabel: (gun: string, band: string, unit: string) => `${gun}: ${band}, ${unit}`,

  modifiers: 'Modifiers',
  modifiersHelp: 'Leave a modifier empty when your rulebook gives none.',
  fixedByText: 'Fixed by the rules text',
  noModifier: 'none',
  flipSign: (label: string) => `Change the sign of: ${label}`,
  clause: 'Clause',

  morale: 'Morale thresholds (optional)',
  moraleHelp:
    'The rules text names no morale test: type your rulebook’s thresholds in its words, or leave them empty. The end of a turn marks who is past them.',
  moraleKind: {
    unitAtOrUnder: 'A unit at or under this % of its starting figures',
    brigadeLost: 'A brigade that has lost this % of its starting figures',
  } satisfies Record<MoraleThresholdKind, string>,
  moralePercent: 'Percent (1–100)',
  moraleWordsIn: {
    ru: 'What the rulebook calls it (Russian)',
    en: 'What the rulebook calls it (English)',
  } satisfies Record<Lang, string>,
  moraleWordsHelp: 'For example: Test morale (p. 34).',

  table: 'Artillery Fire Casualty Table',
  tableHelp:
    'Casualty figures by modified 2D6 score. Enter moves to the next cell down the column. Empty cells at the top or bottom of a column are left out; the engine then reads the nearest row.',
  scoreSpan: 'Scores shown',
  scoreFrom: 'From',
  scoreTo: 'to',
  lower: (label: string) => `${label}: one lower`,
  higher: (label: string) => `${label}: one higher`,
  score: 'Score',
  /** Short band names for the grid's narrow column heads (full names are in each cell's label). */
  bandShort: { canister: 'Canister', effective: 'Effective', long: 'Long' },
  canFire: 'Can fire',
  cannotFire: 'cannot fire',
  cellLabel: (ammo: string, band: string, score: number) => `${ammo}, ${band}, score ${score}: casualties`,
  cellWhere: (band: string, score: string) => `${band}, score ${score}`,
  halvesHint: 'Half a figure: type 1.5 or tap ½.',
  halfKey: (where: string) => `½: add or take away half a figure, ${where}`,
  halfKeyIdle: '½: choose a cell first',

  problemsTitle: (n: number) =>
    n === 0
      ? 'No problems: this pack can be used.'
      : `${n} ${plural('en', n, { one: 'problem', other: 'problems' })}`,
  goTo: 'Go to the field',
  save: 'Save',
  saveAndUse: 'Save and use',
  cannotUseYet: 'A pack with problems can be saved as a draft, but not used until they are fixed.',
  savedReady: (name: string, version: number) => `Saved “${name}”, version ${version}`,
  savedDraft: (n: number) =>
    `Saved as a draft: ${n} ${plural('en', n, { one: 'problem', other: 'problems' })} to fix before it can be used.`,
  /** A pack edit put aside (Back, another screen): offered on the list and in Settings. */
  notSavedYet: (name: string) => `Not saved yet: ${name}`,
  continueEdit: 'Continue editing',
  unsaved: 'You have unsaved changes.',
  saveDraft: 'Save as draft',
  discard: 'Discard changes',
  cancel: 'Cancel',
  draftOnly: {
    'key.missing': 'Fill this in.',
    'id-taken': 'Another pack on this phone already has this id.',
    'id-built-in': 'This id belongs to the built-in practice pack: choose another.',
    'figures.not-half': 'Whole or half figures only, for example 2, 1½ or 1.5.',
    'modifier.not-negative': 'The text calls this a negative modifier: enter a value below 0.',
  },

  // --- import ---
  importTitle: 'Import a rule pack',
  importHelp: 'Choose a .gbpack.json file, or paste a link or the text of a file.',
  chooseFile: 'Choose a file',
  pasteLabel: 'Link or file text',
  readPasted: 'Read',
  summary: 'What this file holds',
  gunCount: (n: number) => `${n} ${plural('en', n, { one: 'gun type', other: 'gun types' })}`,
  columnCount: (n: number) => `${n} ${plural('en', n, { one: 'table column', other: 'table columns' })}`,
  rowCount: (n: number) => `${n} ${plural('en', n, { one: 'row', other: 'rows' })} in all`,
  moraleCount: (n: number) =>
    n === 0
      ? 'no morale thresholds'
      : `${n} ${plural('en', n, { one: 'morale threshold', other: 'morale thresholds' })}`,
  isNew: 'New on this phone: nothing is replaced.',
  replaces: (name: string, version: number) => `Replaces “${name}”, version ${version}, on this phone.`,
  identical: 'Identical to the pack you already have: importing changes nothing.',
  olderThanYours: (theirs: number, yours: number) =>
    `This is version ${theirs}; yours is version ${yours}. Importing goes back to the older numbers.`,
  changes: (n: number) => `${n} ${plural('en', n, { one: 'change', other: 'changes' })}`,
  changeAdded: 'added',
  changeRemoved: 'removed',
  absent: '—',
  yes: 'yes',
  no: 'no',
  importButton: 'Import',
  importAndUse: 'Import and use',
  imported: (name: string) => `Imported “${name}”`,
  refused: 'Not imported: nothing was changed.',
  importProblems: {
    empty: 'The file or link is empty.',
    'too-large': 'Too large for a rule pack: a pack file is a few kilobytes.',
    'not-json': 'This is not a rule pack file: it is not JSON text.',
    'not-a-pack': 'This is not a Grand Battery rule pack.',
    'format-newer': 'This pack was made by a newer version of Grand Battery: update the app, then import it.',
    'format-unknown': 'This pack file has a version this app does not know.',
    'link-damaged': 'The link is damaged or cut short: ask for it again, or for the file.',
    'pack-invalid': 'The pack has problems, listed below. Ask its author for a corrected copy.',
    'built-in': 'The practice pack is built into the app and cannot be replaced.',
  },
  moreProblems: (n: number) => `…and ${n} more`,
};

export type PacksWords = Widen<typeof packs>;
