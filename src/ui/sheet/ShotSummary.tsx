/**
 * "This shot" above the Tables view's highlighted tables: what the Fire screen pointed at, in words
 * (gun, ammunition, band, the cell read), and a warning when its gun or its pack is not the one in use.
 */

import { Show } from 'solid-js';
import { wordsIn } from '../../i18n';
import { useApp, useGame } from '../../state';
import type { SheetFocus } from './sheet-focus';
import { casualtyTables } from './sheet-model';

/** "This shot": what the Fire screen pointed at, in words, above the highlighted tables. */
export function ShotSummary(props: { focus: SheetFocus }) {
  const app = useApp();
  const game = useGame();
  const packs = game.packs;
  const s = () => wordsIn(app.lang(), 'sheet');
  const terms = () => wordsIn(app.lang(), 'terms');
  const pack = () => game.pack();
  const gun = () => pack().gunTypes.find((g) => g.id === props.focus.gun);
  const cell = () => {
    const { ammo, band, row } = props.focus;
    if (ammo === undefined || band === undefined || row === undefined) return undefined;
    const table = casualtyTables(pack()).find((t) => t.ammo === ammo);
    const index = ['canister', 'effective', 'long'].indexOf(band);
    const value = table?.rows.find((r) => r.score === row)?.cells[index];
    return value === undefined ? undefined : s().shotCell(row, wordsIn(app.lang(), 'fire').figures(value));
  };
  const otherPack = () => {
    const used = props.focus.pack;
    if (!used || (used.id === pack().id && used.version === pack().version)) return undefined;
    return s().otherPack(packs.nameOf(used.id, app.lang()) ?? used.id, used.version);
  };
  const parts = () =>
    [
      gun()?.name[app.lang()],
      props.focus.ammo ? terms().ammunition[props.focus.ammo] : undefined,
      props.focus.band ? terms().rangeBands[props.focus.band] : undefined,
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
