import { createSignal, Show } from 'solid-js';
import { wordsIn } from '../../i18n';
import type { ResolutionRecord, UnitSide } from '../../records/model';
import { shotGame, shotSide } from '../../records/model';
import { useApp, useGame } from '../../state';
import { RefusalList } from '../parts/ChainParts';
import { ChainView, PackStampView, useApplyResult } from '../parts/ChainView';
import { StepsNeedPack } from './StepsNeedPack';

/**
 * What every entry shows alike, made once for the whole log (200 entries: one formatter, not one
 * each).
 */
export interface LogView {
  sideName: (side: UnitSide) => string;
  time: (at: number) => string;
  currentGame: () => number;
}

/** One shot in the log: when, which side fired, who at whom, what it did; opened, every step. */
export function LogEntry(props: { record: ResolutionRecord; view: LogView }) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'log');
  const r = props.record;
  const v = props.view;
  // The chain and its buttons are drawn when the entry is first opened: 200 closed
  // entries' chains were three quarters of the screen's DOM, built for nobody.
  const [opened, setOpened] = createSignal(false);
  const summary = () => (r.result.legal ? t().casualties(r.result.chain.casualties) : t().refused);
  return (
    <li
      class="log-entry"
      classList={{
        refused: !r.result.legal,
        mine: shotSide(r) === 'mine',
        theirs: shotSide(r) === 'opponent',
      }}
    >
      <details onToggle={(e) => e.currentTarget.open && setOpened(true)}>
        <summary>
          <span class="log-when">
            {wordsIn(app.lang(), 'app').game.turn(r.turn)} · {v.time(r.at)}
          </span>
          <span class="log-side">{t().firedBy(v.sideName(shotSide(r)))}</span>
          <span class="log-who">
            <bdi>{r.batteryName}</bdi> → <bdi>{r.targetName}</bdi>
          </span>
          <span class="log-what">
            {wordsIn(app.lang(), 'terms').ammunition[r.input.ammo]} · <strong>{summary()}</strong>
            <Show when={r.result.legal}>
              {' '}
              · {r.applied ? t().applied : r.undone ? t().undoneEntry : t().notApplied}
            </Show>
          </span>
        </summary>
        <Show when={opened()}>
          <EntryBody record={r} currentGame={v.currentGame} />
        </Show>
      </details>
    </li>
  );
}

/** An opened entry: every step (or why it was refused), the pack, and Apply while it may be applied. */
function EntryBody(props: { record: ResolutionRecord; currentGame: () => number }) {
  const app = useApp();
  const game = useGame();
  const { apply } = useApplyResult();
  const t = () => wordsIn(app.lang(), 'log');
  const r = props.record;
  return (
    <div class="log-body">
      <Show when={r.result.legal ? r.result.chain : undefined}>
        {(c) => (
          <Show when={r.result.legal && r.result.needsPack} fallback={<ChainView chain={c()} />}>
            <StepsNeedPack record={r} chain={c()} />
          </Show>
        )}
      </Show>
      <Show when={r.result.legal ? undefined : r.result.refusals}>
        {(list) => <RefusalList refusals={list()} />}
      </Show>
      <PackStampView pack={r.pack} />
      <Show when={r.result.legal && !r.applied}>
        <Show when={shotGame(r) === props.currentGame()} fallback={<p class="muted">{t().earlierGame}</p>}>
          <Show
            when={game.state.units.some((u) => u.id === r.input.targetId)}
            fallback={<p class="muted">{t().targetGone}</p>}
          >
            <button type="button" class="btn primary" onClick={() => apply(r)}>
              {wordsIn(app.lang(), 'fire').apply}
            </button>
          </Show>
        </Show>
      </Show>
    </div>
  );
}
