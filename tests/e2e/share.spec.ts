import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { packFileText } from '../../src/packs/share';
import { encodeFrames, parseFrame } from '../../src/share/frames';
import {
  cachedReaderFiles,
  clubPack,
  GAME_FILE_INPUT,
  importPackByLink,
  incomingCard,
  installOffline,
  launchPhoneB,
  PHONE,
  qrCode,
  scannerReadyOffline,
  scanOnPhoneB,
  withoutBarcodeDetector,
  withQrBarcodeDetector,
  writeY4m,
} from './share-helpers';
import { goOffline, serviceWorkerInControl } from './support/offline';
import { logEntry, newCard, start, switchLanguage, unitCard } from './support/table';
import {
  BATTERY,
  gameFile,
  openOnB,
  START,
  shoot,
  showGame,
  smallGameWithShot,
  TARGET,
  targetFigures,
} from './sync-helpers';

/**
 * Two phones, no network (issue 10): phone A shows a rule pack as QR codes; phone B — a second
 * Chromium whose camera plays those codes from a .y4m file — scans them, sees the summary, accepts,
 * and has the pack. The same by file. Both offline after their first visit. A refused camera says
 * so and offers the file route. Screenshots of Show and Receive at 320 and 390 px in both languages.
 */

const SHOTS = 'test-results/screens';
/** No accessibility violations on what the page shows now. */
async function axe(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, where).toEqual([]);
}

