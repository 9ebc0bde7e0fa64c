// @vitest-environment jsdom
/**
 * What comes in a chunk of its own (a screen, the roster's cards, the editor) through the ui's one
 * lazy loader (src/ui/lazy-view.tsx): "Loading…" in the player's language while its code comes, the
 * view once it has; a chunk that did not load says the screen belongs to an older version, and the
 * next time the screen is drawn it is asked for again. And a value a screen reads (the data status,
 * the merge Undo) keeps the last answer on screen while it is read again (src/ui/parts/read-again.ts).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@solidjs/testing-library';
import { createRoot, createSignal } from 'solid-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApp } from '../../../src/state';
import { lazyView } from '../../../src/ui/lazy-view';
import { readAgain } from '../../../src/ui/parts/read-again';
import { Loading, ScreenBoundary } from '../../../src/ui/ScreenError';
import { renderScreen } from '../screen';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A chunk's load the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Tables = (props: { title: string }) => <h1>{props.title}</h1>;

describe('a view in a chunk of its own', () => {
  it('says Loading… in the player’s language while its code comes, then shows it', async () => {
    const chunk = deferred<typeof Tables>();
    const View = lazyView(() => chunk.promise, Loading);
    await renderScreen(() => <View title="Range sticks" />, { lang: 'ru', ready: false, toasts: false });
    expect(screen.getByText('Загрузка…')).toBeInTheDocument();
    chunk.resolve(Tables);
    expect(await screen.findByRole('heading', { name: 'Range sticks' })).toBeInTheDocument();
    expect(screen.queryByText('Загрузка…')).toBeNull();
  });

  it('a chunk that did not load: the older-version message; on the next screen change it is asked for again', async () => {
    let calls = 0;
    const View = lazyView(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: ./Tables-x1.js'))
        : Promise.resolve(Tables);
    }, Loading);
    let navigate: ReturnType<typeof useApp>['navigate'] | undefined;
    const Go = () => {
      navigate = useApp().navigate;
      return null;
    };
    await renderScreen(
      () => (
        <>
          <Go />
          <ScreenBoundary>
            <View title="Tables" />
          </ScreenBoundary>
        </>
      ),
      { ready: false, toasts: false, hash: '#/tables' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('older version');
    expect(calls).toBe(1);
    // Going to another screen gives the failed one its chance again (ScreenError.tsx).
    navigate?.({ screen: 'rules' });
    expect(await screen.findByRole('heading', { name: 'Tables' })).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a value a screen reads', () => {
  it('keeps the last answer while it is read again, and only the latest read’s answer is kept', async () => {
    const reads: ReturnType<typeof deferred<string>>[] = [];
    await createRoot(async (dispose) => {
      const [asked, setAsked] = createSignal(1);
      const value = readAgain(asked, () => {
        const read = deferred<string>();
        reads.push(read);
        return read.promise;
      });
      expect(value.ready()).toBe(false);
      reads[0]?.resolve('first');
      await reads[0]?.promise;
      await Promise.resolve();
      expect(value()).toBe('first');
      setAsked(2);
      setAsked(3);
      expect(value.loading()).toBe(true);
      // Still on screen while read again.
      expect(value()).toBe('first');
      reads[2]?.resolve('third');
      reads[1]?.resolve('second, answered last');
      await Promise.all([reads[1]?.promise, reads[2]?.promise]);
      await Promise.resolve();
      expect(value()).toBe('third');
      expect(value.loading()).toBe(false);
      dispose();
    });
  });
});
