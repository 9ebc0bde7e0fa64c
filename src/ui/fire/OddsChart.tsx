import { For } from 'solid-js';
import type { CasualtyOdds } from '../../core';
import { formatNumber } from '../../i18n/engine/format';
import { useApp } from '../../state/app-context';

function percent(p: number): string {
  if (p > 0 && p < 0.01) return '<1%';
  return `${Math.round(p * 100)}%`;
}

/** Chance of each casualty count, as a small bar chart, with "at least N" beside it. */
export function OddsChart(props: { outcomes: readonly CasualtyOdds[]; expected: number }) {
  const app = useApp();
  const max = () => Math.max(...props.outcomes.map((o) => o.probability), 0.01);
  return (
    <figure class="odds">
      <figcaption>
        {app.t().fire.odds} · {app.t().fire.expected}:{' '}
        {formatNumber(app.lang(), Math.round(props.expected * 10) / 10)}
      </figcaption>
      <table>
        <thead>
          <tr>
            <th scope="col">{app.t().fire.casualties}</th>
            <th scope="col">{app.t().fire.oddsExact}</th>
            <th scope="col">{app.t().fire.oddsAtLeast}</th>
          </tr>
        </thead>
        <tbody>
          <For each={props.outcomes}>
            {(o) => (
              <tr>
                <th scope="row">{o.casualties}</th>
                <td>
                  <span
                    class="bar"
                    style={{ width: `${(o.probability / max()) * 100}%` }}
                    aria-hidden="true"
                  />
                  <span class="bar-value">{percent(o.probability)}</span>
                </td>
                <td class="at-least">{percent(o.atLeast)}</td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
    </figure>
  );
}
