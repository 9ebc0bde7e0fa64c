import { For, Show } from 'solid-js';
import { isolateName, wordsIn } from '../../i18n';
import { MAX_HELD_FIRE, type UnitCard } from '../../records';
import { backCloses, chooseBattery, type SideEnd, turnEnd, useApp, useGame, withHeldFire } from '../../state';
// Straight from its file, not through state's face: the face is in the first load, this is not.
import { useHeed } from '../heed';
import { useSideName } from '../parts/side-name';
import './turn-end.css';

const percent = (share: number) => Math.round(share * 100);

/**
 * The end of the turn (issue 36), shown by Next turn before it moves on: each side's batteries that
 * have not fired ("Fire now", "They hold fire"), the units hit this turn by brigade, the brigades'
 * losses. "Next turn" here calls the game bar's own Next turn (`onNext`), with its Undo.
 */
export function TurnEndScreen(props: { onNext: () => void; onClose: () => void }) {
  const app = useApp();
  const game = useGame();
  const heed = useHeed();
  const sideName = useSideName();
  const t = () => wordsIn(app.lang(), 'turnEnd');
  backCloses('turn-end', () => props.onClose());
  const end = () => turnEnd(game.state.units, game.state.brigades, game.state.log, game.state.game);
  const fireNow = (battery: UnitCard) => {
    chooseBattery(battery.id);
    props.onClose();
    app.navigate({ screen: 'fire' });
  };
  const holdFire = (batteries: readonly UnitCard[]) =>
    heed(
      game.turns.update({
        heldFire: withHeldFire(game.state.game, batteries, Date.now(), MAX_HELD_FIRE),
      }),
    );
  const brigadeName = (b: SideEnd['brigades'][number]) =>
    b.brigade ? isolateName(b.brigade.name) : t().unattached;
  return (
    <section class="turn-end" role="dialog" aria-modal="true" aria-labelledby="turn-end-title">
      <h2 id="turn-end-title">{t().title(game.state.game.turn)}</h2>
      <Show when={!end().quiet} fallback={<p>{t().quiet}</p>}>
        <p class="muted">{t().intro}</p>
      </Show>
      <For each={end().sides}>
        {(side) => (
          <Show when={side.toFire.length > 0 || side.brigades.length > 0}>
            <section class={`turn-side side-${side.side}`} aria-label={sideName(side.side)}>
              <h3>{sideName(side.side)}</h3>
              <Show when={side.toFire.length > 0}>
                <h4>{t().toFire}</h4>
                <ul class="turn-to-fire">
                  <For each={side.toFire}>
                    {(battery) => (
                      <li>
                        <span class="turn-name">{isolateName(battery.name)}</span>
                        <button
                          type="button"
                          class="btn"
                          aria-label={t().fireNowLabel(isolateName(battery.name))}
                          onClick={() => fireNow(battery)}
                        >
                          {t().fireNow}
                        </button>
                      </li>
                    )}
                  </For>
                </ul>
                <button
                  type="button"
                  class="btn turn-hold"
                  aria-label={t().holdFireLabel(sideName(side.side))}
                  onClick={() => holdFire(side.toFire)}
                >
                  {t().holdFire}
                </button>
              </Show>
              <Show when={side.brigades.some((b) => b.hit.length > 0)}>
                <h4>{t().hit}</h4>
                <p class="muted">{t().hitHelp}</p>
                <For each={side.brigades.filter((b) => b.hit.length > 0)}>
                  {(b) => (
                    <div class="turn-brigade">
                      <h5>{brigadeName(b)}</h5>
                      <ul class="turn-hit">
                        <For each={b.hit}>
                          {(h) => (
                            <li>
                              <span class="turn-name">{isolateName(h.card.name)}</span>{' '}
                              <span class="turn-figures">
                                {t().lostThisTurn(h.lostThisTurn)} · {t().nowOfStart(h.figures, h.start)} ·{' '}
                                {t().shareLost(percent(h.lossShare))}
                              </span>
                            </li>
                          )}
                        </For>
                      </ul>
                    </div>
                  )}
                </For>
              </Show>
              <Show when={side.brigades.length > 0}>
                <h4>{t().brigades}</h4>
                <ul class="turn-brigades">
                  <For each={side.brigades}>
                    {(b) => (
                      <li>
                        <span class="turn-name">{brigadeName(b)}</span>{' '}
                        <span class="turn-figures">
                          {t().brigadeLine(b.lostThisTurn, b.lostInAll, percent(b.lossShare))}
                        </span>
                      </li>
                    )}
                  </For>
                </ul>
              </Show>
            </section>
          </Show>
        )}
      </For>
      <p class="muted">{t().offInSettings}</p>
      <div class="turn-actions">
        <button type="button" class="btn" onClick={() => props.onClose()}>
          {t().back}
        </button>
        <button type="button" class="btn primary" onClick={() => props.onNext()}>
          {t().toTurn(game.state.game.turn + 1)}
        </button>
      </div>
    </section>
  );
}
