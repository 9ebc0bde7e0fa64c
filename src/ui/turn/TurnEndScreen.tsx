import { For, Show } from 'solid-js';
import type { MoraleThresholdKind } from '../../core';
import { isolateName, wordsIn } from '../../i18n';
import { MAX_HELD_FIRE, type UnitCard } from '../../records';
import {
  type BrigadeLosses,
  backCloses,
  chooseBattery,
  pastThresholds,
  turnEnd,
  useApp,
  useGame,
  withHeldFire,
} from '../../state';
// Straight from its file, not through state's face: the face is in the first load, this is not.
import { useHeed } from '../heed';
import { useSideName } from '../parts/side-name';
import './turn-end.css';

const percent = (share: number) => Math.round(share * 100);

/**
 * The end of the turn (issue 36), shown by Next turn before it moves on: each side's batteries that
 * have not fired ("Fire now", "They hold fire"), then its brigades' losses as rows, each with the
 * units hit this turn under it; a unit or brigade past a threshold of the active pack is marked with
 * the pack's words (named once, at the top), and none without thresholds. Rows, not cards, so a
 * typical turn fits one phone screen at 150 % text. "Next turn" here calls the game bar's own Next
 * turn (`onNext`), with its Undo.
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
  const brigadeName = (b: BrigadeLosses) => (b.brigade ? isolateName(b.brigade.name) : t().unattached);
  const pack = () => game.pack();
  /** Who is past the active pack's thresholds (none where it gives none), and the pack's words for each. */
  const past = () => pastThresholds(end(), pack().morale);
  const words = (kind: MoraleThresholdKind) => pack().morale?.[kind]?.words[app.lang()] ?? '';
  const marked = () => past().units.size + past().brigades.size > 0;
  return (
    <section class="turn-end" role="dialog" aria-modal="true" aria-labelledby="turn-end-title">
      <h2 id="turn-end-title">{t().title(game.state.game.turn)}</h2>
      <Show when={end().quiet}>
        <p>{t().quiet}</p>
      </Show>
      <Show when={marked()}>
        <p class="turn-marks-by">
          <Mark />
          {t().marksBy(isolateName(pack().name[app.lang()]))}
        </p>
      </Show>
      <For each={end().sides}>
        {(side) => (
          <Show when={side.toFire.length > 0 || side.brigades.length > 0}>
            <section class={`turn-side side-${side.side}`} aria-label={sideName(side.side)}>
              <h3>{sideName(side.side)}</h3>
              <Show when={side.toFire.length > 0}>
                <div class="turn-row turn-fire-head">
                  <h4>{t().toFire}</h4>
                  <button
                    type="button"
                    class="btn turn-hold"
                    aria-label={t().holdFireLabel(sideName(side.side))}
                    onClick={() => holdFire(side.toFire)}
                  >
                    {t().holdFire}
                  </button>
                </div>
                <ul class="turn-to-fire">
                  <For each={side.toFire}>
                    {(battery) => (
                      <li class="turn-row">
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
              </Show>
              <Show when={side.brigades.length > 0}>
                <h4>{t().losses}</h4>
                <ul class="turn-brigades">
                  <For each={side.brigades}>
                    {(b) => (
                      <li>
                        <p class="turn-brigade">
                          <span class="turn-name">{brigadeName(b)}</span>{' '}
                          <span class="turn-figures">
                            {t().brigadeLine(b.lostThisTurn, b.lostInAll, percent(b.lossShare))}
                          </span>
                          <Show when={b.brigade && past().brigades.has(b.brigade.id)}>
                            <span class="turn-mark">
                              <Mark />
                              {words('brigadeLost')}
                            </span>
                          </Show>
                        </p>
                        <Show when={b.hit.length > 0}>
                          <ul class="turn-hit">
                            <For each={b.hit}>
                              {(h) => (
                                <li>
                                  <span class="turn-name">{isolateName(h.card.name)}</span>{' '}
                                  <span class="turn-figures">
                                    {t().lostThisTurn(h.lostThisTurn)} · {t().nowOfStart(h.figures, h.start)}{' '}
                                    · {t().shareLost(percent(h.lossShare))}
                                  </span>
                                  <Show when={past().units.has(h.card.id)}>
                                    <span class="turn-mark">
                                      <Mark />
                                      {words('unitAtOrUnder')}
                                    </span>
                                  </Show>
                                </li>
                              )}
                            </For>
                          </ul>
                        </Show>
                      </li>
                    )}
                  </For>
                </ul>
              </Show>
            </section>
          </Show>
        )}
      </For>
      <Show when={!end().quiet}>
        <p class="muted turn-help">{t().hitHelp}</p>
      </Show>
      <p class="muted turn-help">{t().offInSettings}</p>
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

/** The mark of a threshold passed: a sign for the eye; the pack's words beside it say it. */
function Mark() {
  return (
    <span class="turn-flag" aria-hidden="true">
      ⚑{' '}
    </span>
  );
}
