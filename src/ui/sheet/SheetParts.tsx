/**
 * The pieces of the quick-reference sheet, drawn from the active pack: shared by the Tables view
 * (on screen, with the current shot highlighted) and its print view (on paper).
 */

import { For, Show } from 'solid-js';
import type { ValidatedPack } from '../../core';
import { RANGE_BANDS, type Scale } from '../../core';
import { formatFigures, formatNumber, formatSigned, wordsIn } from '../../i18n';
import { modifierName, ruleTitle } from '../../i18n/engine';
import { BUILT_IN_PACK_ID } from '../../packs';
import { useApp } from '../../state';
import { RuleLink } from '../parts/RuleLink';
import type { SheetFocus } from './sheet-focus';
import { casualtyTables, gunRangeRows, moraleRows, sheetModifiers } from './sheet-model';

/** Marks a highlighted row or cell for screen readers (the colour says it to the eye). */
function ThisShot(props: { when: boolean }) {
  const app = useApp();
  const s = () => wordsIn(app.lang(), 'sheet');
  return (
    <Show when={props.when}>
      <span class="visually-hidden"> {s().thisShotMark}</span>
    </Show>
  );
}

/** The pack's name, version and source; the practice warning when its numbers are not a rulebook's. */
export function PackHeader(props: { pack: ValidatedPack; withSource?: boolean }) {
  const app = useApp();
  const s = () => wordsIn(app.lang(), 'sheet');
  // The built-in pack's name IS the practice warning (as on the result card): say it once.
  const builtIn = () => props.pack.id === BUILT_IN_PACK_ID;
  return (
    <div class="sheet-pack">
      <p class="pack-line">
        {s().packLabel}:{' '}
        <Show
          when={!builtIn()}
          fallback={<strong class="practice-label">{props.pack.name[app.lang()]}</strong>}
        >
          <strong>{props.pack.name[app.lang()]}</strong>
        </Show>{' '}
        · {s().version(props.pack.version)}
        <Show when={!props.pack.official && !builtIn()}>
          <strong class="practice-label"> — {s().practice}</strong>
        </Show>
      </p>
      <Show when={props.withSource}>
        <p class="pack-source">
          {s().source}: {props.pack.source[app.lang()]}
        </p>
      </Show>
    </div>
  );
}

/** Gun ranges per gun type in one scale; `stacked` puts each gun's name above its three bands (narrow screens). */
export function RangesTable(props: {
  pack: ValidatedPack;
  scale: Scale;
  focus?: SheetFocus;
  stacked: boolean;
}) {
  const app = useApp();
  const s = () => wordsIn(app.lang(), 'sheet');
  const rows = () => gunRangeRows(props.pack, props.scale);
  const n = (value: number) => formatNumber(app.lang(), value);
  const hitGun = (id: string) => props.focus?.gun === id;
  return (
    <table class="sheet-table ranges" classList={{ stacked: props.stacked }}>
      <caption>
        <span class="table-title">{s().rangesTitle}</span>{' '}
        <span class="table-caption">{s().rangesCaption(props.scale)}</span>
        <Show when={!props.pack.scales.includes(props.scale)}>
          {' '}
          <strong>{s().notForScale(props.scale)}</strong>
        </Show>
      </caption>
      <thead>
        <tr>
          <Show when={!props.stacked}>
            <th scope="col">{s().gun}</th>
          </Show>
          <For each={RANGE_BANDS}>{(band) => <th scope="col">{s().bandShort[band]}</th>}</For>
        </tr>
      </thead>
      <For each={rows()}>
        {(gun) => {
          const cells = () => (
            <For each={gun.bands}>
              {(span) => {
                const hit = () => hitGun(gun.id) && props.focus?.band === span.band;
                return (
                  <td class="num" classList={{ 'cell-hit': hit() }}>
                    {n(span.from)}–{n(span.to)}
                    <ThisShot when={hit()} />
                  </td>
                );
              }}
            </For>
          );
          return (
            <tbody classList={{ 'row-hit': hitGun(gun.id) }}>
              <Show
                when={props.stacked}
                fallback={
                  <tr>
                    <th scope="row">
                      {gun.name[app.lang()]}
                      <ThisShot when={hitGun(gun.id)} />
                    </th>
                    {cells()}
                  </tr>
                }
              >
                <tr>
                  <th scope="rowgroup" colSpan={3} class="gun-name">
                    {gun.name[app.lang()]}
                    <ThisShot when={hitGun(gun.id)} />
                  </th>
                </tr>
                <tr>{cells()}</tr>
              </Show>
            </tbody>
          );
        }}
      </For>
    </table>
  );
}

