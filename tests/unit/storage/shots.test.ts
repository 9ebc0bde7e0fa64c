/**
 * Apply, Undo and New game on what is stored: half figures exact, Undo never past the starting
 * figures, two tabs pressing Apply at once take the casualties once, a battery that fired stays
 * fired when the log is cleared, and New game puts every card back while the old log stays.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_GAME, type ResolutionRecord } from '../../../src/records/model';
import {
  collectBackup,
  importBackup,
  parseBackup,
  serializeBackup,
  verifyBackup,
} from '../../../src/storage';
import { applyShot, undoShot } from '../../../src/storage/casualties';
import { DB_NAME, type GbDb, loadGame, openGbDb, saveGame } from '../../../src/storage/db';
import { changeShot, startNewGame, undoNewGame } from '../../../src/storage/game-changes';
import { clearResolutions, listResolutions, logShot } from '../../../src/storage/resolutions';
import { saveCardEdit } from '../../../src/storage/sync-writes';
import { deleteUnit, listUnits, restoreUnit, saveUnit } from '../../../src/storage/units';
import { CANISTER, legalResult, shotRecord, unitCard } from '../fixtures';

let n = 0;
const dbs: GbDb[] = [];
async function freshDb(name = `${DB_NAME}-shots-${n++}`): Promise<GbDb> {
  const opened = await openGbDb({}, name);
  dbs.push(opened);
  return opened;
}
afterEach(() => {
  for (const d of dbs.splice(0)) d.close();
});

/** A legal logged shot at `t1` whose table gives `line` to the unit and `skirmishers` to its screen. */
function shot(
  id: string,
  line: number,
  skirmishers = 0,
  patch: Partial<ResolutionRecord> = {},
): ResolutionRecord {
  const result = legalResult(line, skirmishers);
  return shotRecord({ id, at: 1000 + n, input: CANISTER, result, side: 'mine', game: 1, ...patch });
}

const target = unitCard({ id: 't1', side: 'opponent', startFigures: 24, figures: 24 });
const apply = (d: GbDb, id: string) => changeShot(d, id, applyShot);
const undo = (d: GbDb, id: string) => changeShot(d, id, (r, u, g) => undoShot(r, u, g, 5000));
const figuresOf = async (d: GbDb, id = 't1') => (await d.get('units', id))?.figures;

describe('Apply and Undo on what is stored', () => {
  it('takes half a figure off exactly and Undo gives it back: 24 → 23½ → 24', async () => {
    const d = await freshDb();
    await saveUnit(d, target);
    await logShot(d, shot('s1', 0.5));
    const applied = await apply(d, 's1');
    expect(applied.ok && applied.value.unit.figures).toBe(23.5);
    expect(await figuresOf(d)).toBe(23.5);
    expect((await d.get('resolutions', 's1'))?.applied).toEqual({
      targetId: 't1',
      line: 0.5,
      skirmishers: 0,
    });
    await undo(d, 's1');
    expect(await figuresOf(d)).toBe(24);
  });

  it('never takes more than the unit has, and Undo gives back only what was taken', async () => {
    const d = await freshDb();
    await saveCardEdit(d, { ...target, figures: 2.5 });
    await logShot(d, shot('s1', 4));
    await apply(d, 's1');
    expect(await figuresOf(d)).toBe(0);
    expect((await d.get('resolutions', 's1'))?.applied?.line).toBe(2.5);
    await undo(d, 's1');
    expect(await figuresOf(d)).toBe(2.5);
  });

  it('Undo never goes past the starting figures: apply 6, edit the card back to 36, Undo → 36, not 42', async () => {
    const d = await freshDb();
    await saveUnit(d, { ...target, startFigures: 36, figures: 36 });
    await logShot(d, shot('s1', 6));
    await apply(d, 's1');
    expect(await figuresOf(d)).toBe(30);
    await saveUnit(d, { ...target, startFigures: 36, figures: 36 });
    await undo(d, 's1');
    expect(await figuresOf(d)).toBe(36);
  });

  it('two tabs pressing Apply at the same moment take the casualties once; two Undos put them back once', async () => {
    const name = `${DB_NAME}-shots-race-${n++}`;
    const tabA = await freshDb(name);
    const tabB = await openGbDb({}, name);
    dbs.push(tabB);
    await saveUnit(tabA, { ...target, startFigures: 36, figures: 36 });
    await logShot(tabA, shot('s1', 6));
    const results = await Promise.all([apply(tabA, 's1'), apply(tabB, 's1')]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, problem: 'already-applied' });
    expect(await figuresOf(tabA)).toBe(30);
    const undos = await Promise.all([undo(tabA, 's1'), undo(tabB, 's1')]);
    expect(undos.filter((r) => r.ok)).toHaveLength(1);
    expect(await figuresOf(tabB)).toBe(36);
  });

  it('an undone shot is kept as undone, and applying it again clears that', async () => {
    const d = await freshDb();
    await saveUnit(d, target);
    await logShot(d, shot('s1', 3, 0));
    await apply(d, 's1');
    await undo(d, 's1');
    const undone = await d.get('resolutions', 's1');
    expect(undone?.applied).toBeUndefined();
    expect(undone?.undone).toEqual({ targetId: 't1', line: 3, skirmishers: 0, at: 5000 });
    await apply(d, 's1');
    const again = await d.get('resolutions', 's1');
    expect(again?.applied).toEqual({ targetId: 't1', line: 3, skirmishers: 0 });
    expect(again?.undone).toBeUndefined();
    expect(await figuresOf(d)).toBe(21);
  });

  it('refuses a refused shot, a shot whose card is gone, and a second Apply', async () => {
    const d = await freshDb();
    await logShot(d, shot('s1', 3));
    expect(await apply(d, 's1')).toEqual({ ok: false, problem: 'target-gone' });
    expect(await apply(d, 'nope')).toEqual({ ok: false, problem: 'not-found' });
    await logShot(d, {
      ...shot('s2', 0),
      result: {
        legal: false,
        refusals: [{ code: 'overhead.canister', ruleRef: 'artillery.restrictions.C.c' }],
      },
    });
    expect(await apply(d, 's2')).toEqual({ ok: false, problem: 'refused-shot' });
    await saveUnit(d, target);
    await apply(d, 's1');
    expect(await apply(d, 's1')).toEqual({ ok: false, problem: 'already-applied' });
    expect(await figuresOf(d)).toBe(21);
  });
});

