/**
 * What waits for the first screen (the service worker, the card form's model, the stored packs…)
 * starts once the game has its data and the roster's chunk has drawn its cards, not while the
 * roster is still coming: the downloads after the first screen must not run beside its last steps.
 * At 3 s it starts regardless, so a screen that never draws holds nothing back for good.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type FirstScreen = typeof import('../../../src/state/app/first-screen');

/** A fresh module (its state is the page's), with timers and frames under the test's hand. */
async function fresh(): Promise<FirstScreen> {
  vi.resetModules();
  return import('../../../src/state/app/first-screen');
}

/** Runs the frames and timers due within `ms`, then the promise callbacks they settled. */
async function pass(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('the first screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts what waits once the game has its data and the screen has painted', async () => {
    const screen = await fresh();
    const task = vi.fn();
    screen.afterFirstScreen(task);
    await pass(100);
    expect(task).not.toHaveBeenCalled();
    screen.markFirstScreenShown();
    await pass(50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for a screen that holds it (the roster drawing its cards), then starts', async () => {
    const screen = await fresh();
    const task = vi.fn();
    screen.afterFirstScreen(task);
    const release = screen.holdFirstScreen();
    screen.markFirstScreenShown();
    await pass(500);
    expect(task, 'the roster is still drawing').not.toHaveBeenCalled();
    release();
    release(); // a second release changes nothing
    await pass(50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the game too: a released hold alone starts nothing', async () => {
    const screen = await fresh();
    const task = vi.fn();
    screen.afterFirstScreen(task);
    screen.holdFirstScreen()();
    await pass(500);
    expect(task).not.toHaveBeenCalled();
    screen.markFirstScreenShown();
    await pass(50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts at 3 s whatever still holds it', async () => {
    const screen = await fresh();
    const task = vi.fn();
    screen.afterFirstScreen(task);
    screen.holdFirstScreen();
    screen.markFirstScreenShown();
    await pass(2900);
    expect(task).not.toHaveBeenCalled();
    await pass(200);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
