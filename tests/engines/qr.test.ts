import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { RulePack } from '../../src/core';
import { practicePackData } from '../../src/packs/practice';
import { packLinkHash } from '../../src/packs/share';
import { cardShows, heading, installed, pickFile, scannerKeptOffline, shows } from './app';
import { type EnginePage, launch, until } from './engines';
import { longGame } from './game';
import { ENGINES } from './run-engines';
import { type AppServer, serveApp } from './server';

let server: AppServer;
beforeAll(async () => {
  server = await serveApp();
});
afterAll(() => server.close());

/** Letters that do not compress: long source notes make the pack two QR codes' worth. */
function noise(n: number, alphabet: string, seed: number): string {
  let s = seed >>> 0;
  let out = '';
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    out += alphabet[(s >>> 16) % alphabet.length];
  }
  return out;
}
const NAME = 'Club table — Tuesday night';
const clubPack = (): RulePack =>
  ({
    ...practicePackData,
    id: 'club-table',
    version: 3,
    name: { en: NAME, ru: 'Клубная таблица — вторник' },
    source: {
      en: `Club copy. ${noise(560, 'abcdefghijklmnopqrstuvwxyz ', 7)}`,
      ru: `Клубный экземпляр. ${noise(560, 'абвгдежзийклмнопрстуфхцчшщыэюя ', 11)}`,
    },
  }) as RulePack;

const caption = (page: EnginePage) =>
  until(page, 'the code caption', () => document.querySelector('figure figcaption')?.textContent?.trim());

/** Phone A shows its two codes: a screenshot of its screen at each (as phone B would photograph it). */
async function photosOfPhoneA(a: EnginePage): Promise<Map<string, string>> {
  await a.goto(`${server.origin}${packLinkHash(clubPack())}`);
  await a.click('Import');
  await heading(a, 'Rule packs');
  await a.click({ role: 'link', name: 'Show as QR code' });
  await heading(a, 'Show to the other phone');
  // Nothing over the code: the notice at the top (WebKit's 7-day notice) and the import's toast
  // closed, as the player does before holding the screen up to the other phone's camera.
  for (let i = 0; i < 3; i++) {
    const open = await a.run(() =>
      [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Close'),
    );
    if (!open) break;
    await a.click('Close').catch(() => undefined); // a toast may go by itself meanwhile
  }
  await a.click('Pause');
  const photos = new Map<string, string>();
  for (let i = 0; i < 2; i++) {
    const at = (await caption(a)) ?? '';
    // The whole code on screen, as a player holds it up (a notice above may push it down).
    await a.run(() => document.querySelector('.qr-code')?.scrollIntoView({ block: 'center' }));
    await new Promise((r) => setTimeout(r, 300));
    photos.set(at, (await a.screenshot()).toString('base64'));
    await a.click('Next code');
    await until(
      a,
      'the next code',
      (was: string) => document.querySelector('figure figcaption')?.textContent?.trim() !== was,
      at,
    );
  }
  return photos;
}

describe.each(ENGINES)('%s', (engine) => {
  const pages: EnginePage[] = [];
  afterEach(async () => {
    server.setOffline(false);
    for (const page of pages.splice(0)) await page.close();
  });

  test('Scan from a photo: a picture with no code is refused in words; two codes read from photos, the second first', async () => {
    const a = await launch(engine);
    pages.push(a);
    await installed(a, server.origin);
    const photos = await photosOfPhoneA(a);
    const first = photos.get('1 of 2');
    const second = photos.get('2 of 2');
    if (!first || !second) throw new Error(`codes shown: ${[...photos.keys()].join(', ')}`);

    const b = await launch(engine);
    pages.push(b);
    await installed(b, server.origin);
    const noCode = (await b.screenshot()).toString('base64');
    // Offline once the app says its scanner is (before, it says it is still being prepared).
    await scannerKeptOffline(b);
    server.setOffline(true);
    await b.click({ role: 'link', name: 'Open a file' });
    await heading(b, 'Receive from another phone');

    await pickFile(b, 'Scan from a photo', { name: 'IMG_0001.png', type: 'image/png', base64: noCode });
    await shows(b, 'No QR code could be read in that picture.');
    // The second code first: one of two, the first still needed; then the first.
    await pickFile(b, 'Scan from a photo', { name: 'IMG_0002.png', type: 'image/png', base64: second });
    await shows(b, '1 of 2 codes');
    await shows(b, 'Still needed: 1');
    await pickFile(b, 'Scan from a photo', { name: 'IMG_0003.png', type: 'image/png', base64: first });
    await heading(b, NAME);
    await shows(b, 'New on this phone: nothing is replaced.');
    await b.click('Accept');
    await shows(b, `Imported “${NAME}”`);
    await heading(b, NAME);
  });
  test('a whole game in several codes, after a reload with the server down: the reader only from its cache reads photos of the codes out of order; Merged., each battalion = start − its applied casualties', async () => {
    // 200 shots: three or four codes of the compact text (its ids' random tails move the edge).
    const game = await longGame(200);
    const n = game.photos.length;
    expect(n).toBeGreaterThanOrEqual(3);
    const b = await launch(engine);
    pages.push(b);
    await installed(b, server.origin);
    // An iPhone's engine has no BarcodeDetector: the app takes the zxing-wasm path.
    if (engine === 'webkit') expect(await b.run(() => 'BarcodeDetector' in window)).toBe(false);
    // First visit: the reader is fetched into its own cache, and Two phones says so.
    await scannerKeptOffline(b);
    const cached = await b.run(async () => {
      const files: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) {
          const file = new URL(request.url).pathname.split('/').pop() ?? '';
          const reader = /^(decode-worker|zxing_reader)-[\w-]+\.(js|wasm)$/.exec(file);
          if (reader) files.push(`${reader[1]}.${reader[2]}`);
        }
      return files.sort();
    });
    expect(cached).toEqual(['decode-worker.js', 'zxing_reader.wasm']);

    // The club's Wi-Fi gone and the app opened again: nothing of the reader is in the page now.
    server.setOffline(true);
    await b.reload();
    await b.click({ role: 'link', name: 'Settings' });
    await b.click({ role: 'link', name: 'Open a file' });
    await heading(b, 'Receive from another phone');
    const photos = game.photos.map((base64, i) => ({
      name: `IMG_10${i + 1}.png`,
      type: 'image/png',
      base64,
    }));
    const [first, second, ...rest] = photos;
    const last = rest.pop();
    if (!first || !second || !last) throw new Error('at least three photos');
    // Out of order: the last code, then every other but the second together, then the second.
    await pickFile(b, 'Scan from a photo', last);
    await shows(b, `1 of ${n} codes`);
    await shows(b, `Still needed: ${Array.from({ length: n - 1 }, (_, i) => i + 1).join(', ')}`);
    await pickFile(b, 'Scan from a photo', ...rest, first);
    await shows(b, `${n - 1} of ${n} codes`);
    await shows(b, 'Still needed: 2');
    await pickFile(b, 'Scan from a photo', second);
    await shows(b, `${game.cards} new cards`);
    await shows(b, `${game.shots} new shots`);
    await b.click('Accept');
    await shows(b, 'Merged.');
    await b.click({ role: 'link', name: 'Units' });
    for (const [name, { now, start }] of game.figures)
      await cardShows(b, name, ` ${now} figures of ${start}`);
    // Not every battalion at its start: the casualties did arrive.
    expect([...game.figures.values()].filter((f) => f.now < f.start).length).toBeGreaterThan(4);
  });
});