/** Every modifier with its value and its clause (a link on screen, the clause's title on paper). */
export function ModifiersTable(props: { pack: ValidatedPack; focus?: SheetFocus; links: boolean }) {
  const app = useApp();
  const s = () => wordsIn(app.lang(), 'sheet');
  const hit = (code: string) => props.focus?.mods.includes(code as never) ?? false;
  return (
    <table class="sheet-table modifiers-table">
      <caption>
        <span class="table-title">{s().modifiersTitle}</span>{' '}
        <span class="table-caption">{s().modifiersCaption}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">{s().value}</th>
          <th scope="col">{s().modifier}</th>
          <Show when={!props.links}>
            <th scope="col">{s().clause}</th>
          </Show>
        </tr>
      </thead>
      <tbody>
        <For each={sheetModifiers(props.pack)}>
          {(m) => (
            <tr classList={{ 'row-hit': hit(m.code) }}>
              <td class="num mod-value">{formatSigned(app.lang(), m.value)}</td>
              <th scope="row">
                {modifierName(app.lang(), m)}
                <ThisShot when={hit(m.code)} />
                {/* On screen the clause is a link under the modifier: a third column does not fit 320 px. */}
                <Show when={props.links}>
                  <span class="mod-clause">
                    <RuleLink ruleRef={m.ruleRef} title={ruleTitle(app.lang(), m.ruleRef)} />
                  </span>
                </Show>
              </th>
              <Show when={!props.links}>
                <td class="clause-cell">{ruleTitle(app.lang(), m.ruleRef)}</td>
              </Show>
            </tr>
          )}
        </For>
      </tbody>
    </table>
  );
}

/** The pack's morale thresholds with its own words, or that it gives none (then nothing is marked). */
export function MoraleTable(props: { pack: ValidatedPack }) {
  const app = useApp();
  const s = () => wordsIn(app.lang(), 'sheet');
  return (
    <Show
      when={moraleRows(props.pack).length > 0}
      fallback={
        <p class="morale-none">
          <span class="table-title">{s().moraleTitle}</span>{' '}
          <span class="table-caption">{s().moraleNone}</span>
        </p>
      }
    >
      <table class="sheet-table morale-table">
        <caption>
          <span class="table-title">{s().moraleTitle}</span>{' '}
          <span class="table-caption">{s().moraleCaption}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{s().threshold}</th>
            <th scope="col">{s().moraleWords}</th>
          </tr>
        </thead>
        <tbody>
          <For each={moraleRows(props.pack)}>
            {(row) => (
              <tr>
                <th scope="row">{s().moraleKind[row.kind](row.percent)}</th>
                <td>{row.words[app.lang()]}</td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
    </Show>
  );
}

/** The casualty table, one per ammunition; the shot's cell, its row and column highlighted. */
export function CasualtyTables(props: { pack: ValidatedPack; focus?: SheetFocus }) {
  const app = useApp();
  const s = () => wordsIn(app.lang(), 'sheet');
  const terms = () => wordsIn(app.lang(), 'terms');
  return (
    <div class="casualty-tables">
      <For each={casualtyTables(props.pack)}>
        {(table) => {
          const inFocus = () => props.focus?.ammo === table.ammo;
          const colHit = (band: string) => inFocus() && props.focus?.band === band;
          const rowHit = (score: number) => inFocus() && props.focus?.row === score;
          return (
            <table class="sheet-table casualties" classList={{ 'table-hit': inFocus() }}>
              <caption>
                <span class="table-title">{s().casualtiesTitle(terms().ammunition[table.ammo])}</span>{' '}
                <span class="table-caption">{s().casualtiesCaption}</span>
                <For each={table.bands.filter((column) => !column.possible)}>
                  {(column) => (
                    <span class="table-caption"> {s().cannotFire(terms().rangeBands[column.band])}</span>
                  )}
                </For>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{s().score}</th>
                  <For each={table.bands}>
                    {(column) => (
                      <th scope="col" classList={{ 'col-hit': colHit(column.band) }}>
                        {s().bandShort[column.band]}
                        <ThisShot when={colHit(column.band)} />
                      </th>
                    )}
                  </For>
                </tr>
              </thead>
              <tbody>
                <For each={table.rows}>
                  {(row) => (
                    <tr classList={{ 'row-hit': rowHit(row.score) }}>
                      <th scope="row" class="num">
                        {formatNumber(app.lang(), row.score)}
                      </th>
                      <For each={row.cells}>
                        {(cell, index) => {
                          const band = () => table.bands[index()]?.band ?? 'long';
                          const hit = () => rowHit(row.score) && colHit(band());
                          return (
                            <td
                              class="num"
                              classList={{
                                'cell-hit': hit(),
                                'col-hit': colHit(band()) && !hit(),
                                impossible: !table.bands[index()]?.possible,
                              }}
                            >
                              {cell === undefined ? '—' : formatFigures(app.lang(), cell)}
                              <ThisShot when={hit()} />
                            </td>
                          );
                        }}
                      </For>
                    </tr>
                  )}
                </For>
              </tbody>
            </table>
          );
        }}
      </For>
    </div>
  );
}
