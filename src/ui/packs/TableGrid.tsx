/**
 * One ammunition's part of the Artillery Fire Casualty Table (artillery.procedure) as a grid:
 * a row per modified 2D6 score, a column per range band. Built for entering a printed column
 * on a phone: a number pad per cell, Enter goes down the column, then to the top of the next.
 * Half figures: the pad's "." or ",", or the grid's ½ key, which stays in reach above the cells
 * and leaves the keyboard up. A cell's problems sit in a line right under its row, tied to the
 * cell by aria-describedby.
 */
import { createMemo, createSignal, For, Index, Show } from 'solid-js';
import { AMMUNITION, type Ammo, RANGE_BANDS, type RangeBand } from '../../core/vocabulary';
import { byLang } from '../../i18n';
import { engineWords, formatNumber } from '../../i18n/engine';
import { packsEn } from '../../i18n/packs';
import { packsRu } from '../../i18n/ru/packs';
import { type AmmoTableForm, cellField, tidyFigures, toggleHalf } from '../../packs/form';
import { useApp } from '../../state/app-context';
import { CellInput, errorId, FieldProblems, fieldId } from './fields';
import './form.css';
import './grid.css';

export interface TableGridProps {
  ammo: Ammo;
  table: AmmoTableForm;
  problems: (field: string) => readonly string[];
  onCell: (band: RangeBand, score: number, value: string) => void;
  onUsed: (band: RangeBand, used: boolean) => void;
  onSpan: (first: number, last: number) => void;
}

/** Order of a cell in Enter's walk: ammunition, then band, then score. */
function cellOrder(ammo: Ammo, band: RangeBand, row: number): number {
  return AMMUNITION.indexOf(ammo) * 10_000 + RANGE_BANDS.indexOf(band) * 100 + row;
}

/** Enter in a cell: the next cell down its column, or the top of the next column that can fire. */
export function focusNextCell(from: HTMLInputElement, root: ParentNode): boolean {
  const cells = [...root.querySelectorAll<HTMLInputElement>('input[data-cell]')].sort(
    (a, b) => Number(a.dataset.order) - Number(b.dataset.order),
  );
  const next = cells[cells.indexOf(from) + 1];
  if (!next) return false;
  next.focus();
  next.select();
  return true;
}

