import { Show } from 'solid-js';
import type { FireChain } from '../../core';
import { formatFigures, wordsIn } from '../../i18n';
import { ruleTitle } from '../../i18n/engine';
import type { ResolutionRecord } from '../../records/model';
import { useApp, useGame } from '../../state';
import { RefusalList } from '../parts/ChainParts';
import { ChainView, PackStampView, useApplyResult } from '../parts/ChainView';
import { RuleLink } from '../parts/RuleLink';
import { tablesHref } from '../sheet/sheet-focus';

/**
 * Applied, the row grows ("Applied" over Undo and Next volley): where it now runs under the
 * navigation (a large text, the row in the page's flow), it comes up so Next volley is in view.
 */
function revealApplied(): void {
  requestAnimationFrame(() =>
    document.querySelector('.apply-actions')?.scrollIntoView?.({ block: 'nearest' }),
  );
}

export function ResultCard(props: {
  record: ResolutionRecord;
  /**
   * A battery fires once a turn (artillery.movement): "Fire again" waits for the next turn, and then
   * opens the shot with movement asked again (never an instant roll with last turn's answers).
   */
  canFireAgain: boolean;
  onFireAgain: () => void;
  onNextVolley: () => void;
}) {
  const app = useApp();
  const { apply, undo } = useApplyResult();
  const game = useGame();
  const t = () => wordsIn(app.lang(), 'fire');
  /** The Tables view pointing at this shot's gun, cell and modifiers. */
  const tableHref = (c: FireChain) => {
    const battery = game.state.units.find((u) => u.id === props.record.input.batteryId);
    return tablesHref({
      ...(battery?.arm === 'artillery' ? { gun: battery.gunType } : {}),
      ammo: c.cell.ammo,
      band: c.cell.band,
      row: c.cell.row,
      mods: c.modifiers.map((m) => m.code),
      pack: { id: c.pack.id, version: c.pack.version },
      fromFire: true,
      shot: props.record.id,
    });
  };
  const chain = () => (props.record.result.legal ? props.record.result.chain : undefined);
  const refusals = () => (props.record.result.legal ? undefined : props.record.result.refusals);

  return (
    <article class="result-card" aria-labelledby="result-title">
      {/* The names are in the matchup right above: said to screen readers, not printed twice. */}
      <h2 id="result-title">
        {t().result}
        <span class="visually-hidden">
          : <bdi>{props.record.batteryName}</bdi> → <bdi>{props.record.targetName}</bdi>
        </span>
      </h2>
      <Show when={refusals()}>
        {(list) => (
          <div class="verdict refused" role="alert" aria-labelledby="result-refused-title">
            <h3 class="verdict-title" id="result-refused-title">
              ✕ {t().refused}
            </h3>
            <RefusalList refusals={list()} />
          </div>
        )}
      </Show>
      <Show when={chain()}>
        {(c) => (
          <>
            {/* The headline and Apply first: reachable without a scroll; every step follows. They
                ride together (result.css), so Apply never covers the casualties it applies. */}
            <div class="result-head">
              <div class="casualties-big" role="status">
                {/* Named, so the figure is not read as a bare number (and a test finds it as a player would). */}
                {/* biome-ignore lint/a11y/useSemanticElements: a figure, not a set of form controls (fieldset) */}
                <span class="big-number" role="group" aria-label={t().casualties}>
                  {formatFigures(app.lang(), c().casualties)}
                </span>
                <span class="big-label">
                  {t().casualties}: {t().figures(c().casualties)}
                </span>
              </div>
              <div class="result-actions apply-actions">
                <Show
                  when={props.record.applied}
                  fallback={
                    <button
                      type="button"
                      class="btn primary big"
                      onClick={() => apply(props.record, revealApplied)}
                    >
                      {t().apply}
                    </button>
                  }
                >
                  <p class="applied" role="status">
                    ✓ {t().applied}
                  </p>
                  <button type="button" class="btn" onClick={() => undo(props.record)}>
                    {t().undoApply}
                  </button>
                  {/* Applied: the next volley is the next tap, where the thumb already is. */}
                  <button type="button" class="btn primary" onClick={() => props.onNextVolley()}>
                    {t().nextVolley}
                  </button>
                </Show>
              </div>
            </div>
            {/* How the casualties split: below the head, never under it. */}
            <Show when={c().allocation.ruleRef}>
              {(ref) => (
                <p class="allocation">
                  {t().toSkirmishers}: {formatFigures(app.lang(), c().allocation.skirmishers)} · {t().toLine}:{' '}
                  {formatFigures(app.lang(), c().allocation.line)}{' '}
                  <RuleLink ruleRef={ref()} title={ruleTitle(app.lang(), ref())} />
                </p>
              )}
            </Show>
            <ChainView chain={c()} tableHref={tableHref(c())} checks />
          </>
        )}
      </Show>
      <PackStampView pack={props.record.pack} />
      <Show when={!props.canFireAgain}>
        <p id="fire-again-why" class="muted">
          {t().fireAgainNextTurn}
        </p>
      </Show>
      <div class="result-actions">
        <button
          type="button"
          class="btn"
          disabled={!props.canFireAgain}
          aria-describedby={props.canFireAgain ? undefined : 'fire-again-why'}
          onClick={() => props.onFireAgain()}
        >
          {t().fireAgain}
        </button>
        <Show when={!props.record.applied}>
          <button type="button" class="btn" onClick={() => props.onNextVolley()}>
            {t().nextVolley}
          </button>
        </Show>
      </div>
    </article>
  );
}
