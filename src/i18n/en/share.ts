import { plural } from '../plural';
import type { Widen } from '../widen';

/**
 * The sharing screens (QR codes and files between two phones, issue 10). ru/share.ts follows this
 * shape key for key.
 */
export const share = {
  sectionTitle: 'Two phones, no network',
  sectionHelp:
    'Hand a rule pack, a roster or the game to another phone: it scans codes off this screen, or opens a file you send it. Nothing goes over a network.',
  showGame: 'Show the game',
  showRoster: (side: string) => `Show the roster: ${side}`,
  scan: 'Scan codes',
  openFile: 'Open a file',
  scanPhoto: 'Scan from a photo',
  showAsQr: 'Show as QR code',
  back: 'Back',
  /** Whether the QR reader works offline on this phone (src/pwa/reader-cache.ts). */
  readerOffline: {
    checking: 'Scanner: still being prepared for offline use…',
    preparing: 'Scanner: still being prepared for offline use…',
    ready: 'Scanner ready offline',
    native: 'Scanner ready offline',
    retrying:
      'Scanner not ready offline yet: it could not be fetched. The app tries again by itself, at once when a connection returns.',
    'no-offline':
      'Scanner: this address has no offline use (that needs HTTPS), so the scanner loads when you scan, with a connection.',
  },

  showTitle: 'Show to the other phone',
  showHelp:
    'On the other phone: Settings → Two phones → Scan codes. Keep this screen bright and steady, a hand’s length from its camera.',
  frameOf: (index: number, count: number) => `${index} of ${count}`,
  codeLabel: (what: string, index: number, count: number) => `QR code ${index} of ${count}: ${what}`,
  pause: 'Pause',
  play: 'Play',
  previous: 'Previous code',
  next: 'Next code',
  shareFile: 'Share as a file',
  fileDownloaded: (name: string) => `Saved as ${name}`,
  fileSharedAsText: 'Shared as a text file',
  /** The app installed on an iPhone, and no share sheet took the file: no download (it would trap the app). */
  /**
   * A file that is not UTF-8 text, named for what it is (src/records/utf8.ts; a backup's own words:
   * data.ts `file.*`): the Receive screen and the pack import say it.
   */
  fileEncoding: {
    utf16:
      'The file is saved as UTF-16 text; the files Grand Battery makes are UTF-8. Use the file the other phone made, or save it again as UTF-8. Nothing was changed.',
    'not-utf8':
      'The file is not UTF-8 text (it looks like Latin-1 or a Windows code page); the files Grand Battery makes are UTF-8. Use the file the other phone made, or save it again as UTF-8. Nothing was changed.',
    'overlong-utf8':
      'The file holds overlong UTF-8 (characters written with more bytes than UTF-8 allows, a way to slip them past checks); the files Grand Battery makes are UTF-8. Use the file the other phone made. Nothing was changed.',
    cesu8:
      'The file is CESU-8 (Java’s modified UTF-8: an emoji or a rare character written as two halves); the files Grand Battery makes are UTF-8. Use the file the other phone made, or save it again as UTF-8. Nothing was changed.',
    'not-text': 'The file is not text: it is not a file Grand Battery makes. Nothing was changed.',
  },
  fileNotDelivered:
    'The share sheet did not take the file, and in the app on the Home Screen a download would open over the app with no way back, so none was made. Tap “Share as a file” again and choose where it goes in the share sheet.',
  nothingToShow: 'There is nothing to show: it is not on this phone.',
  tooLargeForCodes: 'Too large for QR codes: share it as a file.',
  packWhat: (name: string) => `Rule pack “${name}”`,
  gameWhat: 'The whole game',
  rosterWhat: (side: string) => `Roster: ${side}`,
  cardWhat: (name: string) => `Card: ${name}`,
  sideWhat: (name: string) => `Saved side “${name}”`,
  showUnavailable: 'This phone’s storage is unavailable, so there is nothing to show.',

  receiveTitle: 'Receive from another phone',
  receiveHelp:
    'On the other phone, open what to hand over and choose Show as QR code, or Share as a file and send the file here.',
  pointCamera: 'Point the camera at the code on the other phone.',
  cameraLabel: 'Camera',
  progress: (have: number, count: number) => `${have} of ${count} codes`,
  /** The name of the line that says how many codes are read. */
  progressLabel: 'Codes read',
  waiting: 'Waiting for a code…',
  missing: (list: string) => `Still needed: ${list}`,
  otherShare: 'That code belongs to another share; this one carries on. Start over to switch.',
  startOver: 'Start over',
  stopCamera: 'Stop the camera',
  cameraDenied:
    'The camera is not allowed for this app. Allow it in the browser’s settings for this site, or open a file the other phone shared.',
  cameraMissing: 'There is no camera this app can use. Open a file the other phone shared instead.',
  cameraFailed: 'The camera did not start. Open a file the other phone shared instead.',
  readerFailed: 'The code reader did not start. Open a file the other phone shared instead.',
  readerNotKept:
    'The code reader is not on this phone yet: it is fetched as soon as the phone has a connection. Until then, open a file the other phone shared.',
  readingPhoto: 'Reading the picture…',
  photoProblems: {
    'not-an-image':
      'That file is not a picture this browser can open. Choose a photo or a screenshot of the code.',
    'no-code':
      'No QR code could be read in that picture. Take it again straight on, with the code filling most of it and no glare.',
    'reader-failed': 'The code reader did not start. Open a file the other phone shared instead.',
  },
  frameProblems: {
    'not-a-frame': 'That QR code is not from Grand Battery.',
    'frame-damaged': 'A code was misread. Keep the camera on it.',
    'too-large': 'Too much for QR codes. Ask for a file instead.',
    checksum:
      'The codes did not add up: one was misread. Keep the camera on the codes until each is read again.',
    'not-text': 'The codes hold nothing this app can read.',
    empty: 'There is nothing in it.',
  },
  fileTooLarge: 'The file is too large to be anything this app shares.',
  unknownFormat: 'Grand Battery cannot read this: it is neither a rule pack, a saved side nor a shared game.',
  /** A saved side received (issue 34, item 4). */
  side: {
    title: (name: string) => `Saved side “${name}”`,
    counts: (brigades: number, units: number) =>
      `${brigades} ${plural('en', brigades, { one: 'brigade', other: 'brigades' })} · ${units} ${plural('en', units, { one: 'unit', other: 'units' })}`,
    keptApart: 'It is kept among the saved sides, apart from the game: nothing on the table changes.',
    unread: (n: number) =>
      `${n} ${plural('en', n, { one: 'line', other: 'lines' })} not read: what they held is left out.`,
    saved: (name: string) => `Saved “${name}”`,
    undone: (name: string) => `“${name}” no longer saved`,
    fallbackName: 'Received side',
    problems: {
      'not-a-side': 'This is not a saved side. Nothing was changed.',
      'no-units': 'The side holds no unit that could be read. Nothing was changed.',
    } as Readonly<Record<string, string>>,
  },
  accept: 'Accept',
  decline: 'Decline',
  declined: 'Declined: nothing was changed.',
  another: 'Receive another',
};

export type ShareWords = Widen<typeof share>;
