import { For, Show } from 'solid-js';
import { wordsIn } from '../../i18n';
import { backCloses, useApp } from '../../state';
import type { BackupSummary, ImportMode } from '../../storage/backup';
import { formatDate } from './DataStatus';

/**
 * A backup file read and waiting for the player's choice: what it holds and when it was made, then
 * Replace or Merge (each with what it does), or Cancel. Back closes it, leaving Settings in place.
 */
export function BackupReview(props: {
  summary: BackupSummary;
  /** Merge found the file is another game (its game and turn): asked before anything merges. */
  otherGame?: { gameNumber: number; turn: number } | undefined;
  busy: boolean;
  onImport: (mode: ImportMode, asThisGame?: boolean) => void;
  onCancel: () => void;
  /** Back closed the review (its history entry is gone already). */
  onBack: () => void;
}) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'data');
  backCloses('backup-review', () => props.onBack());
  return (
    <section class="data-preview" aria-labelledby="data-preview-title">
      <h4 id="data-preview-title">{t().fileHolds}</h4>
      <ul>
        <li>{t().units(props.summary.units)}</li>
        <li>{t().resolutions(props.summary.resolutions)}</li>
        <li>{t().packs(props.summary.packs)}</li>
        <Show when={props.summary.settings}>
          <li>{t().settingsIncluded}</li>
        </Show>
        <Show when={props.summary.prefs}>
          <li>{t().prefsIncluded}</li>
        </Show>
      </ul>
      <p class="muted">
        {t().madeOn(
          formatDate(app.lang(), props.summary.exportedAt),
          props.summary.app,
          props.summary.version,
        )}
      </p>
      <Show when={props.otherGame}>
        {(other) => (
          <div class="data-choice data-other-game" role="alert">
            <p>{t().problems['game.other'](other().gameNumber, other().turn)}</p>
            <button
              type="button"
              class="btn primary"
              disabled={props.busy}
              onClick={() => props.onImport('merge', true)}
            >
              {t().mergeAsThisGame}
            </button>
          </div>
        )}
      </Show>
      <For each={['replace', 'merge'] as const}>
        {(mode) => (
          <div class="data-choice">
            <button
              type="button"
              class="btn"
              classList={{ primary: mode === 'merge' && !props.otherGame }}
              disabled={props.busy}
              aria-describedby={`data-${mode}-help`}
              onClick={() => props.onImport(mode)}
            >
              {mode === 'replace' ? t().replace : t().merge}
            </button>
            <p id={`data-${mode}-help`} class="muted">
              {mode === 'replace' ? t().replaceHelp : t().mergeHelp}
            </p>
          </div>
        )}
      </For>
      <button type="button" class="btn" onClick={() => props.onCancel()}>
        {t().cancel}
      </button>
    </section>
  );
}
