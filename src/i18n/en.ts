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
  settings: {
    title: 'Settings',
    language: 'Language',
    theme: 'Theme',
    themeSystem: 'System',
    themeLight: 'Light',
    themeDark: 'Dark',
    themeContrast: 'High contrast',
    game: 'Game',
    scale: 'Table scale',
    scaleCm: 'Centimetres (15 mm figures)',
    scaleIn: 'Inches (25/28 mm figures)',
    campaignYear: 'Campaign year',
    campaignYearHelp: 'Decides who may form open order: Allied line battalions only from 1812.',
    campaignYearInvalid: 'Type a year from 1789 to 1815.',
    keepAwake: 'Keep the screen awake during a game',
    keepAwakeUnsupported: 'This browser cannot keep the screen awake.',
    sides: 'Sides',
    sidesHelp: 'Name the sides after the players or their armies. Empty: “Mine” and “Opponent”.',
    sideName: (defaultName: string) => `Name of the side “${defaultName}”`,
  },
  storage: {
    unavailable:
      'This browser does not let the app store data (private mode?). You can play, but nothing is saved.',
    quota:
      'The phone’s storage for this app is full: the last change was not saved. Free some space or export a backup.',
    blocked:
      'Grand Battery is open in another tab with an older version. Close that tab: your cards then appear here, and what you enter meanwhile is kept and saved.',
    'version-change': 'A newer version of Grand Battery opened in another tab. Reload this one.',
    'newer-version':
      'This copy of the app is older than the data on this phone (a newer version was opened in another tab). Reload to get the new version: nothing is lost.',
    failed: 'The last change could not be saved. Try again.',
    reload: 'Reload',
  },
  rules: {
    title: 'Rules',
    searchLabel: 'Search the rules in Russian or English',
    searchPlaceholder: 'картечь, canister, rfhntxm…',
    searchLoading: 'Search is loading…',
    results: 'Results',
    noResults: 'Nothing found.',
    didYouMean: 'Closest glossary terms:',
    sideBySide: 'Side by side',
    textSize: 'Text size',
    smaller: 'Smaller text',
    larger: 'Larger text',
    copyLink: 'Copy link',
    /** The per-clause switch, in the UI's language: the language it switches the clause to. */
    showIn: { ru: 'Show in Russian', en: 'Show in English' },
    /** Said after a clause's link; the name of the clause follows, visually hidden on the button. */
    copyLinkTo: (clause: string) => `Copy link to “${clause}”`,
    share: 'Share',
    linkCopied: 'Link copied',
    linkNotCopied: 'Could not copy; the link is: ',
    notes: "Translator's notes",
    glossary: 'Glossary',
    glossaryFilter: 'Filter the glossary',
    clausesUsing: 'Used in',
    notFound: 'There is no such clause:',
    contents: 'Contents',
  },
  /** The game bar on every screen: the turn, Next turn and its Undo. */
  game: {
    turn: (n: number) => `Turn ${n}`,
    nextTurn: 'Next turn',
    undoNextTurn: 'Undo',
    undoNextTurnLabel: (n: number) => `Undo Next turn: back to turn ${n}`,
  },
  units: unitsEn,
  pwa: {
    offlineReady: 'Ready to work offline',
    updateAvailable: 'Update available',
    reload: 'Reload',
    dismiss: 'Later',
    iosInstall: 'To keep Grand Battery and its data on this iPhone, tap Share, then “Add to Home Screen”.',
    finishFirst: 'Finish the shot or the edit first: nothing open is lost.',
    newerReady: 'A newer version of Grand Battery is ready. Reload to open it: your data stays.',
    screenMissing:
      'This screen belongs to an older version of the app. Reload to open the new one: your data stays.',
  },
} as const;

export type Messages = Widen<typeof en>;
