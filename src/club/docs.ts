/**
 * What travels to the club's CouchDB, one document each (issue 26), and back. Pure: no PouchDB,
 * no storage, no DOM.
 *
 * - `shot:<id>`, `correction:<id>`, `tomb:<card id>`: events keyed by their ids. A correction never
 *   changes; a shot's content never changes, its applied/undone register (under `stateClock`) may,
 *   and two revisions of it fold by that clock (fold.ts).
 * - `card:<id>`: a card's fields with their per-field clocks. Its figures are never a document: the
 *   card travels with its starting figures (`figures` = `startFigures`, the screen's 0), and every
 *   phone derives what it shows from the shots and corrections, as the two-phone merge does. A card
 *   document is never deleted: a deletion is its tombstone, which names the applied shots at the
 *   card the deleting phones had seen (`seen`: a phone holding the deletion adds the hits it holds,
 *   sync.ts), so every phone decides alike whether a hit no deleting phone had seen keeps the card
 *   (`resolveDeleted`).
 * - `pack:<id>@<version>`: a rule pack the club uses, checked like a pack file; never changed (a
 *   new version is a new document), stored on a phone that has not that version or a later one.
 * - `brigade:<id>`: a brigade (v6) with its per-field clocks; never deleted as a document (a
 *   deleted brigade is its record marked `deleted`); two revisions fold field by field.
 * - `side:<id>`: a saved side a player sent to the club (issue 34 item 4), its record as the phone
 *   keeps it (checked by the saved side's own check); apart from the game: never part of the
 *   incoming text, never on the table until a player keeps it and starts a game with it. Two
 *   revisions fold to the later saved (`updatedAt`).
 * - `game`: the table id, game number and turn, side names, phasing side, fired and their clocks;
 *   two revisions fold with the merge's rule ((game, turn) the later, fired grow-only per game and
 *   turn, the rest last writer wins per field).
 *
 * Scale, year, the active pack, keep-awake and the log's hidden entries never travel.
 *
 * Every document that arrives is checked like a received file: prototype keys, shape, limits and
 * numbers with the backup validator's record checks, clocks within bounds, references. A bad one
 * is skipped and listed (`Skipped`), never merged. The checked documents become one incoming text
 * for the merge in incoming.ts.
 */
import { type Check, findForbiddenKey, isPlainRecord, list, object, oneOf } from '../check';
import type { ValidatedPack } from '../core';
import { MAX_PACK_FILE_CHARS, validatePack } from '../packs';
import type { BrigadeRecord, GameSettings, SavedSide, TombstoneRecord, UnitCard } from '../records';
import {
  checkBrigade,
  checkCorrection,
  checkResolution,
  checkSavedSide,
  checkTombstone,
  checkUnit,
  GAME_ID,
  gameShape,
} from '../records';
import { MAX_SYNC_RECORDS, MAX_TEXT_AHEAD_MS, SYNC_GAME_CHECKS, type SyncBody, type SyncGame } from '../sync';

export const CLUB_DOC_KINDS = [
  'card',
  'shot',
  'correction',
  'tomb',
  'game',
  'pack',
  'brigade',
  'side',
] as const;
export type ClubDocKind = (typeof CLUB_DOC_KINDS)[number];

/** The table's game settings that travel, with its id. */
export type GameRecord = SyncGame & { gameId: string };

interface Doc<K extends ClubDocKind, R> {
  _id: string;
  kind: K;
  record: R;
}
export type CardDoc = Doc<'card', UnitCard>;
export type ShotDoc = Doc<'shot', SyncBody['shots'][number]>;
export type CorrectionDoc = Doc<'correction', SyncBody['corrections'][number]>;
/** `seen`: the applied shots at the card the deleting phone held when it deleted it. */
export type TombDoc = Doc<'tomb', TombstoneRecord> & { seen: string[] };
export type GameDoc = Doc<'game', GameRecord>;
/** A rule pack the club uses, by id and version (`pack:<id>@<version>`): never changed, never in conflict. */
export type PackDoc = Doc<'pack', ValidatedPack>;
/** v6: one brigade (a deleted one stays, marked). */
export type BrigadeDoc = Doc<'brigade', BrigadeRecord>;
/** A saved side sent to the club (apart from the game). */
export type SideDoc = Doc<'side', SavedSide>;
export type ClubDoc = CardDoc | ShotDoc | CorrectionDoc | TombDoc | GameDoc | PackDoc | BrigadeDoc | SideDoc;

