// @vitest-environment jsdom
import { createRoot, createSignal } from 'solid-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDrawNear } from '../../../src/ui/units/draw-near';

/** Idle periods handed out by the test, each with this much time left. */
let idle: Array<(deadline: IdleDeadline) => void> = [];
const runIdle = (ms: number) => {
  const now = idle;
  idle = [];
  for (const run of now) run({ didTimeout: false, timeRemaining: () => ms });
};
/** What the page's IntersectionObserver has been told to watch (the mark after the last drawn). */
let watched: Element[] = [];

beforeEach(() => {
  idle = [];
  watched = [];
  vi.stubGlobal('requestIdleCallback', (run: (d: IdleDeadline) => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe(el: Element) {
        watched.push(el);
      }
      disconnect() {
        watched = [];
      }
    },
  );
  vi.stubGlobal('innerHeight', 844);
});
let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  vi.unstubAllGlobals();
});

/** The drawing of a roster of `all` units, its effects run (as a screen's are once it is drawn). */
function drawNear(all: () => number, rows: () => boolean) {
  return createRoot((d) => {
    dispose = d;
    return createDrawNear(all, rows);
  });
}

describe('drawing a big roster (draw-near.ts)', () => {
  it('compact rows: the first screen at once, then all 500 while the phone is idle, a few at a time', () => {
    {
      const near = drawNear(
        () => 500,
        () => true,
      );
      near.setMore(document.createElement('div'));
      const first = near.drawn();
      // 844 px of 150 px cards and two more: what the first screen can hold.
      expect(first).toBe(8);
      // A short idle period (less than a step takes) draws one step and no more.
      runIdle(5);
      expect(near.drawn()).toBe(first + 16);
      // A long one draws step after step while there is time; each step asks for the next period.
      let periods = 0;
      while (near.drawn() < 500 && periods < 100) {
        runIdle(periods % 2 === 0 ? 5 : 15);
        periods++;
      }
      expect(near.drawn()).toBeGreaterThanOrEqual(500);
      expect(periods).toBeLessThan(40);
      // Nothing more is asked for once all are drawn.
      expect(idle).toEqual([]);
    }
  });

  it('full cards: only what is near the screen; idle time draws no more of them', () => {
    {
      const near = drawNear(
        () => 500,
        () => false,
      );
      near.setMore(document.createElement('div'));
      runIdle(50);
      expect(near.drawn()).toBe(8);
      // The mark after the last card is watched: near the screen, the next slice comes.
      expect(watched).toHaveLength(1);
    }
  });

  it('switched from cards to rows, the rest come in idle time; a roster that grows is drawn on', () => {
    {
      const [rows, setRows] = createSignal(false);
      const [all, setAll] = createSignal(10);
      const near = drawNear(all, rows);
      runIdle(50);
      expect(near.drawn()).toBe(8);
      setRows(true);
      runIdle(50);
      expect(near.drawn()).toBeGreaterThanOrEqual(10);
      setAll(40);
      runIdle(50);
      expect(near.drawn()).toBeGreaterThanOrEqual(40);
    }
  });
});
