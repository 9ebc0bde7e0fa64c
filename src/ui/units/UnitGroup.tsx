/**
 * One side of the roster: its heading (the side as the players named it, and how many), then its
 * units as full cards or compact rows, drawn as they come near the screen (draw-near.ts).
 */

import { createMemo, For, lazy, Show, Suspense } from 'solid-js';
import { withWords } from '../../i18n';
import { reloadingOnMissingChunk } from '../../pwa/chunk-reload';
import type { UnitCard, UnitSide } from '../../records/model';
import type { CardActions } from './card-actions';
import type { RosterFire } from './roster-fire';
import { UnitCardView } from './UnitCardView';

// The compact rows and the choice of Cards or List are their own chunk (the first load stays within
// its budget), asked for as the first screen draws the choice: precached, there at once.
let rowsChunk: Promise<typeof import('./UnitRow')> | undefined;
const loadRows = reloadingOnMissingChunk(() => {
  rowsChunk ??= withWords(['unitRows'], () => import('./UnitRow'))();
  return rowsChunk;
});
const UnitRow = lazy(() => loadRows().then((m) => ({ default: m.UnitRow })));
export const RosterViewChoice = lazy(() => loadRows().then((m) => ({ default: m.RosterViewChoice })));

export interface GroupView {
  readonly groups: () => Record<UnitSide, UnitCard[]>;
  /** How many cards are drawn, over both sides in roster order (mine first). */
  readonly drawn: () => number;
  /** The mark after the last card drawn: near the screen, more are drawn. */
  readonly setMore: (el: Element) => void;
  /** Compact rows (List) rather than full cards. */
  readonly rows: () => boolean;
  readonly sideName: (side: UnitSide) => string;
  readonly emptyGroup: () => string;
  readonly fire: RosterFire;
  readonly gunMissing: (card: UnitCard) => boolean;
  /** A card's Edit, Duplicate and Delete (card-actions.ts, loaded on the first tap if not yet there). */
  readonly act: (run: (actions: CardActions) => unknown) => void;
}

export function UnitGroup(props: { side: UnitSide; view: GroupView }) {
  const v = props.view;
  const cards = () => v.groups()[props.side];
  const drawnCards = createMemo(() => {
    const all = cards();
    const budget = props.side === 'mine' ? v.drawn() : v.drawn() - v.groups().mine.length;
    return budget >= all.length ? all : all.slice(0, Math.max(0, budget));
  });
  const headingId = `units-group-${props.side}`;
  const firer = v.fire.armed;
  return (
    <section class="unit-group" classList={{ [props.side]: true }} aria-labelledby={headingId}>
      <h2 id={headingId} class="unit-group-title">
        <span class="side-dot" aria-hidden="true" />
        <span class="unit-group-name">{v.sideName(props.side)}</span>
        <span class="count">{cards().length}</span>
      </h2>
      <Show when={cards().length > 0} fallback={<p class="muted">{v.emptyGroup()}</p>}>
        {/* The rows' chunk, on its first use: the list shows once it is there (precached, at once). */}
        <Suspense>
          <ul class="unit-list" classList={{ rows: v.rows() }}>
            <For each={drawnCards()}>
              {(card) => {
                // The full card: on its own (Cards), or opened under its row (List), where firing
                // stays with the row's own button and the card has no tap of its own.
                const full = (rowOpen?: boolean) => (
                  <UnitCardView
                    card={card}
                    selected={firer()?.id === card.id}
                    tap={rowOpen ? undefined : v.fire.tapOf(card)}
                    gunMissing={v.gunMissing(card)}
                    onTap={() => {
                      v.fire.tap(card);
                    }}
                    onEdit={() => v.act((a) => a.edit(card))}
                    onDuplicate={() => v.act((a) => a.duplicate(card))}
                    onDelete={() => v.act((a) => a.remove(card))}
                  />
                );
                return (
                  <Show when={v.rows()} fallback={full()}>
                    <UnitRow
                      card={card}
                      selected={firer()?.id === card.id}
                      fire={{
                        tap: v.fire.tapOf(card),
                        run: () => {
                          v.fire.tap(card);
                        },
                      }}
                      gunMissing={v.gunMissing(card)}
                      full={() => full(true)}
                    />
                  </Show>
                );
              }}
            </For>
          </ul>
        </Suspense>
        <Show
          when={
            drawnCards().length < cards().length &&
            (props.side === 'mine' || v.groups().mine.length <= v.drawn())
          }
        >
          <div class="roster-more" ref={v.setMore} aria-hidden="true" />
        </Show>
      </Show>
    </section>
  );
}
