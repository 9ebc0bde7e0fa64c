import { createEffect, createSignal, onCleanup } from 'solid-js';

/**
 * A big roster draws at once only the cards that can be on screen (in roster order: my side, then
 * the opponent's), and more as the player scrolls towards the end of what is drawn: a 500-card
 * roster keeps in the page the cards a player has come near, not 500 cards' worth of DOM (which the
 * phone would lay out, keep in memory and tear down again). The smallest card is about 150 px tall;
 * two more cover a scroll started at once. Where the browser cannot tell what is near the screen
 * (no IntersectionObserver), the rest are drawn in slices when the phone is idle.
 */
const CARD_MIN_PX = 150;
const firstCards = () => Math.ceil((innerHeight || 900) / CARD_MIN_PX) + 2;
const CARDS_PER_SLICE = 48;
/**
 * More cards are drawn once the end of the drawn ones is within this distance below the screen, or
 * above it: a jump to the page's end (what is set before play sits under the roster, taller than a
 * screen at a large text) lands past the mark without crossing it.
 */
const DRAW_AHEAD = '200% 0px 150% 0px';

/**
 * How many of the roster's cards are drawn (counted over both sides in roster order), and the mark
 * after the last card drawn: when the mark comes near the screen, another slice is drawn.
 */
export function createDrawNear(allCards: () => number) {
  /** How many cards are drawn, counted over both sides in roster order (my side first). */
  const [drawn, setDrawn] = createSignal(firstCards());
  /** The mark after the last card drawn (in the group being drawn); near the screen, more come. */
  const [more, setMore] = createSignal<Element>();
  const drawMore = () => setDrawn((n) => (n >= allCards() ? n : n + CARDS_PER_SLICE));
  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) drawMore();
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
  } else {
    let slice: number | undefined;
    const nextSlice = () => {
      slice = undefined;
      drawMore();
    };
    createEffect(() => {
      if (drawn() >= allCards() || slice !== undefined) return;
      slice =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(nextSlice, { timeout: 200 })
          : (setTimeout(nextSlice, 0) as unknown as number);
    });
    onCleanup(() => {
      if (slice === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(slice);
      else clearTimeout(slice);
    });
  }

  return { drawn, setDrawn, setMore };
}