/** A code with one data character changed to another valid one: its header is right, its data not. */
function misreadCode(frame: string): string {
  const header = frame.slice(0, frame.lastIndexOf(':') + 1);
  const data = frame.slice(header.length);
  const at = Math.floor(data.length / 6) * 3;
  const wrong = header + data.slice(0, at) + (data[at] === '0' ? '1' : '0') + data.slice(at + 1);
  if (!parseFrame(wrong).ok || wrong === frame) throw new Error('no misread');
  return wrong;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** Phone A, offline, with the club pack, on its Show screen: the frames it shows. */
async function phoneAShows(page: Page): Promise<string[]> {
  await installOffline(page);
  await importPackByLink(page, clubPack());
  await page.context().setOffline(true);
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Club table — Tuesday night' }) });
  await row.getByRole('link', { name: 'Show as QR code' }).click();
  await expect(page.getByRole('heading', { name: 'Show to the other phone' })).toBeVisible();
  const figure = page.getByRole('figure');
  await expect(figure).toHaveAttribute('data-count', '2');
  await expect(
    page.getByRole('img', { name: /QR code \d of 2: Rule pack “Club table — Tuesday night”/ }),
  ).toBeVisible();
  return JSON.parse((await figure.getAttribute('data-frames')) ?? '[]');
}

test('phone B (no BarcodeDetector) scans phone A’s codes with its camera, reviews the pack and accepts it, offline', async ({
  page,
}, info) => {
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  // The page's clock is the test's to move: a paused sequence is checked over five seconds of its
  // time, not by waiting for them.
  await page.clock.install();
  const frames = await phoneAShows(page);
  expect(frames).toHaveLength(2);
  // The sequence advances by itself; pause holds it, next steps it.
  await expect(page.locator('figcaption')).toHaveText(/^[12] of 2$/);
  await page.getByRole('button', { name: 'Pause' }).click();
  const at = await page.locator('figcaption').textContent();
  await page.clock.runFor(5_000);
  await expect(page.locator('figcaption')).toHaveText(at ?? '');
  await page.getByRole('button', { name: 'Next code' }).click();
  await expect(page.locator('figcaption')).not.toHaveText(at ?? '');
  await shot(page, 'share-show-en-390');

  await scanOnPhoneB(
    frames,
    join(info.outputDir, 'codes.y4m'),
    (context) => context.setOffline(true),
    async (b) => {
      await expect(b.getByRole('heading', { name: 'Receive from another phone' })).toBeVisible();
      // No BarcodeDetector on phone B: its first visit kept zxing-wasm in the reader's own cache
      // (not the precache), and offline the service worker serves it from there.
      expect(await cachedReaderFiles(b)).toEqual([
        'gb-qr-reader: decode-worker.js',
        'gb-qr-reader: zxing_reader.wasm',
      ]);
      await expect(b.locator('video')).toHaveAttribute('data-decoder', 'zxing-wasm', { timeout: 15_000 });
      await expect(b.getByRole('status', { name: 'Codes read' })).toHaveText(/[12] of 2 codes/, {
        timeout: 20_000,
      });
      await shot(b, 'share-receive-scanning-en-390');
      const incoming = incomingCard(b);
      await expect(incoming).toBeVisible({ timeout: 30_000 });
      await expect(incoming.getByRole('heading', { name: 'Club table — Tuesday night' })).toBeVisible();
      await expect(incoming).toContainText('version 3');
      await expect(incoming).toContainText('New on this phone: nothing is replaced.');
      await shot(b, 'share-receive-summary-en-390');
      await incoming.getByRole('button', { name: 'Accept' }).click();
      await expect(b.getByRole('heading', { name: 'Rule packs', level: 1 })).toBeVisible();
      await expect(
        b.getByRole('status').filter({ hasText: 'Imported “Club table — Tuesday night”' }),
      ).toBeVisible();
      await expect(b.getByRole('heading', { name: 'Club table — Tuesday night' })).toBeVisible();
    },
  );
});

test('the same by file: A’s file, opened on B, reviewed and accepted; declining changes nothing', async ({
  page,
  browser,
}) => {
  test.slow();
  await phoneAShows(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Share as a file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('club-table-v3.gbpack.json');
  const file = await download.path();

  const context = await browser.newContext({ ...PHONE });
  const b = await context.newPage();
  await installOffline(b);
  await context.setOffline(true);
  await b.getByRole('link', { name: 'Settings' }).click();
  await b.getByRole('link', { name: 'Open a file' }).click();
  await expect(b.getByRole('heading', { name: 'Receive from another phone' })).toBeVisible();
  await shot(b, 'share-receive-en-390');
  const input = b.locator(GAME_FILE_INPUT);
  await input.setInputFiles(file);
  const incoming = incomingCard(b);
  await expect(incoming.getByRole('heading', { name: 'Club table — Tuesday night' })).toBeVisible();
  await incoming.getByRole('button', { name: 'Decline' }).click();
  await expect(b.getByText('Declined: nothing was changed.')).toBeVisible();
  await b.goto('./#/settings/packs');
  await expect(b.getByRole('heading', { name: 'Rule packs', level: 1 })).toBeVisible();
  await expect(b.getByRole('heading', { name: 'Club table — Tuesday night' })).toHaveCount(0);

  await b.goto('./#/settings/share/receive');
  await b.locator(GAME_FILE_INPUT).setInputFiles(file);
  await incomingCard(b).getByRole('button', { name: 'Accept' }).click();
  // Accepting opens the pack list (the receive card holds the same heading until then).
  await expect(b.getByRole('heading', { name: 'Rule packs', level: 1 })).toBeVisible();
  await expect(b.getByRole('heading', { name: 'Club table — Tuesday night' })).toBeVisible();

  // A file that is not ours is refused with a message.
  await b.goto('./#/settings/share/receive');
  await b
    .locator(GAME_FILE_INPUT)
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(b.getByRole('alert')).toHaveText(
    'Grand Battery cannot read this: it is neither a rule pack, a saved side nor a shared game.',
  );
  await context.close();
});

test('camera refused: the message says so and the file route is offered', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
      value: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    });
  });
  await installOffline(page);
  await page.context().setOffline(true);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Scan codes' }).click();
  await expect(page.getByRole('alert')).toContainText('The camera is not allowed for this app');
  await expect(page.getByText('Open a file', { exact: true })).toBeVisible();
  await shot(page, 'share-camera-denied-en-390');
});

