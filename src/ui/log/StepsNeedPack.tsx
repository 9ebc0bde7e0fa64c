import { Show } from 'solid-js';
import type { FireChain } from '../../core';
import { formatFigures, isolateName, wordsIn } from '../../i18n';
import { ruleTitle } from '../../i18n/engine';
import type { ResolutionRecord } from '../../records/model';
import { useApp, useGame } from '../../state';
import { DiceRow } from '../parts/ChainView';
import { RuleLink } from '../parts/RuleLink';

/**
 * A shot received in the compact shared text (format v3) from a phone whose rule pack this phone
 * does not have: its dice and where its casualties went, as the firing phone worked them out, and
 * that the steps (modifiers, score, table cell) need that pack.
 */
export function StepsNeedPack(props: { record: ResolutionRecord; chain: FireChain }) {
  const app = useApp();
  const packs = useGame().packs;
  const fire = () => wordsIn(app.lang(), 'fire');
  const c = () => props.chain;
  const pack = () => packs.nameOf(props.record.pack.id, app.lang()) ?? props.record.pack.id;
  return (
    <>
      <dl class="chain">
        <DiceRow chain={c()} />
        <dt>{fire().casualties}</dt>
        <dd>
          {fire().figures(c().casualties)}
          <Show when={c().allocation.ruleRef}>
            {(ref) => (
              <>
                {' '}
                ({fire().toSkirmishers}: {formatFigures(app.lang(), c().allocation.skirmishers)} ·{' '}
                {fire().toLine}: {formatFigures(app.lang(), c().allocation.line)}){' '}
                <RuleLink ruleRef={ref()} title={ruleTitle(app.lang(), ref())} />
              </>
            )}
          </Show>
        </dd>
      </dl>
      <p class="needs-pack" role="note">
        {wordsIn(app.lang(), 'log').stepsNeedPack(isolateName(pack()), String(props.record.pack.version))}
      </p>
    </>
  );
}
