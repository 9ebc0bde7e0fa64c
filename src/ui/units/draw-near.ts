import { createEffect, createSignal, onCleanup } from 'solid-js';

/**
 * A big roster draws at once only the units that can be on screen (in roster order: my side, then
 * the opponent's), and more as the player scrolls towards the end of what is drawn. Full cards stop
 * there: a 500-card roster keeps in the page the cards a player has come near, not 500 cards' worth
 * of DOM. Compact rows are light enough to all be drawn: the rest come a few at a time whenever the
 * phone is idle, each few laid out there and then, so that a quick flick down the roster finds its
 * rows already drawn rather than drawing 48 in one long frame (issue 34: frame p95 ≤ 16.7 ms on a
 * 500-unit roster at 4× CPU, `npm run bench`). The smallest card is about 150 px tall, a row 48 px.
 */
const CARD_MIN_PX = 150;
const firstCards = () => Math.ceil((innerHeight || 900) / CARD_MIN_PX) + 2;
/** Cards drawn when the end of the drawn ones comes near the screen. */
const CARDS_PER_SLICE = 48;
/**
 * Rows drawn when the end comes near before the idle drawing has reached it (a flick just after
 * the roster shows, a jump, a slow phone): about 300 px, what a quick flick scrolls in a frame,
 * drawn and laid out within that frame at 4× CPU (12 took two frames).
 */
const ROWS_PER_SLICE = 6;
/** Rows drawn and laid out at a time while the phone is idle: about 20 ms at 4× CPU. */
const ROWS_PER_IDLE_STEP = 16;
/** An idle period shorter than this draws nothing more (a step would run into the next frame). */
const IDLE_STEP_MS = 20;
/**
 * More are drawn once the end of the drawn ones is within this distance below the screen, or
 * above it: a jump to the page's end (what is set before play sits under the roster, taller than a
 * screen at a large text) lands past the mark without crossing it.
 */
const DRAW_AHEAD = '200% 0px 150% 0px';

/**
 * How many of the roster's units are drawn (counted over both sides in roster order), and the mark
 * after the last one drawn: when the mark comes near the screen, another slice is drawn. `rows`:
 * the roster shows compact rows, which are all drawn in the phone's idle time.
 */
export function createDrawNear(allCards: () => number, rows: () => boolean) {
  /** How many units are drawn, counted over both sides in roster order (my side first). */
  const [drawn, setDrawn] = createSignal(firstCards());
  /** The mark after the last unit drawn (in the group being drawn); near the screen, more come. */
  const [more, setMore] = createSignal<Element>();
  const drawMore = (count: number) => setDrawn((n) => (n >= allCards() ? n : n + count));
  const slice = () => (rows() ? ROWS_PER_SLICE : CARDS_PER_SLICE);
  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) drawMore(slice());
      },
      { rootMargin: DRAW_AHEAD },
    );
    // Observed afresh after every slice: the first report says whether the mark is still near.
    createEffect(() => {
      drawn();
      const mark = more();
      observer.disconnect();
      if (mark && drawn() < allCards()) observer.observe(mark);
    });
    onCleanup(() => observer.disconnect());
  }
  // Rows (or, where the browser cannot tell what is near the screen, cards too): the rest drawn
  // while the phone is idle.
  const byIdle = () => rows() || typeof IntersectionObserver !== 'function';
  let pending: number | undefined;
  const idle = (deadline?: IdleDeadline) => {
    pending = undefined;
    const step = rows() ? ROWS_PER_IDLE_STEP : CARDS_PER_SLICE;
    do {
      drawMore(step);
      // Laid out now, in the idle time, not in the next frame.
      document.body?.getBoundingClientRect();
    } while (deadline && drawn() < allCards() && deadline.timeRemaining() > IDLE_STEP_MS);
  };
  createEffect(() => {
    if (!byIdle() || drawn() >= allCards() || pending !== undefined) return;
    pending =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(idle, { timeout: 1000 })
        : (setTimeout(idle, 50) as unknown as number);
  });
  onCleanup(() => {
    if (pending === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(pending);
    else clearTimeout(pending);
  });

  return { drawn, setDrawn, setMore };
}
