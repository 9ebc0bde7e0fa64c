import { plural } from '../plural';
import type { Widen } from '../widen';

/**
 * Settings → Data: the status panel and backups. Problem messages are keyed by the stable codes of
 * src/storage/backup.ts. ru/data.ts follows this shape key for key.
 */
export const data = {
  title: 'Data on this phone',
  status: 'Status',
  offline: 'Works offline',
  offlineReadyNoData: 'The app opens offline, but your cards and log are not being saved',
  offlineReady: 'Yes, everything is saved on the phone',
  offlineNotReady: 'Not yet: open the app once with a connection',
  offlineUnsupported: 'Not in this browser',
  storage: 'Storage',
  persisted: 'Kept: the browser will not clear it on its own',
  notPersisted: 'Best effort: the browser may clear it when space runs low',
  notSaving:
    'Nothing is being saved: this browser does not let the app store data. Export a backup file to keep what you entered.',
  persistUnknown: 'This browser does not say',
  /** WebKit (Safari, any iPhone browser) in a tab, and from the Home Screen. */
  sevenDays:
    'May be deleted after 7 days without a visit (Safari’s rule for a site in a tab). Add the app to the Home Screen to keep it, and export backups.',
  homeScreen: 'Kept by the browser: opened from the Home Screen, the 7-day rule does not apply.',
  persistAsk: 'Ask to keep my data',
  persistRefused: 'The browser said no. Add the app to the home screen, and export backups.',
  space: 'Space used',
  spaceValue: (used: string, quota: string) => `${used} of ${quota}`,
  spaceUnknown: 'This browser does not say',
  appVersion: 'App version',
  pack: 'Rule pack',
  packValue: (name: string, version: string) => `${name}, version ${version}`,
  lastBackup: 'Last backup',
  never: 'Never',
  backup: 'Backup',
  backupHelp:
    'One file with everything: unit cards, the log, settings and rule packs. Keep it somewhere other than this phone: browsers can clear an app’s data.',
  export: 'Export backup',
  exporting: 'Preparing the file…',
  exported: 'Backup ready. Keep the file safe.',
  delivered: {
    shared: 'It went to the share sheet.',
    'shared-as-text':
      'It went to the share sheet as a text file (this phone’s sheet does not take JSON files); it imports the same.',
    downloaded: 'It was saved as a download (this browser has no share sheet for files).',
  },
  exportFailed: 'The backup could not be made. Nothing changed.',
  /** The app installed on an iPhone, and no share sheet took the file: no download (it would trap the app). */
  notDelivered: 'The backup was not handed over.',
  notDeliveredHow:
    'The share sheet did not take it, and in the app on the Home Screen a download would open over the app with no way back. Tap “Export backup” again and choose “Save to Files” in the share sheet.',
  import: 'Import a backup',
  importHelp: 'You will see what the file holds before anything changes.',
  reading: 'Reading the file…',
  fileHolds: 'The file holds',
  units: (n: number) => `${n} ${plural('en', n, { one: 'unit card', other: 'unit cards' })}`,
  resolutions: (n: number) => `${n} ${plural('en', n, { one: 'log entry', other: 'log entries' })}`,
  packs: (n: number) => `${n} ${plural('en', n, { one: 'rule pack', other: 'rule packs' })}`,
  settingsIncluded: 'game settings',
  prefsIncluded: 'language, theme and text size',
  madeOn: (date: string, app: string, version: number) =>
    `Made on ${date} by Grand Battery ${app} (backup format ${version}).`,
  replace: 'Replace',
  replaceHelp:
    'The phone will hold exactly what the file holds. The cards, log and packs on it now are removed.',
  merge: 'Merge',
  mergeHelp:
    'Keep everything on the phone and add the file’s cards, log entries and packs; where both changed the same one, the later change is kept. Your settings stay; a later game or turn in the file is taken.',
  mergeAsThisGame: 'Merge as this game',
  cancel: 'Cancel',
  imported: 'Backup imported.',
  refused: 'This file was not imported. Nothing on the phone changed.',
  where: {
    units: (n: number) => `unit card ${n}`,
    resolutions: (n: number) => `log entry ${n}`,
    meta: (n: number) => `setting ${n}`,
    packs: (n: number) => `rule pack ${n}`,
    brigades: (n: number) => `brigade ${n}`,
    savedSides: (n: number) => `saved side ${n}`,
    field: (name: string) => `field “${name}”`,
    at: (where: string) => `Where: ${where}.`,
  },
  problems: {
    'file.empty': 'The file is empty.',
    'file.too-large': (mb: number) => `The file is larger than ${mb} MB: it is not a Grand Battery backup.`,
    'file.not-text': 'The file is not text: it is not a Grand Battery backup.',
    'file.utf16':
      'The file is saved as UTF-16 text; a Grand Battery backup is UTF-8. Use the file the app exported, or save it again as UTF-8.',
    'file.not-utf8':
      'The file is not UTF-8 text (it looks like Latin-1 or a Windows code page); a Grand Battery backup is UTF-8. Use the file the app exported, or save it again as UTF-8.',
    'file.overlong-utf8':
      'The file holds overlong UTF-8 (characters written with more bytes than UTF-8 allows, a way to slip them past checks); a Grand Battery backup is UTF-8. Use the file the app exported.',
    'file.cesu8':
      'The file is CESU-8 (Java’s modified UTF-8: an emoji or a rare character written as two halves); a Grand Battery backup is UTF-8. Use the file the app exported, or save it again as UTF-8.',
    'file.malformed': 'The file is damaged: it is not valid JSON. It may have been cut short or edited.',
    'file.not-backup':
      'This is not a Grand Battery backup (a rule pack file is imported on the Packs screen).',
    'version.invalid': 'The file does not say which backup format it uses.',
    'version.future': (version: number) =>
      `The file was made by a newer version of Grand Battery (backup format ${version}). Update the app, then import it.`,
    'field.missing': 'Something the file must hold is missing.',
    'field.unexpected': 'The file holds something a Grand Battery backup never has.',
    'field.type': 'A value has the wrong type (for example text where a number belongs).',
    'field.range': 'A value is outside what the app allows (too long, too large, or below zero).',
    'field.unknown-value': 'A value is not one the app knows (a nation, formation or code).',
    'field.forbidden-key': (key: string) =>
      `The file holds the key “${key}”, which could tamper with the app.`,
    'field.built-in-id': (id: string) =>
      `A rule pack in the file takes the id of the built-in pack “${id}”: no pack may take a built-in pack’s place.`,
    'field.too-deep': 'The file is nested too deeply.',
    'records.too-many': (max: number) => `The file holds more than ${max} records of one kind.`,
    'id.duplicate': 'Two records in the file have the same id.',
    'id.dangling': 'A record refers to something that is neither in the file nor on the phone.',
    storage: 'The phone could not store the backup.',
    'clock.ahead': (minutes: number) =>
      minutes > 525_600
        ? 'The file holds records clocked more than a year ahead of this phone’s time: it was not made by the app as it is.'
        : `The file holds records clocked ${minutes} ${plural('en', minutes, { one: 'minute', other: 'minutes' })} ahead of this phone’s time: the date or time of the phone that made it, or of this one, is wrong. Set the date and time to automatic on both phones, then import again.`,
    'game.other': (game: number, turn: number) =>
      `This backup is from another game (game ${game}, turn ${turn}), started on another phone. Merge it only if it is this very battle: then choose “Merge as this game”.`,
    'shot.mismatch':
      'A shot in the file does not add up: its dice do not give the casualties it states with the rule pack it names. The file was changed after the app made it, or is damaged.',
  },
};

export type DataWords = Widen<typeof data>;
