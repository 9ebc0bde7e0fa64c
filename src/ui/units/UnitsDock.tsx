/**
 * The bottom of the roster, within thumb reach: the edit Back put aside (Continue or Discard), the
 * firing banner while a battery is armed, or else the New battalion / cavalry / battery buttons.
 */

import { Show } from 'solid-js';
import { wordsIn } from '../../i18n';
import type { UnitCard } from '../../records/model';
import type { Arm } from '../../state';
import { closeEditor, resumeEditor, useApp } from '../../state';

export function UnitsDock(props: {
  /** What the edit put aside is of ("1er de Ligne", "New battery"), when there is one. */
  parked: string | undefined;
  firer: UnitCard | undefined;
  onCreate: (arm: Arm) => void;
  onCancelFire: () => void;
}) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'app').units;
  return (
    <div class="units-dock">
      <Show when={props.parked !== undefined}>
        <div class="banner resume-banner" role="status">
          <span>{t().unsavedEdit(props.parked ?? '')}</span>
          <button type="button" class="btn primary" onClick={resumeEditor}>
            {t().continueEdit}
          </button>
          <button type="button" class="btn" onClick={closeEditor}>
            {t().discardEdit}
          </button>
        </div>
      </Show>
      <Show
        when={props.parked === undefined && props.firer}
        fallback={
          <Show when={props.parked === undefined}>
            <div class="units-dock-buttons">
              <button type="button" class="btn primary" onClick={() => props.onCreate('infantry')}>
                {t().newBattalion}
              </button>
              <button type="button" class="btn primary" onClick={() => props.onCreate('cavalry')}>
                {t().newCavalry}
              </button>
              <button type="button" class="btn primary" onClick={() => props.onCreate('artillery')}>
                {t().newBattery}
              </button>
            </div>
          </Show>
        }
      >
        {(battery) => (
          <div class="fire-banner" data-fire-keep role="status">
            {/* One line at any text size: the hint gives way first, then the name is cut. */}
            <p class="fire-banner-line">
              {t().bannerFiring} <bdi class="fire-banner-name">{battery().name}</bdi>
              <span class="fire-banner-hint"> · {t().bannerTapHint}</span>
            </p>
            <button type="button" class="btn" onClick={props.onCancelFire}>
              {t().cancel}
            </button>
          </div>
        )}
      </Show>
    </div>
  );
}
