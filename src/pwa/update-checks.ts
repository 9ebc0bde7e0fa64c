/**
 * The update path of an installed iPhone app (issue 35), as decisions without the browser in them
 * (src/pwa/sw-register.ts wires them to Workbox and the page's events):
 * - iOS keeps a Home Screen app frozen for days and wakes it without a reload, so the hourly check
 *   alone never runs: ask for a new version when the page is shown again (`pageshow`, a restore
 *   from the back/forward cache included) and when it gets the focus — at most once a minute, and
 *   only with a network;
 * - the new worker taking the page (`controllerchange`) reloads it once: never on the first
 *   install, never in a loop, and never while something unsaved is open (a fire resolution, an
 *   edit: the update is offered instead, and waits for the player's tap).
 * The worker itself is registered with `updateViaCache: 'none'`, so iOS never answers the check
 * with a `sw.js` from its HTTP cache.
 */

/** The least time between two checks of the page's own (a focus after a focus asks nothing). */
export const CHECK_GAP_MS = 60_000;

/** A reload this close to the last one is a loop starting: the player is asked instead. */
export const RELOAD_GAP_MS = 10_000;

export interface CheckNeeds {
  /** Ask the server for a new worker (Workbox's `update()`). */
  readonly update: () => Promise<unknown>;
  readonly online: () => boolean;
  readonly now: () => number;
}

/**
 * The throttled check: `check()` asks (and answers true) only with a network, when no check is
 * under way, and when the last one asked is at least `gap` ago. A failed check (the server down)
 * is forgotten: the next event may ask again after the gap.
 */
export function updateCheck(needs: CheckNeeds, gap = CHECK_GAP_MS): () => boolean {
  let last: number | undefined;
  let asking = false;
  return () => {
    const now = needs.now();
    if (asking || !needs.online() || (last !== undefined && now - last < gap)) return false;
    last = now;
    asking = true;
    needs
      .update()
      .catch(() => undefined)
      .finally(() => {
        asking = false;
      });
    return true;
  };
}

/** The events that wake an installed app: shown again (a bfcache restore too) and focused. */
export const WAKE_EVENTS = ['pageshow', 'focus'] as const;

/** Check on every wake event of `target` (the window); answers the cleanup. */
export function checkOnWake(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  check: () => boolean,
) {
  const listener = () => {
    check();
  };
  for (const name of WAKE_EVENTS) target.addEventListener(name, listener);
  return () => {
    for (const name of WAKE_EVENTS) target.removeEventListener(name, listener);
  };
}

export interface ControllerChange {
  /** A worker controlled the page before (an update, not the first install). */
  readonly update: boolean;
  /** The player tapped Reload in the update prompt (or the newer-data banner). */
  readonly asked: boolean;
  /** Something unsaved is open (src/pwa/sw-bridge.ts `busy`). */
  readonly busy: boolean;
  /** When this tab last reloaded itself for an update (undefined: never). */
  readonly reloadedAt: number | undefined;
  readonly now: number;
}

/**
 * What a new worker taking the page leads to: a reload, the update offered (the player reloads when
 * he is ready), or nothing (the first install: "Ready to work offline" says it).
 */
export function afterControllerChange(change: ControllerChange): 'reload' | 'offer' | 'none' {
  if (change.asked) return 'reload';
  if (!change.update) return 'none';
  if (change.busy) return 'offer';
  if (change.reloadedAt !== undefined && change.now - change.reloadedAt < RELOAD_GAP_MS) return 'offer';
  return 'reload';
}
