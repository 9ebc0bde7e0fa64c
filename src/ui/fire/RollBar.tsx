import { createEffect, createSignal, onCleanup, Show } from 'solid-js';
import { wordsIn } from '../../i18n';
import { type Shot, sheetClosed, useApp } from '../../state';
import { useHeed } from '../heed';
import { DicePad } from './DicePad';

const scrollTo = (selector: string) =>
  document.querySelector(selector)?.scrollIntoView({ block: 'center', behavior: 'smooth' });

/**
 * Where the verdict's reasons are from the bar right now. The bar follows the verdict on the page
 * but sticks to the bottom of the screen: scrolled to the verdict, the reasons are above it; scrolled
 * up to the form, they are further down the page, below it.
 */
function reasonsWhere(bar: () => HTMLElement | undefined, watch: () => unknown) {
  const [where, setWhere] = createSignal<'above' | 'below'>('above');
  let frame = 0;
  const measure = () => {
    frame = 0;
    const barTop = bar()?.getBoundingClientRect().top;
    const reasonsTop = document.getElementById('fire-refusals')?.getBoundingClientRect().top;
    if (barTop === undefined || reasonsTop === undefined) return;
    setWhere(reasonsTop > barTop ? 'below' : 'above');
  };
  const later = () => {
    if (!frame) frame = requestAnimationFrame(measure);
  };
  createEffect(() => {
    watch();
    later();
  });
  // Any scroll on the page (the window or a scrolling box around the screen), and a turned phone.
  document.addEventListener('scroll', later, { capture: true, passive: true });
  window.addEventListener('resize', later, { passive: true });
  onCleanup(() => {
    document.removeEventListener('scroll', later, { capture: true });
    window.removeEventListener('resize', later);
    if (frame) cancelAnimationFrame(frame);
  });
  return where;
}

/**
 * The bar low on the screen: Roll (or the pad for the player's own dice) when the shot is legal;
 * otherwise what stands in the way (a question to answer, or the refusal), a tap away.
 */
export function RollBar(props: { shot: Shot }) {
  const app = useApp();
  const heed = useHeed();
  const t = () => wordsIn(app.lang(), 'fire');
  const s = props.shot;
  let refusedBar: HTMLDivElement | undefined;
  const where = reasonsWhere(
    () => refusedBar,
    () => s.refusals()?.length,
  );
  return (
    <>
      <Show when={s.unanswered().length > 0}>
        <div class="roll-bar">
          <button
            type="button"
            class="btn refused-bar unanswered-bar"
            onClick={() => scrollTo('.shot-form .yes-no.unanswered')}
          >
            ? {t().answerFirst(s.unanswered().length)}
          </button>
        </div>
      </Show>
      <Show when={s.unanswered().length === 0 && s.refusals()}>
        {(list) => (
          <div class="roll-bar" ref={refusedBar}>
            <button type="button" class="btn refused-bar" onClick={() => scrollTo('#fire-refusals')}>
              ✕ {t().refused} · {t().seeWhy(list().length, where())}
            </button>
          </div>
        )}
      </Show>
      <Show when={s.shot()}>
        <div class="roll-bar">
          <Show
            when={s.diceMode() === 'physical'}
            fallback={
              <>
                <button type="button" class="btn primary big" onClick={() => heed(s.roll())}>
                  {t().roll}
                </button>
                <button type="button" class="btn" onClick={() => s.setDiceMode('physical')}>
                  {t().physical}
                </button>
              </>
            }
          >
            <DicePad
              faces={s.faces()}
              onFaces={s.setFaces}
              onClose={() => s.setDiceMode('app')}
              onDice={(dice) => heed(s.fire(dice, 'physical'))}
            />
            <button
              type="button"
              class="btn"
              onClick={() => {
                sheetClosed('dice-pad');
                s.setDiceMode('app');
              }}
            >
              {t().roll}
            </button>
          </Show>
        </div>
      </Show>
    </>
  );
}
