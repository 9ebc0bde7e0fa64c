/**
 * The web globals the pure rooms use, and only the members they use: tsconfig.pure.json compiles
 * core, check, records, sync and oob without the DOM lib, so `window`, `document` or
 * `localStorage` there is a type error. The app's own projects have the DOM lib and leave this file out.
 */

/** The shared text's checksum is taken over its UTF-8 bytes (sync/payload.ts). */
interface TextEncoder {
  encode(input?: string): Uint8Array;
}
declare var TextEncoder: { new (): TextEncoder };

/** A file's bytes read as UTF-8, or refused (records/utf8.ts). */
interface TextDecoder {
  decode(input?: Uint8Array): string;
}
declare var TextDecoder: { new (label?: string, options?: { fatal?: boolean }): TextDecoder };

/** A new device id's random bytes (sync/hlc.ts). */
declare var crypto: { getRandomValues<T extends Uint8Array>(array: T): T } | undefined;