describe('fired this turn', () => {
  it('a legal shot marks its battery as fired in the settings; clearing the log does not forget it', async () => {
    const d = await freshDb();
    await logShot(d, shot('s1', 1));
    expect((await loadGame(d, DEFAULT_GAME)).fired).toEqual(['b1']);
    await clearResolutions(d);
    expect(await listResolutions(d)).toEqual([]);
    expect((await loadGame(d, DEFAULT_GAME)).fired).toEqual(['b1']);
  });

  it('a refused shot, or one logged in another turn, does not mark the battery', async () => {
    const d = await freshDb();
    await logShot(d, { ...shot('s1', 0), result: { legal: false, refusals: [] } });
    await logShot(d, shot('s2', 1, 0, { turn: 2 }));
    expect((await loadGame(d, DEFAULT_GAME)).fired).toEqual([]);
  });
});

describe('New game', () => {
  it('puts every card back at its starting figures (the screen gets back what it lost), turn 1, and keeps the old log', async () => {
    const d = await freshDb();
    await saveGame(d, { ...DEFAULT_GAME, turn: 7, fired: ['b1'] });
    await saveCardEdit(d, { ...target, screen: { attached: true, figures: 4 } });
    await saveCardEdit(
      d,
      unitCard({ id: 'b1', arm: 'artillery', startFigures: 4, figures: 4, createdAt: 2 }),
    );
    await logShot(d, shot('s1', 3, 1, { turn: 7 }));
    await apply(d, 's1');
    await logShot(d, shot('s2', 2, 0, { turn: 7 }));
    await apply(d, 's2');
    await undo(d, 's2');
    expect(await d.get('units', 't1')).toMatchObject({ figures: 21, screen: { figures: 3 } });

    const change = await startNewGame(d, 9_999);
    expect(await d.get('units', 't1')).toMatchObject({ figures: 24, screen: { figures: 4 } });
    expect(await loadGame(d, DEFAULT_GAME)).toMatchObject({ gameNumber: 2, turn: 1, fired: [] });
    expect((await listResolutions(d)).map((r) => r.id).sort()).toEqual(['s1', 's2']);
    expect(await listUnits(d)).toHaveLength(2);
    // The old game's shots cannot be applied or undone on the new game's cards.
    expect(await undo(d, 's1')).toEqual({ ok: false, problem: 'earlier-game' });

    expect(await undoNewGame(d, change)).toBe(true);
    expect(await d.get('units', 't1')).toMatchObject({ figures: 21, screen: { figures: 3 } });
    expect(await loadGame(d, DEFAULT_GAME)).toMatchObject({ gameNumber: 1, turn: 7, fired: ['b1'] });
  });
});

describe('a deleted card and the backup', () => {
  it('Fire, Apply, delete the damaged card, Export: both Replace and Merge take the file back', async () => {
    const d = await freshDb();
    await saveUnit(d, target);
    await logShot(d, shot('s1', 3));
    await apply(d, 's1');
    await deleteUnit(d, 't1');
    // The log keeps the shot as applied, and says its card is gone.
    expect((await d.get('resolutions', 's1'))?.applied).toEqual({
      targetId: 't1',
      line: 3,
      skirmishers: 0,
      targetDeleted: true,
    });
    const text = serializeBackup(await collectBackup(d, { app: 'test', now: 0 }));
    expect(verifyBackup(text).ok).toBe(true);
    const parsed = parseBackup(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    expect((await importBackup(await freshDb(), parsed.value, 'replace')).ok).toBe(true);
    expect((await importBackup(await freshDb(), parsed.value, 'merge')).ok).toBe(true);

    // Undo of Delete: the card back, its shot pointing at it again, and Undo of the shot works.
    await restoreUnit(d, { ...target, figures: 21 });
    expect((await d.get('resolutions', 's1'))?.applied).toEqual({ targetId: 't1', line: 3, skirmishers: 0 });
    await undo(d, 's1');
    expect(await figuresOf(d)).toBe(24);
  });

  it('verifyBackup refuses what an import would refuse: an applied shot naming a card that is not there', async () => {
    const d = await freshDb();
    await logShot(d, { ...shot('s1', 3), applied: { targetId: 'nobody', line: 3, skirmishers: 0 } });
    const check = verifyBackup(serializeBackup(await collectBackup(d, { app: 'test', now: 0 })));
    expect(check.ok ? 'accepted' : check.problem).toEqual({
      code: 'id.dangling',
      path: 'data.resolutions[0].applied.targetId',
    });
  });
});
