// @vitest-environment jsdom
/**
 * A screen that throws while drawing says "Something went wrong on this screen" with Reload, and
 * Discard when input was kept for after a reload (which would bring the failure straight back);
 * only a chunk that failed to load after an update says the screen belongs to an older version.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@solidjs/testing-library';
import { Show } from 'solid-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApp } from '../../../src/state';
import { ScreenBoundary } from '../../../src/ui/ScreenError';
import { renderScreen } from '../screen';

const reload = vi.fn();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Throws(props: { error: Error }): null {
  throw props.error;
}

const renderFailing = (error: Error, lang: 'en' | 'ru' = 'en') =>
  renderScreen(
    () => (
      <ScreenBoundary>
        <p>Roster</p>
        <Throws error={error} />
      </ScreenBoundary>
    ),
    { lang, ready: false, toasts: false },
  );

const renderError = () => new TypeError("Cannot read properties of undefined (reading 'includes')");

describe('a screen that fails', () => {
  it('a render error says something went wrong on this screen, not an older version, and Reload reloads', async () => {
    await renderFailing(renderError());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on this screen.');
    expect(alert).not.toHaveTextContent('older version');
    expect(screen.queryByText('Roster')).toBeNull();
    // Nothing was kept: no Discard to offer.
    expect(screen.queryByRole('button', { name: 'Discard what was kept' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('with a kept editor session, Discard drops it (and only the kept input) before reloading', async () => {
    sessionStorage.setItem('gb.unsaved.editor', JSON.stringify({ draft: {}, touched: 5 }));
    sessionStorage.setItem('gb.unsaved.fire', JSON.stringify({ battery: 'b1' }));
    sessionStorage.setItem('gb.chunk.reloadedAt', '1');
    await renderFailing(renderError());
    expect(await screen.findByRole('alert')).toHaveTextContent('What you were entering was kept');
    fireEvent.click(screen.getByRole('button', { name: 'Discard what was kept' }));
    expect(sessionStorage.getItem('gb.unsaved.editor')).toBeNull();
    expect(sessionStorage.getItem('gb.unsaved.fire')).toBeNull();
    expect(sessionStorage.getItem('gb.chunk.reloadedAt')).toBe('1');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a chunk that failed to load after an update still says the screen belongs to an older version', async () => {
    sessionStorage.setItem('gb.unsaved.editor', JSON.stringify({ draft: {} }));
    await renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/Log-1a2b.js'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This screen belongs to an older version of the app.');
    expect(alert).not.toHaveTextContent('Something went wrong');
    // Kept input is not what broke it: nothing to discard, the reload brings the new version.
    expect(screen.queryByRole('button', { name: 'Discard what was kept' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('another screen of the bottom bar is drawn again, not left behind the failed one’s message', async () => {
    vi.unstubAllGlobals();
    function OnlyLogFails() {
      const app = useApp();
      return (
        <Show when={app.route().screen !== 'log'} fallback={<Throws error={renderError()} />}>
          <p>Roster</p>
        </Show>
      );
    }
    await renderScreen(
      () => (
        <ScreenBoundary>
          <OnlyLogFails />
        </ScreenBoundary>
      ),
      { hash: '#/log', ready: false, toasts: false },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on this screen.');
    location.hash = '#/units';
    expect(await screen.findByText('Roster')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    location.hash = '';
  });

  it('reads in Russian too', async () => {
    sessionStorage.setItem('gb.unsaved.editor', JSON.stringify({ draft: {} }));
    await renderFailing(renderError(), 'ru');
    expect(await screen.findByRole('alert')).toHaveTextContent('На этом экране что-то пошло не так.');
    expect(screen.getByRole('button', { name: 'Перезагрузить' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отбросить сохранённое' })).toBeInTheDocument();
  });
});
