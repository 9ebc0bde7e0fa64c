import { For, Show } from 'solid-js';
import { MORALE_THRESHOLDS, type MoraleThresholdKind } from '../../core';
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

/** What a row of losses says: lost this turn, figures now and at the start, the share lost. */
type Losses = Pick<BrigadeLosses, 'lostThisTurn' | 'figures' | 'start' | 'lossShare'>;

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
  const usedMark = (kind: MoraleThresholdKind) =>
    kind === 'unitAtOrUnder' ? past().units.size > 0 : past().brigades.size > 0;
  const marked = () => past().units.size + past().brigades.size > 0;
  /** The key's words: each kind's where both mark and say different things, else the one phrase. */
  const keyWords = () => {
    const used = MORALE_THRESHOLDS.filter((kind) => usedMark(kind));
    const [only] = used;
    if (used.length === 1 && only) return t().markOf[only](words(only));
    if (words('unitAtOrUnder') === words('brigadeLost')) return words('unitAtOrUnder');
    return used.map((kind) => t().markOf[kind](words(kind))).join(' · ');
  };
  /** The side whose losses come first: its table names the columns on screen. */
  const firstTable = () => end().sides.find((s) => s.brigades.length > 0)?.side;
  /** A brigade's or a unit's row: its name (and mark), then its figures in one cell under the one heading that names its three columns. */
  const Row = (r: { class: string; name: string; mark: string | undefined; of: Losses }) => (
    <tr class={`turn-line ${r.class}`}>
      <th scope="row" class="turn-who">
        {r.name}
        <Show when={r.mark}>{(words) => <Mark words={words()} />}</Show>
      </th>
      <td class="turn-figures">
        <span>{r.of.lostThisTurn > 0 ? t().minus(r.of.lostThisTurn) : '0'}</span>
        <span>{t().nowOfStart(r.of.figures, r.of.start)}</span>
        <span>{t().share(percent(r.of.lossShare))}</span>
      </td>
    </tr>
  );
  return (
    <section class="turn-end" role="dialog" aria-modal="true" aria-labelledby="turn-end-title">
      <h2 id="turn-end-title">{t().title(game.state.game.turn)}</h2>
      <Show when={end().quiet}>
        <p>{t().quiet}</p>
      </Show>
      <For each={end().sides}>
        {(side) => (
          <Show when={side.toFire.length > 0 || side.brigades.length > 0}>
            <section class={`turn-side side-${side.side}`} aria-label={sideName(side.side)}>
              <div class="turn-row">
                <h3>{sideName(side.side)}</h3>
                <Show when={side.toFire.length > 0}>
                  <button
                    type="button"
                    class="btn"
                    aria-label={t().holdFireLabel(sideName(side.side))}
                    onClick={() => holdFire(side.toFire)}
                  >
                    {t().holdFire}
                  </button>
                </Show>
              </div>
              <Show when={side.toFire.length > 0}>
                <h4>{t().toFire}</h4>
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
                {/* Each row's figures float at the end of its name (turn-end.css): on the name's last line where there is room, else under it. */}
                <table class="turn-losses">
                  <caption class="visually-hidden">{t().losses(sideName(side.side))}</caption>
                  <thead>
                    {/* The columns are named once on the screen; a later side's table names them to screen readers. */}
                    <tr
                      class="turn-line turn-head"
                      classList={{ 'visually-hidden': firstTable() !== side.side }}
                    >
                      <th scope="col">
                        <span class="visually-hidden">{t().who}</span>
                      </th>
                      <th scope="col" class="turn-figures">
                        <span>{t().thisTurn}</span>
                        <span>{t().left}</span>
                        <span>{t().lost}</span>
                      </th>
                    </tr>
                  </thead>
                  <For each={side.brigades}>
                    {(b) => (
                      <tbody class="turn-group">
                        <Row
                          class="turn-brigade"
                          name={brigadeName(b)}
                          mark={
                            b.brigade && past().brigades.has(b.brigade.id) ? words('brigadeLost') : undefined
                          }
                          of={b}
                        />
                        <For each={b.hit}>
                          {(h) => (
                            <Row
                              class="turn-unit"
                              name={isolateName(h.card.name)}
                              mark={past().units.has(h.card.id) ? words('unitAtOrUnder') : undefined}
                              of={h}
                            />
                          )}
                        </For>
                      </tbody>
                    )}
                  </For>
                </table>
              </Show>
            </section>
          </Show>
        )}
      </For>
      <Show when={marked()}>
        <p class="turn-marks-by">
          <span aria-hidden="true">⚑ </span>
          {keyWords()} — {t().marksBy(isolateName(pack().name[app.lang()]))}
        </p>
      </Show>
      <p class="muted turn-help">
        <Show when={!end().quiet}>{t().hitHelp} </Show>
        {t().offInSettings}
      </p>
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

/** The mark of a threshold passed: a sign for the eye, the pack's words for a screen reader (the key below says them). */
function Mark(props: { words: string }) {
  return (
    <span class="turn-mark">
      <span aria-hidden="true"> ⚑</span>
      <span class="visually-hidden"> ({props.words})</span>
    </span>
  );
}
