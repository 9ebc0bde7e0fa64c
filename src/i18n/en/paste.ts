import { formatFigures } from '../engine/format';
import { plural } from '../plural';
import type { Widen } from '../widen';

const n2 = (n: number) => formatFigures('en', n);
const units = (n: number) => `${n} ${plural('en', n, { one: 'unit', other: 'units' })}`;
const figs = (n: number) => `${n2(n)} ${plural('en', n, { one: 'figure', other: 'figures' })}`;

/** The params a code's words get, already worded (names isolated, vocabulary in the language). */
export type CodeParams = Readonly<Record<string, string>>;

/**
 * "Paste an army" and "Copy as text" (src/ui/units/paste/). ru/paste.ts follows this shape key for
 * key; every line kind, problem and guess code of the order-of-battle reader (src/oob/README.md) is
 * worded (src/ui/units/paste/paste-text.ts holds the keys to the reader's codes: a code with no
 * words does not compile).
 */
export const paste = {
  title: 'Paste an army',
  back: 'Back to units',
  textLabel: 'Order of battle: one side or both',
  textHelp:
    'Copy it from a scenario book, a forum post or a spreadsheet: sides and brigades as headings, one unit a line. Nothing is added until you confirm.',
  placeholder:
    'French (GdD Marchand)\nBrigade Lefèvre\n- 1/, 2/ 27e Ligne, 36 figs each\n- 4e Léger, 680 men, veteran',
  clear: 'Clear the text',
  preview: 'As read',
  previewEmpty: 'Paste or type an order of battle above: each line shows here as read.',
  summary: (sides: number, brigades: number, unitCount: number, problems: number) =>
    [
      `${sides} ${plural('en', sides, { one: 'side', other: 'sides' })}`,
      `${brigades} ${plural('en', brigades, { one: 'brigade', other: 'brigades' })}`,
      units(unitCount),
      problems > 0 ? `${problems} ${plural('en', problems, { one: 'line', other: 'lines' })} to check` : '',
    ]
      .filter(Boolean)
      .join(' · '),
  noUnits:
    'No unit read yet: a unit line needs at least a name and a word such as battalion, hussars or battery.',
  /** A side as read: "Side 1: French" (name absent: "Side 1"). */
  sideRead: (n: number, name: string) => (name ? `Side ${n}: ${name}` : `Side ${n}`),
  sideUnits: (n: number) => units(n),
  goesTo: 'Goes to',
  sideName: 'Side name',
  sideNameHelp: 'As the roster and the log will call it.',
  confirm: (n: number) => `Add ${units(n)}`,
  added: (n: number) => `Added ${units(n)}`,
  addFailed: 'Not all the units could be stored: the ones stored are taken back.',
  undone: (n: number) => `${units(n)} taken back`,
  lineOf: (n: number) => `Line ${n}`,
  kinds: {
    side: 'Side',
    brigade: 'Brigade',
    unattached: 'No brigade from here',
    formation: 'Division',
    commander: 'Commander',
    unit: 'Unit',
    units: 'Units',
    columns: 'Column headings',
    title: 'Title',
    note: 'Note',
    total: 'Total',
    date: 'Date',
    blank: 'Blank',
    unread: 'Not read',
  },
  brigadeOf: (name: string) => `Brigade: ${name}`,
  noBrigade: 'No brigade',
  figures: (n: number) => figs(n),
  figuresDefault: (n: number) => `${figs(n)} (a new card's)`,
  guessed: 'guessed',
  guessedMark: 'Guessed:',
  problemMark: 'Not read:',
  commanderOf: (name: string) => `Commander: ${name}`,
  practiceScale: (menPerFigure: number) =>
    `Men become figures at ${menPerFigure} men a figure: a practice value (your rule pack gives none).`,
  /** Field names in words.conflict. */
  fields: {
    arm: 'arm',
    class: 'class',
    nation: 'nation',
    type: 'infantry type',
    kind: 'battery kind',
    figures: 'figures',
  } as Readonly<Record<string, string>>,
  problems: {
    'line.unread': (_: CodeParams) => 'This line was not understood: it adds nothing.',
    'words.unread': (p: CodeParams) => `Words not understood, left out: ${p.words}.`,
    'words.conflict': (p: CodeParams) =>
      `Two words disagree on the ${p.field}: kept ${p.kept}, left out ${p.dropped}.`,
    'figures.missing': (_: CodeParams) =>
      'No figures given: the unit starts with a new card’s figures. Check them.',
    'figures.not-half': (p: CodeParams) => `${p.found} is not a whole or half figure count: left out.`,
    'figures.too-many': (p: CodeParams) =>
      `${p.found} figures is more than a card holds (${p.max}): left out.`,
    'men.no-figure-scale': (p: CodeParams) => `${p.men} men, and no figure scale to turn them into figures.`,
    'gun.unknown': (p: CodeParams) => `The rule pack has no gun “${p.written}”: its first gun is used.`,
    'gun.not-for-kind': (p: CodeParams) => `The rule pack’s ${p.gun} is not for ${p.kind}.`,
    'gun.mixed': (p: CodeParams) => `A battery of several guns: the first is kept, not ${p.others}.`,
    'count.too-many': (p: CodeParams) => `${p.count} units on one line is more than ${p.max}: one is made.`,
    'count.differs': (p: CodeParams) =>
      `${p.listed} battalions listed but ${p.count} counted: the list is kept.`,
    'name.missing': (_: CodeParams) => 'A unit with no name.',
    'column.unknown': (p: CodeParams) => `The column “${p.column}” is not known: it is left out.`,
  },
  guesses: {
    'nation.default': (p: CodeParams) => `nation ${p.nation} (none written)`,
    'class.not-given': (_: CodeParams) => 'class Regular (none written)',
    'arm.not-given': (_: CodeParams) => 'infantry (no arm written)',
    'infantry-type.not-given': (_: CodeParams) => 'line infantry (no type written)',
    'battery-kind.not-given': (_: CodeParams) => 'foot artillery (no kind written)',
    'gun.not-given': (p: CodeParams) => `gun ${p.gunType} (none written)`,
    'figures.from-men': (p: CodeParams) =>
      `figures from ${p.men} men at ${p.menPerFigure} a figure${p.practice === 'true' ? ' (practice scale)' : ''}`,
    'number.as-men': (p: CodeParams) => `${p.number} read as men`,
    'men.shared': (p: CodeParams) => `${p.men} men shared by ${p.count} units`,
    'figures.each': (p: CodeParams) => `${p.figures} figures for each of ${p.count} units`,
    'commander.of-side': (p: CodeParams) => `${p.commander} taken as the side’s commander`,
  },
  // --- Copy as text ---
  copyTitle: 'Copy a side as text',
  copyHelp: 'Pasted back here, the text gives the same side. Send it by message or keep it.',
  copySide: (side: string) => `Copy ${side}`,
  copied: (side: string) => `${side} copied as text`,
  shared: (side: string) => `${side} shared as text`,
  notCopied: 'The phone did not copy it: select the text below and copy it.',
  copyText: 'The side as text',
  emptySide: 'This side has no units yet.',
  // --- Saved sides (issue 34, item 4: src/ui/units/paste/SavedSides.tsx) ---
  savedLink: 'Saved sides',
  saved: {
    title: 'Saved sides',
    back: 'Back to units',
    help: 'Sides kept on this phone apart from the game: save the table’s, start a game with two of them, send one to another phone or the club.',
    saveTitle: 'Save from the table',
    save: (side: string, n: number) => `Save ${side} (${units(n)})`,
    savedAs: (name: string) => `Saved “${name}”`,
    saveUndone: (name: string) => `“${name}” no longer saved`,
    startTitle: 'Start a game',
    startHelp:
      'A side of the table keeps its units, unless you choose a saved side for it: they are then taken off (Undo puts them back).',
    startNewGame: 'This game has begun: a new one starts at turn 1 (its Log stays).',
    goesTo: (side: string) => `To the table as ${side}`,
    keepTable: (side: string, n: number) => `Keep ${side} (${units(n)})`,
    none: 'Nothing',
    option: (name: string, n: number) => `${name} · ${units(n)}`,
    start: 'Put them on the table',
    startSame: 'Choose two different sides, or one.',
    started: (n: number) => `${units(n)} on the table`,
    startUndone: (n: number) => `${units(n)} taken back`,
    listTitle: (n: number) => `Kept on this phone (${n})`,
    empty: 'No side saved yet. Save one from the table above, or receive one from another phone.',
    receive: 'Receive a side from another phone',
    counts: (brigades: number, unitCount: number) =>
      [`${brigades} ${plural('en', brigades, { one: 'brigade', other: 'brigades' })}`, units(unitCount)].join(
        ' · ',
      ),
    figures: (n: number) => figs(n),
    rename: 'Rename',
    renameName: (name: string) => `Rename ${name}`,
    nameLabel: 'Name',
    saveName: 'Save the name',
    cancel: 'Cancel',
    nameEmpty: 'A saved side needs a name.',
    renamed: (name: string) => `Renamed “${name}”`,
    renameUndone: (name: string) => `Named “${name}” again`,
    duplicate: 'Duplicate',
    duplicateName: (name: string) => `Duplicate ${name}`,
    copyName: (name: string) => `${name} (copy)`,
    duplicated: (name: string) => `Saved “${name}”`,
    send: 'Send',
    sendName: (name: string) => `Send ${name} by QR code or file`,
    delete: 'Delete',
    deleteName: (name: string) => `Delete ${name}`,
    deleted: (name: string) => `Deleted “${name}”`,
    restored: (name: string) => `“${name}” is back`,
    notFound: 'That side is no longer saved on this phone.',
    // --- Through the club server ---
    sendClub: 'Send to the club',
    sendClubName: (name: string) => `Send ${name} to the club`,
    sentClub: (name: string) => `“${name}” sent to the club: its other phones get it with their next sync`,
    notKeptClub: (name: string) =>
      `The club server did not keep “${name}” (its own check refused it): see Club server. Nothing here was lost.`,
    notSentClub: (name: string) =>
      `“${name}” was not sent now: Club server (Settings) says why. It goes with the next sync while the app stays open; nothing here was lost.`,
    withdrawClub: 'Remove from the club',
    withdrawClubName: (name: string) => `Remove ${name} from the club`,
    withdrawnClub: (name: string) =>
      `“${name}” removed from the club: its phones no longer offer it (a phone that kept it keeps it)`,
    notWithdrawnClub: (name: string) =>
      `“${name}” was not removed now: Club server (Settings) says why. It is removed with the next sync while the app stays open; nothing here was lost.`,
    clubTitle: (n: number) => `From the club (${n})`,
    clubHelp:
      'Sides the club’s players sent, as of this phone’s last sync. Keep one to start a game with it.',
    keep: 'Keep on this phone',
    keepName: (name: string) => `Keep ${name} on this phone`,
    kept: (name: string) => `Kept “${name}” on this phone`,
    newer: (kept: string) => `A newer version of “${kept}”, kept on this phone`,
    update: 'Update',
    updateName: (name: string) => `Update the side kept on this phone to ${name}`,
    updated: (name: string) => `“${name}” on this phone is the club’s version now`,
  },
};

export type PasteWords = Widen<typeof paste>;
