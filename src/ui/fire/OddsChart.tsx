import { createMemo, Index } from 'solid-js';
import type { CasualtyOdds } from '../../core';
import { formatFigures, formatNumber, wordsIn } from '../../i18n';
import { useApp } from '../../state';

function percent(p: number): string {
  if (p > 0 && p < 0.01) return '<1%';
  return `${Math.round(p * 100)}%`;
}

/**
 * The chance of each casualty count, compact enough to sit beside the verdict and Roll on a phone:
 * one column per count (whole or half figures), a bar and "exactly" under it, "at least" below.
 */
export function OddsChart(props: { outcomes: readonly CasualtyOdds[]; expected: number }) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'fire');
  // Once per change of the odds, not once per bar.
  const max = createMemo(() => Math.max(...props.outcomes.map((o) => o.probability), 0.01));
  // Columns by position (<Index>): a changed answer rewrites the figures and bars in place.
  return (
    <figure class="odds">
      <figcaption>
        {t().odds} · {t().expected}: {formatNumber(app.lang(), Math.round(props.expected * 10) / 10)}
      </figcaption>
      <div class="odds-frame">
        <table>
          <tbody>
            <tr class="odds-counts">
              <th scope="row">{t().casualties}</th>
              <Index each={props.outcomes}>
                {(o) => <th scope="col">{formatFigures(app.lang(), o().casualties)}</th>}
              </Index>
            </tr>
            <tr class="odds-exact">
              <th scope="row">{t().oddsExact}</th>
              <Index each={props.outcomes}>
                {(o) => (
                  <td>
                    <span class="bar-track" aria-hidden="true">
                      <span class="bar" style={{ height: `${(o().probability / max()) * 100}%` }} />
                    </span>
                    <span class="bar-value">{percent(o().probability)}</span>
                  </td>
                )}
              </Index>
            </tr>
            <tr class="odds-at-least">
              <th scope="row">{t().oddsAtLeast}</th>
              <Index each={props.outcomes}>{(o) => <td>{percent(o().atLeast)}</td>}</Index>
            </tr>
          </tbody>
        </table>
      </div>
    </figure>
  );
}
