// @vitest-environment jsdom
/**
 * A merge accepted on the Receive screen, and the screen left before it is stored (Units tapped at
 * once): the merge is not the screen's, so what it ends in is said where the player went — "Merged."
 * with its Undo, or that nothing could be saved — and he is not taken anywhere. Still on the screen,
 * he is taken to where it arrived (the Log, for a game) and told there. Both languages.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, fireEvent, screen, waitFor } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { createSignal, Show } from 'solid-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Result } from '../../../src/core/result';
import { app as en } from '../../../src/i18n/en/app';
import { share as shareEn } from '../../../src/i18n/en/share';
import { sync as syncEn } from '../../../src/i18n/en/sync';
import { app as ru } from '../../../src/i18n/ru/app';
import { share as shareRu } from '../../../src/i18n/ru/share';
import { sync as syncRu } from '../../../src/i18n/ru/sync';
import { storageFailure } from '../../../src/records/failure';
import type { SyncProblem } from '../../../src/state';
import { saveCardEdit } from '../../../src/storage/sync-writes';
import { ReceiveScreen } from '../../../src/ui/share/ReceiveScreen';
import { forgetGame, renderScreen } from '../screen';
import { battalion, closePhones, phone, text } from '../sync/phones';

type SyncResult = Result<void, SyncProblem>;
/** Phone B's merge (the game's `exchange.accept`), held by the test. */
const accepting = vi.hoisted(() => vi.fn<(preview: unknown) => Promise<unknown>>());
vi.mock('../../../src/state/exchange/text', async (original) => {
  const real = await original<typeof import('../../../src/state/exchange/text')>();
  return {
    ...real,
    textVerbs: (...args: Parameters<typeof real.textVerbs>) => ({
      ...real.textVerbs(...args),
      accept: accepting,
    }),
  };
});

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

/** Phone B's merge, held until the test lets it end (as a slow phone's transaction). */
function heldMerge(): (result: SyncResult) => void {
  let end: (result: SyncResult) => void = () => undefined;
  accepting.mockImplementation(() => new Promise<SyncResult>((done) => (end = done)));
  return (result) => end(result);
}

/** Phone B (empty) on its Receive screen, with the toast stack; `leave()` goes to another screen. */
async function phoneB(lang: 'en' | 'ru') {
  const [here, setHere] = createSignal(true);
  await renderScreen(
    () => (
      <Show when={here()} fallback={<p>Units</p>}>
        <ReceiveScreen scan={false} onBack={() => undefined} />
      </Show>
    ),
    { lang },
  );
  return { leave: () => setHere(false) };
}

/** Phone A's game (one battalion) opened as a file on B, and Accept tapped. */
async function openAndAccept(lang: 'en' | 'ru'): Promise<void> {
  const a = await phone();
  await saveCardEdit(a, battalion(), 1_000);
  const shared = await text(a);
  const words = lang === 'en' ? shareEn : shareRu;
  const input = screen.getByText(words.openFile).closest('label')?.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, {
    target: { files: [new File([shared], 'game.json', { type: 'application/json' })] },
  });
  fireEvent.click(await screen.findByRole('button', { name: words.accept }));
  await waitFor(() => expect(accepting).toHaveBeenCalledTimes(1));
}

const toast = () => document.querySelector('.toasts');

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  accepting.mockReset();
  history.replaceState(null, '', '#/settings/share/receive');
});
afterEach(() => {
  cleanup();
  forgetGame();
  closePhones();
});

describe('leaving the Receive screen while a merge is stored', () => {
  it('merged after he left: "Merged." with Undo where he is, and he stays there', async () => {
    const b = await phoneB('en');
    const end = heldMerge();
    await openAndAccept('en');
    b.leave();
    end(ok());
    await waitFor(() => expect(toast()).toHaveTextContent(syncEn.merged));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(location.hash).toBe('#/settings/share/receive');
  });

  it('refused after he left: a toast says the storage is full and how to free it, in English and in Russian', async () => {
    for (const lang of ['en', 'ru'] as const) {
      const b = await phoneB(lang);
      const end = heldMerge();
      await openAndAccept(lang);
      b.leave();
      end(fail(storageFailure('quota')));
      await waitFor(() =>
        // A full phone: the words it has on every path (full, nothing changed, how to free space).
        expect(toast()).toHaveTextContent((lang === 'en' ? en : ru).storage.quota),
      );
      expect(location.hash).toBe('#/settings/share/receive');
      cleanup();
      forgetGame();
      accepting.mockReset();
    }
  });

  it('still on the screen: taken to the Log, and "Merged." said there (Russian)', async () => {
    await phoneB('ru');
    const end = heldMerge();
    await openAndAccept('ru');
    end(ok());
    await waitFor(() => expect(location.hash).toBe('#/log'));
    await waitFor(() => expect(toast()).toHaveTextContent(syncRu.merged));
  });
});
