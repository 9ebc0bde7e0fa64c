/**
 * The QR reader's files where the browser has no BarcodeDetector that reads QR codes (issue 27):
 * zxing-wasm's .wasm (about 400 KB gzip) and the worker that runs it. They are not precached —
 * a phone whose own BarcodeDetector reads codes (Chrome on Android) never needs them — but fetched
 * once into READER_CACHE by the page (src/pwa/reader-cache.ts), which the service worker serves
 * offline and refreshes on an update (src/pwa/reader-cache-plugin.ts).
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import workerUrl from './decode-worker?worker&url';
import { READER_CACHE_NAME } from './reader-cache-name';

/** The Cache Storage cache the page fills and the service worker reads (CacheFirst). */
export const READER_CACHE = READER_CACHE_NAME;

/** The built files' URLs (relative to the page): the decoding worker and its wasm. */
export const READER_WORKER_URL: string = workerUrl;
export const READER_WASM_URL: string = wasmUrl;

interface BarcodeDetectorClass {
  getSupportedFormats(): Promise<string[]>;
}

/** Whether this browser's own BarcodeDetector reads QR codes (then zxing is never loaded). */
export async function nativeReadsQr(scope: object = globalThis): Promise<boolean> {
  const Detector = (scope as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return false;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code');
  } catch {
    return false;
  }
}