export function TableGrid(props: TableGridProps) {
  const app = useApp();
  const t = () => byLang(app.lang(), packsEn, packsRu);
  const words = () => engineWords(app.lang());
  const scores = createMemo(() => {
    const list: number[] = [];
    for (let score = props.table.first; score <= props.table.last; score++) list.push(score);
    return list;
  });
  const ammoName = () => words().ammunition[props.ammo];
  const spanButton = (label: string, symbol: '−' | '+', onClick: () => void, disabled: boolean) => (
    <button type="button" class="btn pk-step" aria-label={label} disabled={disabled} onClick={onClick}>
      {symbol}
    </button>
  );
  /** The cell the ½ key works on: the last one the player was in. */
  const [current, setCurrent] = createSignal<{ band: RangeBand; score: number }>();
  const currentWhere = () => {
    const cell = current();
    return cell ? t().cellWhere(words().rangeBands[cell.band], formatNumber(app.lang(), cell.score)) : '';
  };
  const addHalf = () => {
    const cell = current();
    const shown = cell && cell.score >= props.table.first && cell.score <= props.table.last;
    if (!cell || !shown || !props.table.bands[cell.band].used) return;
    const text = props.table.bands[cell.band].cells[String(cell.score)] ?? '';
    props.onCell(cell.band, cell.score, toggleHalf(text));
    const input = document.getElementById(fieldId(cellField(props.ammo, cell.band, cell.score)));
    if (input instanceof HTMLInputElement) {
      // Back to the cell (a keyboard or screen-reader press moved the focus to the key), caret at the end.
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  };
  const cellProblems = (score: number) =>
    RANGE_BANDS.flatMap((band) => {
      const field = cellField(props.ammo, band, score);
      const texts = props.problems(field);
      return texts.length > 0 ? [{ band, field, texts }] : [];
    });

  return (
    <section class="pk-grid-block" aria-labelledby={`pk-grid-${props.ammo}`}>
      <h3 id={`pk-grid-${props.ammo}`}>{ammoName()}</h3>
      <fieldset class="pk-span">
        <legend>{t().scoreSpan}</legend>
        <div class="pk-span-row">
          <span>{t().scoreFrom}</span>
          {spanButton(
            t().lower(`${ammoName()}, ${t().scoreFrom}`),
            '−',
            () => props.onSpan(props.table.first - 1, props.table.last),
            false,
          )}
          <output class="pk-span-value">{formatNumber(app.lang(), props.table.first)}</output>
          {spanButton(
            t().higher(`${ammoName()}, ${t().scoreFrom}`),
            '+',
            () => props.onSpan(props.table.first + 1, props.table.last),
            props.table.first >= props.table.last,
          )}
        </div>
        <div class="pk-span-row">
          <span>{t().scoreTo}</span>
          {spanButton(
            t().lower(`${ammoName()}, ${t().scoreTo}`),
            '−',
            () => props.onSpan(props.table.first, props.table.last - 1),
            props.table.last <= props.table.first,
          )}
          <output class="pk-span-value">{formatNumber(app.lang(), props.table.last)}</output>
          {spanButton(
            t().higher(`${ammoName()}, ${t().scoreTo}`),
            '+',
            () => props.onSpan(props.table.first, props.table.last + 1),
            false,
          )}
        </div>
      </fieldset>
      <div class="pk-keys">
        <p class="muted pk-keys-hint">{t().halvesHint}</p>
        <button
          type="button"
          class="btn pk-half"
          aria-label={current() ? t().halfKey(currentWhere()) : t().halfKeyIdle}
          disabled={current() === undefined}
          // Keeps the focus (and the phone's keyboard) in the cell while the key is pressed.
          onMouseDown={(e) => e.preventDefault()}
          onClick={addHalf}
        >
          ½
        </button>
      </div>
      <table class="pk-grid" data-grid={props.ammo}>
        <caption class="pk-visually-hidden">{`${t().table}: ${ammoName()}`}</caption>
        <thead>
          <tr>
            <th scope="col" class="pk-score-head">
              {t().score}
            </th>
            <For each={RANGE_BANDS}>
              {(band) => (
                <th scope="col">
                  <span class="pk-band-name" title={words().rangeBands[band]}>
                    {t().bandShort[band]}
                  </span>
                  <label class="pk-col-toggle">
                    <input
                      type="checkbox"
                      checked={props.table.bands[band].used}
                      onChange={(e) => props.onUsed(band, e.currentTarget.checked)}
                    />
                    <span>{t().canFire}</span>
                  </label>
                </th>
              )}
            </For>
          </tr>
        </thead>
        <tbody>
          <Index each={scores()}>
            {(score, row) => (
              <>
                <tr>
                  <th scope="row" class="pk-score">
                    {formatNumber(app.lang(), score())}
                  </th>
                  <For each={RANGE_BANDS}>
                    {(band) => {
                      const field = () => cellField(props.ammo, band, score());
                      const invalid = () => props.problems(field()).length > 0;
                      return (
                        <td classList={{ 'pk-off': !props.table.bands[band].used }}>
                          <Show
                            when={props.table.bands[band].used}
                            fallback={<span aria-hidden="true">—</span>}
                          >
                            <CellInput
                              field={field()}
                              class="pk-cell"
                              maxLength={6}
                              order={cellOrder(props.ammo, band, row)}
                              label={t().cellLabel(ammoName(), words().rangeBands[band], score())}
                              invalid={invalid()}
                              value={props.table.bands[band].cells[String(score())] ?? ''}
                              onFocus={() => setCurrent({ band, score: score() })}
                              onInput={(value) => props.onCell(band, score(), value)}
                              onChange={(value) => {
                                const tidy = tidyFigures(value);
                                if (tidy !== value) props.onCell(band, score(), tidy);
                              }}
                            />
                          </Show>
                        </td>
                      );
                    }}
                  </For>
                </tr>
                <Show when={cellProblems(score()).length > 0}>
                  <tr class="pk-row-problems">
                    <td colSpan={4}>
                      <For each={cellProblems(score())}>
                        {(entry) => (
                          <div class="pk-problems" id={errorId(entry.field)}>
                            <For each={entry.texts}>
                              {(text) => (
                                <p class="error">
                                  {t().cellWhere(
                                    words().rangeBands[entry.band],
                                    formatNumber(app.lang(), score()),
                                  )}
                                  : {text}
                                </p>
                              )}
                            </For>
                          </div>
                        )}
                      </For>
                    </td>
                  </tr>
                </Show>
              </>
            )}
          </Index>
        </tbody>
      </table>
      <For each={RANGE_BANDS}>
        {(band) => (
          <FieldProblems
            field={`table.${props.ammo}.${band}`}
            texts={props
              .problems(`table.${props.ammo}.${band}`)
              .map((text) => `${words().rangeBands[band]}: ${text}`)}
          />
        )}
      </For>
    </section>
  );
}
