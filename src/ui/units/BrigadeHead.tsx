/**
 * A brigade's heading on the roster (issue 34): its name, its commander and rating, figures now /
 * at start, losses and batteries yet to fire this turn; a tap folds or unfolds it (kept on the
 * phone). Its ⋯ opens the brigade's own panel: rename, commander, rating, move up or down, a new
 * unit in it, delete (with Undo). And a side's own tools: a new brigade, and "I play this side".
 * In the rows' chunk (UnitRow.tsx re-exports it): not on the first screen's code.
 */
import { createSignal, For, Show } from 'solid-js';
import { isolateName, wordsIn } from '../../i18n';
import type { UnitSide } from '../../records';
import { type BrigadeGroup, brigadesOf, brigadeTotals, type RosterEdit, useApp, useGame } from '../../state';
import { TextField } from '../controls/Field';
import { useHeed } from '../heed';
import { showToast } from '../Toasts';
import { folded, toggleFold } from './brigade-fold';
import type { CardActions } from './card-actions';
import type { RosterFire } from './roster-fire';

/** The brigade whose panel is open (one at a time). */
const [editing, setEditing] = createSignal<string>();

export function BrigadeHead(props: {
  side: UnitSide;
  group: BrigadeGroup;
  fire: RosterFire;
  act: (run: (actions: CardActions) => unknown) => void;
}) {
  const app = useApp();
  const game = useGame();
  const r = () => wordsIn(app.lang(), 'unitRows');
  const totals = () => brigadeTotals(props.group.units, (u) => game.fired().has(u.id));
  const percent = () => Math.round(totals().lossShare * 100);
  const brigade = () => props.group.brigade;
  const open = () => !(brigade() && folded().includes(brigade()?.id ?? ''));
  const sums = () => (
    <>
      <span class="brigade-sum" aria-hidden="true">
        <span>{r().brigadeFigures(totals().figures, totals().start)}</span>
        <Show when={percent() > 0}>
          <span class="brigade-losses">{r().brigadeLosses(percent())}</span>
        </Show>
        <Show when={totals().toFire > 0}>
          <span class="brigade-to-fire">{r().toFire(totals().toFire)}</span>
        </Show>
      </span>
      <span class="visually-hidden">
        {r().brigadeSumLabel(
          totals().figures,
          totals().start,
          percent(),
          totals().toFire,
          totals().batteries,
        )}
      </span>
    </>
  );
  return (
    <Show
      when={brigade()}
      fallback={
        <h3 class="brigade-title unattached">
          <span class="brigade-line">
            <span class="brigade-name">{r().unattached}</span>
            {sums()}
          </span>
        </h3>
      }
    >
      {(b) => (
        <>
          <div class="brigade-head">
            <h3 class="brigade-title">
              <button
                type="button"
                class="brigade-fold"
                data-fire-keep
                aria-expanded={open()}
                onClick={() => toggleFold(b().id)}
              >
                <span class="brigade-chevron" aria-hidden="true">
                  {open() ? '▾' : '▸'}
                </span>
                <span class="brigade-line">
                  <span class="brigade-name">
                    <bdi>{b().name}</bdi>
                  </span>
                  <Show when={b().commander || b().rating}>
                    <span class="brigade-commander">
                      <bdi>{b().commander}</bdi>
                      <Show when={b().rating}>
                        {b().commander ? ' · ' : ''}
                        <bdi>{b().rating}</bdi>
                      </Show>
                    </span>
                  </Show>
                  {sums()}
                </span>
              </button>
            </h3>
            <button
              type="button"
              class="btn brigade-manage"
              data-fire-keep
              aria-label={r().manage(b().name)}
              aria-expanded={editing() === b().id}
              onClick={() => setEditing((id) => (id === b().id ? undefined : b().id))}
            >
              ⋯
            </button>
          </div>
          <Show when={editing() === b().id}>
            <BrigadePanel id={b().id} side={props.side} act={props.act} />
          </Show>
        </>
      )}
    </Show>
  );
}