// ─── The QR reader kept offline only where the phone needs it (issue 27) ──────────────────────────

test('a phone whose BarcodeDetector reads QR codes is ready to scan offline without downloading the reader', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE });
  await withQrBarcodeDetector(context);
  const page = await context.newPage();
  const asked: string[] = [];
  context.on('request', (request) => asked.push(request.url()));
  await installOffline(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  await scannerReadyOffline(page);
  await page.waitForTimeout(1_000); // a fetch started late would show by now
  expect(asked.filter((url) => /decode-worker|zxing_reader/.test(url))).toEqual([]);
  expect(await cachedReaderFiles(page)).toEqual([]);
  await context.close();
});

test('the reader lost and offline: the screens say it is not here yet, the app works, and it comes back online', async ({
  baseURL,
}, info) => {
  // A phone with a camera (it films a code) and no BarcodeDetector.
  const video = join(info.outputDir, 'one-code.y4m');
  mkdirSync(info.outputDir, { recursive: true });
  writeY4m(video, ['GB1:NOT A SHARE'], 2);
  const phone = await launchPhoneB(video);
  try {
    const context = await phone.newContext({ ...PHONE, baseURL });
    await withoutBarcodeDetector(context);
    const page = await context.newPage();
    await installOffline(page);
    await page.getByRole('link', { name: 'Settings' }).click();
    await scannerReadyOffline(page);
    // The phone dropped the reader's cache (storage pressure), and there is no network to fetch it.
    await goOffline(context, page);
    expect(await page.evaluate(() => caches.delete('gb-qr-reader'))).toBe(true);
    await page.reload();
    const status = page.getByRole('status').filter({ hasText: /^Scanner/ });
    await expect(status).toHaveText(
      'Scanner not ready offline yet: it could not be fetched. The app tries again by itself, at once when a connection returns.',
      { timeout: 15_000 },
    );
    // Scanning says why it cannot read, and what to do instead.
    await page.getByRole('link', { name: 'Scan codes' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The code reader is not on this phone yet: it is fetched as soon as the phone has a connection. Until then, open a file the other phone shared.',
      { timeout: 30_000 },
    );
    await expect(page.getByText('Open a file', { exact: true })).toBeVisible();
    // Nothing else is held up: the roster opens.
    await page.getByRole('link', { name: 'Units' }).click();
    await expect(page.getByRole('button', { name: 'New battalion' })).toBeVisible();
    await page.getByRole('link', { name: 'Settings' }).click();
    // Back online: tried again at once, not after the next wait.
    await context.setOffline(false);
    await scannerReadyOffline(page);
    expect(await cachedReaderFiles(page)).toEqual([
      'gb-qr-reader: decode-worker.js',
      'gb-qr-reader: zxing_reader.wasm',
    ]);
    await context.close();
  } finally {
    await phone.close();
  }
});

for (const lang of ['en', 'ru'] as const)
  for (const width of [320, 390])
    test(`Show and Receive at ${width} px in ${lang === 'en' ? 'English' : 'Russian'}: nothing scrolls sideways`, async ({
      page,
    }) => {
      // Two axe runs at 390 px: slow on a loaded machine.
      test.slow();
      await page.setViewportSize({ width, height: 740 });
      await installOffline(page);
      await importPackByLink(page, clubPack());
      if (lang === 'ru')
        await page.evaluate(() => {
          const prefs = JSON.parse(localStorage.getItem('gb.prefs.v1') ?? '{}');
          localStorage.setItem('gb.prefs.v1', JSON.stringify({ ...prefs, lang: 'ru', theme: 'dark' }));
        });
      await page.goto('./#/settings/share/show/pack/club-table');
      await page.reload();
      const heading = lang === 'en' ? 'Show to the other phone' : 'Покажите другому телефону';
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(qrCode(page)).toBeVisible();
      const box = await qrCode(page).boundingBox();
      // Large: the code takes most of the width.
      expect(box?.width ?? 0).toBeGreaterThan(width * 0.8);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `share-show-${lang}-${width}`);
      if (width === 390) await axe(page, `show, ${lang}`);
      await page.goto('./#/settings');
      // Desktop Chromium has no BarcodeDetector: the first visit keeps the reader offline, and says so.
      const ready = lang === 'en' ? 'Scanner ready offline' : 'Сканер готов к работе без сети';
      await expect(page.getByRole('status').filter({ hasText: ready })).toBeVisible({ timeout: 30_000 });
      await page.locator('#share-section-title').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/share-settings-${lang}-${width}.png` });
      await page.goto('./#/settings/share/receive');
      const receive = lang === 'en' ? 'Receive from another phone' : 'Принять с другого телефона';
      await expect(page.getByRole('heading', { name: receive })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `share-receive-${lang}-${width}`);
      if (width === 390) await axe(page, `receive, ${lang}`);
    });

// ─── The game itself between two phones (the sync format) ─────────────────────────────────────────

test('phone B scans phone A’s game: summary, Merge, the same roster and log, offline', async ({
  page,
}, info) => {
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  const { w, lost } = await smallGameWithShot(page);
  const onA = await targetFigures(page, w);
  expect(onA).toContain(w.cardFigures(START - lost, START));
  const frames = await showGame(page);
  expect(frames.length).toBeGreaterThan(0);
  await shot(page, 'sync-show-game-en-390');

  await scanOnPhoneB(frames, join(info.outputDir, 'game.y4m'), goOffline, async (b) => {
    const incoming = incomingCard(b);
    await expect(incoming).toBeVisible({ timeout: 45_000 });
    await expect(incoming).toHaveAttribute('data-format', 'sync');
    await expect(incoming.getByRole('heading', { name: 'The whole game' })).toBeVisible();
    await expect(incoming).toContainText('2 new cards');
    await expect(incoming).toContainText('1 new shot');
    await expect(incoming.getByRole('listitem').filter({ hasText: TARGET })).toContainText('new');
    await shot(b, 'sync-receive-game-en-390');
    await incoming.getByRole('button', { name: 'Accept' }).click();
    // The log, where the shot arrived; "Merged." offers Undo merge.
    await expect(b).toHaveURL(/#\/log$/);
    await expect(b.getByRole('status').filter({ hasText: 'Merged.' })).toBeVisible();
    await expect(logEntry(b, BATTERY, TARGET)).toBeVisible();
    expect(await targetFigures(b, w)).toBe(onA);
    await expect(unitCard(b, BATTERY)).toBeVisible();
  });
});

test('the game by file: B opens A’s file, merges, and can undo the merge', async ({
  page,
  browser,
}, info) => {
  test.slow();
  const { w, lost } = await smallGameWithShot(page);
  const onA = await targetFigures(page, w);
  const file = await gameFile(page);
  expect(file.name).toMatch(/^grand-battery-game-1-turn-1-mine-\d{4}-\d{2}-\d{2}\.json$/);

  const context = await browser.newContext({ ...PHONE });
  const b = await context.newPage();
  await installOffline(b);
  await goOffline(context, b);
  // A file changed on the way is refused in words, and nothing is merged.
  const tampered = join(info.outputDir, 'tampered.json');
  mkdirSync(info.outputDir, { recursive: true });
  writeFileSync(tampered, readFileSync(file.path, 'utf8').replace('Bogdanov', 'Bogdanow'));
  await b.goto('./#/settings/share/receive');
  await b.locator(GAME_FILE_INPUT).setInputFiles(tampered);
  await expect(b.getByRole('alert')).toHaveText(
    'Nothing was changed. It did not arrive whole (the checksum does not match). Share it again.',
  );
  const incoming = await openOnB(b, file.path);
  await expect(incoming).toContainText('2 new cards');
  await expect(incoming).toContainText('1 new shot');
  await incoming.getByRole('button', { name: 'Accept' }).click();
  await expect(logEntry(b, BATTERY, TARGET)).toBeVisible();
  expect(await targetFigures(b, w)).toContain(w.cardFigures(START - lost, START));
  expect(await targetFigures(b, w)).toBe(onA);

  // The same file again: nothing new, nothing changes.
  const again = await openOnB(b, file.path);
  await expect(again).toContainText('Nothing new');

  // Undo merge in Settings puts B back as it was: no cards, no shots.
  await b.getByRole('button', { name: 'Decline' }).click();
  await b.getByRole('link', { name: 'Settings' }).click();
  await b.getByRole('button', { name: 'Undo merge' }).click();
  await expect(b.getByRole('status').filter({ hasText: 'Merge undone.' })).toBeVisible();
  await b.getByRole('link', { name: 'Units' }).click();
  await expect(unitCard(b, TARGET)).toHaveCount(0);
  await context.close();
});

test('Units tapped before "Merged." appears: the merge is stored, the roster shows it, and the player stays on Units, told there', async ({
  page,
  browser,
}) => {
  test.slow();
  const { w, lost } = await smallGameWithShot(page);
  const onA = await targetFigures(page, w);
  expect(onA).toContain(w.cardFigures(START - lost, START));
  const file = await gameFile(page);

  const context = await browser.newContext({ ...PHONE });
  const b = await context.newPage();
  await installOffline(b);
  await goOffline(context, b);
  const incoming = await openOnB(b, file.path);
  await expect(incoming).toContainText('1 new shot');
  // Accept, and Units at once, as a thumb that taps on before the merge is stored: the Receive
  // screen is gone while the merge still runs.
  const left = await b.evaluate(() => {
    const named = (tag: string, words: string) =>
      [...document.querySelectorAll<HTMLElement>(tag)].find((el) => el.textContent?.trim() === words);
    named('button', 'Accept')?.click();
    named('nav a', 'Units')?.click();
    return location.hash;
  });
  expect(left).toBe('#/units');
  // Said where the player is, with its Undo; he is not taken to the Log.
  const merged = b.getByRole('status').filter({ hasText: 'Merged.' });
  await expect(merged).toBeVisible();
  await expect(merged.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(b).toHaveURL(/#\/units$/);
  await expect(unitCard(b, TARGET)).toContainText(w.cardFigures(START - lost, START));
  await expect(unitCard(b, BATTERY)).toBeVisible();
  await b.waitForTimeout(500); // nothing moves him on afterwards either
  await expect(b).toHaveURL(/#\/units$/);
  // Stored, not only shown: the same after a reload, offline.
  await b.reload();
  expect(await targetFigures(b, w)).toBe(onA);
  await b.getByRole('link', { name: 'Log' }).click();
  await expect(logEntry(b, BATTERY, TARGET)).toBeVisible();
  await context.close();
});

test('both phones hit the same battalion: after exchanging both ways each has start − A − B', async ({
  page,
  browser,
}) => {
  test.slow();
  const w = await start(page);
  await serviceWorkerInControl(page);
  await goOffline(page.context(), page);
  await newCard(page, w, { kind: 'battery', name: BATTERY });
  await newCard(page, w, { kind: 'battalion', name: TARGET, side: 'opponent', figures: START });
  const context = await browser.newContext({ ...PHONE });
  const b = await context.newPage();
  await installOffline(b);
  await goOffline(context, b);
  // B takes the table from A, then each phone fires on its own.
  await (await openOnB(b, (await gameFile(page)).path)).getByRole('button', { name: 'Accept' }).click();
  await expect(b).toHaveURL(/#\/log$/);
  const a = await shoot(page, w, [5, 6]);
  const bLost = await shoot(b, w, [3, 4]);
  // B → A, then A → B.
  const fromB = await gameFile(b);
  const onA = await openOnB(page, fromB.path);
  await expect(onA).toContainText('1 new shot');
  await onA.getByRole('button', { name: 'Accept' }).click();
  await (await openOnB(b, (await gameFile(page)).path)).getByRole('button', { name: 'Accept' }).click();
  const both = w.cardFigures(START - a - bLost, START);
  expect(await targetFigures(page, w)).toContain(both);
  expect(await targetFigures(b, w)).toContain(both);
  // Again, B → A: idempotent.
  const repeat = await openOnB(page, (await gameFile(b)).path);
  await expect(repeat).toContainText('Nothing new');
  await repeat.getByRole('button', { name: 'Accept' }).click();
  expect(await targetFigures(page, w)).toContain(both);
  await context.close();
});

for (const lang of ['en', 'ru'] as const)
  for (const width of [320, 390])
    test(`the game's Show and Receive at ${width} px in ${lang === 'en' ? 'English' : 'Russian'}`, async ({
      page,
      browser,
    }) => {
      test.slow();
      await smallGameWithShot(page);
      const file = await gameFile(page);
      await page.setViewportSize({ width, height: 740 });
      if (lang === 'ru') await switchLanguage(page, 'ru');
      await page.goto('./#/settings/share/show/game');
      await expect(qrCode(page)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(
        lang === 'en' ? 'The whole game' : 'Вся партия',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `sync-show-game-${lang}-${width}`);

      const context = await browser.newContext({ ...PHONE, viewport: { width, height: 740 } });
      const b = await context.newPage();
      const w = await start(b, lang);
      const incoming = await openOnB(b, file.path);
      await expect(incoming).toContainText(lang === 'en' ? '2 new cards' : 'Новых карточек: 2');
      expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(b, `sync-receive-game-${lang}-${width}`);
      await incoming.getByRole('button', { name: lang === 'en' ? 'Accept' : 'Принять' }).click();
      await expect(logEntry(b, BATTERY, TARGET)).toBeVisible();
      await shot(b, `sync-merged-log-${lang}-${width}`);
      await b.getByRole('link', { name: w.nav.units }).click();
      await expect(unitCard(b, TARGET)).toBeVisible();
      await shot(b, `sync-roster-${lang}-${width}`);
      await context.close();
    });

