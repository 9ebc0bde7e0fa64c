// @vitest-environment jsdom
/**
 * Settings → Two phones says whether the QR reader works offline on this phone (issue 27): still
 * being prepared while it is fetched, "Scanner ready offline" once kept, and why not otherwise —
 * in both languages.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../../../src/core/result';
import { keepReaderOffline, type ReaderEnv } from '../../../src/pwa/reader-cache';
import { ShareSection } from '../../../src/ui/share/ShareSection';
import { forgetGame, renderScreen } from '../screen';

const renderSection = (lang: 'en' | 'ru') =>
  renderScreen(() => <ShareSection />, { lang, ready: false, toasts: false });

/** A phone without BarcodeDetector whose network answers when `answer` is called. */
function slowNetwork() {
  const answers: ((worked: boolean) => void)[] = [];
  const env: ReaderEnv = {
    nativeReadsQr: async () => false,
    canKeepOffline: true,
    files: ['https://t.example/assets/decode-worker-a.js', 'https://t.example/assets/zxing_reader-b.wasm'],
    cached: async () => [],
    store: () =>
      new Promise((resolve) => answers.push((worked) => resolve(worked ? ok() : fail('fetch-failed')))),
    drop: async () => {},
    pause: async () => {},
  };
  const answer = async (worked: boolean) => {
    await waitFor(() => expect(answers.length).toBeGreaterThan(0));
    answers.shift()?.(worked);
  };
  return { env, answer };
}

const status = () => screen.getByRole('status');

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  forgetGame();
});
afterEach(() => cleanup());

describe('the scanner offline, on the Two phones screen', () => {
  it('says where there is no service worker that the scanner loads when scanning', async () => {
    await renderSection('en');
    // The test runs no service worker, like a phone on plain HTTP.
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'Scanner: this address has no offline use (that needs HTTPS), so the scanner loads when you scan, with a connection.',
      ),
    );
  });

  it('says it is still being prepared, then that it is not ready yet after a failure, then ready', async () => {
    await renderSection('en');
    const { env, answer } = slowNetwork();
    const done = keepReaderOffline(env);
    await waitFor(() => expect(status()).toHaveTextContent('Scanner: still being prepared for offline use…'));
    expect(status()).toHaveAttribute('data-state', 'preparing');
    await answer(false);
    await waitFor(() =>
      expect(status()).toHaveTextContent(/^Scanner not ready offline yet: it could not be fetched\./),
    );
    await answer(true);
    await answer(true);
    expect(await done).toBe('ready');
    await waitFor(() => expect(status()).toHaveTextContent(/^Scanner ready offline$/));
  });

  it('reads in Russian too', async () => {
    await renderSection('ru');
    const { env, answer } = slowNetwork();
    const done = keepReaderOffline(env);
    await waitFor(() => expect(status()).toHaveTextContent('Сканер: ещё готовится к работе без сети…'));
    await answer(true);
    await answer(true);
    await done;
    await waitFor(() => expect(status()).toHaveTextContent(/^Сканер готов к работе без сети$/));
  });
});