/** The brigade's panel: its name, commander and rating, its place, a new unit in it, Delete. */
function BrigadePanel(props: {
  id: string;
  side: UnitSide;
  act: (run: (actions: CardActions) => unknown) => void;
}) {
  const app = useApp();
  const game = useGame();
  const heed = useHeed();
  const r = () => wordsIn(app.lang(), 'unitRows');
  const held = () => game.state.brigades.find((b) => b.id === props.id);
  const [name, setName] = createSignal(held()?.name ?? '');
  const [commander, setCommander] = createSignal(held()?.commander ?? '');
  const [rating, setRating] = createSignal(held()?.rating ?? '');
  const place = () => brigadesOf(game.state.brigades, props.side).findIndex((b) => b.id === props.id);
  const count = () => brigadesOf(game.state.brigades, props.side).length;
  const named = () => isolateName(held()?.name ?? '');
  /** A change said, with its Undo (one write puts it back). */
  const said = (text: string) => (edit: RosterEdit) =>
    showToast(text, { undo: () => heed(game.brigades.undo(edit), {}) });
  const save = (event: Event) => {
    event.preventDefault();
    const trimmed = name().trim();
    if (!trimmed) return;
    heed(
      game.brigades.update(props.id, {
        name: trimmed.slice(0, 60),
        commander: commander().trim().slice(0, 60),
        rating: rating().trim().slice(0, 40),
      }),
      { done: (edit) => said(r().brigadeSaved(isolateName(trimmed)))(edit) },
    );
    setEditing(undefined);
  };
  const move = (to: number) =>
    heed(game.brigades.reorder(props.id, to), { done: said(r().brigadeMoved(named())) });
  const remove = () => {
    const what = named();
    setEditing(undefined);
    heed(game.brigades.remove(props.id), {
      done: (edit) =>
        showToast(r().brigadeDeleted(what), {
          undo: () => heed(game.brigades.undo(edit), { done: () => showToast(r().brigadeBack(what)) }),
        }),
    });
  };
  const listId = `brigade-ratings-${props.id}`;
  return (
    <form class="brigade-panel" data-fire-keep onSubmit={save} noValidate>
      <TextField
        id={`brigade-name-${props.id}`}
        label={r().brigadeName}
        value={name()}
        maxLength={60}
        errors={name().trim() ? [] : [r().brigadeNameRequired]}
        onInput={setName}
      />
      <TextField
        id={`brigade-commander-${props.id}`}
        label={r().commander}
        value={commander()}
        maxLength={60}
        onInput={setCommander}
      />
      <div class="field">
        <label for={`brigade-rating-${props.id}`}>{r().rating}</label>
        <input
          id={`brigade-rating-${props.id}`}
          class="text-input"
          list={listId}
          maxLength={40}
          autocomplete="off"
          value={rating()}
          onInput={(e) => setRating(e.currentTarget.value)}
        />
        <datalist id={listId}>
          <For each={r().ratings}>{(word) => <option value={word} />}</For>
        </datalist>
      </div>
      <div class="brigade-panel-buttons">
        <button type="submit" class="btn primary">
          {r().saveBrigade}
        </button>
        <button type="button" class="btn" disabled={place() <= 0} onClick={() => move(place() - 1)}>
          {r().moveUp}
        </button>
        <button type="button" class="btn" disabled={place() >= count() - 1} onClick={() => move(place() + 1)}>
          {r().moveDown}
        </button>
        <button
          type="button"
          class="btn"
          onClick={() => {
            setEditing(undefined);
            props.act((a) => a.create('infantry', { side: props.side, brigadeId: props.id }));
          }}
        >
          {r().newUnitHere}
        </button>
        <button type="button" class="btn danger" onClick={remove}>
          {r().deleteBrigade}
        </button>
        <button type="button" class="btn" onClick={() => setEditing(undefined)}>
          {r().closeBrigade}
        </button>
      </div>
    </form>
  );
}

/**
 * A side's tools, under the roster with what is set before play: a new brigade; "I play this side"
 * where this phone plays the other. A group named by the side.
 */
export function SideTools(props: {
  side: UnitSide;
  sideName: string;
  act: (run: (actions: CardActions) => unknown) => void;
}) {
  const app = useApp();
  const game = useGame();
  const heed = useHeed();
  const r = () => wordsIn(app.lang(), 'unitRows');
  const own = () => game.state.game.ownSide ?? 'mine';
  const addBrigade = () => {
    const name = r().defaultBrigadeName(brigadesOf(game.state.brigades, props.side).length + 1);
    heed(game.brigades.add(props.side, { name }), {
      done: (added) => {
        const id = added.brigadeIds[0];
        setEditing(id);
        showToast(r().brigadeAdded(isolateName(name)), { undo: () => heed(game.brigades.undo(added), {}) });
        requestAnimationFrame(() => {
          const input = document.getElementById(`brigade-name-${id}`) as HTMLInputElement | null;
          input?.focus();
          input?.select();
        });
      },
    });
  };
  return (
    <fieldset class="side-tools" data-fire-keep>
      <legend class="side-tools-name">{props.sideName}</legend>
      <button type="button" class="btn" onClick={addBrigade}>
        {r().newBrigade}
      </button>
      <Show when={own() !== props.side && game.state.units.length > 0}>
        <button
          type="button"
          class="btn"
          aria-label={r().playThisSideLabel(props.sideName)}
          onClick={() => heed(game.turns.update({ ownSide: props.side }), {})}
        >
          {r().playThisSide}
        </button>
      </Show>
    </fieldset>
  );
}
