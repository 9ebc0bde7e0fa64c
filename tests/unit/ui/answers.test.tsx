// @vitest-environment jsdom
/**
 * Every state action answers whether it worked (issue 25): a save the phone cannot store answers its
 * storage problem, and the screen says so in the player's language from that answer, not by reading
 * the roster again. Storage is made to fail the way a full phone fails: `put` throws QuotaExceededError.
 */
import '@testing-library/jest-dom/vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { cleanup, fireEvent, screen, waitFor } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { app as en } from '../../../src/i18n/en/app';
import { data as dataEn } from '../../../src/i18n/en/data';
import { packs as packsEn } from '../../../src/i18n/en/packs';
import { app as ru } from '../../../src/i18n/ru/app';
import { data as dataRu } from '../../../src/i18n/ru/data';
import { packLinkPayload } from '../../../src/packs/share';
import { closeEditor } from '../../../src/state/units/edit';
import { serializeBackup } from '../../../src/storage/backup';
import { openGbDb } from '../../../src/storage/db';
import { listPacks, readyRecord, savePack } from '../../../src/storage/packs';
import { LogScreen } from '../../../src/ui/log/LogScreen';
import { DataSection } from '../../../src/ui/settings/DataSection';
import { PacksScreen, PacksSection } from '../../../src/ui/settings/PacksSection';
import { UnitsScreen } from '../../../src/ui/units/UnitsScreen';
import { testPack } from '../core/helpers';
import { shotRecord, unitCard } from '../fixtures';
import { forgetGame, g, renderScreen } from '../screen';
import { soundBackup } from '../storage/backup-cases';

async function renderUnits(lang: 'en' | 'ru') {
  await renderScreen(() => <UnitsScreen />, { lang });
}

/** A full phone: every `put` (and `delete`) throws, as IndexedDB does when the quota is reached. */
function phoneFull() {
  const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw quota();
  });
  vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementation(() => {
    throw quota();
  });
}

beforeAll(async () => {
  await import('../../../src/ui/units/UnitEditor');
});
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  location.hash = '';
  closeEditor();
  forgetGame();
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

describe('a unit card the phone cannot store', () => {
  it('saveUnit answers the storage problem, and the roster stays as stored', async () => {
    await renderUnits('en');
    expect((await g().units.save(unitCard({ id: 'a', name: 'First' }))).ok).toBe(true);
    phoneFull();
    const answer = await g().units.save(unitCard({ id: 'b', name: 'Second' }));
    expect(answer).toEqual({ ok: false, problem: { code: 'storage', kind: 'quota' } });
    expect(g().state.units.map((u) => u.name)).toEqual(['First']);
  });

  it.each([
    [
      'en',
      'New battalion',
      'Name',
      'Save',
      'Could not save on this device. Your entries are still here; try again.',
    ],
    [
      'ru',
      'Новый батальон',
      'Название',
      'Сохранить',
      'Не удалось сохранить на этом устройстве. Введённое не потеряно, попробуйте ещё раз.',
    ],
  ] as const)(
    '%s: the editor says the save failed and keeps what was typed',
    async (lang, add, name, save, said) => {
      await renderUnits(lang);
      phoneFull();
      fireEvent.click(screen.getByRole('button', { name: add }));
      await screen.findByRole('dialog');
      fireEvent.input(screen.getByRole('textbox', { name }), { target: { value: '1er de Ligne' } });
      fireEvent.click(screen.getByRole('button', { name: save }));
      expect(await screen.findByText(said)).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name })).toHaveValue('1er de Ligne');
      expect(g().state.units).toEqual([]);
    },
  );

  it('a duplicate that cannot be stored says nothing of a copy; a delete that cannot be stored offers no Undo', async () => {
    await renderUnits('en');
    await g().units.save(unitCard({ id: 'a', name: 'Voltigeurs' }));
    await screen.findByRole('button', { name: 'Duplicate Voltigeurs' });
    phoneFull();
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Voltigeurs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Voltigeurs' }));
    await waitFor(() => expect(g().problem()).toBe('quota'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/Added/)).toBeNull();
    expect(screen.queryByText(/Deleted/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(g().state.units.map((u) => u.name)).toEqual(['Voltigeurs']);
    expect(screen.getByRole('button', { name: 'Delete Voltigeurs' })).toBeInTheDocument();
  });

  it('deleteUnit answers not-found for a card that is not there', async () => {
    await renderUnits('en');
    expect(await g().units.remove('nobody')).toEqual({ ok: false, problem: 'not-found' });
  });
});

async function seedPack() {
  const db = await openGbDb();
  await savePack(db, readyRecord(testPack, 1));
  db.close();
}

