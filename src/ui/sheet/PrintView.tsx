/**
 * The Tables view's print view (`#/tables/print`): the player picks the parts (the sheet, the rules
 * text, the range sticks) and the sticks' scale, is asked first before a long printout, and prints
 * the paper drawn below the controls.
 */

import { createSignal, For, Show } from 'solid-js';
import { SCALES, type Scale } from '../../core';
import { wordsIn } from '../../i18n';
import { routeHref, useApp, useGame } from '../../state';
import { Checkbox } from '../controls/Choices';
import { Segmented } from '../controls/Segmented';
import { PRINT_PAGES_WARN, printPages } from './print-model';
import { RangeSticks } from './RangeSticks';
import { RulesPart } from './RulesPart';
import { CasualtyTables, ModifiersTable, PackHeader, RangesTable } from './SheetParts';

type Part = 'sheet' | 'rules' | 'sticks';

export function PrintView() {
  const app = useApp();
  const game = useGame();
  const s = () => wordsIn(app.lang(), 'sheet');
  const terms = () => wordsIn(app.lang(), 'terms');
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
          label={(x) => terms().scaleHints[x]}
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
