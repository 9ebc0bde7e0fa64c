/**
 * The hostile-input tests' own steps (hostile.spec.ts): a zip bomb as QR codes, a BarcodeDetector
 * that reads given codes off any picture, and the page's memory sampled while something runs.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { base45Encode } from '../../src/share/base45';
import { crc32 } from '../../src/share/crc32';
import { syncChecksum } from '../../src/sync/payload';

export { bomb } from '../unit/share/bomb';

/** A payload as `count` QR codes' texts with the right checksum (frames.ts's format). */
export function framesOf(payload: Uint8Array, count: number): string[] {
  const sum = crc32(payload).toString(16).toUpperCase().padStart(8, '0');
  const size = Math.ceil(payload.length / count);
  return Array.from(
    { length: count },
    (_, i) => `GB1:${sum}:${i + 1}:${count}:${base45Encode(payload.subarray(i * size, (i + 1) * size))}`,
  );
}

/** A BarcodeDetector that reads QR codes and finds these codes in any picture it is shown. */
export async function detectorReading(context: BrowserContext, codes: readonly string[]): Promise<void> {
  await context.addInitScript((all) => {
    class QrDetector {
      static async getSupportedFormats() {
        return ['qr_code'];
      }
      async detect() {
        return all.map((rawValue) => ({ rawValue }));
      }
    }
    Object.defineProperty(globalThis, 'BarcodeDetector', { value: QrDetector, configurable: true });
  }, codes);
}

/** A 1×1 PNG: a picture the browser opens (what the detector reads in it is given above). */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface HeapUsage {
  usedSize: number;
  backingStorageSize?: number;
}

/**
 * The page's peak memory while `run` runs: the JS heap and the ArrayBuffers' backing stores
 * (where an inflated payload lives), sampled by CDP's Runtime.getHeapUsage back to back.
 */
export async function peakMemory(
  page: Page,
  run: () => Promise<void>,
): Promise<{ peak: number; samples: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  let peak = 0;
  let samples = 0;
  let sampling = true;
  const sample = async () => {
    const h = (await cdp.send('Runtime.getHeapUsage')) as HeapUsage;
    peak = Math.max(peak, h.usedSize + (h.backingStorageSize ?? 0));
    samples++;
  };
  const sampler = (async () => {
    while (sampling) await sample();
  })();
  try {
    await run();
  } finally {
    sampling = false;
    await sampler;
  }
  // Once more after: what the run allocated and the collector has not freed yet still counts.
  await sample();
  await cdp.detach();
  return { peak, samples };
}

/**
 * A v3 game text with its first shot's dice changed and its chain left out (`o`: where its
 * casualties went, as stated), signed again as a hostile sender would.
 */
export function forgedDice(text: string, dice: [number, number]): string {
  const { sum: _sum, ...body } = JSON.parse(text) as { sum: string; shots: Record<string, unknown>[] };
  const shot = body.shots[0];
  if (!shot) throw new Error('no shot to forge');
  const chain = shot.ch as
    | { allocation: { line: number; skirmishers: number; ruleRef?: string } }
    | undefined;
  if (chain) {
    const a = chain.allocation;
    shot.o = a.ruleRef === undefined ? [a.line] : [a.line, a.skirmishers];
    delete shot.ch;
  }
  shot.d = dice;
  return JSON.stringify({ ...body, sum: syncChecksum(JSON.stringify(body)) });
}
