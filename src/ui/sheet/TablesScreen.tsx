/**
 * The Tables view (`#/tables`) of the active rule pack, with the Fire screen's shot highlighted
 * (`#/tables/gun=…&ammo=…`): it opens on the shot's cell and leads back to the shot. Its print view
 * (`#/tables/print`) is PrintView.tsx. Its own chunk: nothing here is in the first load.
 */

import { createEffect, createMemo, on, Show } from 'solid-js';
import { wordsIn } from '../../i18n';
import {
  batteryId,
  chooseBattery,
  chooseTarget,
  routeHref,
  showResult,
  targetId,
  useApp,
  useGame,
} from '../../state';
import '../controls/controls.css';
import { PrintView } from './PrintView';
import { CasualtyTables, ModifiersTable, MoraleTable, PackHeader, RangesTable } from './SheetParts';
import { ShotSummary } from './ShotSummary';
import { PRINT_PARAM, parseFocus } from './sheet-focus';
import './sheet.css';

const PRINT_HREF = routeHref({ screen: 'tables', param: PRINT_PARAM });

function TablesView() {
  const app = useApp();
  const game = useGame();
  const s = () => wordsIn(app.lang(), 'sheet');
  const focus = createMemo(() => parseFocus(app.route().param));
  // Open on the shot's cell (or its column, before the roll): the answer to "why 3?" in view. Again
  // once the stored packs have loaded (the tables are drawn afresh). The view may still be held
  // off the page while its chunk's siblings load: look for the cell frame by frame (a second at most).
  const scrollToShot = (framesLeft: number) =>
    requestAnimationFrame(() => {
      const cell =
        document.querySelector('.sheet-screen .casualties .cell-hit') ??
        document.querySelector('.sheet-screen .casualties .col-hit');
      if (!cell) {
        if (framesLeft > 0) scrollToShot(framesLeft - 1);
        return;
      }
      // The table from its title when the cell then shows above the bottom navigation; else the cell mid-screen.
      cell.closest('table')?.scrollIntoView({ block: 'start' });
      if (cell.getBoundingClientRect().bottom > innerHeight - 100) cell.scrollIntoView({ block: 'center' });
    });
  createEffect(
    on([focus, () => game.pack(), () => game.state.ready], ([f]) => {
      if (f) scrollToShot(60);
    }),
  );
  /** The logged shot that asked "Why 3?", while it is still in the log. */
  const shot = () => {
    const id = focus()?.shot;
    return id === undefined ? undefined : game.state.log.find((r) => r.id === id);
  };
  /** Opened from a shot that can still be shown: its result, or the pair being set up before the roll. */
  const fromShot = () =>
    Boolean(shot() || (focus()?.fromFire && !focus()?.shot && batteryId() && targetId()));
  /** Back to the result as it was (the pair chosen again if it was let go), brought into view. */
  const backToShot = () => {
    const record = shot();
    if (record) {
      if (batteryId() !== record.input.batteryId) chooseBattery(record.input.batteryId);
      if (targetId() !== record.input.targetId) chooseTarget(record.input.targetId);
      showResult(record.id);
    }
    const bringIntoView = (framesLeft: number) =>
      requestAnimationFrame(() => {
        const card = document.querySelector(record ? '.result-card' : '.screen.fire .verdict');
        if (card) card.scrollIntoView({ block: 'start' });
        else if (framesLeft > 0) bringIntoView(framesLeft - 1);
      });
    bringIntoView(60);
  };
  return (
    <section class="screen sheet-screen" aria-labelledby="tables-title">
      <div class="sheet-nav">
        <Show
          when={fromShot()}
          fallback={
            <a class="btn" href={routeHref({ screen: 'rules' })}>
              ← {s().backToRules}
            </a>
          }
        >
          <a class="btn" href={routeHref({ screen: 'fire' })} onClick={backToShot}>
            ← {s().backToShot}
          </a>
        </Show>
        <a class="btn" href={PRINT_HREF}>
          {s().toPrint}
        </a>
      </div>
      <h1 id="tables-title">{s().title}</h1>
      <PackHeader pack={game.pack()} withSource />
      <Show when={focus()}>{(f) => <ShotSummary focus={f()} />}</Show>
      <p class="how-to-read">{s().howToRead}</p>
      <RangesTable pack={game.pack()} scale={game.state.game.scale} focus={focus()} stacked />
      <ModifiersTable pack={game.pack()} focus={focus()} links />
      <CasualtyTables pack={game.pack()} focus={focus()} />
      <MoraleTable pack={game.pack()} />
    </section>
  );
}

export function TablesScreen() {
  const app = useApp();
  return (
    <Show when={app.route().param === PRINT_PARAM} fallback={<TablesView />}>
      <PrintView />
    </Show>
  );
}
