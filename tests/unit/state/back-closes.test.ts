// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSheets, sheetClosed, sheetShown } from '../../../src/state/app/back-closes';

/** What jsdom's history does on Back is asynchronous, like a phone's: wait for its popstate. */
const back = () =>
  new Promise<void>((resolve) => {
    window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true });
    history.back();
  });

const sheets = () => (history.state as { gbSheets?: string[] } | null)?.gbSheets ?? [];

describe('Back closes the sheet on top, not the screen behind it', () => {
  beforeEach(() => {
    resetSheets();
    history.replaceState(null, '', '#/units');
  });
  afterEach(() => resetSheets());

  it('a sheet adds one entry at the same address; Back closes it and the address stays', async () => {
    const before = history.length;
    const close = vi.fn();
    sheetShown('unit-editor', close);
    expect(history.length).toBe(before + 1);
    expect(location.hash).toBe('#/units');
    expect(sheets()).toEqual(['unit-editor']);
    await back();
    expect(close).toHaveBeenCalledTimes(1);
    expect(location.hash).toBe('#/units');
    expect(sheets()).toEqual([]);
  });

  it('closed by its own button, the sheet takes its entry out: the next Back is not swallowed', async () => {
    const close = vi.fn();
    sheetShown('dice-pad', close);
    const withSheet = history.length;
    await new Promise<void>((resolve) => {
      window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true });
      sheetClosed('dice-pad');
    });
    expect(sheets()).toEqual([]);
    expect(close).not.toHaveBeenCalled();
    // A new sheet shown now replaces the taken-out entry instead of stacking on a stray one.
    const next = vi.fn();
    sheetShown('backup-review', next);
    expect(history.length).toBe(withSheet);
    await back();
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('shown again on an entry that already names it (a reload, coming back), it adds no entry', () => {
    sheetShown('unit-editor', vi.fn());
    const length = history.length;
    const release = sheetShown('unit-editor', vi.fn());
    expect(history.length).toBe(length);
    release();
  });

  it('a sheet that stopped showing (another screen) is not closed by a later Back', async () => {
    const close = vi.fn();
    const release = sheetShown('unit-editor', close);
    release();
    await back();
    expect(close).not.toHaveBeenCalled();
  });

  it('Back from a screen opened inside the sheet (a clause link) returns to it open', async () => {
    const close = vi.fn();
    sheetShown('unit-editor', close);
    history.pushState(null, '', '#/rules/open-order.c');
    await back();
    expect(close).not.toHaveBeenCalled();
    expect(sheets()).toEqual(['unit-editor']);
  });

  it('a link away from the sheet (a new entry, popstate and all) does not close it', () => {
    const close = vi.fn();
    sheetShown('backup-review', close);
    history.pushState(null, '', '#/units');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(close).not.toHaveBeenCalled();
  });

  it('two sheets: Back closes the inner one first', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    sheetShown('outer', outer);
    sheetShown('inner', inner);
    expect(sheets()).toEqual(['outer', 'inner']);
    await back();
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    await back();
    expect(outer).toHaveBeenCalledTimes(1);
  });
});
