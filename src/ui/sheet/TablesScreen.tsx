/**
 * The Tables view (`#/tables`) of the active rule pack, with the Fire screen's shot highlighted
 * (`#/tables/gun=…&ammo=…`), and its print view (`#/tables/print`): the sheet, the rules text and
 * the range sticks on paper. Its own chunk: nothing here is in the first load.
 */

import { createEffect, createMemo, createSignal, For, on, Show } from 'solid-js';
import { SCALES, type Scale } from '../../core';
import { clauseById, sections } from '../../reference';
import { useApp } from '../../state/app-context';
import { batteryId, chooseBattery, chooseTarget, showResult, targetId } from '../../state/fire-selection';
import { useGame } from '../../state/game';
import { usePacks } from '../../state/packs';
import { routeHref } from '../../state/router';
import { Checkbox } from '../controls/Choices';
import { Segmented } from '../controls/Segmented';
import '../controls/controls.css';
import { fireText } from '../parts/fire-text';
import { useWords } from '../parts/words';
import { RangeSticks } from './RangeSticks';
import { CasualtyTables, ModifiersTable, PackHeader, RangesTable, useSheetWords } from './SheetParts';
import {
  casualtyTables,
  PRINT_PAGES_WARN,
  PRINT_PARAM,
  parseFocus,
  printPages,
  type SheetFocus,
} from './sheet-model';
import './sheet.css';

const PRINT_HREF = routeHref({ screen: 'tables', param: PRINT_PARAM });

/** "This shot": what the Fire screen pointed at, in words, above the highlighted tables. */
function ShotSummary(props: { focus: SheetFocus }) {
  const app = useApp();
  const game = useGame();
  const packs = usePacks();
  const s = useSheetWords();
  const words = useWords();
  const pack = () => game.pack();
  const gun = () => pack().gunTypes.find((g) => g.id === props.focus.gun);
  const cell = () => {
    const { ammo, band, row } = props.focus;
    if (ammo === undefined || band === undefined || row === undefined) return undefined;
    const table = casualtyTables(pack()).find((t) => t.ammo === ammo);
    const index = ['canister', 'effective', 'long'].indexOf(band);
    const value = table?.rows.find((r) => r.score === row)?.cells[index];
    return value === undefined ? undefined : s().shotCell(row, fireText(app.lang()).figures(value));
  };
  const otherPack = () => {
    const used = props.focus.pack;
    if (!used || (used.id === pack().id && used.version === pack().version)) return undefined;
    return s().otherPack(packs.nameOf(used.id, app.lang()) ?? used.id, used.version);
  };
  const parts = () =>
    [
      gun()?.name[app.lang()],
      props.focus.ammo ? words().ammo(props.focus.ammo) : undefined,
      props.focus.band ? words().band(props.focus.band) : undefined,
      cell(),
    ].filter((part): part is string => Boolean(part));
  return (
    <div class="shot-focus">
      <h2>{s().thisShot}</h2>
      <p class="shot-focus-line">{parts().join(' · ')}</p>
      <Show when={props.focus.gun !== undefined && gun() === undefined}>
        <p class="warn-text">{s().gunMissing}</p>
      </Show>
      <Show when={otherPack()}>{(text) => <p class="warn-text">{text()}</p>}</Show>
    </div>
  );
}

function TablesView() {
  const app = useApp();
  const game = useGame();
  const s = useSheetWords();
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
    </section>
  );
}

/** The reference chapter's clauses, in the chosen language: the second part of the printout. */
function RulesPart() {
  const app = useApp();
  const s = useSheetWords();
  return (
    <section class="part part-rules" aria-labelledby="part-rules-title">
      <h2 id="part-rules-title" class="part-title">
        {s().rulesFor}
      </h2>
      <For each={sections}>
        {(section) => (
          <section class="print-section" aria-labelledby={`print-section-${section.id}`}>
            <h3 id={`print-section-${section.id}`}>{section.title[app.lang()]}</h3>
            <For each={section.clauses}>
              {(id) => {
                const clause = clauseById(id);
                const heading = section.headings.find((h) => h.before === id);
                return (
                  <>
                    {heading ? <h4 class="print-heading">{heading[app.lang()]}</h4> : null}
                    {clause ? (
                      <p class="print-clause">
                        <strong>{clause.label[app.lang()]}</strong> {clause.text[app.lang()]}{' '}
                        <span class="clause-id">[{clause.id}]</span>
                      </p>
                    ) : null}
                  </>
                );
              }}
            </For>
          </section>
        )}
      </For>
    </section>
  );
}

