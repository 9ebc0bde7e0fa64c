import type { Widen } from '../widen';

/** Settings → Club server (issue 26). ru/club.ts follows this shape key for key. */
export const club = {
  sectionTitle: 'Club server',
  sectionHelp:
    'Several phones and a laptop on one game through the club’s own CouchDB database, whenever there is a network.',
  open: 'Club server',
  title: 'Club server',
  help: 'Every phone of the club sends its shots, cards and turn to the club’s database and takes the others’. With no network nothing changes here: sync when you are back. Scale, language and the rule pack in use stay this phone’s own.',
  back: 'Back',
  address: 'Database address',
  addressHint: 'https://… ending in the database’s name (http only for 127.0.0.1 or localhost).',
  user: 'User name',
  password: 'Password',
  passwordHint: 'Sent to the server to sign in, never kept on this phone.',
  signIn: 'Sign in and sync',
  syncNow: 'Sync now',
  syncing: 'Syncing…',
  progress: {
    receiving: (done: number, total?: number) =>
      total === undefined ? `Receiving: ${done} so far…` : `Receiving ${done} of ${total}…`,
    merging: (n: number) => `Checking and merging ${n === 1 ? '1 document' : `${n} documents`}…`,
    sending: (done: number, total?: number) =>
      total === undefined || total === 0 ? 'Sending…' : `Sending ${done} of ${total}…`,
    checking: 'Checking what the server kept…',
  },
  keep: 'Keep in sync while online',
  keepHint: 'Every half minute while this phone has a network, and at once when it comes back.',
  neverSynced: 'Not synced yet.',
  lastSync: (when: string) => `Last sync: ${when}`,
  brought: 'It brought:',
  nothingNew: 'nothing new',
  sentLabel: 'It sent:',
  sent: {
    card: (n: number) => (n === 1 ? '1 card' : `${n} cards`),
    shot: (n: number) => (n === 1 ? '1 shot' : `${n} shots`),
    correction: (n: number) => (n === 1 ? '1 figure set' : `${n} figures set`),
    tomb: (n: number) => (n === 1 ? '1 card deleted' : `${n} cards deleted`),
    game: (_n: number) => 'the turn and sides',
    pack: (n: number) => (n === 1 ? '1 rule pack' : `${n} rule packs`),
    side: (n: number) => (n === 1 ? '1 saved side' : `${n} saved sides`),
  },
  nothingSent: 'nothing new',
  renamed: (ours: string, theirs: string, kept: 'ours' | 'theirs') =>
    `One card was named “${ours}” here and “${theirs}” on another phone: “${kept === 'ours' ? ours : theirs}” stood (the later edit).`,
  dropped: (n: number) =>
    n === 1
      ? 'The server did not keep 1 of this phone’s documents, so the other phones do not get it (its own check refused it, or it dropped it):'
      : `The server did not keep ${n} of this phone’s documents, so the other phones do not get them (its own check refused them, or it dropped them):`,
  droppedHelp:
    'Nothing on this phone was lost. Ask the club’s organiser to check the server (README: “Club server”).',
  droppedToast: (n: number) =>
    n === 1
      ? 'Synced, but the server did not keep 1 document: see Club server.'
      : `Synced, but the server did not keep ${n} documents: see Club server.`,
  docKind: {
    game: 'the game: turn, sides and who fired',
    card: 'a card',
    shot: 'a shot',
    correction: 'a figure set',
    tomb: 'a card’s deletion',
    pack: 'a rule pack',
    side: 'a saved side',
  },
  skippedBefore: (n: number) =>
    n === 1
      ? '1 refused document listed before is still on the server.'
      : `${n} refused documents listed before are still on the server.`,
  counts: {
    shotsNew: (n: number) => (n === 1 ? '1 new shot' : `${n} new shots`),
    shotsChanged: (n: number) => (n === 1 ? '1 shot applied or undone' : `${n} shots applied or undone`),
    cardsNew: (n: number) => (n === 1 ? '1 new card' : `${n} new cards`),
    cardsChanged: (n: number) => (n === 1 ? '1 card changed' : `${n} cards changed`),
    cardsDeleted: (n: number) => (n === 1 ? '1 card deleted' : `${n} cards deleted`),
    cardsKept: (n: number) => (n === 1 ? '1 deleted card kept' : `${n} deleted cards kept`),
    corrections: (n: number) => (n === 1 ? '1 figure set' : `${n} figures set`),
    packs: (n: number) => (n === 1 ? '1 rule pack' : `${n} rule packs`),
  },
  skipped: (n: number) =>
    n === 1
      ? '1 document on the server was refused (nothing of it was stored):'
      : `${n} documents on the server were refused (nothing of them was stored):`,
  skippedCode: {
    shape: 'not the shape of a Grand Battery record',
    'forbidden-key': 'a forbidden key',
    'out-of-range': 'a number or text out of bounds',
    'too-many': 'too many entries',
    'clock-ahead': 'dated in the future',
    dangling: 'about a card the server does not hold',
    'shot-mismatch': 'a shot whose dice do not give the casualties it states',
  },
  refusedThere: (n: number) =>
    n === 1
      ? 'The server refused 1 of this phone’s documents.'
      : `The server refused ${n} of this phone’s documents.`,
  problems: {
    address:
      'That is not a database address: use https:// and the database’s name at the end (http only for 127.0.0.1 or localhost).',
    offline: 'This phone is offline. Sync when there is a network.',
    unreachable:
      'No answer from a server at that address. Check the address, and that the server is running.',
    timeout:
      'The server stopped answering (nothing for 20 seconds), so the sync was stopped. Try again; if it happens again, the server is overloaded or stuck: ask the club’s organiser.',
    cors: 'The server answered but refuses this app (CORS): its settings must allow this app’s address.',
    'wrong-password': 'Wrong user name or password.',
    'signed-out': 'The server asks for the password again: sign in.',
    'no-database': 'The server has no database at that address.',
    refused: 'The server says no: this user may not use this database.',
    server: 'The server failed. Try again later.',
    'other-game': 'The server holds another table’s game. Nothing was merged or sent.',
    storage: 'This phone could not store what arrived.',
    reload:
      'The app reaches only the club server it was opened with: reload it to reach this one. The address and user name stay; type the password again.',
  },
  serverSaid: (reason: string) => `The server says: “${reason}”`,
  serverCode: (code: string) => `(HTTP ${code})`,
  otherGame: (game: number, turn: number) => `Its game: game ${game}, turn ${turn}.`,
  mergeAsThisGame: 'Merge it as this game',
  reload: 'Reload the app',
  nothingLost: 'Nothing on this phone was changed or lost.',
  synced: 'Synced with the club server.',
};

export type ClubWords = Widen<typeof club>;