export const GAME_DOC_ID = 'game';

/** The id of a record's document (a pack's `id` is `<pack id>@<version>`). */
export function docId(kind: ClubDocKind, id: string): string {
  return kind === 'game' ? GAME_DOC_ID : `${kind}:${id}`;
}

/** A rule pack's document. */
export function packDoc(pack: ValidatedPack): PackDoc {
  return { _id: docId('pack', `${pack.id}@${pack.version}`), kind: 'pack', record: pack };
}

/** A saved side's document. */
export function sideDoc(side: SavedSide): SideDoc {
  return { _id: docId('side', side.id), kind: 'side', record: side };
}

/** A card as it travels: its starting figures, never the figures it shows (a cache of events). */
export function travellingCard(card: UnitCard): UnitCard {
  if (card.figures === card.startFigures && card.screen.figures === 0) return card;
  return { ...card, figures: card.startFigures, screen: { ...card.screen, figures: 0 } };
}

/**
 * The documents of this phone's game: the shared text's records (src/storage/sync.ts
 * `collectSync`, kind `game`), one document each.
 */
export function docsFromBody(body: SyncBody): ClubDoc[] {
  const docs: ClubDoc[] = [];
  for (const c of body.cards)
    docs.push({ _id: docId('card', c.id), kind: 'card', record: travellingCard(c) });
  for (const s of body.shots) docs.push({ _id: docId('shot', s.id), kind: 'shot', record: s });
  for (const c of body.corrections)
    docs.push({ _id: docId('correction', c.id), kind: 'correction', record: c });
  for (const t of body.tombstones) {
    const seen = body.shots.filter((s) => s.applied?.targetId === t.id).map((s) => s.id);
    docs.push({ _id: docId('tomb', t.id), kind: 'tomb', record: t, seen: seen.sort() });
  }
  for (const b of body.brigades ?? []) docs.push({ _id: docId('brigade', b.id), kind: 'brigade', record: b });
  if (body.game && body.identity) {
    const { turn, gameNumber, sideNames, phasingSide, fired, clocks } = body.game;
    const record: GameRecord = {
      gameId: body.identity.id,
      turn,
      gameNumber,
      sideNames,
      phasingSide,
      fired,
      ...(clocks ? { clocks } : {}),
    };
    docs.push({ _id: GAME_DOC_ID, kind: 'game', record });
  }
  return docs;
}

/** The document's body without CouchDB's own keys (`_id`, `_rev`, `_conflicts`…), for comparing. */
export function docBody(doc: ClubDoc): string {
  const base = { kind: doc.kind, record: doc.record };
  return JSON.stringify(doc.kind === 'tomb' ? { ...base, seen: doc.seen } : base);
}

// ---------------------------------------------------------------------------------------------
// Checking a document that arrived

/** A document refused: its id (as far as it has one) and why, as a stable code and a path. */
export interface Skipped {
  id: string;
  code:
    | 'shape'
    | 'forbidden-key'
    | 'out-of-range'
    | 'too-many'
    | 'clock-ahead'
    | 'dangling'
    | 'shot-mismatch';
  path?: string;
}

const gameRecord: Check = object({ gameId: gameShape.gameId, ...SYNC_GAME_CHECKS }, { optional: ['clocks'] });

const RECORD_CHECKS: Record<ClubDocKind, Check> = {
  card: checkUnit,
  shot: checkResolution,
  correction: checkCorrection,
  tomb: checkTombstone,
  game: gameRecord,
  brigade: checkBrigade,
  side: checkSavedSide,
  // A rule pack: the pack file's own checks (every problem; here the first is enough to skip it).
  pack: (v, p) =>
    JSON.stringify(v).length <= MAX_PACK_FILE_CHARS && validatePack(v).ok
      ? undefined
      : { code: 'field.type', path: p },
};

