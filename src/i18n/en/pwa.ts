import type { Widen } from '../widen';

/**
 * The app's own notices (offline ready, update, a newer version, the iOS install hint), loaded with
 * src/ui/PwaToasts.tsx after the first screen. ru/pwa.ts follows this shape key for key.
 */
export const pwa = {
  offlineReady: 'Ready to work offline',
  updateAvailable: 'Update available',
  reload: 'Reload',
  dismiss: 'Later',
  /** WebKit in a tab (Safari, any iPhone browser): its 7-day rule, said once. */
  sevenDays:
    'Safari deletes this app’s data — your cards, log and rule packs — after 7 days without a visit.',
  sevenDaysKeep:
    'To keep it, add the app to the Home Screen: tap Share, then “Add to Home Screen” (on a Mac: File → Add to Dock). Until then, keep a backup file.',
  backupNow: 'Export a backup',
  backupDone: 'Backup ready. Keep the file somewhere other than this phone.',
  backupFailed: 'The backup could not be made. Try Settings → Data on this phone.',
  finishFirst: 'Finish the shot or the edit first: nothing open is lost.',
  newerReady: 'A newer version of Grand Battery is ready. Reload to open it: your data stays.',
};

export type PwaWords = Widen<typeof pwa>;
