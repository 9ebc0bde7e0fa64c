/**
 * The Cache Storage cache of the QR reader kept offline: the page reads it (reader-files.ts,
 * src/pwa/reader-cache.ts) and the service worker's part fills it (src/pwa/reader-cache-plugin.ts,
 * build side). Its own file: the build imports it without the reader's files.
 */
export const READER_CACHE_NAME = 'gb-qr-reader';
