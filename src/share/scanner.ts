/**
 * Reading QR codes from the camera. The browser's BarcodeDetector where it exists and reads QR
 * codes (Android Chrome, macOS); elsewhere (iOS Safari, desktop Linux Chromium, Firefox) zxing-wasm,
 * chosen by measurement (bench/qr-libs.mjs: it reads blurred and dark frames the JS decoders miss).
 * Its .wasm and worker ship in our build (never another origin); they are not precached but kept
 * offline by src/pwa/reader-cache.ts where this phone needs them (src/share/reader-files.ts).
 *
 * Nothing here knows about frames or words: `startScanner` hands every decoded text to `onText`;
 * `readPhoto` reads a still picture (a photo of the other phone's screen) with the same reader.
 */

import { fail, ok, type Result } from '../core/result';
import { visitCamera } from './camera-stream';
import type { DecodeAnswer, DecodeRequest } from './decode-worker';
import { nativeReadsQr, READER_WORKER_URL } from './reader-files';

/** Why the camera cannot be used: the screen turns each into a message and offers the file route. */
export type CameraProblem = 'denied' | 'missing' | 'failed' | 'reader-failed';

/** Why a photo gave no code: not a picture this browser opens, no code in it, or no reader. */
export type PhotoProblem = 'not-an-image' | 'no-code' | 'reader-failed';

interface DetectedBarcode {
  readonly rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement | ImageBitmap): Promise<readonly DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
}

/** A picture to read: a camera frame, or a photo opened as a bitmap. */
type Picture = HTMLVideoElement | ImageBitmap;
type Reader = (picture: Picture) => Promise<string[]>;

const sizeOf = (picture: Picture) =>
  picture instanceof ImageBitmap
    ? { w: picture.width, h: picture.height }
    : { w: picture.videoWidth, h: picture.videoHeight };

async function nativeReader(): Promise<Reader | undefined> {
  if (!(await nativeReadsQr())) return undefined;
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  try {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (picture) => (await detector.detect(picture)).map((b) => b.rawValue);
  } catch {
    return undefined;
  }
}

/** The longest side of the picture handed to zxing: enough for a version-25 code across half the frame. */
const MAX_SIDE = 960;
/** A photo is read once, not 8 times a second: it may keep more of its detail. */
const MAX_PHOTO_SIDE = 2048;

/** How long the reader may take to start (compile the wasm) before the screen says it failed. */
const READER_START_MS = 20_000;

async function wasmReader(maxSide = MAX_SIDE): Promise<{ read: Reader; close: () => void }> {
  const worker = new Worker(READER_WORKER_URL, { type: 'module' });
  const pending = new Map<number, (texts: readonly string[]) => void>();
  const started = new Promise<boolean>((resolve) => {
    setTimeout(() => resolve(false), READER_START_MS);
    worker.onerror = () => resolve(false);
    worker.onmessage = (event: MessageEvent<DecodeAnswer>) => {
      const answer = event.data;
      if ('ready' in answer) resolve(answer.ready);
      else {
        pending.get(answer.id)?.([...answer.texts]);
        pending.delete(answer.id);
      }
    };
  });
  if (!(await started)) {
    worker.terminate();
    throw new Error('scanner.reader-failed');
  }
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('scanner.no-canvas');
  let seq = 0;
  const read: Reader = (picture) => {
    const { w, h } = sizeOf(picture);
    if (!w || !h) return Promise.resolve([]);
    const scale = Math.min(1, maxSide / Math.max(w, h));
    canvas.width = Math.round(w * scale);
    canvas.height = Math.round(h * scale);
    context.drawImage(picture, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const id = ++seq;
    return new Promise<string[]>((resolve) => {
      pending.set(id, (texts) => resolve([...texts]));
      worker.postMessage({ id, image } satisfies DecodeRequest, [image.data.buffer]);
    });
  };
  return { read, close: () => worker.terminate() };
}

export interface Scanner {
  /** Which decoder reads the frames: shown nowhere, but tests and bug reports want to know. */
  readonly decoder: 'native' | 'zxing-wasm';
  stop(): void;
}

function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'missing';
  return 'failed';
}

/** Between two reads: a phone's decoder gets its breath, and the same code is not read 60 times a second. */
const READ_EVERY_MS = 120;

/**
 * Open the back camera into `video` and read codes until `stop()`. Resolves with the scanner, or
 * with the reason there is none.
 */
export async function startScanner(
  video: HTMLVideoElement,
  onText: (text: string) => void,
): Promise<Result<Scanner, CameraProblem>> {
  if (!navigator.mediaDevices?.getUserMedia) return fail('missing');
  // One stream a visit (src/share/camera-stream.ts): a second start does not ask for the camera again.
  const camera = visitCamera();
  let stream: MediaStream;
  try {
    stream = await camera.open();
  } catch (error) {
    return fail(cameraProblem(error));
  }
  const stopStream = () => camera.pause();
  let read: Reader;
  let closeReader = () => {};
  let decoder: Scanner['decoder'] = 'native';
  try {
    const native = await nativeReader();
    if (native) read = native;
    else {
      const wasm = await wasmReader();
      read = wasm.read;
      closeReader = wasm.close;
      decoder = 'zxing-wasm';
    }
  } catch {
    stopStream();
    return fail('reader-failed');
  }
  video.srcObject = stream;
  video.muted = true;
  video.setAttribute('playsinline', '');
  try {
    await video.play();
  } catch {
    // Autoplay of a muted camera preview is allowed everywhere; if not, frames still arrive.
  }
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loop = async () => {
    if (stopped) return;
    try {
      if (video.readyState >= 2) for (const text of await read(video)) if (!stopped) onText(text);
    } catch {
      // One unreadable frame is not a problem: the next one may read.
    }
    if (!stopped) timer = setTimeout(() => void loop(), READ_EVERY_MS);
  };
  void loop();
  return ok({
    decoder,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      stopStream();
      closeReader();
      video.srcObject = null;
    },
  });
}

/**
 * The codes in a still picture (a photo of the other phone's screen, or a saved screenshot), read by
 * the reader the camera uses: the browser's BarcodeDetector, else zxing-wasm. The way in on a phone
 * that refuses the camera.
 */
export async function readPhoto(photo: Blob): Promise<Result<string[], PhotoProblem>> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo);
  } catch {
    return fail('not-an-image');
  }
  let wasm: { read: Reader; close: () => void } | undefined;
  try {
    let read = await nativeReader();
    if (!read) {
      wasm = await wasmReader(MAX_PHOTO_SIDE);
      read = wasm.read;
    }
    const texts = await read(bitmap);
    return texts.length ? ok(texts) : fail('no-code');
  } catch {
    return fail('reader-failed');
  } finally {
    wasm?.close();
    bitmap.close();
  }
}
