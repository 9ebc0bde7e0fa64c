/**
 * Schema v3 → v4 (issue 10): a phone that played with v3 opens today's app. Nothing on screen
 * changes: a card whose figures differ from its start less its applied shots (the editor set them,
 * or a skirmish screen was set) gets that difference as a correction event, so the figures derived
 * from events are the figures it showed. The v3 database is built BY HAND with raw IndexedDB.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { undoShot } from '../../../src/storage/casualties';
import { DB_VERSION, type GbDb, openGbDb } from '../../../src/storage/db';
import { changeShot } from '../../../src/storage/game-changes';
import { listUnits } from '../../../src/storage/units';
import { deriveFigures } from '../../../src/sync/figures';
import { unitCard } from '../fixtures';
import { legalShot } from '../sync/phones';
import { buildOldDatabase } from './old-schemas';

let n = 0;
let db: GbDb | undefined;
afterEach(() => db?.close());

// Hit for 3 (2 of them before an edit set it to 30) and a screen of 4 that lost 1.
const hit = unitCard({ id: 'hit', startFigures: 36, figures: 33, updatedAt: 50 });
const edited = unitCard({
  id: 'edited',
  startFigures: 36,
  figures: 30,
  screen: { attached: true, figures: 3 },
  updatedAt: 60,
});
const untouched = unitCard({ id: 'untouched', startFigures: 24, figures: 24, updatedAt: 70 });
const shotAtHit = { ...legalShot('s1', 'hit', 3), applied: { targetId: 'hit', line: 3, skirmishers: 0 } };
const shotAtEdited = {
  ...legalShot('s2', 'edited', 2, 1),
  applied: { targetId: 'edited', line: 2, skirmishers: 1 },
};
const v3Game = {
  scale: 'cm',
  campaignYear: 1812,
  turn: 2,
  activePackId: 'practice',
  keepAwake: false,
  sideNames: { mine: '', opponent: '' },
  phasingSide: 'mine',
  gameNumber: 1,
  fired: ['bat'],
};

async function openV3(name: string) {
  await buildOldDatabase(name, 3, (tx) => {
    for (const card of [hit, edited, untouched]) tx.objectStore('units').put(card);
    tx.objectStore('resolutions').put(shotAtHit);
    tx.objectStore('resolutions').put(shotAtEdited);
    tx.objectStore('meta').put(v3Game, 'game');
  });
  return openGbDb({}, name);
}

describe('opening a v3 database with today’s code', () => {
  it('keeps every card as it was and records the edited figures as corrections', async () => {
    db = await openV3(`gb-migration-v4-${n++}`);
    expect(db.version).toBe(DB_VERSION);
    expect(await listUnits(db)).toEqual([edited, hit, untouched]);
    const corrections = await db.getAll('corrections');
    // Only the edited card: 36 − 2 = 34 but it shows 30 (−4); the screen −1 but it shows 3 (+4).
    expect(corrections).toEqual([
      expect.objectContaining({ cardId: 'edited', game: 1, line: -4, skirmishers: 4 }),
    ]);
    // The events give exactly the figures on screen, for every card.
    const all = await db.getAll('resolutions');
    for (const card of [hit, edited, untouched]) {
      const derived = deriveFigures(card, all, corrections, 1);
      expect([derived.figures, derived.screen]).toEqual([card.figures, card.screen.figures]);
    }
    // The correction carries a clock of this phone's new device id.
    const device = await db.get('meta', 'sync.device');
    expect(corrections[0]?.clock).toMatch(new RegExp(`^0+60\\.0000\\.${device}$`));
  });

  it('an Undo after the upgrade gives back the shot onto the edited figures (30 + 2 = 32)', async () => {
    db = await openV3(`gb-migration-v4-${n++}`);
    const change = await changeShot(db, 's2', (r, u, g) => undoShot(r, u, g, 9_000));
    expect(change.ok && [change.value.unit.figures, change.value.unit.screen.figures]).toEqual([32, 4]);
    expect(await db.get('units', 'edited')).toMatchObject({ figures: 32, screen: { figures: 4 } });
  });

  it('a v3 phone with nothing to correct gets no device id until it writes', async () => {
    const name = `gb-migration-v4-${n++}`;
    await buildOldDatabase(name, 3, (tx) => tx.objectStore('units').put(untouched));
    db = await openGbDb({}, name);
    expect(await db.count('corrections')).toBe(0);
    expect(await db.get('meta', 'sync.device')).toBeUndefined();
  });
});
