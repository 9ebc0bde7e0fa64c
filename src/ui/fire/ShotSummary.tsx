import { Show } from 'solid-js';
import { formatNumber } from '../../i18n/engine/format';
import type { Shot } from '../../state';
import { isShown, parseDistance } from '../../state';
import { useShotView } from './shot-view';

/**
 * The shot folded to one line, one tap target: ammunition · range · movement, what is on the table,
 * and "Change" to open the form (the default answers fit most shots).
 */
export function ShotSummary(props: { shot: Shot }) {
  const { app, game, words, t, s, draft } = useShotView(props.shot);

  /** What the shot is, in one line: ammunition · range · movement, and what is on the table. */
  const rangeSummary = () => {
    if (draft.rangeMode === 'band') return words().band(draft.band);
    const d = parseDistance(draft.distance);
    const measured =
      d === undefined ? '' : `${formatNumber(app.lang(), d)} ${words().scaleUnit(game.state.game.scale)}`;
    const b = s.band();
    return b ? `${measured} → ${words().band(b)}` : measured;
  };
  const tableSummary = () => {
    const given = s
      .questions()
      .filter((q) => isShown(q, draft.situation))
      .filter((q) => {
        const a = draft.situation[q.question];
        return a !== undefined && a !== q.unrestricted;
      })
      .map((q) => `${words().questionLabel(q.question)}: ${draft.situation[q.question] ? t().yes : t().no}`);
    return given.length === 0 ? t().tableClear : `${t().tableAnswers} ${given.join(' · ')}`;
  };

  return (
    <button type="button" class="shot-summary" aria-expanded="false" onClick={() => s.setFormOpen(true)}>
      <span class="summary-shot">
        {words().ammo(draft.ammo)} · {rangeSummary()} · {words().moved(draft.movement.moved)}
        <Show when={draft.movement.unlimbered}> · {t().unlimberedShort}</Show>
      </span>
      <span class="muted">{tableSummary()}</span>
      <span class="summary-change">{t().swap}</span>
    </button>
  );
}