test('one wrong code with a valid header does not spoil the scan: the camera stays on and the right code wins', async ({
  page,
}, info) => {
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  // Phone A's two codes of the club pack, as its Show screen makes them.
  const framed = await encodeFrames(packFileText(clubPack()));
  if (!framed.ok) throw new Error(framed.problem);
  const frames = framed.value;
  expect(frames).toHaveLength(2);
  const wrong = misreadCode(frames[1] ?? '');
  // The camera first catches a wrong reading of code 2 (right header, wrong data), then code 1, and
  // stays on the wrong code for a while before it sees code 2 as it really is; the video loops.
  await scanOnPhoneB(
    [wrong, frames[0] ?? '', wrong, wrong, wrong, wrong, frames[1] ?? ''],
    join(info.outputDir, 'wrong-code.y4m'),
    (context) => context.setOffline(true),
    async (b) => {
      await expect(b.getByRole('alert')).toHaveText(/did not add up: one was misread/, { timeout: 30_000 });
      await expect(b.getByText(/^Still needed: \d/)).toBeVisible();
      // Every code is to be read again: the count starts over with them.
      await expect(b.getByRole('status', { name: 'Codes read' })).toHaveText(/^[01] of 2 codes$/);
      await expect(b.getByRole('button', { name: 'Stop the camera' })).toBeVisible();
      await expect(b.locator('video')).toBeVisible();
      await shot(b, 'share-receive-wrong-code-en-390');
      const incoming = incomingCard(b);
      await expect(incoming).toBeVisible({ timeout: 30_000 });
      await expect(incoming.getByRole('heading', { name: 'Club table — Tuesday night' })).toBeVisible();
      await incoming.getByRole('button', { name: 'Accept' }).click();
      await expect(b.getByRole('heading', { name: 'Club table — Tuesday night' })).toBeVisible();
    },
  );
  await page.close();
});
