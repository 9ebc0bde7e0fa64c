import { Show } from 'solid-js';
import { isolateName, wordsIn } from '../../i18n';
import type { UnitCard } from '../../records';
import type { RosterTap } from '../../state';
import { isGone, useApp, useGame } from '../../state';
import { UnitCardActions, UnitCardFacts } from './UnitCardParts';
import './unit-card.css';

/** What tapping the card does right now (tap-to-fire), if anything: `rosterTapOf`'s answer. */
export type CardTap = RosterTap;

/** A unit's place in its brigade, said where the brigade is split over lists: "23 of 100". */
export interface ListPlace {
  readonly at: number;
  readonly of: number;
}

/**
 * One unit card: current figures large, losses as a bar, formation (or guns) and class at a
 * glance. The whole card is one tap target when tapping means something (choose this battery to
 * fire, or fire at this enemy); Edit, Duplicate, Delete and QR code
 * (show the card to another phone) are separate, labelled buttons.
 */
export function UnitCardView(props: {
  card: UnitCard;
  selected: boolean;
  tap: CardTap;
  /** A battery whose gun type the rule pack in use lacks: the card says so and what to do. */
  gunMissing?: boolean;
  /** Its place in a brigade split over lists (UnitGroup.tsx). */
  place?: ListPlace;
  onTap: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const app = useApp();
  const game = useGame();
  const cardWords = () => wordsIn(app.lang(), 'unitRows').card;
  const card = () => props.card;
  const gone = () => isGone(card());
  const fired = () => card().arm === 'artillery' && game.fired().has(card().id);
  /** The side as the players named it, else "My unit" / "Opponent's unit". */
  const sideLabel = () =>
    isolateName(game.state.game.sideNames[card().side]?.trim() ?? '') ||
    (card().side === 'mine' ? cardWords().mineLabel : cardWords().opponentLabel);
  const tapLabel = () => {
    switch (props.tap) {
      case 'select-firer':
        return cardWords().selectFirer(isolateName(card().name));
      case 'deselect-firer':
        return cardWords().deselectFirer(isolateName(card().name));
      case 'target':
        return cardWords().targetThis(isolateName(card().name));
      default:
        return '';
    }
  };
  const nameId = () => `unit-name-${card().id}`;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way is the card's own button, inside
    <li
      class="unit-card"
      aria-posinset={props.place?.at}
      aria-setsize={props.place?.of}
      classList={{
        mine: card().side === 'mine',
        opponent: card().side === 'opponent',
        gone: gone(),
        selected: props.selected,
        targetable: props.tap === 'target',
      }}
      aria-labelledby={nameId()}
      // The card's own button (below) is the tap for the keyboard and screen readers, and covers the
      // card's head; a tap anywhere else on the card but its buttons and links does the same, so a
      // card taller than the screen (a large browser text) fires from whatever part of it shows.
      onClick={(event) => {
        const on = event.target instanceof Element ? event.target : null;
        if (!props.tap || on?.closest('button, a, input, select, textarea, label')) return;
        event.stopPropagation(); // a tap on the card, not beside it: the roster keeps the battery armed
        props.onTap();
      }}
    >
      <Show when={props.tap}>
        <button
          type="button"
          class="unit-card-tap"
          data-fire-keep
          aria-label={tapLabel()}
          aria-pressed={props.tap === 'target' ? undefined : props.selected}
          onClick={() => props.onTap()}
        />
      </Show>
      <div class="unit-card-head">
        <h3 class="unit-card-name" id={nameId()}>
          <bdi>{card().name}</bdi>
        </h3>
        <span class="unit-card-side">{sideLabel()}</span>
      </div>
      <div class="unit-card-badges">
        <Show when={props.selected}>
          <span class="badge selected">{cardWords().selected}</span>
        </Show>
        <Show when={props.tap === 'target'}>
          <span class="badge target">{cardWords().tapToTarget}</span>
        </Show>
        <Show when={gone()}>
          <span class="badge gone">{cardWords().gone}</span>
        </Show>
        <Show when={fired()}>
          <span class="badge fired">{cardWords().firedThisTurn}</span>
        </Show>
      </div>
      <UnitCardFacts card={card()} gunMissing={props.gunMissing} />
      <UnitCardActions
        card={card()}
        onEdit={props.onEdit}
        onDuplicate={props.onDuplicate}
        onDelete={props.onDelete}
      />
    </li>
  );
}
