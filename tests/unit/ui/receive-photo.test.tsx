// @vitest-environment jsdom
/**
 * "Scan from a photo" on the Receive screen: each picture goes to the camera's reader (readPhoto,
 * here a stand-in that answers what a real reader would find in it: the engines suite runs the real
 * one in WebKit and Firefox) and its codes are collected as if scanned: a picture with no code says
 * so in the player's language; two codes arrive in any order, together or one at a time.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, fireEvent, screen, waitFor } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RulePack } from '../../../src/core';
import { fail, ok } from '../../../src/core/result';
import { share as shareEn } from '../../../src/i18n/en/share';
import { share as shareRu } from '../../../src/i18n/ru/share';
import { packFileText } from '../../../src/packs/share';
import { encodeFrames } from '../../../src/share/frames';
import { readPhoto } from '../../../src/share/scanner';
import { ReceiveScreen } from '../../../src/ui/share/ReceiveScreen';
import { testPackData } from '../core/helpers';
import { forgetGame, renderScreen } from '../screen';

vi.mock('../../../src/share/scanner', async (original) => ({
  ...(await original<typeof import('../../../src/share/scanner')>()),
  readPhoto: vi.fn(),
}));
const reader = vi.mocked(readPhoto);

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const NAME = 'Photo club pack';
/** The pack's text in two frames; each "photo" is a file whose name says which code it shows. */
async function twoCodes(): Promise<readonly string[]> {
  const pack: RulePack = { ...testPackData, id: 'photo-club', name: { en: NAME, ru: NAME } };
  const framed = await encodeFrames(packFileText(pack), 400);
  if (!framed.ok || framed.value.length !== 2) throw new Error('expected two frames');
  return framed.value;
}
const photo = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const renderReceive = (lang: 'en' | 'ru' = 'en') =>
  renderScreen(() => <ReceiveScreen scan={false} onBack={() => undefined} />, {
    lang,
    ready: false,
    toasts: false,
  });

const pick = (label: string, ...files: File[]) => {
  const input = screen.getByText(label).closest('label')?.querySelector('input[type="file"]');
  if (!input) throw new Error(`no file input under ${label}`);
  fireEvent.change(input, { target: { files } });
};

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  reader.mockReset();
});
afterEach(() => {
  cleanup();
  forgetGame();
});

describe('Scan from a photo', () => {
  it('a picture with no code: refused in words, in English and in Russian', async () => {
    reader.mockResolvedValue(fail('no-code'));
    await renderReceive('en');
    pick(shareEn.scanPhoto, photo('IMG_0001.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(shareEn.photoProblems['no-code']);
    cleanup();
    await renderReceive('ru');
    pick(shareRu.scanPhoto, photo('IMG_0001.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(shareRu.photoProblems['no-code']);
  });

  it('two photos picked together, the second code first: the pack is read and shown for review', async () => {
    const [first, second] = await twoCodes();
    reader.mockImplementation(async (file) =>
      ok([(file as File).name === 'b.png' ? first : second] as string[]),
    );
    await renderReceive();
    pick(shareEn.scanPhoto, photo('a.png'), photo('b.png'));
    expect(await screen.findByRole('heading', { name: NAME })).toBeInTheDocument();
    expect(reader.mock.calls.map(([file]) => (file as File).name)).toEqual(['a.png', 'b.png']);
  });

  it('one photo at a time: 1 of 2 codes and what is still needed, then the other completes it', async () => {
    const [first, second] = await twoCodes();
    reader.mockResolvedValueOnce(ok([second as string])).mockResolvedValueOnce(ok([first as string]));
    await renderReceive();
    pick(shareEn.scanPhoto, photo('code-2.png'));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: shareEn.progressLabel })).toHaveTextContent(
        shareEn.progress(1, 2),
      ),
    );
    expect(screen.getByText(shareEn.missing('1'))).toBeInTheDocument();
    pick(shareEn.scanPhoto, photo('code-1.png'));
    expect(await screen.findByRole('heading', { name: NAME })).toBeInTheDocument();
  });
});
