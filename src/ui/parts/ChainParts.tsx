import { For, Index, Show } from 'solid-js';
import type { Check, Modifier, Refusal } from '../../core';
import { checkText } from '../../i18n/engine';
import { useApp, useGame } from '../../state';
import { RuleLink } from './RuleLink';
import './chain.css';
import { useWords } from './words';

/** Each modifier with its value, what it is for, and a link to its clause. */
export function ModifierList(props: { modifiers: readonly Modifier[]; empty: string }) {
  const words = useWords();
  return (
    <Show when={props.modifiers.length > 0} fallback={<p class="muted">{props.empty}</p>}>
      <ul class="modifiers">
        {/* By position: an answer that changes the modifiers rewrites the rows' text, not the rows. */}
        <Index each={props.modifiers}>
          {(m) => (
            <li>
              <span class="mod-value">{words().signed(m().value)}</span>
              <span class="mod-text">
                {words().modifier(m())} <RuleLink ruleRef={m().ruleRef} title={words().clause(m().ruleRef)} />
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
  const words = useWords();
  const game = useGame();
  return (
    <ul class="refusals">
      <Index each={props.refusals}>
        {(r) => (
          <li>
            {words().refusal(r(), game.state.game.scale)}{' '}
            <RuleLink ruleRef={r().ruleRef} title={words().clause(r().ruleRef)} />
          </li>
        )}
      </Index>
    </ul>
  );
}

/** What the engine checked before it let the shot through, each linked to its clause. */
export function CheckList(props: { checks: readonly Check[] }) {
  const app = useApp();
  const words = useWords();
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
              <RuleLink ruleRef={c.ruleRef} title={words().clause(c.ruleRef)} />
            </span>
          </li>
        )}
      </For>
    </ul>
  );
}