type Part = 'sheet' | 'rules' | 'sticks';

function PrintView() {
  const app = useApp();
  const game = useGame();
  const s = useSheetWords();
  const words = useWords();
  const [parts, setParts] = createSignal<Record<Part, boolean>>({ sheet: true, rules: true, sticks: true });
  const [scale, setScale] = createSignal<Scale>(game.state.game.scale);
  /** The page count the player is asked about before a long printout (undefined: not asking). */
  const [asking, setAsking] = createSignal<number>();
  const toggle = (part: Part, on: boolean) => {
    setAsking(undefined);
    setParts({ ...parts(), [part]: on });
  };
  const print = () => {
    const pages = printPages(game.pack(), parts(), scale());
    if (pages > PRINT_PAGES_WARN) setAsking(pages);
    else window.print();
  };
  const label: Record<Part, () => string> = {
    sheet: () => s().partSheet,
    rules: () => s().partRules,
    sticks: () => s().partSticks,
  };
  return (
    <section class="screen sheet-print" aria-labelledby="print-title">
      <div class="print-controls">
        <div class="sheet-nav">
          <a class="btn" href={routeHref({ screen: 'tables' })}>
            ← {s().backToTables}
          </a>
        </div>
        <h1 id="print-title">{s().printTitle}</h1>
        <fieldset class="print-parts">
          <legend>{s().parts}</legend>
          <For each={['sheet', 'rules', 'sticks'] as const}>
            {(part) => (
              <Checkbox
                look="check"
                name={`part-${part}`}
                label={label[part]()}
                checked={parts()[part]}
                onChange={(on) => toggle(part, on)}
              />
            )}
          </For>
        </fieldset>
        <Segmented
          name="sheet-scale"
          legend={s().sticksIn}
          options={SCALES}
          value={scale()}
          label={(x) => words().all.scaleHints[x]}
          onChange={(next) => {
            setAsking(undefined);
            setScale(next);
          }}
        />
        <p class="muted">{s().printHint}</p>
        <Show
          when={asking()}
          fallback={
            <button type="button" class="btn primary print-button" onClick={print}>
              {s().print}
            </button>
          }
        >
          {(pages) => (
            <div class="print-warning" role="alert">
              <p>
                <strong>{s().manyPages(pages())}</strong>
              </p>
              <p class="muted">
                {s().manyPagesHint}
                <Show when={scale() === 'in' && parts().sticks}> {s().inchSticksLonger}</Show>
              </p>
              <div class="print-warning-actions">
                <button
                  type="button"
                  class="btn primary print-button"
                  ref={(el) => queueMicrotask(() => el.focus())}
                  onClick={() => {
                    setAsking(undefined);
                    window.print();
                  }}
                >
                  {s().printAnyway(pages())}
                </button>
                <button type="button" class="btn" onClick={() => setAsking(undefined)}>
                  {s().cancelPrint}
                </button>
              </div>
            </div>
          )}
        </Show>
      </div>
      <div class="paper" lang={app.lang()}>
        <Show when={parts().sheet}>
          <section class="part part-sheet" aria-labelledby="part-sheet-title">
            <header class="paper-head">
              <h2 id="part-sheet-title" class="part-title">
                {s().sheetFor}
              </h2>
              <PackHeader pack={game.pack()} withSource />
            </header>
            <p class="how-to-read">{s().howToRead}</p>
            <RangesTable pack={game.pack()} scale={scale()} stacked={false} />
            <ModifiersTable pack={game.pack()} links={false} />
            <CasualtyTables pack={game.pack()} />
            <p class="paper-foot">Grand Battery</p>
          </section>
        </Show>
        <Show when={parts().rules}>
          <RulesPart />
        </Show>
        <Show when={parts().sticks}>
          <RangeSticks pack={game.pack()} scale={scale()} />
        </Show>
      </div>
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
