/**
 * The rule packs on this phone as the screens read them (`game.packs`: the list, whether it has
 * loaded, why the remembered active pack is not in use, a pack and its name by id), from
 * the start: the list is read after the first screen and written by the packs' verbs (writes.ts,
 * their own chunk). The pack new shots use is the game's (`game.pack()`).
 */
import { createSignal } from 'solid-js';
import type { ValidatedPack } from '../../core';
import type { Lang } from '../../reference';
import type { LoadedPack } from '../../storage';
import type { Core } from '../game/connection';
import { PRACTICE_PACK_ID, practicePackNow } from './practice';

/** Why the remembered active pack is not in use: deleted, or its data no longer validates. */
export interface ActiveFallback {
  readonly id: string;
  readonly reason: 'missing' | 'invalid';
}

/** The packs as screens read them, reactive. */
export interface PackView {
  /** Packs stored on the phone (ready and drafts), oldest first; the built-in practice pack is not among them. */
  stored(): readonly LoadedPack[];
  /** The stored packs have been read (until then the practice pack stands in for the active one). */
  loaded(): boolean;
  /** Why the remembered active pack is not in use (then practice is). */
  fallback(): ActiveFallback | undefined;
  /** The pack new shots use. */
  active(): ValidatedPack;
  /** A ready pack by id: the built-in practice pack or one stored on the phone. */
  find(id: string): ValidatedPack | undefined;
  /** A pack's name for a stamp (`pack: { id, version }` of a logged result), if that pack is on the phone. */
  nameOf(id: string, lang: Lang): string | undefined;
}

export function packList(core: Core) {
  const [stored, setStored] = createSignal<readonly LoadedPack[]>([]);
  const [loaded, setLoaded] = createSignal(false);
  const [fallback, setFallback] = createSignal<ActiveFallback>();
  const find = (id: string): ValidatedPack | undefined => {
    // The built-in practice pack: its own chunk, here before any code that asks (practice.ts).
    if (id === PRACTICE_PACK_ID) return practicePackNow();
    const entry = stored().find((p) => p.status === 'ready' && p.key === id);
    return entry?.status === 'ready' ? entry.pack : undefined;
  };
  const view: PackView = {
    stored,
    loaded,
    fallback,
    active: core.pack,
    find,
    nameOf: (id: string, lang: Lang): string | undefined => find(id)?.name[lang],
  };
  return { view, setStored, setLoaded, setFallback };
}

export type PackList = ReturnType<typeof packList>;
