/**
 * The shared text arrives untrusted (issue 10): every hostile or broken text is refused with a
 * stable code by the very call the Receive screen makes, and the phone's database is unchanged.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Game, isSyncText, type SyncPreview } from '../../../src/state';
import type { GbDb } from '../../../src/storage/db';
import type { SyncWhat } from '../../../src/storage/sync';
import { saveCardEdit } from '../../../src/storage/sync-writes';
import {
  encodeSync,
  encodeSyncV2,
  MAX_SYNC_CHARS,
  parseSync,
  type SyncBody,
} from '../../../src/sync/payload';
import { startGame, stopGames } from '../game';
import { battalion, closePhones, dump, fire, phone, receive, text } from './phones';

let here: GbDb;
let there: GbDb;
/** The state API works on the game: this phone's, on its database. */
let game: Game | undefined;
async function use(db: GbDb) {
  game = await startGame(db);
}
const exchange = () => {
  if (!game) throw new Error('on which phone?');
  return game.exchange;
};
const exportSyncText = (what: SyncWhat) => exchange().exportText(what);
const previewSyncText = (text: string) => exchange().preview(text);
const acceptSync = (preview: SyncPreview) => exchange().accept(preview);
const undoLastMerge = () => exchange().undoMerge();

beforeEach(async () => {
  here = await phone();
  there = await phone();
  await saveCardEdit(here, battalion({ name: 'Ours' }), 1_000);
  await fire(here, 'ours', 'bn', 1);
  // One game: the other phone received this one's game before it recorded anything (issue 23).
  await receive(there, await text(here));
  await saveCardEdit(there, battalion({ id: 'theirs', name: 'Theirs' }), 2_000);
  await fire(there, 'their-shot', 'theirs', 2);
});
afterEach(() => {
  stopGames();
  closePhones();
});

/** A sound text from the other phone, read back as records to spoil (then written again unless said). */
async function soundBody(): Promise<SyncBody> {
  await use(there);
  const made = await exportSyncText({ kind: 'game' });
  if (!made.ok) throw new Error(JSON.stringify(made.problem));
  const parsed = parseSync(made.value);
  if (!parsed.ok) throw new Error(parsed.problem.code);
  const { sum: _sum, ...body } = parsed.value;
  return body;
}

const CASES: [string, string, (body: SyncBody) => string][] = [
  ['version-invalid', 'no version', (b) => encodeSync({ ...b, formatVersion: 0 })],
  ['version-newer', 'a newer version', (b) => encodeSync({ ...b, formatVersion: 5 })],
  [
    'checksum',
    'a changed figure, old checksum',
    (b) => {
      const text = encodeSync(b);
      return text.replace('"startFigures":36', '"startFigures":35');
    },
  ],
  [
    'checksum',
    'cut short and closed again',
    (b) => {
      const text = encodeSync(b);
      return `${text.slice(0, text.indexOf('"shots"'))}"sum":"crc32:00000000"}`;
    },
  ],
  [
    'forbidden-key',
    '__proto__ in a card (signed)',
    (b) => encodeSync(b).replace('"name":"Theirs"', '"__proto__":{"polluted":true},"name":"Theirs"'),
  ],
  [
    'forbidden-key',
    'constructor in a shot',
    (b) => encodeSync(b).replace('"d":[3,4]', '"constructor":{"prototype":{}},"d":[3,4]'),
  ],
  [
    'out-of-range',
    'a card of 2,000 figures',
    (b) => encodeSync({ ...b, cards: b.cards.map((c) => ({ ...c, startFigures: 2000, figures: 2000 })) }),
  ],
  [
    'shape',
    'a quarter figure',
    (b) => encodeSync({ ...b, cards: b.cards.map((c) => ({ ...c, figures: 23.25 })) }),
  ],
  [
    'shape',
    'a card without a name',
    (b) => encodeSync({ ...b, cards: b.cards.map(({ name: _n, ...c }) => c as SyncBody['cards'][number]) }),
  ],
  [
    'dangling',
    'a correction of a card it does not carry',
    (b) =>
      encodeSync({
        ...b,
        corrections: [
          ...b.corrections,
          {
            ...(b.corrections[0] ?? { id: 'x', game: 1, line: 1, skirmishers: 0, clock: b.clock }),
            id: 'x',
            cardId: 'nobody',
          },
        ],
      }),
  ],
  [
    'dangling',
    'a shot applied to a card it does not carry (v2: v3 has no way to say it)',
    (b) =>
      encodeSyncV2({
        ...b,
        shots: b.shots.map((s) => ({ ...s, applied: s.applied && { ...s.applied, targetId: 'ghost' } })),
      }),
  ],
  ['not-sync', 'a backup file', () => '{"format":"grand-battery-backup","version":1}'],
  ['malformed', 'junk', () => '{"format":"grand-battery.sync", oops'],
  ['empty', 'nothing', () => '   '],
  [
    'too-large',
    'oversized (checked before parsing)',
    () => `{"format":"grand-battery.sync","x":"${'a'.repeat(MAX_SYNC_CHARS)}"}`,
  ],
];

describe('hostile and broken texts', () => {
  for (const [code, what, make] of CASES) {
    it(`${what}: refused (${code}), nothing stored`, async () => {
      const body = await soundBody();
      const text = make(body);
      expect(text).not.toBe(encodeSync(body)); // the spoiling really changed the text
      await use(here);
      const before = await dump(here);
      const preview = await previewSyncText(text);
      expect(preview.ok ? 'accepted' : preview.problem.code).toBe(code);
      expect(await dump(here)).toBe(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }
});

describe('the state API', () => {
  it('sniffs, previews, accepts and undoes; a repeat has nothing new', async () => {
    const body = await soundBody();
    const text = encodeSync(body);
    expect(isSyncText(text)).toBe(true);
    expect(isSyncText('{"format":"grand-battery-backup"}')).toBe(false);
    await use(here);
    const before = await dump(here);
    const preview = await previewSyncText(text);
    if (!preview.ok) throw new Error(JSON.stringify(preview.problem));
    expect(preview.value.summary.counts).toMatchObject({ cardsNew: 1, shotsNew: 1 });
    expect(await dump(here)).toBe(before); // a preview stores nothing
    expect(await acceptSync(preview.value)).toEqual({ ok: true });
    // The game read what was merged: the roster shows the other phone's card.
    expect(game?.state.units.map((u) => u.id)).toContain('theirs');
    expect(await here.get('units', 'theirs')).toMatchObject({ figures: 34 });
    const again = await previewSyncText(text);
    expect(again.ok && again.value.summary.nothing).toBe(true);
    expect(await undoLastMerge()).toEqual({ ok: true });
    expect(await dump(here)).toBe(before);
  });
});
