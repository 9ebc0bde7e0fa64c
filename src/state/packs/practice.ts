/**
 * The practice pack (src/packs/practice.ts, 0.9 KB gzip) is a chunk of its own: an empty roster reads
 * no pack, so a phone's first visit shows its first screen without it. It is asked for once the
 * first screen has shown, and with every chunk whose code may read the game's pack, which waits for
 * it: each lazy view (ui/lazy-view.tsx), each concern's verbs (game.tsx), the roster's cards and the
 * card actions. So `game.pack()` is never read before it is here.
 */
import type { ValidatedPack } from '../../core';
import { lazy } from '../game/lazy';

/** The practice pack's id (its data's `id`, tests/unit/packs/practice.test.ts), known without its data. */
export const PRACTICE_PACK_ID = 'practice';

const practice = lazy(() => import('../../packs/practice').then((m) => m.practicePack));

/** The practice pack if it has arrived. */
export const practicePackNow: () => ValidatedPack | undefined = practice.now;

/** The practice pack, asking for it if it has not arrived (a failed load is asked for again). */
export const practicePackReady: () => Promise<ValidatedPack> = practice.get;

/** `load`'s module, once the practice pack is here too: for a chunk whose code reads the game's pack. */
export function withPack<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), practice.get()]).then(([module]) => module);
}
