import { formatFigures } from '../engine/format';
import type { EngineNames } from '../engine/types';
import { plural } from '../plural';
import type { Widen } from '../widen';

const n2 = (n: number) => formatFigures('en', n);
const figureWord = (n: number) => plural('en', n, { one: 'figure', other: 'figures' });

/**
 * The names of the engine's vocabulary (nations, arms, formations, the roster's clause title): the
 * roster shows them, so they come with the first screen; the table's terms (en/terms.ts) are
 * built from them.
 */
export const names: EngineNames = {
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
  firesAs: { 'close-order': 'Fires as close-order infantry', skirmish: 'Fires as skirmishers' },

  /** The clause the roster's cards link to (open-order.d); the other titles come with the sentences. */
  firesAsRule: 'Open order fires as close order (d)',
};

/**
 * Everything the first screen says in English, in one chunk fetched before the first paint: the
 * app's words and the vocabulary's names (`app.names`). The English files define each namespace's
 * shape; ru/ must match it key for key.
 */
export const app = {
  nav: {
    label: 'Main',
    units: 'Units',
    fire: 'Fire',
    log: 'Log',
    rules: 'Rules',
    settings: 'Settings',
  },
  common: {
    reload: 'Reload',
    loading: 'Loading…',
    close: 'Close',
    undo: 'Undo',
    back: 'Back',
  },
  storage: {
    unavailable:
      'This browser does not let the app store data (private mode?). You can play, but nothing is saved.',
    // The ONE wording of a full phone, on every path (src/ui/storage-words.ts reads it): that it is
    // full, that nothing changed, and how to free space.
    quota:
      'This phone’s storage for Grand Battery is full: this was not saved, nothing was changed. To free space: export a backup, then clear old games from the Log (Clear log); delete rule packs you do not use (Settings → Rule packs); or delete other sites’ data in the browser’s settings.',
    blocked:
      'Grand Battery is open in another tab with an older version. Close that tab: your cards then appear here, and what you enter meanwhile is kept and saved.',
    'version-change': 'A newer version of Grand Battery opened in another tab. Reload this one.',
    'newer-version':
      'This copy of the app is older than the data on this phone (a newer version was opened in another tab). Reload to get the new version: nothing is lost.',
    failed: 'The last change could not be saved. Try again.',
  },
  /** The game bar on every screen: the turn, Next turn and its Undo, which says what it undoes. */
  game: {
    turn: (n: number) => `Turn ${n}`,
    nextTurn: 'Next turn',
    /** The Undo's words on the bar (the turn Next turn made), then its full name. */
    undoTurn: (n: number) => `Undo turn ${n}`,
    undoNextTurnLabel: (n: number) => `Undo turn ${n + 1}: back to turn ${n}`,
    turnMovedOn: 'Not undone: the turn has moved on since.',
    turnHasShots: (turn: number, shots: number) =>
      `Not undone: turn ${turn} has ${shots === 1 ? '1 shot' : `${shots} shots`} in the Log. The turn stays; a shot’s casualties are undone on its result or in the Log.`,
  },
  /**
   * Strings of the Units screen (the roster; the card editor's are in en/unit-editor.ts).
   * Nations, classes, formations, markers, battery kinds, refusals and clause titles are the engine
   * dictionary's (src/i18n/engine), not repeated here.
   */
  units: {
    title: 'Units',
    empty: 'No units yet. Add a battalion, cavalry or a battery to start.',
    emptyGroup: 'None yet.',
    /** Beside the side this phone plays (issue 34). */
    yours: 'yours',
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
    figures: (n: number) => `${n2(n)} ${figureWord(n)}`,
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
    // The roster's names for what the editor also shows (a card's stats; a parked draft is titled
    // by its New button's words).
    class: 'Class',
    formation: 'Formation',
    gunType: 'Gun type',
  },
  // The notices' own words are in pwa.ts and a screen's render error's in screen-error.ts, each with
  // its chunk; this shows when a screen's chunk is missing (with common.reload, also on a render error).
  pwa: {
    screenMissing:
      'This screen belongs to an older version of the app. Reload to open the new one: your data stays.',
  },
  /** The engine vocabulary's names: the roster shows them (terms.ts builds on them). */
  names,
} as const;

export type AppWords = Widen<typeof app>;
