import type { RuleRef } from '../../core';
import { routeHref } from '../../state';

/** A link to a clause of the reference, labelled with its title in the player's language. */
export function RuleLink(props: { ruleRef: RuleRef; title: string }) {
  return (
    <a class="rule-link" href={routeHref({ screen: 'rules', param: props.ruleRef })}>
      {props.title}
    </a>
  );
}
