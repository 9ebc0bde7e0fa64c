/**
 * One ammunition's part of the Artillery Fire Casualty Table (artillery.procedure) as a grid:
 * a row per modified 2D6 score, a column per range band. Built for entering a printed column
 * on a phone: a number pad per cell, Enter goes down the column, then to the top of the next.
 * Half figures: the pad's "." or ",", or the grid's ½ key, which stays in reach above the cells
 * and leaves the keyboard up. A cell's problems sit in a line right under its row, tied to the
 * cell by aria-describedby.
 */

import { type Accessor, createMemo, createSignal, For, Index, Show } from 'solid-js';
import { AMMUNITION, type Ammo, RANGE_BANDS, type RangeBand } from '../../core/vocabulary';
import { formatNumber, wordsIn } from '../../i18n';
import { type AmmoTableForm, cellField, tidyFigures, toggleHalf } from '../../packs/form';
import { useApp } from '../../state';
import { Checkbox } from '../controls/Choices';
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

/** The grid's words: the packs' own and the table's terms (ammunition, range bands). */
function useGridWords() {
  const app = useApp();
  return {
    lang: () => app.lang(),
    t: () => wordsIn(app.lang(), 'packs'),
    words: () => wordsIn(app.lang(), 'terms'),
  };
}

/** The scores the grid shows, first to last: a − and a + for each end. */
function ScoreSpan(props: {
  ammoName: string;
  first: number;
  last: number;
  onSpan: (first: number, last: number) => void;
}) {
  const { lang, t } = useGridWords();
  const step = (label: string, symbol: '−' | '+', onClick: () => void, disabled: boolean) => (
    <button type="button" class="btn pk-step" aria-label={label} disabled={disabled} onClick={onClick}>
      {symbol}
    </button>
  );
  return (
    <fieldset class="pk-span">
      <legend>{t().scoreSpan}</legend>
      <div class="pk-span-row">
        <span>{t().scoreFrom}</span>
        {step(
          t().lower(`${props.ammoName}, ${t().scoreFrom}`),
          '−',
          () => props.onSpan(props.first - 1, props.last),
          false,
        )}
        <output class="pk-span-value">{formatNumber(lang(), props.first)}</output>
        {step(
          t().higher(`${props.ammoName}, ${t().scoreFrom}`),
          '+',
          () => props.onSpan(props.first + 1, props.last),
          props.first >= props.last,
        )}
      </div>
      <div class="pk-span-row">
        <span>{t().scoreTo}</span>
        {step(
          t().lower(`${props.ammoName}, ${t().scoreTo}`),
          '−',
          () => props.onSpan(props.first, props.last - 1),
          props.last <= props.first,
        )}
        <output class="pk-span-value">{formatNumber(lang(), props.last)}</output>
        {step(
          t().higher(`${props.ammoName}, ${t().scoreTo}`),
          '+',
          () => props.onSpan(props.first, props.last + 1),
          false,
        )}
      </div>
    </fieldset>
  );
}

/** The header: the score column, then each band's name and its "Can fire" box. */
function GridHead(props: { table: AmmoTableForm; onUsed: (band: RangeBand, used: boolean) => void }) {
  const { t, words } = useGridWords();
  return (
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
              <Checkbox
                look="check"
                class="pk-col-toggle"
                label={t().canFire}
                checked={props.table.bands[band].used}
                onChange={(used) => props.onUsed(band, used)}
              />
            </th>
          )}
        </For>
      </tr>
    </thead>
  );
}

interface ScoreRowProps {
  ammo: Ammo;
  table: AmmoTableForm;
  score: Accessor<number>;
  row: number;
  problems: (field: string) => readonly string[];
  onCell: (band: RangeBand, score: number, value: string) => void;
  onFocus: (band: RangeBand, score: number) => void;
}

/** One score: a cell per band (a dash where the band cannot fire), and its cells' problems under it. */
function ScoreRow(props: ScoreRowProps) {
  const { lang, t, words } = useGridWords();
  const ammoName = () => words().ammunition[props.ammo];
  const cellProblems = () =>
    RANGE_BANDS.flatMap((band) => {
      const field = cellField(props.ammo, band, props.score());
      const texts = props.problems(field);
      return texts.length > 0 ? [{ band, field, texts }] : [];
    });
  return (
    <>
      <tr>
        <th scope="row" class="pk-score">
          {formatNumber(lang(), props.score())}
        </th>
        <For each={RANGE_BANDS}>
          {(band) => {
            const field = () => cellField(props.ammo, band, props.score());
            const invalid = () => props.problems(field()).length > 0;
            return (
              <td classList={{ 'pk-off': !props.table.bands[band].used }}>
                <Show when={props.table.bands[band].used} fallback={<span aria-hidden="true">—</span>}>
                  <CellInput
                    field={field()}
                    class="pk-cell"
                    maxLength={6}
                    order={cellOrder(props.ammo, band, props.row)}
                    label={t().cellLabel(ammoName(), words().rangeBands[band], props.score())}
                    invalid={invalid()}
                    value={props.table.bands[band].cells[String(props.score())] ?? ''}
                    onFocus={() => props.onFocus(band, props.score())}
                    onInput={(value) => props.onCell(band, props.score(), value)}
                    onChange={(value) => {
                      const tidy = tidyFigures(value);
                      if (tidy !== value) props.onCell(band, props.score(), tidy);
                    }}
                  />
                </Show>
              </td>
            );
          }}
        </For>
      </tr>
      <Show when={cellProblems().length > 0}>
        <tr class="pk-row-problems">
          <td colSpan={4}>
            <For each={cellProblems()}>
              {(entry) => (
                <div class="pk-problems" id={errorId(entry.field)}>
                  <For each={entry.texts}>
                    {(text) => (
                      <p class="error">
                        {t().cellWhere(words().rangeBands[entry.band], formatNumber(lang(), props.score()))}:{' '}
                        {text}
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
  );
}

export function TableGrid(props: TableGridProps) {
  const { lang, t, words } = useGridWords();
  const scores = createMemo(() => {
    const list: number[] = [];
    for (let score = props.table.first; score <= props.table.last; score++) list.push(score);
    return list;
  });
  const ammoName = () => words().ammunition[props.ammo];
  /** The cell the ½ key works on: the last one the player was in. */
  const [current, setCurrent] = createSignal<{ band: RangeBand; score: number }>();
  const currentWhere = () => {
    const cell = current();
    return cell ? t().cellWhere(words().rangeBands[cell.band], formatNumber(lang(), cell.score)) : '';
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

  return (
    <section class="pk-grid-block" aria-labelledby={`pk-grid-${props.ammo}`}>
      <h3 id={`pk-grid-${props.ammo}`}>{ammoName()}</h3>
      <ScoreSpan
        ammoName={ammoName()}
        first={props.table.first}
        last={props.table.last}
        onSpan={props.onSpan}
      />
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
        <GridHead table={props.table} onUsed={props.onUsed} />
        <tbody>
          <Index each={scores()}>
            {(score, row) => (
              <ScoreRow
                ammo={props.ammo}
                table={props.table}
                score={score}
                row={row}
                problems={props.problems}
                onCell={props.onCell}
                onFocus={(band, at) => setCurrent({ band, score: at })}
              />
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
