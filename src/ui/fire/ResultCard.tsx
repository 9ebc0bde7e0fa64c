import { Show } from 'solid-js';
import type { FireChain } from '../../core';
import { SHEET_LINKS } from '../../i18n/sheet-links';
import { BUILT_IN_PACK_ID } from '../../packs/share';
import type { ResolutionRecord } from '../../records/model';
import { useApp } from '../../state/app-context';
import { useGame } from '../../state/game';
import { usePacks } from '../../state/packs';
import { tablesHref } from '../sheet/sheet-model';
import { CheckList, ModifierList, RefusalList } from './ChainParts';
import { DieFace } from './DicePad';
import { RuleLink } from './RuleLink';
import { fireText } from './text';
import { useWords } from './words';

/**
 * Applied, the row grows ("Applied" over Undo and Next volley): where it now runs under the
 * navigation (a large text, the row in the page's flow), it comes up so Next volley is in view.
 */
function revealApplied(): void {
  requestAnimationFrame(() =>
    document.querySelector('.apply-actions')?.scrollIntoView?.({ block: 'nearest' }),
  );
}

/** Apply a logged result to its target card, or take it back: one transaction each, on what is stored. */
export function useApplyResult() {
  const game = useGame();
  // The screens read the record back from the log; undo says whether it worked.
  const apply = async (record: ResolutionRecord, _chain?: FireChain): Promise<void> => {
    await game.actions.applyShot(record.id);
  };
  const undo = async (record: ResolutionRecord): Promise<ResolutionRecord | undefined> => {
    const change = await game.actions.undoShot(record.id);
    return change.ok ? change.value.record : undefined;
  };
  return { apply, undo };
}

/** The pack used, and — for practice numbers — the warning that they are not the rulebook's. */
export function PackStampView(props: { pack: ResolutionRecord['pack'] }) {
  const app = useApp();
  const packs = usePacks();
  // The pack's name when it is on this phone; its id otherwise (deleted, or logged on another phone).
  const name = () => packs.nameOf(props.pack.id, app.lang()) ?? props.pack.id;
  // The built-in pack's name IS the practice warning: say it once.
  const builtIn = () => props.pack.id === BUILT_IN_PACK_ID && packs.find(BUILT_IN_PACK_ID) !== undefined;
  return (
    <p class="pack-stamp" classList={{ practice: !props.pack.official }}>
      {fireText(app.lang()).packLabel}:{' '}
      <Show when={!builtIn()} fallback={<strong class="practice-label">{name()}</strong>}>
        {name()}
      </Show>{' '}
      {fireText(app.lang()).packVersion(props.pack.version)}
      <Show when={!props.pack.official && !builtIn()}>
        <strong class="practice-label"> — {fireText(app.lang()).practice}</strong>
      </Show>
      <Show when={props.pack.official && packs.isImported(props.pack.id)}>
        <strong class="practice-label"> — {fireText(app.lang()).sharedOfficial}</strong>
      </Show>
    </p>
  );
}

/** A resolved shot's dice as a step of its chain: both faces and their sum (also the Log's short form). */
export function DiceRow(props: { chain: FireChain }) {
  const app = useApp();
  const c = () => props.chain;
  return (
    <>
      <dt>{fireText(app.lang()).dice}</dt>
      <dd class="dice-line">
        <DieFace value={c().dice[0]} size={44} />
        <DieFace value={c().dice[1]} size={44} />
        <span>
          {c().dice[0]} + {c().dice[1]} = {c().roll}
        </span>
      </dd>
    </>
  );
}

/**
 * Every step of a resolved shot, each with its clause; with `checks`, also what the engine checked
 * before it let the shot through (the result card; the log keeps its entries short).
 */
export function ChainView(props: { chain: FireChain; tableHref?: string; checks?: boolean }) {
  const app = useApp();
  const words = useWords();
  const t = () => fireText(app.lang());
  const c = () => props.chain;
  return (
    <dl class="chain">
      <DiceRow chain={c()} />
      <dt>{t().modifiers}</dt>
      <dd>
        <ModifierList modifiers={c().modifiers} empty={t().noModifiers} />
      </dd>
      <dt>{t().score}</dt>
      <dd class="score">
        {c().roll} {c().totalModifier < 0 ? '−' : '+'} {Math.abs(c().totalModifier)} ={' '}
        <strong>{c().modifiedScore}</strong>
      </dd>
      <dt>{t().cell}</dt>
      <dd>
        {words().ammo(c().cell.ammo)} · {words().band(c().cell.band)} · {c().cell.row} →{' '}
        {t().figures(c().cell.casualties)}
        <Show when={c().cell.clamped !== 'none'}>
          <span class="muted">
            {' '}
            ({c().cell.clamped === 'below' ? t().cellClampedBelow : t().cellClampedAbove})
          </span>
        </Show>{' '}
        <RuleLink ruleRef="artillery.procedure" title={words().clause('artillery.procedure')} />
        {/* "Why 3?" answered by pointing: the Tables view with this cell highlighted. */}
        <Show when={props.tableHref}>
          {(href) => (
            <>
              {' '}
              <a class="rule-link why-link" href={href()}>
                {SHEET_LINKS[app.lang()].why(words().figures(c().casualties))}
              </a>
            </>
          )}
        </Show>
      </dd>
      <Show when={props.checks && c().checks.length > 0}>
        <dt>{t().checked}</dt>
        <dd>
          <CheckList checks={c().checks} />
        </dd>
      </Show>
    </dl>
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
  const words = useWords();
  const { apply, undo } = useApplyResult();
  const game = useGame();
  const t = () => fireText(app.lang());
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
                  {words().figures(c().casualties)}
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
                      onClick={() => void apply(props.record, c()).then(revealApplied)}
                    >
                      {t().apply}
                    </button>
                  }
                >
                  <p class="applied" role="status">
                    ✓ {t().applied}
                  </p>
                  <button type="button" class="btn" onClick={() => void undo(props.record)}>
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
                  {t().toSkirmishers}: {words().figures(c().allocation.skirmishers)} · {t().toLine}:{' '}
                  {words().figures(c().allocation.line)}{' '}
                  <RuleLink ruleRef={ref()} title={words().clause(ref())} />
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
