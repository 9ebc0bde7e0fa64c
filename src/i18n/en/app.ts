import type { Widen } from '../widen';

/**
 * Everything the first screen says in English, in one chunk fetched before the first paint: the
 * app's frame, the roster's, storage problems (the vocabulary's names are names.ts, with the
 * cards). The English files define each namespace's
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
  },
  /**
   * Strings of the Units screen (the roster; the card editor's are in en/unit-editor.ts).
   * Nations, classes, formations, markers, battery kinds, refusals and clause titles are the engine
   * dictionary's (src/i18n/engine), not repeated here.
   */
  units: {
    title: 'Units',
    empty: 'No units yet. Add a battalion, cavalry or a battery to start.',
    newBattalion: 'New battalion',
    newCavalry: 'New cavalry',
    newBattery: 'New battery',
    pasteArmy: 'Paste an army',
    /** The roster's offer to continue an edit that Back put aside. */
    unsavedEdit: (what: string) => `Not saved yet: ${what}`,
    continueEdit: 'Continue',
    discardEdit: 'Discard',
    cancel: 'Cancel',
    // The roster's names for what the editor also shows (a card's stats; a parked draft is titled
    // by its New button's words).
    class: 'Class',
    formation: 'Formation',
    gunType: 'Gun type',
    bannerFiring: 'Firing:',
    bannerTapHint: 'tap a target',
  },
  // The notices' own words are in pwa.ts and a screen's render error's in screen-error.ts, each with
  // its chunk; this shows when a screen's chunk is missing (with common.reload, also on a render error).
  pwa: {
    screenMissing:
      'This screen belongs to an older version of the app. Reload to open the new one: your data stays.',
  },
} as const;

export type AppWords = Widen<typeof app>;
