/**
 * The ONE way the ui draws what comes in a chunk of its own (a screen, the roster's cards, the
 * editor, a notice): `lazyView(load, Waiting)` is a component that asks for its chunk when it is
 * first drawn (or `preload()`), shows `Waiting` (or nothing) meanwhile, and the view once it has
 * come with the practice pack (state/packs/practice.ts). A chunk that failed to load is thrown
 * where the view stands, so the screen's boundary (ScreenError.tsx) says so, and it is asked for
 * again the next time the view is drawn.
 *
 * Instead of Solid's `lazy` and `Suspense`: with them (and `createResource`, which they are built
 * on) Solid's code in the first load is 1.3 KB gzip bigger, and nothing here needs what they add
 * (server rendering, transitions held while a chunk comes).
 */
import { type Component, createComponent, createMemo, createSignal, type JSX } from 'solid-js';
import { lazy, withPack } from '../state';

export interface LazyView<P> {
  (props: P): JSX.Element;
  /** Ask for the chunk now, so the first draw finds it here (a failure is met again there). */
  preload(): Promise<void>;
}

export function lazyView<P extends object>(
  load: () => Promise<Component<P>>,
  Waiting?: Component,
): LazyView<P> {
  // A view's code may read the game's pack: it draws once the practice pack is here too.
  const chunk = lazy(withPack(load));
  const view = (props: P): JSX.Element => {
    const ready = chunk.now();
    if (ready) return createComponent(ready, props);
    const [came, setCame] = createSignal<{ view: Component<P> } | { error: unknown }>();
    chunk.get().then(
      (loaded) => setCame({ view: loaded }),
      (error: unknown) => setCame({ error }),
    );
    const shown = createMemo(() => {
      const now = came();
      if (now === undefined) return Waiting ? createComponent(Waiting, {}) : undefined;
      if ('error' in now) throw now.error;
      return createComponent(now.view, props);
    });
    return shown as unknown as JSX.Element;
  };
  return Object.assign(view, { preload: chunk.preload });
}
