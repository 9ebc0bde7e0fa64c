/** The share room's face: what other rooms import from it, by name. */

export { crc32 } from './crc32';
export { FrameCollector } from './frame-collector';
export type { Framed, FrameProblem } from './frames';
export { encodeFrames, MAX_TEXT_CHARS } from './frames';
export type { QrPicture } from './qr';
export { qrPicture } from './qr';
export { READER_CACHE_NAME } from './reader-cache-name';
export { nativeReadsQr, READER_CACHE, READER_WASM_URL, READER_WORKER_URL } from './reader-files';
export type { CameraProblem, PhotoProblem, Scanner } from './scanner';
export { readPhoto, startScanner } from './scanner';