const seenList = list(
  (v, p) => (typeof v === 'string' && v.length <= 200 ? undefined : { code: 'field.type', path: p }),
  MAX_SYNC_RECORDS.shots,
);

const envelope = (kind: ClubDocKind): Check =>
  object(
    {
      _id: (v, p) => (typeof v === 'string' ? undefined : { code: 'field.type', path: p }),
      _rev: () => undefined,
      _conflicts: () => undefined,
      _revisions: () => undefined,
      kind: oneOf(CLUB_DOC_KINDS),
      record: RECORD_CHECKS[kind],
      ...(kind === 'tomb' ? { seen: seenList } : {}),
    },
    { optional: ['_rev', '_conflicts', '_revisions'] },
  );

const wallOf = (clock: string | undefined) => (clock ? Number(clock.slice(0, 16)) : 0);

/** Every clock a document carries. */
export function clocksOf(doc: ClubDoc): string[] {
  switch (doc.kind) {
    case 'card':
    case 'brigade':
      return Object.values(doc.record.clocks ?? {});
    case 'shot':
      return [doc.record.clock, doc.record.stateClock].filter((c): c is string => c !== undefined);
    case 'correction':
    case 'tomb':
      return [doc.record.clock];
    case 'game':
      return Object.values(doc.record.clocks ?? {});
    case 'pack':
    case 'side':
      return [];
  }
}

/**
 * One document from the server, checked: the document, or why it is skipped. `now` is this
 * phone's time: a clock more than 10 minutes after it cannot come from a phone of the club
 * (src/sync/clock-bound.ts) and would win every later edit.
 */
export function checkDoc(value: unknown, now: number): { doc: ClubDoc } | { skipped: Skipped } {
  const id = isPlainRecord(value) && typeof value._id === 'string' ? value._id.slice(0, 200) : '?';
  const skip = (code: Skipped['code'], path?: string) => ({
    skipped: path === undefined ? { id, code } : { id, code, path },
  });
  const forbidden = findForbiddenKey(value);
  if (forbidden !== undefined) return skip('forbidden-key', forbidden.path);
  if (!isPlainRecord(value)) return skip('shape');
  const kind = value.kind;
  if (typeof kind !== 'string' || !(CLUB_DOC_KINDS as readonly string[]).includes(kind))
    return skip('shape', 'kind');
  const problem = envelope(kind as ClubDocKind)(value, '');
  if (problem) return skip(problem.code === 'field.range' ? 'out-of-range' : 'shape', problem.path);
  const doc = value as unknown as ClubDoc;
  const recordId =
    doc.kind === 'game' ? '' : doc.kind === 'pack' ? `${doc.record.id}@${doc.record.version}` : doc.record.id;
  if (doc._id !== docId(doc.kind, recordId)) return skip('shape', '_id');
  if (doc.kind === 'game' && !GAME_ID.test(doc.record.gameId)) return skip('shape', 'record.gameId');
  // The pack as its checks built it (the document's own object is untrusted data).
  if (doc.kind === 'pack') {
    const pack = validatePack(doc.record);
    if (!pack.ok) return skip('shape', 'record');
    return { doc: { ...doc, record: pack.value } };
  }
  for (const clock of clocksOf(doc)) if (wallOf(clock) > now + MAX_TEXT_AHEAD_MS) return skip('clock-ahead');
  // A saved side from the future would win every later send of it.
  if (doc.kind === 'side' && doc.record.updatedAt > now + MAX_TEXT_AHEAD_MS)
    return skip('clock-ahead', 'record.updatedAt');
  return { doc };
}

/** The game settings a game document stands for (this phone's own settings from `base`). */
export function gameSettingsOf(record: GameRecord, base: GameSettings): GameSettings {
  const { gameId, clocks, ...play } = record;
  const { clocks: _base, ...rest } = base;
  return { ...rest, ...play, gameId, ...(clocks ? { clocks } : {}) };
}
