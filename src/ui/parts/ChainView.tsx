import { Show } from 'solid-js';
import type { FireChain } from '../../core';
import { formatFigures, wordsIn } from '../../i18n';
import { ruleTitle } from '../../i18n/engine';
import { BUILT_IN_PACK_ID } from '../../packs/share';
import type { ResolutionRecord } from '../../records/model';
import { useApp } from '../../state/app-context';
import { useGame } from '../../state/game';
import { usePacks } from '../../state/packs';
import { CheckList, ModifierList } from './ChainParts';
import { DieFace } from './DieFace';
import { RuleLink } from './RuleLink';
import './chain.css';

/*
 * A resolved shot's steps, its pack and its Apply/Undo: the Fire screen's result card and the Log
 * show them alike.
 */

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
      {wordsIn(app.lang(), 'fire').packLabel}:{' '}
      <Show when={!builtIn()} fallback={<strong class="practice-label">{name()}</strong>}>
        {name()}
      </Show>{' '}
      {wordsIn(app.lang(), 'fire').packVersion(props.pack.version)}
      <Show when={!props.pack.official && !builtIn()}>
        <strong class="practice-label"> — {wordsIn(app.lang(), 'fire').practice}</strong>
      </Show>
      <Show when={props.pack.official && packs.isImported(props.pack.id)}>
        <strong class="practice-label"> — {wordsIn(app.lang(), 'fire').sharedOfficial}</strong>
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
      <dt>{wordsIn(app.lang(), 'fire').dice}</dt>
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
  const terms = () => wordsIn(app.lang(), 'terms');
  const t = () => wordsIn(app.lang(), 'fire');
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
        {terms().ammunition[c().cell.ammo]} · {terms().rangeBands[c().cell.band]} · {c().cell.row} →{' '}
        {t().figures(c().cell.casualties)}
        <Show when={c().cell.clamped !== 'none'}>
          <span class="muted">
            {' '}
            ({c().cell.clamped === 'below' ? t().cellClampedBelow : t().cellClampedAbove})
          </span>
        </Show>{' '}
        <RuleLink ruleRef="artillery.procedure" title={ruleTitle(app.lang(), 'artillery.procedure')} />
        {/* "Why 3?" answered by pointing: the Tables view with this cell highlighted. */}
        <Show when={props.tableHref}>
          {(href) => (
            <>
              {' '}
              <a class="rule-link why-link" href={href()}>
                {wordsIn(app.lang(), 'fire').whyInTable(formatFigures(app.lang(), c().casualties))}
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
