/**
 * Backups against fake-indexeddb: export → wipe → import gives back every record byte for byte;
 * every kind of bad file is refused with its code and leaves the phone's data exactly as it was;
 * Merge and Replace do what they say; a storage failure half way through changes nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { data as dataEn } from '../../../src/i18n/en/data';
import { data as dataRu } from '../../../src/i18n/ru/data';
import {
  BACKUP_PROBLEM_CODES,
  type Backup,
  type BackupProblem,
  backupFileName,
  collectBackup,
  importBackup,
  LAST_BACKUP_KEY,
  lastBackupAt,
  makeBackup,
  markBackedUp,
  parseBackup,
  readBackupFile,
  STORE_NAMES,
  serializeBackup,
  summarize,
  verifyBackup,
} from '../../../src/storage/backup';
import { DB_NAME, type GbDb, openGbDb } from '../../../src/storage/db';
import { BAD_BACKUPS, card, HOSTILE_NAME, soundBackup } from './backup-cases';

let n = 0;
const open: GbDb[] = [];
async function freshDb(): Promise<GbDb> {
  const db = await openGbDb({}, `${DB_NAME}-backup-${n++}`);
  open.push(db);
  return db;
}
afterEach(() => {
  for (const db of open.splice(0)) db.close();
  vi.restoreAllMocks();
});

/** Everything in the database, keys included, as JSON text: "unchanged" means this text is equal. */
async function dump(db: GbDb): Promise<string> {
  const out: Record<string, unknown> = {};
  for (const store of STORE_NAMES) {
    out[store] = { keys: await db.getAllKeys(store), values: await db.getAll(store) };
  }
  return JSON.stringify(out);
}

/** A phone with its own data (different from the file's), so a change would show. */
async function phoneWithData(): Promise<GbDb> {
  const db = await freshDb();
  await db.put('units', card({ id: 'phone-1', name: 'Phone battalion', figures: 20 }));
  await db.put(
    'meta',
    { scale: 'cm', campaignYear: 1809, turn: 7, activePackId: 'practice', keepAwake: false },
    'game',
  );
  await db.put('meta', 1_700_000_000_123, LAST_BACKUP_KEY);
  return db;
}

const bytes = (file: string | Uint8Array) => new Blob([file as BlobPart]);

/** Today's records: half figures, a cavalry card, both sides firing, games, an undone shot, side names. */
function backupOfToday(): Backup {
  const backup = soundBackup();
  const [battery, column, ...rest] = backup.data.units;
  const [applied, refused] = backup.data.resolutions;
  if (!battery || !column || !applied?.applied || !refused) throw new Error('fixture changed');
  const hussars = card({
    id: 'cav-1',
    name: '10th Hussars',
    side: 'opponent',
    arm: 'cavalry',
    formation: 'line',
    startFigures: 12.5,
    figures: 11.5,
    createdAt: 1_700_000_003_000,
  });
  const { applied: _taken, ...notApplied } = applied;
  return {
    ...backup,
    data: {
      ...backup.data,
      units: [battery, { ...column, figures: 23.5 }, ...rest, hussars],
      resolutions: [
        { ...applied, side: 'mine', game: 2 },
        { ...refused, side: 'opponent', game: 2 },
        {
          ...notApplied,
          id: 'log-3',
          game: 1,
          undone: { ...applied.applied, at: 1_700_000_500_000 },
        },
      ],
      meta: backup.data.meta.map((m) =>
        m.key === 'game'
          ? {
              key: 'game',
              value: {
                ...(m.value as object),
                sideNames: { mine: 'Anna', opponent: 'Борис' },
                phasingSide: 'opponent',
                gameNumber: 2,
                fired: [battery.id],
              },
            }
          : m,
      ),
    },
  };
}

