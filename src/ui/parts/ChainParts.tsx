import { For, Index, Show } from 'solid-js';
import type { Check, Modifier, Refusal } from '../../core';
import { formatSigned } from '../../i18n';
import { checkText, modifierName, refusalText, ruleTitle } from '../../i18n/engine';
import { useApp, useGame } from '../../state';
import { RuleLink } from './RuleLink';
import './chain.css';

/** Each modifier with its value, what it is for, and a link to its clause. */
export function ModifierList(props: { modifiers: readonly Modifier[]; empty: string }) {
  const app = useApp();
  return (
    <Show when={props.modifiers.length > 0} fallback={<p class="muted">{props.empty}</p>}>
      <ul class="modifiers">
        {/* By position: an answer that changes the modifiers rewrites the rows' text, not the rows. */}
        <Index each={props.modifiers}>
          {(m) => (
            <li>
              <span class="mod-value">{formatSigned(app.lang(), m().value)}</span>
              <span class="mod-text">
                {modifierName(app.lang(), m())}{' '}
                <RuleLink ruleRef={m().ruleRef} title={ruleTitle(app.lang(), m().ruleRef)} />
              </span>
            </li>
          )}
        </Index>
      </ul>
    </Show>
  );
}

/** Every reason a shot is refused, each linked to its clause. */
export function RefusalList(props: { refusals: readonly Refusal[] }) {
  const app = useApp();
  const game = useGame();
  return (
    <ul class="refusals">
      <Index each={props.refusals}>
        {(r) => (
          <li>
            {refusalText(app.lang(), r(), { scale: game.state.game.scale })}{' '}
            <RuleLink ruleRef={r().ruleRef} title={ruleTitle(app.lang(), r().ruleRef)} />
          </li>
        )}
      </Index>
    </ul>
  );
}

/** What the engine checked before it let the shot through, each linked to its clause. */
export function CheckList(props: { checks: readonly Check[] }) {
  const app = useApp();
  const game = useGame();
  return (
    <ul class="checks">
      <For each={props.checks}>
        {(c) => (
          <li>
            <span class="check-mark" aria-hidden="true">
              ✓
            </span>
            <span>
              {checkText(app.lang(), c, { scale: game.state.game.scale })}{' '}
              <RuleLink ruleRef={c.ruleRef} title={ruleTitle(app.lang(), c.ruleRef)} />
            </span>
          </li>
        )}
      </For>
    </ul>
  );
}
