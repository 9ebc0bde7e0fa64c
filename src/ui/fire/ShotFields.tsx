import { For, Show } from 'solid-js';
import { AMMUNITION, type Ammo, MOVED, RANGE_BANDS } from '../../core';
import { questionText } from '../../i18n/engine';
import { isShown, parseDistance, type Shot } from '../../state';
import { NumberField } from '../controls/Field';
import { Segmented, YesNo } from '../controls/Segmented';
import { ShotSummary } from './ShotSummary';
import { useShotView } from './shot-view';

/**
 * What the shot is: the full form (ammunition, range by band or measured, movement, the restriction
 * questions that matter), or folded to one line with "Change" (the default answers fit most shots).
 */
export function ShotFields(props: { shot: Shot }) {
  const { app, game, terms, t, s, draft } = useShotView(props.shot);

  return (
    <>
      <Show when={s.formOpen()} fallback={<ShotSummary shot={s} />}>
        <div class="shot-head">
          <h2>{t().shot}</h2>
          {/* A refusal or an unanswered question keeps the form open: nothing to fold away then. */}
          <Show when={!s.mustShowForm()}>
            <button
              type="button"
              class="btn small"
              aria-expanded="true"
              aria-controls="shot-form"
              onClick={() => s.setFormOpen(false)}
            >
              {t().done}
            </button>
          </Show>
        </div>
      </Show>
      <Show when={s.formOpen()}>
        <div class="shot-form" id="shot-form">
          <Segmented
            name="ammo"
            legend={t().ammo}
            options={AMMUNITION}
            value={draft.ammo}
            label={(a: Ammo) => terms().ammunition[a]}
            onChange={(a) => s.setDraft('ammo', a)}
          />
          <RangeFields shot={s} />
          <Segmented
            name="moved"
            legend={t().movement}
            options={MOVED}
            value={draft.movement.moved}
            label={(m) => terms().moved[m]}
            onChange={(m) => s.setDraft('movement', 'moved', m)}
          />
          <YesNo
            name="unlimbered"
            question={t().unlimbered}
            value={draft.movement.unlimbered}
            yes={t().yes}
            no={t().no}
            onChange={(v) => s.setDraft('movement', 'unlimbered', v)}
          />
          <h2 class="section-title">{t().questions}</h2>
          <For each={s.questions()}>
            {(q) => (
              <Show when={isShown(q, draft.situation)}>
                <YesNo
                  name={q.question}
                  question={questionText(app.lang(), q.question, { scale: game.state.game.scale })}
                  // A question that permits the shot starts unanswered; the others at their unrestricted answer.
                  value={draft.situation[q.question] ?? (q.mustAnswer ? undefined : q.unrestricted)}
                  yes={t().yes}
                  no={t().no}
                  onChange={(v) => s.answer(q.question, v)}
                />
              </Show>
            )}
          </For>
        </div>
      </Show>
    </>
  );
}

/** The range: by band, or a measured distance (the band it falls in said under it). */
function RangeFields(props: { shot: Shot }) {
  const { game, terms, t, s, draft } = useShotView(props.shot);
  const distanceInvalid = () => draft.distance !== '' && parseDistance(draft.distance) === undefined;
  const distanceHelp = () => {
    if (distanceInvalid()) return t().distanceInvalid;
    const b = s.band();
    return b ? `${t().bandFromDistance} ${terms().rangeBands[b]}` : t().distanceHint;
  };

  return (
    <>
      <Segmented
        name="range-mode"
        legend={t().range}
        options={['band', 'distance'] as const}
        value={draft.rangeMode}
        label={(m) => (m === 'band' ? t().byBand : t().byDistance)}
        onChange={(m) => s.setDraft('rangeMode', m)}
      />
      <Show
        when={draft.rangeMode === 'distance'}
        fallback={
          <Segmented
            name="band"
            legend={t().byBand}
            options={RANGE_BANDS}
            value={draft.band}
            label={(b) => terms().rangeBands[b]}
            onChange={(b) => s.setDraft('band', b)}
          />
        }
      >
        <NumberField
          halves
          short
          id="distance"
          label={t().distanceLabel(terms().scales[game.state.game.scale])}
          maxLength={7}
          value={draft.distance}
          invalid={distanceInvalid()}
          help={distanceHelp()}
          onInput={(distance) => s.setDraft('distance', distance)}
        />
      </Show>
    </>
  );
}
