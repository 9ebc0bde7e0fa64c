/**
 * The roster's data, asked for as the app starts: the database opens and the cards and game settings
 * are read while the language chunk is still on its way, not after the first render asks for them
 * (on a cheap phone opening IndexedDB alone takes a tenth of a second). The game store takes what
 * was read (src/state/game.tsx); only the app's entry starts it, so tests and a second game store
 * open the database themselves.
 */
import { type GbDb, loadGame, type OpenHandlers, openGbDb } from '../storage/db';
import { DEFAULT_GAME, type GameSettings, type UnitCard } from '../storage/model';
import { listUnits } from '../storage/units';

export interface EarlyRead {
  db: Promise<GbDb>;
  /** The cards (oldest first) and the settings, read the moment the database opened. */
  first: Promise<[UnitCard[], GameSettings]>;
}

let started: (EarlyRead & { attach: (handlers: OpenHandlers) => void }) | undefined;

/** Opens the database and reads the first screen's data now (once; nothing without IndexedDB). */
export function startReadingGame(): void {
  if (started || typeof indexedDB === 'undefined') return;
  let handlers: OpenHandlers | undefined;
  // A blocked open or a newer version's request can come before the store is there to hear it.
  const missed = new Set<keyof OpenHandlers>();
  const forward = (name: keyof OpenHandlers) => () => {
    if (handlers) handlers[name]?.();
    else missed.add(name);
  };
  const db = openGbDb({ onBlocked: forward('onBlocked'), onVersionChange: forward('onVersionChange') });
  const first = db.then((d) => Promise.all([listUnits(d), loadGame(d, DEFAULT_GAME)]));
  // The store reports failures when it takes these; until then a rejection is not unhandled.
  first.catch(() => undefined);
  started = {
    db,
    first,
    attach(next) {
      handlers = next;
      for (const name of missed) next[name]?.();
      missed.clear();
    },
  };
}

/** What `startReadingGame` began, for the game store to take over (once), with its handlers. */
export function takeEarlyRead(handlers: OpenHandlers): EarlyRead | undefined {
  const early = started;
  started = undefined;
  early?.attach(handlers);
  return early;
}
