/**
 * One side of the roster: its heading (the side as the players named it, "yours" on the side this
 * phone plays, and how many), then its brigades in their order, each under its heading (commander,
 * figures now / at start, losses, batteries yet to fire; folds and unfolds), the unattached last;
 * units as full cards or compact rows, drawn as they come near the screen (draw-near.ts).
 */

// The sides' and the firing banner's styles first: before the cards' and rows' (units.css's place
// when it held them, in the first load), so a card's or a row's own rules still win a tie.
import './roster.css';
import { createMemo, For, Index, Show } from 'solid-js';
import { isolateName, wordsIn } from '../../i18n';
import type { UnitCard, UnitSide } from '../../records';
import { type BrigadeGroup, useApp, useGame } from '../../state';
import { BrigadeHead } from './BrigadeHead';
import { folded } from './brigade-fold';
import type { CardActions } from './card-actions';
import type { RosterFire } from './roster-fire';
import { UnitCardView } from './UnitCardView';
import { UnitRow } from './UnitRow';

// The rows, the cards, the brigade headings and the choice of Cards or List: this module is the
// roster's own chunk (UnitsScreen asks for it as the first screen draws; precached, there at once),
// so the first load carries none of them.
export { SideTools } from './BrigadeHead';
export { RosterViewChoice } from './UnitRow';

export interface GroupView {
  /** Each side's units in roster order (its brigades in order, the unattached last). */
  readonly groups: () => Record<UnitSide, UnitCard[]>;
  /** Each side by brigade. */
  readonly brigades: () => Record<UnitSide, BrigadeGroup[]>;
  /** The sides in roster order: this phone's own first. */
  readonly sides: () => readonly UnitSide[];
  /** How many cards are drawn, over both sides in roster order. */
  readonly drawn: () => number;
  /** The mark after the last card drawn: near the screen, more are drawn. */
  readonly setMore: (el: Element) => void;
  /** Compact rows (List) rather than full cards. */
  readonly rows: () => boolean;
  readonly fire: RosterFire;
  readonly gunMissing: (card: UnitCard) => boolean;
  /** A card's Edit, Duplicate and Delete (card-actions.ts, loaded on the first tap if not yet there). */
  readonly act: (run: (actions: CardActions) => unknown) => void;
}

/** The side as the players named it (Settings), else "Mine" / "Opponent"; "yours" on this phone's own once said. */
export function useSideTitle(): (side: UnitSide) => string {
  const app = useApp();
  const game = useGame();
  return (side) => {
    const named =
      isolateName(game.state.game.sideNames[side]?.trim() ?? '') || wordsIn(app.lang(), 'names').sides[side];
    // The side this phone plays says so, once the player has said which (or named the sides).
    const own = (game.state.game.ownSide ?? 'mine') === side;
    const told = game.state.game.ownSide !== undefined || game.state.game.sideNames[side]?.trim();
    return own && told ? `${named} · ${wordsIn(app.lang(), 'unitRows').card.yours}` : named;
  };
}

export function UnitGroup(props: { side: UnitSide; view: GroupView }) {
  const app = useApp();
  const sideTitle = useSideTitle();
  const v = props.view;
  const cards = () => v.groups()[props.side];
  /** How many of this side's cards are drawn (the sides before it drawn first). */
  const budget = createMemo(() => {
    const before = v
      .sides()
      .slice(0, v.sides().indexOf(props.side))
      .reduce((n, s) => n + v.groups()[s].length, 0);
    return v.drawn() - before;
  });
  const headingId = `units-group-${props.side}`;
  const hasBrigades = () => v.brigades()[props.side].some((g) => g.brigade);
  return (
    <section
      class="unit-group"
      classList={{ [props.side]: true, rows: v.rows() }}
      aria-labelledby={headingId}
    >
      <div class="unit-group-head">
        <h2 id={headingId} class="unit-group-title">
          <span class="side-dot" aria-hidden="true" />
          <span class="unit-group-name">{sideTitle(props.side)}</span>
          <span class="count">{cards().length}</span>
        </h2>
      </div>
      <Show
        when={cards().length > 0 || hasBrigades()}
        fallback={<p class="muted">{wordsIn(app.lang(), 'unitRows').card.emptyGroup}</p>}
      >
        <For each={v.brigades()[props.side]}>
          {(group, i) => {
            const offset = () =>
              v
                .brigades()
                [props.side].slice(0, i())
                .reduce((n, g) => n + g.units.length, 0);
            const shown = createMemo(() => {
              const room = budget() - offset();
              return room >= group.units.length ? group.units : group.units.slice(0, Math.max(0, room));
            });
            const open = () => !(group.brigade && folded().includes(group.brigade.id));
            return (
              <div class="brigade" classList={{ unattached: !group.brigade }}>
                <Show when={hasBrigades()}>
                  <BrigadeHead side={props.side} group={group} fire={v.fire} act={v.act} />
                </Show>
                <Show when={open() && shown().length > 0}>
                  <Units cards={shown()} total={group.units.length} view={v} />
                </Show>
              </div>
            );
          }}
        </For>
        <Show when={budget() < cards().length && budget() >= 0}>
          <div class="roster-more" ref={v.setMore} aria-hidden="true" />
        </Show>
      </Show>
    </section>
  );
}

/**
 * How many units one list holds before the next list starts. Each list is painted as a layer of its
 * own (roster.css): as a long roster scrolls, Chrome re-records only the lists newly in reach, not
 * every row within thousands of pixels of the screen (issue 34: a 500-unit roster flicked at 4× CPU,
 * frame p95 33 → 16.7 ms). A brigade is 4 to 8 units: one list; only a long unattached group is split.
 */
const LIST_CHUNK = 20;

/**
 * A brigade's units drawn so far (of its `total`), as full cards or compact rows, in lists of at
 * most LIST_CHUNK.
 */
function Units(props: { cards: UnitCard[]; total: number; view: GroupView }) {
  const chunks = createMemo(() =>
    Array.from({ length: Math.ceil(props.cards.length / LIST_CHUNK) }, (_, i) => i),
  );
  return (
    <Index each={chunks()}>
      {(chunk) => (
        <UnitList
          cards={props.cards.slice(chunk() * LIST_CHUNK, (chunk() + 1) * LIST_CHUNK)}
          from={chunk() * LIST_CHUNK}
          of={props.total > LIST_CHUNK ? props.total : undefined}
          view={props.view}
        />
      )}
    </Index>
  );
}

/**
 * One list of a brigade's units. `of`: the brigade's whole count where it is split over lists, so a
 * screen reader says "23 of 100", not "3 of 20".
 */
function UnitList(props: { cards: UnitCard[]; from: number; of: number | undefined; view: GroupView }) {
  const v = props.view;
  const firer = v.fire.armed;
  return (
    <ul class="unit-list" classList={{ rows: v.rows() }}>
      <For each={props.cards}>
        {(card, i) => {
          const place = () =>
            props.of === undefined ? undefined : { at: props.from + i() + 1, of: props.of };
          // The full card: on its own (Cards), or opened under its row (List), where firing
          // stays with the row's own button and the card has no tap of its own.
          const full = (rowOpen?: boolean) => (
            <UnitCardView
              card={card}
              selected={firer()?.id === card.id}
              tap={rowOpen ? undefined : v.fire.tapOf(card)}
              gunMissing={v.gunMissing(card)}
              place={place()}
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
                place={place()}
                full={() => full(true)}
              />
            </Show>
          );
        }}
      </For>
    </ul>
  );
}
