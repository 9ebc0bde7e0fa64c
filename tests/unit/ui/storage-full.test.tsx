// @vitest-environment jsdom
/**
 * A full phone on every path that stores (issue 37, finding 5): a merge from a file or a pasted
 * text on Receive, a rule pack received, Undo merge, Apply, Next turn and the club's sync all say it
 * in the ONE wording (`storage.quota`: full, nothing was changed, and how to free space), in English
 * and in Russian — never "It could not be saved on this phone" or a wording of their own. Storage
 * fails as a full phone's does: `put` and `delete` throw QuotaExceededError inside the transaction.
 * (A backup and a pack imported from Settings: tests/unit/ui/answers.test.tsx; a merge refused after
 * the player left Receive: tests/unit/ui/receive-leave.test.tsx.)
 */
import '@testing-library/jest-dom/vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Words } from '../../../src/i18n';
import { app as en } from '../../../src/i18n/en/app';
import { share as shareEn } from '../../../src/i18n/en/share';
import { sync as syncEn } from '../../../src/i18n/en/sync';
import { app as ru } from '../../../src/i18n/ru/app';
import { share as shareRu } from '../../../src/i18n/ru/share';
import { sync as syncRu } from '../../../src/i18n/ru/sync';
import { packFileText } from '../../../src/packs/share';
import { saveCardEdit } from '../../../src/storage/sync-writes';
import { ClubScreen } from '../../../src/ui/club/ClubScreen';
import { GameBar } from '../../../src/ui/GameBar';
import { LogScreen } from '../../../src/ui/log/LogScreen';
import { ReceiveScreen } from '../../../src/ui/share/ReceiveScreen';
import { ShareSection } from '../../../src/ui/share/ShareSection';
import { testPack } from '../core/helpers';
import { forgetGame, g, renderScreen } from '../screen';
import { battalion, closePhones, legalShot, phone, text } from '../sync/phones';

vi.mock('../../../src/club/pouch', async () => {
  const { fail: refuse } = await import('../../../src/core/result');
  const { storageFailure: failure } = await import('../../../src/records/failure');
  // The club's sync: what arrived could not be stored on this phone (its storage is full).
  return {
    signIn: async () => refuse(failure('quota')),
    connect: () => {
      throw new Error('not reached');
    },
  };
});

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const LANGS = [
  ['en', en, shareEn, syncEn],
  ['ru', ru, shareRu, syncRu],
] as const;

/** A full phone: every `put` and `delete` throws, as IndexedDB does when the quota is reached. */
function phoneFull() {
  const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw quota();
  });
  vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementation(() => {
    throw quota();
  });
}

/** Phone A's game: one battalion, as a shared text. */
async function gameText(): Promise<string> {
  const a = await phone();
  await saveCardEdit(a, battalion(), 1_000);
  return text(a);
}

function openFile(words: Words['share'], content: string, name = 'game.json') {
  const input = screen.getByText(words.openFile).closest('label')?.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'application/json' })] } });
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  location.hash = '';
  forgetGame();
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  closePhones();
});

