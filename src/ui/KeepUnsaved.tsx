import { createEffect } from 'solid-js';
import { setBusy } from '../pwa';
import {
  batteryId,
  chooseBattery,
  chooseTarget,
  editorShowing,
  editSession,
  keepAcrossReloads,
  restoreEditor,
  resultId,
  showResult,
  targetId,
  useApp,
} from '../state';

/**
 * Keeps the open unit edit across reloads and the fire matchup across the app closed and opened,
 * and holds back the update prompt while an editor or a shot is on screen, so an update never
 * throws away what the player is doing. (The backup under review is kept by Settings → Data.)
 */
export function KeepUnsaved() {
  const app = useApp();
  keepAcrossReloads('editor', editSession, restoreEditor);
  keepAcrossReloads<{ battery: string; target?: string; result?: string }>(
    'fire',
    () => {
      const battery = batteryId();
      if (!battery) return undefined;
      const target = targetId();
      const result = resultId();
      return { battery, ...(target ? { target } : {}), ...(result ? { result } : {}) };
    },
    (saved) => {
      if (typeof saved.battery !== 'string') return;
      chooseBattery(saved.battery);
      if (typeof saved.target === 'string') chooseTarget(saved.target);
      if (typeof saved.result === 'string') showResult(saved.result);
    },
    // Stored the moment it is chosen, and kept through the app closed a second later.
    'closed',
  );
  // The pack editor and the shot form keep theirs in their own chunks (src/state/packs/edit.ts,
  // src/state/fire/shot-keep.ts); the pack editor holds the update itself while it shows.
  createEffect(() =>
    setBusy(editorShowing() || (app.route().screen === 'fire' && Boolean(batteryId() && targetId()))),
  );
  return null;
}
