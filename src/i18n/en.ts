import { unitsEn } from './units';
import type { Widen } from './widen';

/** English UI strings. This object defines the shape; ru.ts must match it key for key. */
export const en = {
  appName: 'Grand Battery',
  nav: {
    label: 'Main',
    units: 'Units',
    fire: 'Fire',
    log: 'Log',
    rules: 'Rules',
    settings: 'Settings',
  },
  common: {
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
    reload: 'Reload',
  },
  /** The game bar on every screen: the turn, Next turn and its Undo (the Undo's words: common.undo). */
  game: {
    turn: (n: number) => `Turn ${n}`,
    nextTurn: 'Next turn',
    undoNextTurnLabel: (n: number) => `Undo Next turn: back to turn ${n}`,
    turnMovedOn: 'Not undone: the turn has moved on since.',
  },
  units: unitsEn,
  // The notices' own words are in pwa.ts and a screen's render error's in screen-error.ts, each with
  // its chunk; these show when a screen's chunk is missing (Reload also on a render error).
  pwa: {
    reload: 'Reload',
    screenMissing:
      'This screen belongs to an older version of the app. Reload to open the new one: your data stays.',
  },
} as const;

export type Messages = Widen<typeof en>;