async function renderPacks(hash: string, lang: 'en' | 'ru') {
  await renderScreen(
    () => (
      <>
        <PacksSection />
        <PacksScreen />
      </>
    ),
    { lang, hash },
  );
}

describe('a rule pack the phone cannot store', () => {
  it.each([
    ['en', 'Import', en],
    ['ru', 'Импортировать', ru],
  ] as const)(
    '%s: an import says the storage is full and how to free it, and nothing is stored',
    async (lang, importLabel, words) => {
      await renderPacks(`#/settings/packs/import/${packLinkPayload(testPack)}`, lang);
      const button = await screen.findByRole('button', { name: importLabel });
      phoneFull();
      fireEvent.click(button);
      expect(await screen.findByRole('alert')).toHaveTextContent(words.storage.quota);
      vi.restoreAllMocks();
      const db = await openGbDb();
      expect(await listPacks(db)).toEqual([]);
      db.close();
    },
  );

  it('a delete says the change was not saved, offers no Undo, and the pack stays', async () => {
    await seedPack();
    await renderPacks('#/settings/packs', 'en');
    const remove = await screen.findByRole('button', { name: 'Delete' });
    phoneFull();
    fireEvent.click(remove);
    expect(await screen.findByText(packsEn.storageFailed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Test pack', level: 2 })).toBeInTheDocument();
  });

  it('the packs store answers the problem instead of throwing', async () => {
    await renderPacks('#/settings/packs', 'en');
    phoneFull();
    expect(await g().packs.saveReady(testPack)).toEqual({
      ok: false,
      problem: { code: 'storage', kind: 'quota' },
    });
    expect(await g().packs.saveDraft('draft:x', {})).toEqual({
      ok: false,
      problem: { code: 'storage', kind: 'quota' },
    });
  });
});

describe('the shared text of a card, a roster or the game', () => {
  it('answers the text, or not-found for a card that is gone, instead of throwing', async () => {
    await renderUnits('en');
    await g().units.save(unitCard({ id: 'a', name: 'Voltigeurs' }));
    const made = await g().exchange.exportText({ kind: 'card', cardId: 'a' });
    expect(made.ok && made.value).toContain('Voltigeurs');
    expect(await g().exchange.exportText({ kind: 'card', cardId: 'gone' })).toEqual({
      ok: false,
      problem: 'not-found',
    });
  });
});

async function renderData(lang: 'en' | 'ru') {
  await renderScreen(() => <DataSection />, { lang, toasts: false });
}

/** The player picks a file with the section's file picker (the kit's, a real file input). */
function pickFile(label: string, text: string) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  const file = new File([text], 'grand-battery-backup.json', { type: 'application/json' });
  fireEvent.change(input, { target: { files: [file] } });
}

describe('a backup through the game’s backups, not the database', () => {
  it('a file picked, reviewed and replaced: the roster and the packs show what it holds', async () => {
    await renderData('en');
    pickFile(dataEn.import, serializeBackup(soundBackup()));
    fireEvent.click(await screen.findByRole('button', { name: dataEn.replace }));
    expect(await screen.findByText(dataEn.imported)).toBeInTheDocument();
    expect(
      g()
        .state.units.map((u) => u.id)
        .sort(),
    ).toEqual(
      soundBackup()
        .data.units.map((u) => u.id)
        .sort(),
    );
  });

  it('an import the phone cannot store is refused with the words for a full phone, in Russian too', async () => {
    await renderData('ru');
    pickFile(dataRu.import, serializeBackup(soundBackup()));
    const replace = await screen.findByRole('button', { name: dataRu.replace });
    phoneFull();
    fireEvent.click(replace);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(dataRu.refused);
    expect(alert).toHaveTextContent(ru.storage.quota);
    expect(g().state.units).toEqual([]);
  });

  it('no screen holds the database, runs a backup transaction or opens a channel', () => {
    const ui = readdirSync('src/ui', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    const reaching = ui.filter((f) =>
      /databaseOf|game-database|\.database\(\)|new BroadcastChannel|importBackup|collectBackup|lastBackupAt/.test(
        readFileSync(`src/ui/${f}`, 'utf8'),
      ),
    );
    expect(reaching).toEqual([]);
  });
});

describe('a log the phone cannot write', () => {
  const renderLog = (lang: 'en' | 'ru') => renderScreen(() => <LogScreen />, { lang });

  it('logging a shot answers the storage problem, and the log stays as stored', async () => {
    await renderLog('en');
    expect((await g().shots.record(shotRecord({ id: 'kept', batteryName: 'Kept battery' }))).ok).toBe(true);
    phoneFull();
    const answer = await g().shots.record(shotRecord({ id: 'lost', at: 2000 }));
    expect(answer).toEqual({ ok: false, problem: { code: 'storage', kind: 'quota' } });
    expect(g().state.log.map((r) => r.id)).toEqual(['kept']);
  });

  it.each([
    ['en', 'Clear log', 'Log cleared'],
    ['ru', 'Очистить журнал', 'Журнал очищен'],
  ] as const)(
    '%s: Clear log that cannot be stored says nothing was cleared (no toast, no Undo), the log stays',
    async (lang, clear, cleared) => {
      await renderLog(lang);
      await g().shots.record(shotRecord({ id: 'kept', batteryName: 'Kept battery' }));
      phoneFull();
      const answer = await g().shots.clearLog();
      expect(answer).toEqual({ ok: false, problem: { code: 'storage', kind: 'quota' } });
      expect(g().state.log.map((r) => r.id)).toEqual(['kept']);
      fireEvent.click(screen.getByRole('button', { name: clear }));
      await waitFor(() => expect(g().state.log.map((r) => r.id)).toEqual(['kept']));
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByText(cleared)).toBeNull();
      expect(g().state.log.map((r) => r.id)).toEqual(['kept']);
    },
  );
});

describe('New game and its Undo on a phone that cannot store them', () => {
  const renderLog = (lang: 'en' | 'ru') => renderScreen(() => <LogScreen />, { lang });
  const figures = () => g().state.units.find((u) => u.id === 'bn')?.figures;
  const words = {
    en: { newGame: 'New game', started: 'Game 2 started: figures restored', undo: 'Undo' },
    ru: { newGame: 'Новая партия', started: 'Началась партия 2: фигуры восстановлены', undo: 'Отменить' },
  } as const;
  /** A battalion that lost 6 figures in game 1: New game puts it back at its 36. */
  async function battalionHit() {
    await g().units.save(unitCard({ id: 'bn', name: 'Battalion', startFigures: 36, figures: 30 }));
    expect(figures()).toBe(30);
  }

  it.each(['en', 'ru'] as const)(
    '%s: New game that cannot be stored says no game started (no toast, no Undo); the game and its cards stay',
    async (lang) => {
      const w = words[lang];
      await renderLog(lang);
      await battalionHit();
      phoneFull();
      fireEvent.click(screen.getByRole('button', { name: w.newGame }));
      await waitFor(() => expect(g().problem()).toBe('quota'));
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByText(w.started)).toBeNull();
      expect(screen.queryByRole('button', { name: w.undo })).toBeNull();
      expect(g().state.game.gameNumber).toBe(1);
      expect(figures()).toBe(30);
      // The action's own answer: the storage problem, not a change to undo.
      expect(await g().turns.newGame()).toEqual({ ok: false, problem: { code: 'storage', kind: 'quota' } });
      expect(g().state.game.gameNumber).toBe(1);
      expect(figures()).toBe(30);
    },
  );

  it('an Undo that cannot be stored answers the problem and keeps the new game; tried again once the phone has room, it stands', async () => {
    await renderLog('en');
    await battalionHit();
    const started = await g().turns.newGame();
    if (!started.ok) throw new Error('no new game');
    expect(g().state.game.gameNumber).toBe(2);
    expect(figures()).toBe(36);
    phoneFull();
    expect(await g().turns.undoNewGame(started.value)).toEqual({
      ok: false,
      problem: { code: 'storage', kind: 'quota' },
    });
    expect(g().state.game.gameNumber).toBe(2);
    expect(figures()).toBe(36);
    vi.restoreAllMocks();
    expect(await g().turns.undoNewGame(started.value)).toEqual({ ok: true, value: undefined });
    expect(g().state.game.gameNumber).toBe(1);
    expect(figures()).toBe(30);
  });

  it.each([
    ['en', 'Not undone: game 3 has started since'],
    ['ru', 'Не отменено: с тех пор началась партия 3'],
  ] as const)(
    '%s: Undo after a later New game (another tab, another phone) says why nothing changed',
    async (lang, said) => {
      const w = words[lang];
      await renderLog(lang);
      await battalionHit();
      fireEvent.click(screen.getByRole('button', { name: w.newGame }));
      await screen.findByText(w.started);
      // Game 3 starts elsewhere while game 2's toast is still up.
      expect((await g().turns.newGame()).ok).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: w.undo }));
      expect(await screen.findByText(said)).toBeInTheDocument();
      expect(g().state.game.gameNumber).toBe(3);
      expect(figures()).toBe(36);
    },
  );
});
