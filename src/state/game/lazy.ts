/**
 * The ONE way the state room loads a module lazily: what the first screen does not need (a
 * concern's bodies, the stamped writes) is its own chunk, asked for once (after the first screen,
 * or by the first call), kept, and asked for again after a chunk that failed to load (a stale
 * deploy, or offline without it in the cache).
 */
import { type Fail, fail } from '../../core';
import { type StorageFailure, storageFailure } from '../../records';

export interface Lazy<M> {
  /** The module, loading it if it has not arrived (a failed load is tried again). */
  get(): Promise<M>;
  /** The module if it has arrived: a caller that has it runs at once, without a tick's wait. */
  now(): M | undefined;
  /** Ask for it now (after the first screen); a failure is left for the next `get`. */
  preload(): Promise<void>;
}

export function lazy<M>(load: () => Promise<M>): Lazy<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const get = () => {
    loading ??= load().then(
      (m) => (loaded = m),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    get,
    now: () => loaded,
    preload: () =>
      get().then(
        () => undefined,
        () => undefined,
      ),
  };
}

/** A verb of a lazy group: whatever it answers, or storage's 'failed' when its chunk did not load. */
type LazyVerb<F> = F extends (...args: infer A) => Promise<infer R>
  ? (...args: A) => Promise<R | Fail<StorageFailure>>
  : never;

/** A concern's verbs whose bodies come with their chunk; `E`: the members there from the start. */
export type Group<G, E = object> = E & { readonly [K in Exclude<keyof G, keyof E>]: LazyVerb<G[K]> } & {
  /** Ask for the bodies now (after the first screen), so the first tap finds them there. */
  readonly preload: () => Promise<void>;
};

/**
 * A concern's verbs, answered at once though their bodies are a chunk of their own: `load` builds
 * them (`import('./units/writes').then((m) => m.unitWrites(core))`), `eager` are the members the
 * first screen needs. A call made before the chunk arrives waits for it, and calls run in the
 * order made; once it has arrived a verb runs at once (the roster shows a change the moment it is
 * made). A chunk that fails to load answers that call `{ code: 'storage', kind: 'failed' }` (the
 * change did not happen; the player taps again) and is asked for again by the next call.
 */
export function group<G extends object, E extends object = object>(
  load: () => Promise<G>,
  eager?: E,
): Group<G, E> {
  const bodies = lazy(load);
  const verb =
    (name: string) =>
    async (...args: unknown[]) => {
      let built = bodies.now();
      if (!built) {
        try {
          built = await bodies.get();
        } catch {
          return fail(storageFailure('failed'));
        }
      }
      return (built as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args);
    };
  const own: Record<string, unknown> = { ...eager, preload: bodies.preload };
  return new Proxy(own, {
    get(target, name) {
      if (typeof name !== 'string') return undefined;
      if (name in target) return target[name];
      // Never a thenable: a group may be awaited or returned from an async function safely.
      return name === 'then' ? undefined : verb(name);
    },
  }) as Group<G, E>;
}