describe('the one wording of a full phone', () => {
  it.each([
    ['en', en.storage.quota, /full/, /Clear log/, /rule packs/, /browser/],
    ['ru', ru.storage.quota, /заполнена/, /Очистить журнал/, /наборы правил/, /браузера/],
  ] as const)(
    '%s: says the storage is full, that nothing changed, and three ways to free space',
    (_l, words, ...said) => {
      for (const part of said) expect(words).toMatch(part);
    },
  );

  it('is the only sentence about a full phone in the catalogues (no second wording left)', () => {
    const files = readdirSync('src/i18n', { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.ts'),
    );
    const full = files.filter((f) =>
      /storage is full|storage for this app is full|is full\b|заполнен|закончилось/.test(
        readFileSync(`src/i18n/${f}`, 'utf8'),
      ),
    );
    expect(full.sort()).toEqual(['en/app.ts', 'ru/app.ts']);
  });
});

describe.each(LANGS)('%s: a merge on Receive that the phone cannot store', (lang, m, share) => {
  const renderReceive = () =>
    renderScreen(() => <ReceiveScreen scan={false} onBack={() => undefined} />, { lang });

  it('a game file accepted: the note says the storage is full and how to free it; nothing is stored', async () => {
    const shared = await gameText();
    await renderReceive();
    openFile(share, shared);
    const accept = await screen.findByRole('button', { name: share.accept });
    phoneFull();
    fireEvent.click(accept);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(m.storage.quota));
    expect(g().state.units).toEqual([]);
  });

  it('a rule pack received: the same words, and no pack stored', async () => {
    await renderReceive();
    openFile(share, packFileText(testPack), 'pack.gbpack');
    const accept = await screen.findByRole('button', { name: share.accept });
    phoneFull();
    fireEvent.click(accept);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(m.storage.quota));
    expect(g().packs.nameOf(testPack.id, lang)).toBeUndefined();
  });
});

describe.each(LANGS)('%s: the table’s paths on a full phone', (lang, m, _share, sync) => {
  it('Undo merge: said in the one wording; the merge stands', async () => {
    const shared = await gameText();
    await renderScreen(() => <ShareSection />, { lang });
    const preview = await g().exchange.preview(shared);
    if (!preview.ok) throw new Error('refused');
    expect((await g().exchange.accept(preview.value)).ok).toBe(true);
    const undo = await screen.findByRole('button', { name: sync.undoMerge });
    phoneFull();
    fireEvent.click(undo);
    await waitFor(() => expect(document.querySelector('.toasts')).toHaveTextContent(m.storage.quota));
    expect(g().state.units.map((u) => u.id)).toEqual(['bn']);
  });

  it('Apply casualties: said in the one wording; the figures stay', async () => {
    await renderScreen(() => <LogScreen />, { lang });
    await g().units.save(battalion());
    expect((await g().shots.record(legalShot('s1', 'bn', 3))).ok).toBe(true);
    const entry = document.querySelector<HTMLElement>('li.log-entry');
    if (!entry) throw new Error('no entry');
    fireEvent.click(entry.querySelector('summary') as HTMLElement);
    const apply = await within(entry).findByRole('button', {
      name: lang === 'en' ? 'Apply casualties' : 'Снять потери',
    });
    phoneFull();
    fireEvent.click(apply);
    await waitFor(() => expect(document.querySelector('.toasts')).toHaveTextContent(m.storage.quota));
    expect(g().state.units[0]?.figures).toBe(36);
  });

  it('Next turn: the banner says it in the one wording; the turn stays', async () => {
    await renderScreen(() => <GameBar />, { lang, toasts: false });
    phoneFull();
    fireEvent.click(screen.getByRole('button', { name: m === en ? 'Next turn' : 'Следующий ход' }));
    // The end of the turn comes first (issue 36): its own "On to turn 2" moves the turn.
    const onTo = m === en ? 'On to turn 2' : 'К ходу 2';
    fireEvent.click(await screen.findByRole('button', { name: onTo }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(m.storage.quota));
    expect(g().state.game.turn).toBe(1);
  });

  it('the club’s sync: what arrived could not be stored, said in the one wording', async () => {
    await renderScreen(() => <ClubScreen />, { lang, ready: false });
    const address = await screen.findByRole('textbox', {
      name: lang === 'en' ? 'Database address' : 'Адрес базы',
    });
    fireEvent.input(address, { target: { value: 'https://club.example/grand-battery' } });
    fireEvent.input(screen.getByRole('textbox', { name: lang === 'en' ? 'User name' : 'Имя пользователя' }), {
      target: { value: 'alice' },
    });
    fireEvent.input(screen.getByLabelText(lang === 'en' ? 'Password' : 'Пароль'), {
      target: { value: 'pw' },
    });
    fireEvent.click(screen.getByRole('button', { name: lang === 'en' ? /Sign in/ : /Войти и/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(m.storage.quota));
  });
});
