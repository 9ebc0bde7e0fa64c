/** The pwa room's face: what other rooms import from it, by name. */
export {
  isChunkLoadError,
  reloadingOnMissingChunk,
  reloadStale,
  stale,
  watchChunkErrors,
} from './chunk-reload';
export { connectAllowed } from './connect-policy';
export { readerOffline, startReaderOffline } from './reader-cache';
export type { Delivery } from './share';
export { copyText, shareFile, shareText } from './share';
export {
  busy,
  dismissOfflineReady,
  dismissUpdate,
  holdUpdate,
  needRefresh,
  offlineReady,
  reloadForNewerData,
  setBusy,
  updateNow,
} from './sw-bridge';
export { VERSION_LABEL } from './version';
