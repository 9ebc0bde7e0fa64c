import { Show } from 'solid-js';
import type { FireChain } from '../../core';
import { isolateName } from '../../i18n/bidi';
import type { ResolutionRecord } from '../../records/model';
import { useApp, useGame } from '../../state';
import { DiceRow } from '../parts/ChainView';
import { fireText } from '../parts/fire-text';
import { RuleLink } from '../parts/RuleLink';
import { useWords } from '../parts/words';
import { logText } from './text';

/**
 * A shot received in the compact shared text (format v3) from a phone whose rule pack this phone
 * does not have: its dice and where its casualties went, as the firing phone worked them out, and
 * that the steps (modifiers, score, table cell) need that pack.
 */
export function StepsNeedPack(props: { record: ResolutionRecord; chain: FireChain }) {
  const app = useApp();
  const packs = useGame().packs;
  const words = useWords();
  const fire = () => fireText(app.lang());
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
                ({fire().toSkirmishers}: {words().figures(c().allocation.skirmishers)} · {fire().toLine}:{' '}
                {words().figures(c().allocation.line)}){' '}
                <RuleLink ruleRef={ref()} title={words().clause(ref())} />
              </>
            )}
          </Show>
        </dd>
      </dl>
      <p class="needs-pack" role="note">
        {logText(app.lang()).stepsNeedPack(isolateName(pack()), String(props.record.pack.version))}
      </p>
    </>
  );
}