describe('today’s records in a backup', () => {
  it('half figures, cavalry, sides, games and undone shots go out and come back byte for byte', async () => {
    const source = await freshDb();
    expect((await importBackup(source, backupOfToday(), 'replace')).ok).toBe(true);
    const before = await dump(source);
    const text = serializeBackup(await collectBackup(source, { app: '9.9.9', now: 0 }));
    const parsed = parseBackup(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    const target = await freshDb();
    expect((await importBackup(target, parsed.value, 'replace')).ok).toBe(true);
    expect(await dump(target)).toBe(before);
    expect((await target.get('units', 'col-1'))?.figures).toBe(23.5);
  });

  it('refuses figures finer than a half, an unknown side, and a game number of 0', async () => {
    const cases: [string, (b: Backup) => void][] = [
      [
        'data.units[1].figures',
        (b) => {
          (b.data.units[1] as { figures: number }).figures = 23.25;
        },
      ],
      [
        'data.resolutions[1].side',
        (b) => {
          (b.data.resolutions[1] as { side: string }).side = 'french';
        },
      ],
      [
        'data.resolutions[0].game',
        (b) => {
          (b.data.resolutions[0] as { game: number }).game = 0;
        },
      ],
    ];
    for (const [path, spoil] of cases) {
      const backup = backupOfToday();
      spoil(backup);
      const parsed = parseBackup(JSON.stringify(backup));
      expect(parsed.ok ? 'accepted' : parsed.problem.path).toBe(path);
    }
  });
});

describe('export → wipe → import', () => {
  it('gives back every record of every store byte for byte, and the preferences', async () => {
    const source = await freshDb();
    const original = soundBackup();
    // Fill the phone the way the app does (structured clone of each record), then export it.
    const filled = await importBackup(source, original, 'replace');
    expect(filled.ok).toBe(true);
    await markBackedUp(source, 1_700_000_999_000);
    const before = await dump(source);
    const exported = await collectBackup(source, {
      app: '9.9.9',
      now: Date.UTC(2026, 10, 30),
      prefs: original.prefs,
    });
    const text = serializeBackup(exported);

    // The file carries everything but this phone's own last-backup time.
    expect(exported.data.meta.map((m) => m.key)).not.toContain(LAST_BACKUP_KEY);
    expect(exported).toMatchObject({
      app: '9.9.9',
      exportedAt: '2026-11-30T00:00:00.000Z',
      prefs: original.prefs,
    });

    // A wiped phone (a new database) imports the file.
    const target = await freshDb();
    const parsed = await readBackupFile(bytes(text));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    expect(summarize(parsed.value)).toEqual({
      version: 1,
      exportedAt: '2026-11-30T00:00:00.000Z',
      app: '9.9.9',
      units: 4,
      resolutions: 2,
      packs: 2,
      settings: true,
      prefs: true,
    });
    const result = await importBackup(target, parsed.value, 'replace');
    expect(result).toEqual({ ok: true, value: { units: 4, resolutions: 2, meta: 2, packs: 2 } });
    await markBackedUp(target, 1_700_000_999_000);
    expect(await dump(target)).toBe(before);
    // The hostile name is still exactly the text it was: stored as text, not cleaned or refused.
    expect((await target.get('units', 'odd-1'))?.name).toBe(HOSTILE_NAME);
    expect(parsed.value.prefs).toEqual(original.prefs);
  });

  it("the phone's other display choices (the roster's List) stay out of the file, which still verifies", () => {
    const phonePrefs = { lang: 'ru', theme: 'dark', textSize: 150, roster: 'rows' } as const;
    const made = makeBackup(soundBackup().data, { app: '9.9.9', now: 0, prefs: phonePrefs });
    expect(made.prefs).toEqual({ lang: 'ru', theme: 'dark', textSize: 150 });
    const verified = verifyBackup(serializeBackup(made));
    expect(verified.ok ? verified.value.prefs : verified.problem).toEqual({
      lang: 'ru',
      theme: 'dark',
      textSize: 150,
    });
  });

  it('names the file by the local date and time', () => {
    expect(backupFileName(new Date(2026, 0, 5, 9, 7).getTime())).toBe('grand-battery-2026-01-05-0907.json');
  });

  it('reads a file saved with a byte-order mark', async () => {
    const result = await readBackupFile(bytes(`\uFEFF${serializeBackup(soundBackup())}`));
    expect(result.ok).toBe(true);
  });
});

describe('bad backup files: each refused with its reason, nothing changes', () => {
  it('has at least 15 kinds, each with its own code or place', () => {
    expect(BAD_BACKUPS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(BAD_BACKUPS.map((c) => `${c.code} ${c.path}`)).size).toBeGreaterThanOrEqual(15);
  });

  it.each(BAD_BACKUPS.map((c) => [c.kind, c] as const))('%s', async (_kind, bad) => {
    const db = await phoneWithData();
    const before = await dump(db);
    const parsed = await readBackupFile(bytes(bad.file()));
    let problem: BackupProblem | undefined = parsed.ok ? undefined : parsed.problem;
    if (parsed.ok) {
      // Only references to other records need the phone's data to judge; everything else is refused on reading.
      expect(bad.atImport).toBeDefined();
      const result = await importBackup(db, parsed.value, bad.atImport ?? 'replace');
      problem = result.ok ? undefined : result.problem;
    } else {
      expect(bad.atImport).toBeUndefined();
    }
    expect(problem?.code).toBe(bad.code);
    const refused = problem?.code === 'storage' ? undefined : problem;
    if (bad.path !== undefined) expect(refused?.path).toBe(bad.path);
    if (bad.found !== undefined) expect(refused?.found).toBe(bad.found);
    expect(await dump(db)).toBe(before);
    expect(await lastBackupAt(db)).toBe(1_700_000_000_123);
  });

  it('does not let a "__proto__" key reach any object prototype', async () => {
    const bad = BAD_BACKUPS.find((c) => c.code === 'field.forbidden-key');
    await readBackupFile(bytes(bad?.file() ?? ''));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('has a message for every refusal in both languages', () => {
    for (const code of BACKUP_PROBLEM_CODES) {
      expect(dataEn.problems[code]).toBeDefined();
      expect(dataRu.problems[code]).toBeDefined();
    }
    expect(dataEn.problems['version.future'](2)).toContain('newer version');
    expect(dataRu.problems['version.future'](2)).toContain('более новой версией');
    // What a file's bytes are, named: never a code page for overlong UTF-8 or CESU-8 (issue 37).
    expect(dataEn.problems['file.overlong-utf8']).toMatch(/^The file holds overlong UTF-8/);
    expect(dataRu.problems['file.overlong-utf8']).toMatch(/^В файле «удлинённая» UTF-8/);
    expect(dataEn.problems['file.cesu8']).toMatch(/^The file is CESU-8/);
    expect(dataRu.problems['file.cesu8']).toMatch(/^Файл в кодировке CESU-8/);
    for (const code of ['file.overlong-utf8', 'file.cesu8'] as const)
      for (const words of [dataEn, dataRu]) expect(words.problems[code]).not.toMatch(/Latin-1|1251/);
  });
});

describe('replace and merge', () => {
  it('Replace leaves exactly the file on the phone, keeping only its own last-backup time', async () => {
    const db = await phoneWithData();
    const result = await importBackup(db, soundBackup(), 'replace');
    expect(result.ok).toBe(true);
    expect((await db.getAll('units')).map((u) => u.id).sort()).toEqual(['bat-1', 'col-1', 'odd-1', 'rus-1']);
    expect(await db.get('meta', 'game')).toMatchObject({
      turn: 3,
      campaignYear: 1812,
      activePackId: 'my-rulebook',
    });
    expect(await lastBackupAt(db)).toBe(1_700_000_000_123);
  });

  it('Merge keeps the phone’s cards and settings, adds the file’s, and takes the file’s copy of a shared id', async () => {
    const db = await phoneWithData();
    const file = soundBackup();
    file.data.units.push(card({ id: 'phone-1', name: 'Renamed in the file', figures: 12 }));
    const result = await importBackup(db, file, 'merge');
    expect(result.ok).toBe(true);
    const units = await db.getAll('units');
    expect(units.map((u) => u.id).sort()).toEqual(['bat-1', 'col-1', 'odd-1', 'phone-1', 'rus-1']);
    expect(units.find((u) => u.id === 'phone-1')).toMatchObject({ name: 'Renamed in the file', figures: 12 });
    expect(await db.get('meta', 'game')).toMatchObject({ turn: 7, campaignYear: 1809 });
    expect(await db.count('resolutions')).toBe(2);
  });

  it('Merge accepts a log entry whose card is only on the phone; Replace refuses the same file', async () => {
    const file = soundBackup();
    file.data.units = file.data.units.filter((u) => u.id !== 'col-1');
    const merged = await phoneWithData();
    await merged.put('units', card({ id: 'col-1', name: 'Column on the phone', side: 'opponent' }));
    expect((await importBackup(merged, file, 'merge')).ok).toBe(true);

    const replaced = await phoneWithData();
    const before = await dump(replaced);
    expect(await importBackup(replaced, file, 'replace')).toMatchObject({
      ok: false,
      problem: { code: 'id.dangling' },
    });
    expect(await dump(replaced)).toBe(before);
  });

  it('a log entry may name a battery and target that no longer exist (it keeps their names)', async () => {
    const file = soundBackup();
    file.data.resolutions = file.data.resolutions.filter((r) => !r.applied);
    file.data.units = [];
    const parsed = parseBackup(serializeBackup(file));
    expect(parsed.ok).toBe(true);
    const db = await freshDb();
    expect((await importBackup(db, file, 'replace')).ok).toBe(true);
    expect((await db.getAll('resolutions'))[0]?.targetName).toBe('1er Bataillon, 45e Ligne');
  });
});

describe('storage failing during an import', () => {
  const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

  it.each([
    ['quota exceeded', quota],
    [
      'quota exceeded inside an AbortError',
      () => Object.assign(new DOMException('aborted', 'AbortError'), { inner: quota() }),
    ],
  ])('%s on the third record: nothing is written, the problem is named', async (_name, error) => {
    const db = await phoneWithData();
    const before = await dump(db);
    const put = IDBObjectStore.prototype.put;
    let calls = 0;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (++calls === 3) throw error();
      return put.apply(this, args);
    });
    const result = await importBackup(db, soundBackup(), 'replace');
    vi.restoreAllMocks();
    expect(result).toEqual({ ok: false, problem: { code: 'storage', kind: 'quota' } });
    expect(await dump(db)).toBe(before);
  });

  it('a database closed by a newer tab: refused as a storage problem, nothing half-written', async () => {
    const db = await phoneWithData();
    db.close();
    const result = await importBackup(db, soundBackup(), 'replace');
    expect(result).toMatchObject({ ok: false, problem: { code: 'storage' } });
    const reopened = await openGbDb({}, db.name);
    open.push(reopened);
    expect((await reopened.getAll('units')).map((u) => u.id)).toEqual(['phone-1']);
  });
});

describe('a sound file is not refused for its text', () => {
  it('keeps markup-like and non-Latin names as they are', () => {
    const file: Backup = soundBackup();
    const first = file.data.units[0];
    if (first) first.name = '"); DROP TABLE units; --';
    const parsed = parseBackup(serializeBackup(file));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.value.data.units.map((u) => u.name)).toEqual([
        '"); DROP TABLE units; --',
        '1er Bataillon, 45e Ligne',
        HOSTILE_NAME,
        'Тобольский пехотный полк',
      ]);
    }
  });
});
