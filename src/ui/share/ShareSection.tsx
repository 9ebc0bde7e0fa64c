/** Settings → Two phones: show the game or a roster as codes, scan codes, open a file. */

import { For, Show } from 'solid-js';
import { SIDES as UNIT_SIDES } from '../../core';
import { wordsIn } from '../../i18n';
import { readerOffline, startReaderOffline } from '../../pwa';
import { afterFirstScreen, routeHref, useApp, useGame } from '../../state';
import { readAgain } from '../parts/read-again';
import { useSideName } from '../parts/side-name';
import { showToast } from '../Toasts';
import { gameQrHref, rosterQrHref } from './outgoing';
import { syncProblemText } from './sync-problem';
import './section.css';

export function ShareSection() {
  const app = useApp();
  const sideName = useSideName();
  const game = useGame();
  const t = () => wordsIn(app.lang(), 'share');
  // Started with the service worker already; asked here too where there is none (dev, plain HTTP).
  afterFirstScreen(() => startReaderOffline());
  /** Whether there is a merge to undo: asked again whenever the roster or log changes. */
  const undoable = readAgain(
    () => [game.state.units.length, game.state.log.length] as const,
    async () => {
      const can = await game.exchange.canUndoMerge();
      return can.ok && can.value;
    },
  );
  const words = () => wordsIn(app.lang(), 'sync');
  const undoMerge = async () => {
    const done = await game.exchange.undoMerge();
    const w = words();
    showToast(done.ok ? w.mergeUndone : syncProblemText(app.lang(), done.problem));
    await undoable.refetch();
  };
  return (
    <section class="choice-group share-section" aria-labelledby="share-section-title">
      <h2 id="share-section-title" class="pk-settings-title">
        {t().sectionTitle}
      </h2>
      <p class="muted">{t().sectionHelp}</p>
      <div class="share-section-actions">
        <a class="btn" href={gameQrHref()}>
          {t().showGame}
        </a>
        <For each={UNIT_SIDES}>
          {(side) => (
            <a class="btn" href={rosterQrHref(side)}>
              {t().showRoster(sideName(side))}
            </a>
          )}
        </For>
        <a class="btn primary" href={routeHref({ screen: 'settings', param: 'share/scan' })}>
          {t().scan}
        </a>
        <a class="btn" href={routeHref({ screen: 'settings', param: 'share/receive' })}>
          {t().openFile}
        </a>
      </div>
      <p class="share-reader" role="status" data-state={readerOffline()}>
        {t().readerOffline[readerOffline()]}
      </p>
      <Show when={undoable()}>
        <div class="share-section-undo">
          <button type="button" class="btn" onClick={undoMerge}>
            {words().undoMerge}
          </button>
          <p class="muted">{words().undoMergeHint}</p>
        </div>
      </Show>
    </section>
  );
}
