/**
 * Two phones for the sharing tests (issue 10): a club pack to hand over, phone B as a second
 * Chromium whose camera is a .y4m file of phone A's QR codes, and that file written in Node.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Browser, type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { correction, generate, mode } from 'lean-qr';
import type { RulePack } from '../../src/core/pack';
import { practicePackData } from '../../src/packs/practice';
import { packLinkPayload } from '../../src/packs/share';

/** Deterministic letters that deflate poorly, so the pack needs more than one code. */
function noise(n: number, alphabet: string, seed: number): string {
  let s = seed >>> 0;
  let out = '';
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    out += alphabet[(s >>> 16) % alphabet.length];
  }
  return out;
}

/** The practice values under a club's name, with long source notes: two QR codes' worth. */
export function clubPack(): RulePack {
  return {
    ...practicePackData,
    id: 'club-table',
    version: 3,
    name: { en: 'Club table — Tuesday night', ru: 'Клубная таблица — вторник' },
    source: {
      en: `Club copy. ${noise(560, 'abcdefghijklmnopqrstuvwxyz ', 7)}`,
      ru: `Клубный экземпляр. ${noise(560, 'абвгдежзийклмнопрстуфхцчшщыэюя ', 11)}`,
    },
  } as RulePack;
}

/** Phone A gets the pack the way a friend's link brings it: the import screen, then Import. */
export async function importPackByLink(page: Page, pack: RulePack): Promise<void> {
  await page.goto(`./#/settings/packs/import/${packLinkPayload(pack)}`);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('heading', { name: 'Rule packs', level: 1 }).waitFor();
}

const Y4M_W = 640;
const Y4M_H = 480;

function lumaOfCode(text: string): Uint8Array {
  const code = generate(mode.alphaNumeric(text), { minCorrectionLevel: correction.L });
  const side = code.size + 8;
  const scale = Math.floor((Y4M_H - 40) / side);
  const y = new Uint8Array(Y4M_W * Y4M_H).fill(90);
  const x0 = Math.floor((Y4M_W - side * scale) / 2);
  const y0 = Math.floor((Y4M_H - side * scale) / 2);
  for (let py = 0; py < side * scale; py++)
    for (let px = 0; px < side * scale; px++) {
      const mx = Math.floor(px / scale) - 4;
      const my = Math.floor(py / scale) - 4;
      const dark = mx >= 0 && my >= 0 && mx < code.size && my < code.size && code.get(mx, my);
      // A phone screen through a camera: not quite black, not quite white.
      y[(y0 + py) * Y4M_W + x0 + px] = dark ? 35 : 220;
    }
  return y;
}

function boxBlur(y: Uint8Array, r: number): Uint8Array {
  const out = new Uint8Array(y.length);
  for (let py = 0; py < Y4M_H; py++)
    for (let px = 0; px < Y4M_W; px++) {
      let sum = 0;
      let n = 0;
      for (let dy = -r; dy <= r; dy++)
        for (let dx = -r; dx <= r; dx++) {
          const qx = px + dx;
          const qy = py + dy;
          if (qx < 0 || qy < 0 || qx >= Y4M_W || qy >= Y4M_H) continue;
          sum += y[qy * Y4M_W + qx] ?? 0;
          n++;
        }
      out[py * Y4M_W + px] = Math.round(sum / n);
    }
  return out;
}

/**
 * A Y4M video (what Chromium's fake camera plays, looping) of the codes: each held for `hold`
 * frames at 10 fps, the first of each hold blurred as a camera finding focus.
 */
export function writeY4m(path: string, frames: readonly string[], hold = 8): void {
  const chroma = new Uint8Array((Y4M_W / 2) * (Y4M_H / 2)).fill(128);
  const parts: Uint8Array[] = [Buffer.from(`YUV4MPEG2 W${Y4M_W} H${Y4M_H} F10:1 Ip A1:1 C420jpeg\n`)];
  for (const text of frames) {
    const sharp = lumaOfCode(text);
    const blurred = boxBlur(sharp, 2);
    for (let i = 0; i < hold; i++) {
      parts.push(Buffer.from('FRAME\n'), i < 2 ? blurred : sharp, chroma, chroma);
    }
  }
  writeFileSync(path, Buffer.concat(parts));
}

const executablePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Phone B: its own Chromium, whose camera plays `video` (a .y4m file) and asks no permission. */
export function launchPhoneB(video: string): Promise<Browser> {
  return chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

/** What arrived on phone B: the card offering Accept and Decline, or Merge as this game and Cancel (either language). */
export const incomingCard = (b: Page) =>
  b
    .getByRole('article')
    .filter({ has: b.getByRole('button', { name: /^(Decline|Отказаться|Cancel|Отмена)$/ }) });

/** The QR code on the Show screen, by its name ("QR code 1 of 2: …", "QR-код 1 из 2: …"). */
export const qrCode = (page: Page) => page.getByRole('img', { name: /^QR(-код| code) \d/ });

/**
 * Phone B with the app installed, its camera playing `frames` (written to `video`, a .y4m file), cut
 * off by `offline` and on its Scan codes screen; `run` goes on from there, and the phone is closed
 * after it whatever happens.
 */
export async function scanOnPhoneB(
  frames: readonly string[],
  video: string,
  offline: (context: BrowserContext, b: Page) => Promise<void>,
  run: (b: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  mkdirSync(dirname(video), { recursive: true });
  writeY4m(video, frames);
  const phoneB = await launchPhoneB(video);
  try {
    const context = await phoneB.newContext({ ...PHONE, baseURL: test.info().project.use.baseURL });
    // A phone without a QR-reading BarcodeDetector (an iPhone, a desktop): zxing-wasm reads the codes.
    await withoutBarcodeDetector(context);
    const b = await context.newPage();
    await installOffline(b);
    await b.getByRole('link', { name: 'Settings' }).click();
    // The first visit keeps the reader offline; the Two phones section says when it has.
    await scannerReadyOffline(b);
    await offline(context, b);
    await b.getByRole('link', { name: 'Scan codes' }).click();
    await run(b, context);
    await context.close();
  } finally {
    await phoneB.close();
  }
}

/** The same phone as the config's: 390 px wide, touch, English. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'en-GB',
  serviceWorkers: 'allow' as const,
};

/** First visit online until the service worker controls the page and has precached everything. */
export async function installOffline(page: Page): Promise<void> {
  await page.goto('./');
  await page.getByText('Ready to work offline').waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
}

/** Another phone beside this page's: a new context of the same browser (its own storage), installed for offline. */
export async function anotherPhone(page: Page): Promise<Page> {
  const context = await page
    .context()
    .browser()
    ?.newContext({ ...PHONE });
  if (!context) throw new Error('no browser');
  const other = await context.newPage();
  await installOffline(other);
  return other;
}

/** The browser has no BarcodeDetector at all (as Safari on an iPhone, or Firefox). */
export async function withoutBarcodeDetector(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  });
}

/** A BarcodeDetector that reads QR codes (as Chrome on Android): the app never needs zxing-wasm. */
export async function withQrBarcodeDetector(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    class QrDetector {
      static async getSupportedFormats() {
        return ['qr_code'];
      }
      async detect() {
        return [];
      }
    }
    Object.defineProperty(globalThis, 'BarcodeDetector', { value: QrDetector, configurable: true });
  });
}

/** The Two phones section (on screen) says the scanner works offline on this phone. */
export async function scannerReadyOffline(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^Scanner ready offline$/ })).toBeVisible({
    timeout: 30_000,
  });
}

/** What Cache Storage holds of the QR reader, cache by cache (file names only). */
export function cachedReaderFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) {
        const file = new URL(request.url).pathname.split('/').pop() ?? '';
        const reader = file.match(/^(decode-worker|zxing_reader)-[\w-]+\.(js|wasm)$/);
        if (reader) found.push(`${name}: ${reader[1]}.${reader[2]}`);
      }
    return found.sort();
  });
}

/** The Receive screen's game/pack file input (beside it, "Scan from a photo" takes pictures). */
export const GAME_FILE_INPUT = 'input[type=file]:not([accept^="image"])';
