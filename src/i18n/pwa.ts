/**
 * The app's own notices (offline ready, update, a newer version, the iOS install hint): they travel
 * with their chunk (src/ui/PwaToasts.tsx, loaded after the first screen), not in the language chunk
 * of the first paint. `pwaRu` must match key for key.
 */
export const pwaEn = {
  offlineReady: 'Ready to work offline',
  updateAvailable: 'Update available',
  reload: 'Reload',
  dismiss: 'Later',
  iosInstall: 'To keep Grand Battery and its data on this iPhone, tap Share, then “Add to Home Screen”.',
  finishFirst: 'Finish the shot or the edit first: nothing open is lost.',
  newerReady: 'A newer version of Grand Battery is ready. Reload to open it: your data stays.',
};
