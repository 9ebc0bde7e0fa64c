import type { Widen } from '../widen';

/**
 * Sharing a game between phones (src/state/exchange/text.ts): refusals, the merge summary and Undo
 * merge. ru/sync.ts follows this shape key for key.
 */
export const sync = {
  /** One per SyncProblemCode (src/sync/problems.ts). Said after "Nothing was changed." */
  problems: {
    empty: 'The code or file is empty.',
    'too-large': 'It is too large to be a Grand Battery game.',
    malformed: 'It is damaged or incomplete: it is not readable data.',
    'not-sync': 'It is not a game shared from Grand Battery.',
    'version-invalid': 'It does not say which format version it is.',
    'version-newer': 'It was made by a newer version of the app. Update the app on this phone and try again.',
    checksum: 'It did not arrive whole (the checksum does not match). Share it again.',
    'forbidden-key': 'It contains a key that is never allowed (it may be hostile).',
    shape: 'Its records are not in the expected shape.',
    'out-of-range': 'It holds a number or text outside the allowed range.',
    'too-many': 'It holds more records than any game needs.',
    dangling: 'A shot or correction in it refers to a card it does not contain.',
    storage: 'This phone’s storage failed.',
    unavailable: 'This phone’s storage is unavailable, so nothing can be merged.',
    'nothing-to-undo': 'There is no merge to undo.',
    'changed-since':
      'A card or shot the merge brought has changed since (a shot applied or undone, a card edited), so the merge cannot be undone.',
    'other-game':
      'It is from another game (this phone recorded something since it was opened). This game’s turn and figures stay as they are; open it again to merge it as this game.',
    'clock-ahead':
      'The date or time of one of the two phones is wrong: the other phone’s clock is far ahead of this one’s. Set the date and time to automatic on both phones, then share again.',
    'shot-mismatch':
      'A shot in it does not add up: its dice do not give the casualties it states with the rule pack on this phone. It may have been changed on the way; share it again from the phone that fired.',
  },
  /** The shot a text was refused for (`shot-mismatch`); names come isolated (src/i18n/bidi.ts). */
  shotNamed: (
    turn: number,
    battery: string,
    target: string,
    dice: string,
    casualties: number,
    pack: string,
  ) =>
    `Turn ${turn}: ${battery} at ${target}, dice ${dice}, stated casualties: ${casualties} (rule pack ${pack}).`,
  nothingChanged: 'Nothing was changed.',
  /** The summary's heading by kind. */
  kind: { card: 'A unit card', roster: 'A side’s roster', game: 'The whole game' },
  counts: {
    cardsNew: (n: number) => (n === 1 ? '1 new card' : `${n} new cards`),
    cardsChanged: (n: number) => (n === 1 ? '1 card changed' : `${n} cards changed`),
    cardsDeleted: (n: number) => (n === 1 ? '1 card deleted' : `${n} cards deleted`),
    cardsKept: (n: number) => (n === 1 ? '1 deleted card kept' : `${n} deleted cards kept`),
    shotsNew: (n: number) => (n === 1 ? '1 new shot' : `${n} new shots`),
    shotsChanged: (n: number) => (n === 1 ? '1 shot applied or undone' : `${n} shots applied or undone`),
    corrections: (n: number) => (n === 1 ? '1 figure correction' : `${n} figure corrections`),
  },
  /** Per-card line codes (CardLine.code). */
  cardCode: {
    new: 'new',
    changed: 'changed',
    'deleted-there': 'deleted on the other phone',
    'kept-deleted-here': 'deleted here, kept',
    'kept-deleted-there': 'deleted on the other phone, kept',
    'stays-deleted': 'stays deleted',
  },
  /** Why a deleted card was kept. */
  keptBecause: {
    hit: 'it was hit on the other phone after all',
    edited: 'it was edited after it was deleted',
  },
  keptBecauseHere: {
    hit: 'it was hit on this phone',
    edited: 'it was edited here after it was deleted',
  },
  /** Card fields (CardField). */
  field: {
    name: 'name',
    side: 'side',
    nation: 'nation',
    arm: 'arm',
    infantryType: 'infantry type',
    markers: 'markers',
    class: 'class',
    startFigures: 'starting figures',
    formation: 'formation',
    screenAttached: 'skirmish screen',
    gunType: 'gun type',
    batteryKind: 'foot or horse',
    brigadeId: 'brigade',
    order: 'place in the brigade',
  },
  laterKept: { theirs: 'later edit kept (other phone)', ours: 'later edit kept (this phone)' },
  figures: (from: string, to: string) => `figures ${from} → ${to}`,
  newShots: (n: number) => (n === 1 ? '1 new shot' : `${n} new shots`),
  turn: (from: number, to: number) => `Turn ${from} → ${to}`,
  gameNumber: (from: number, to: number) => `Game ${from} → ${to}`,
  phasingSide: 'Whose turn of fire changed',
  sideNames: 'Side names changed',
  fired: 'Batteries that fired this turn changed',
  behind: (game: number, turn: number) =>
    `The other phone is at game ${game}, turn ${turn}: this phone’s later game and turn stand.`,
  joined: 'This phone had recorded nothing yet: it joins the other phone’s game.',
  firedTwice: (battery: string, turn: number) => `${battery} fired twice in turn ${turn}, once on each phone`,
  sameShot: 'The very same shot was entered on both phones.',
  keepBoth: 'Keep both',
  keepOne: 'Keep one',
  otherGameIs: (game: number, turn: number) => `The file is at game ${game}, turn ${turn}.`,
  /** The review of a text of another table id (issue 23): the player decides. */
  otherGameReview: (game: number, turn: number) =>
    `This is another game (game ${game}, turn ${turn}), started on another phone. Merge it only if both phones play this very battle; then both keep one game.`,
  mergeAsThisGame: 'Merge as this game',
  cancel: 'Cancel',
  clockAheadBy: (minutes: number) =>
    minutes >= 2 * 24 * 60
      ? `Its clock is ${Math.round(minutes / (24 * 60))} days ahead.`
      : minutes >= 120
        ? `Its clock is ${Math.round(minutes / 60)} hours ahead.`
        : `Its clock is ${minutes} min ahead.`,
  nothingNew: 'Nothing new: this phone already has all of it.',
  accept: 'Merge',
  decline: 'Decline',
  merged: 'Merged.',
  undoMerge: 'Undo merge',
  undoMergeHint: 'Puts the cards, log and turn back as they were before the last merge.',
  mergeUndone: 'Merge undone.',
};

export type SyncWords = Widen<typeof sync>;
