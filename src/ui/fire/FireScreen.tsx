import { createEffect, on, onMount, Show } from 'solid-js';
import { hasFiredThisTurn } from '../../core/fired';
import { wordsIn } from '../../i18n';
import { createShot, useApp, useGame } from '../../state';
import { Matchup } from './Matchup';
import { ResultCard } from './ResultCard';
import { RollBar } from './RollBar';
import { ShotFields } from './ShotFields';
import { Verdict } from './Verdict';
import './fire.css';

/** The bottom navigation's height: what lies under it is not on screen. */
const NAV = 65;

/**
 * Scroll the result's headline (casualties) and Apply into view when either is off screen, with
 * room under Apply for what replaces it once tapped (Undo and Next volley).
 */
function revealResult(): void {
  const card = document.querySelector<HTMLElement>('.result-card');
  if (!card) return;
  const top = card.getBoundingClientRect().top;
  const actions = card.querySelector('.apply-actions') ?? card.querySelector('.verdict');
  const bottom = (actions ?? card).getBoundingClientRect().bottom;
  if (top < 0 || bottom + ROOM > window.innerHeight - NAV) card.scrollIntoView({ block: 'start' });
}
/** The shot (summary, verdict, Roll) into view when its Roll bar is under the navigation. */
function revealRoll(): void {
  const bar = document.querySelector('.roll-bar');
  if (!bar || bar.getBoundingClientRect().bottom <= window.innerHeight - NAV + 1) return;
  document.querySelector('.shot')?.scrollIntoView({ block: 'start' });
}
/** What Apply's row grows by once applied ("✓ Applied" over Undo and Next volley). */
const ROOM = 32;

/**
 * The Fire screen: who fires at whom (Matchup), what the shot is (ShotFields), whether it is legal and
 * its odds (Verdict), Roll (RollBar), then the result with every step (ResultCard). The shot itself —
 * what is chosen and typed, what the engine says, firing it — is `createShot` (state/fire/shot.ts).
 */
export function FireScreen() {
  const app = useApp();
  const game = useGame();
  const shot = createShot();
  // The screen opens at its top (the names), whatever the roster's scroll was; when the names take
  // the whole screen (a large browser text), the shot and its Roll come up instead.
  onMount(() => window.scrollTo(0, 0));
  createEffect(
    on(
      () => Boolean(shot.battery() && shot.target() && !shot.result()),
      (ready) => {
        if (ready) requestAnimationFrame(revealRoll);
      },
    ),
  );
  // A new result: its casualties and Apply come into view (after a Roll low on a long form too).
  createEffect(
    on(
      () => shot.result()?.id,
      (id, before) => {
        if (id && id !== before) requestAnimationFrame(revealResult);
      },
      { defer: true },
    ),
  );
  return (
    <section class="screen fire" aria-labelledby="fire-title">
      <h1 id="fire-title">{wordsIn(app.lang(), 'fire').title}</h1>
      <Matchup shot={shot} />
      <Show when={shot.battery() && shot.target() && !shot.missingGun()}>
        <Show
          when={shot.result()}
          fallback={
            <div class="shot">
              <ShotFields shot={shot} />
              <Verdict shot={shot} />
              <RollBar shot={shot} />
            </div>
          }
        >
          {(record) => (
            <ResultCard
              record={record()}
              canFireAgain={!hasFiredThisTurn(game.state.log, game.state.game, record().input.batteryId)}
              onFireAgain={shot.fireAgain}
              onNextVolley={() => {
                shot.nextShot();
                window.scrollTo(0, 0);
              }}
            />
          )}
        </Show>
      </Show>
    </section>
  );
}
