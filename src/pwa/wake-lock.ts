/**
 * Keep the screen awake during a game (Screen Wake Lock). The lock is released whenever the page
 * is hidden, so it is asked for again when the page comes back; a refusal (low battery,
 * unsupported) is silent: the setting simply has no effect.
 */
interface Sentinel {
  released: boolean;
  release(): Promise<void>;
}
interface WakeLockApi {
  request(type: 'screen'): Promise<Sentinel>;
}

function api(): WakeLockApi | undefined {
  return (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
}

export function wakeLockSupported(): boolean {
  return api() !== undefined;
}

let wanted = false;
let sentinel: Sentinel | undefined;

async function acquire(): Promise<void> {
  const lock = api();
  if (!wanted || !lock || document.visibilityState !== 'visible') return;
  if (sentinel && !sentinel.released) return;
  try {
    sentinel = await lock.request('screen');
  } catch {
    sentinel = undefined;
  }
}

document.addEventListener('visibilitychange', () => void acquire());

export function setKeepAwake(on: boolean): void {
  wanted = on;
  if (on) void acquire();
  else {
    void sentinel?.release().catch(() => undefined);
    sentinel = undefined;
  }
}
