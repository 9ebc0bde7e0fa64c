import { Show } from 'solid-js';
import { formatNumber } from '../../i18n';
import { questionLabel } from '../../i18n/engine';
import { isShown, parseDistance, type Shot } from '../../state';
import { useShotView } from './shot-view';

/**
 * The shot folded to one line, one tap target: ammunition · range · movement, what is on the table,
 * and "Change" to open the form (the default answers fit most shots).
 */
export function ShotSummary(props: { shot: Shot }) {
  const { app, game, terms, t, s, draft } = useShotView(props.shot);

  /** What the shot is, in one line: ammunition · range · movement, and what is on the table. */
  const rangeSummary = () => {
    if (draft.rangeMode === 'band') return terms().rangeBands[draft.band];
    const d = parseDistance(draft.distance);
    const measured =
      d === undefined ? '' : `${formatNumber(app.lang(), d)} ${terms().scales[game.state.game.scale]}`;
    const b = s.band();
    return b ? `${measured} → ${terms().rangeBands[b]}` : measured;
  };
  const tableSummary = () => {
    const given = s
      .questions()
      .filter((q) => isShown(q, draft.situation))
      .filter((q) => {
        const a = draft.situation[q.question];
        return a !== undefined && a !== q.unrestricted;
      })
      .map(
        (q) => `${questionLabel(app.lang(), q.question)}: ${draft.situation[q.question] ? t().yes : t().no}`,
      );
    return given.length === 0 ? t().tableClear : `${t().tableAnswers} ${given.join(' · ')}`;
  };

  return (
    <button type="button" class="shot-summary" aria-expanded="false" onClick={() => s.setFormOpen(true)}>
      <span class="summary-shot">
        {terms().ammunition[draft.ammo]} · {rangeSummary()} · {terms().moved[draft.movement.moved]}
        <Show when={draft.movement.unlimbered}> · {t().unlimberedShort}</Show>
      </span>
      <span class="muted">{tableSummary()}</span>
      <span class="summary-change">{t().swap}</span>
    </button>
  );
}
