// @vitest-environment jsdom
/**
 * An old tab after another tab updated the app: a lazy screen's chunk is gone. The app says a
 * newer version is ready and reloads once — never in a loop, never wiping caches.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reload = vi.fn();

beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => vi.unstubAllGlobals());

describe('a missing chunk', () => {
  it('is told apart from other errors', async () => {
    const { isChunkLoadError } = await import('../../../src/pwa/chunk-reload');
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/Log-1a2b.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('shows the notice and reloads once; a second failure right after does not loop', async () => {
    const { reloadingOnMissingChunk, stale } = await import('../../../src/pwa/chunk-reload');
    const load = reloadingOnMissingChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Log.js')),
    );
    await expect(load()).rejects.toThrow('dynamically imported module');
    expect(stale()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(load()).rejects.toThrow();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('another error passes through without a reload', async () => {
    const { reloadingOnMissingChunk, stale } = await import('../../../src/pwa/chunk-reload');
    await expect(reloadingOnMissingChunk(() => Promise.reject(new Error('boom')))()).rejects.toThrow('boom');
    expect(stale()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('Vite’s preload error event and an unhandled failed import are caught the same way', async () => {
    const { watchChunkErrors, stale } = await import('../../../src/pwa/chunk-reload');
    const target = new EventTarget() as unknown as Window;
    watchChunkErrors(target);
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(stale()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
