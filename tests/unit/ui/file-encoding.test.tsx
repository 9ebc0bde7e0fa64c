// @vitest-environment jsdom
/**
 * A shared game's file or a rule pack's file that is not UTF-8 (issue 37): the Receive screen and
 * the pack import refuse it with what it is named, as a backup's import does, in English and
 * Russian — never decoded lossily into replacement marks and read on (or refused as "damaged").
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, fireEvent, screen, waitFor } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { share as shareEn } from '../../../src/i18n/en/share';
import { share as shareRu } from '../../../src/i18n/ru/share';
import { packFileText } from '../../../src/packs/share';
import { type EncodingProblem, utf8Text } from '../../../src/records/utf8';
import { saveCardEdit } from '../../../src/storage/sync-writes';
import { PacksScreen } from '../../../src/ui/settings/PacksSection';
import { ReceiveScreen } from '../../../src/ui/share/ReceiveScreen';
import { testPack } from '../core/helpers';
import { forgetGame, g, renderScreen } from '../screen';
import { battalion, closePhones, phone, text } from '../sync/phones';

configure({ asyncUtilTimeout: 5_000 });

const utf8 = (s: string) => new TextEncoder().encode(s);

/** UTF-16 little-endian with its byte-order mark. */
function utf16(s: string): Uint8Array {
  const out = new Uint8Array(2 + s.length * 2);
  out.set([0xff, 0xfe]);
  for (let i = 0; i < s.length; i++) {
    out[2 + i * 2] = s.charCodeAt(i) & 0xff;
    out[3 + i * 2] = s.charCodeAt(i) >> 8;
  }
  return out;
}

/** Windows-1251: Cyrillic letters one byte each (а = E0), ASCII as it is, anything else "?". */
function cp1251(s: string): Uint8Array {
  return Uint8Array.from(
    [...s].map((c) => {
      const code = c.charCodeAt(0);
      if (c >= 'а' && c <= 'я') return 0xe0 + code - 0x430;
      return code < 0x80 ? code : 0x3f;
    }),
  );
}

/** Every "/" written the long way (C0 AF), the rest as it is. */
const overlong = (s: string) =>
  Uint8Array.from([...utf8(s)].flatMap((b) => (b === 0x2f ? [0xc0, 0xaf] : [b])));

/** An emoji as two surrogate halves of three bytes each (Java's modified UTF-8). */
const cesu8 = (s: string) =>
  Uint8Array.from([
    ...utf8(s.replace('😀', '\u0000')).filter((b) => b !== 0),
    0xed,
    0xa0,
    0xbd,
    0xed,
    0xb8,
    0x80,
  ]);

describe('what a file is, named', () => {
  it.each([
    ['utf16', utf16('{"a":"b"}')],
    ['not-utf8', cp1251('{"name":"батарея"}')],
    ['overlong-utf8', overlong('{"a":"/b/"}')],
    ['cesu8', cesu8('{"a":"😀"}')],
    ['not-text', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x01])],
  ] as const)('%s', (problem, bytes) => {
    expect(utf8Text(bytes)).toEqual({ ok: false, problem });
  });

  it('UTF-8 is read as it is, Cyrillic and emoji included', () => {
    expect(utf8Text(utf8('{"name":"Батарея 😀"}'))).toEqual({ ok: true, value: '{"name":"Батарея 😀"}' });
  });
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  location.hash = '';
  forgetGame();
});
afterEach(() => {
  cleanup();
  closePhones();
});

function pick(input: Element | null | undefined, bytes: Uint8Array, name: string) {
  if (!input) throw new Error('no file input');
  fireEvent.change(input, {
    target: { files: [new File([Uint8Array.from(bytes)], name, { type: 'application/json' })] },
  });
}

describe.each([
  ['en', shareEn, shareEn.fileEncoding],
  ['ru', shareRu, shareRu.fileEncoding],
] as const)('%s', (lang, share, words) => {
  it.each([
    ['utf16', utf16],
    ['not-utf8', cp1251],
    ['overlong-utf8', overlong],
  ] as const)(
    'Receive: a game file in %s is refused with its encoding named; nothing to accept',
    async (problem, encode) => {
      const a = await phone();
      await saveCardEdit(a, battalion({ name: 'батарея / один' }), 1_000);
      const shared = await text(a);
      await renderScreen(() => <ReceiveScreen scan={false} onBack={() => undefined} />, { lang });
      pick(
        screen.getByText(share.openFile).closest('label')?.querySelector('input[type="file"]'),
        encode(shared),
        'game.json',
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(words[problem as EncodingProblem]);
      expect(screen.queryByRole('button', { name: share.accept })).toBeNull();
      expect(g().state.units).toEqual([]);
    },
  );

  it('the pack import: a pack file in Windows-1251 is refused with its encoding named', async () => {
    await renderScreen(() => <PacksScreen />, { lang, hash: '#/settings/packs/import' });
    const input = await waitFor(() => {
      const found = document.querySelector('input[type="file"]');
      if (!found) throw new Error('no input yet');
      return found;
    });
    pick(input, cp1251(packFileText({ ...testPack, name: { en: 'Test', ru: 'батарея' } })), 'pack.gbpack');
    expect(await screen.findByRole('alert')).toHaveTextContent(words['not-utf8']);
  });
});
