/**
 * Clocks from a wrong date: this phone's records stamped while its date was ahead are stamped
 * again before they leave (a text: sync.ts) or before the card is edited (sync-writes.ts).
 */
import type {
  BrigadeRecord,
  CorrectionRecord,
  GameSettings,
  ResolutionRecord,
  TombstoneRecord,
  UnitCard,
} from '../records';
import type { SyncState } from '../sync';
import { MAX_AHEAD_MS } from '../sync';
import type { SyncTx } from './clock';

interface Repairs {
  cards: UnitCard[];
  shots: ResolutionRecord[];
  corrections: CorrectionRecord[];
  tombstones: TombstoneRecord[];
  game?: GameSettings;
  brigades?: BrigadeRecord[];
}

/**
 * This phone's records stamped while its date was ahead (more than MAX_AHEAD_MS past `now`):
 * each such clock stamped again now, so the phone's texts are read again by the others (which
 * refuse clocks from the future) and a wrong date never wins forever. Pure over the state read.
 */
export function repairFutureClocks(
  state: SyncState,
  now: number,
  next: () => string,
): { state: SyncState; changed: Repairs } {
  const limit = now + MAX_AHEAD_MS;
  const ahead = (clock: string | undefined) => clock !== undefined && Number(clock.slice(0, 16)) > limit;
  const fix = <T extends Record<string, string | undefined>>(clocks: T): T | undefined => {
    if (!Object.values(clocks).some(ahead)) return undefined;
    return Object.fromEntries(Object.entries(clocks).map(([k, v]) => [k, ahead(v) ? next() : v])) as T;
  };
  const changed: Repairs = { cards: [], shots: [], corrections: [], tombstones: [] };
  const cards = state.cards.map((c) => {
    const clocks = c.clocks && fix(c.clocks);
    if (!clocks) return c;
    const card = { ...c, clocks };
    changed.cards.push(card);
    return card;
  });
  const shots = state.shots.map((s) => {
    if (!ahead(s.clock) && !ahead(s.stateClock)) return s;
    const shot: ResolutionRecord = { ...s };
    if (ahead(s.clock)) shot.clock = next();
    if (ahead(s.stateClock)) shot.stateClock = next();
    changed.shots.push(shot);
    return shot;
  });
  const corrections = state.corrections.map((c) => {
    if (!ahead(c.clock)) return c;
    const fixed = { ...c, clock: next() };
    changed.corrections.push(fixed);
    return fixed;
  });
  const tombstones = state.tombstones.map((t) => {
    if (!ahead(t.clock)) return t;
    const fixed = { ...t, clock: next() };
    changed.tombstones.push(fixed);
    return fixed;
  });
  const gameClocks = state.game.clocks && fix(state.game.clocks);
  const game = gameClocks ? { ...state.game, clocks: gameClocks } : state.game;
  if (gameClocks) changed.game = game;
  const brigades = state.brigades?.map((b) => {
    const clocks = b.clocks && fix(b.clocks);
    if (!clocks) return b;
    const brigade = { ...b, clocks };
    changed.brigades = [...(changed.brigades ?? []), brigade];
    return brigade;
  });
  return {
    state: { ...state, cards, shots, corrections, tombstones, game, ...(brigades ? { brigades } : {}) },
    changed,
  };
}

/** The repaired records written (inside the caller's transaction). */
export function writeRepairs(tx: SyncTx, changed: Repairs, add: (p: Promise<unknown>) => void): void {
  for (const c of changed.cards) add(tx.objectStore('units').put(c));
  for (const s of changed.shots) add(tx.objectStore('resolutions').put(s));
  for (const c of changed.corrections) add(tx.objectStore('corrections').put(c));
  for (const t of changed.tombstones) add(tx.objectStore('tombstones').put(t));
  if (changed.game) add(tx.objectStore('meta').put(changed.game, 'game'));
  for (const b of changed.brigades ?? []) add(tx.objectStore('brigades').put(b));
}
