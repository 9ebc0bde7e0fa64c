import { createSignal, type JSX, Show } from 'solid-js';
import { wordsIn } from '../../i18n';
import type { UnitCard } from '../../records';

import { isGone, ROSTER_VIEWS, type RosterView, useApp, useGame } from '../../state';
import { Segmented } from '../controls/Segmented';
import type { CardTap, ListPlace } from './UnitCardView';
import './unit-row.css';

/** What the row's fire button does (the roster's own tap logic, handed in by the Units screen). */
export interface RowFire {
  tap: CardTap;
  run: () => void;
}

/** The rows whose full card is open under them (kept while the cards change: a shot, an edit). */
const [opened, setOpened] = createSignal<readonly string[]>([]);
const toggleOpen = (id: string) =>
  setOpened((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

/**
 * One unit as a compact row (the army at a glance): side colour, name, figures as "31 of 36",
 * formation (a battery: its guns) and a "Fired" mark. The row's main part opens the full card under
 * it (Edit, Duplicate, Delete, QR code); the button at its end arms a battery, or fires at this unit
 * once a battery of the other side is armed: the same tap as a full card's.
 */
export function UnitRow(props: {
  card: UnitCard;
  selected: boolean;
  fire: RowFire;
  gunMissing?: boolean;
  /** Its place in a brigade split over lists (UnitGroup.tsx). */
  place?: ListPlace;
  /**
   * The full card, drawn under the row while it is open (handed in, so this chunk does not take the
   * card's code out of the first screen's).
   */
  full: () => JSX.Element;
}) {
  const app = useApp();
  const game = useGame();
  const r = () => wordsIn(app.lang(), 'unitRows');
  const cardWords = () => r().card;
  const words = () => wordsIn(app.lang(), 'names');
  const card = () => props.card;
  const gone = () => isGone(card());
  const fired = () => card().arm === 'artillery' && game.fired().has(card().id);
  /** Formation for a battalion or cavalry, the guns for a battery. */
  const stat = () => {
    const c = card();
    if (c.arm !== 'artillery') return words().formations[c.formation];
    const gun = game.pack().gunTypes.find((g) => g.id === c.gunType);
    return gun ? gun.name[app.lang()] : c.gunType;
  };
  const fireWord = () => {
    switch (props.fire.tap) {
      case 'select-firer':
        return { short: r().fire, label: cardWords().selectFirer(card().name) };
      case 'deselect-firer':
        return { short: r().firing, label: cardWords().deselectFirer(card().name) };
      case 'target':
        return { short: r().target, label: cardWords().targetThis(card().name) };
      default:
        return undefined;
    }
  };
  const cardId = () => `unit-row-card-${card().id}`;
  const expanded = () => opened().includes(card().id);

  return (
    <li
      class="unit-row"
      aria-posinset={props.place?.at}
      aria-setsize={props.place?.of}
      classList={{
        mine: card().side === 'mine',
        opponent: card().side === 'opponent',
        gone: gone(),
        selected: props.selected,
        targetable: props.fire.tap === 'target',
        expanded: expanded(),
      }}
    >
      <div class="unit-row-line">
        <button
          type="button"
          class="unit-row-main"
          id={`unit-row-${card().id}`}
          data-fire-keep
          aria-expanded={expanded()}
          aria-controls={expanded() ? cardId() : undefined}
          onClick={(e) => {
            toggleOpen(card().id);
            // The card opened under the row: brought up from under the New buttons when it is there.
            const row = e.currentTarget.closest('li');
            if (expanded()) requestAnimationFrame(() => row?.scrollIntoView?.({ block: 'nearest' }));
          }}
        >
          <span class="unit-row-name">
            <bdi>{card().name}</bdi>
          </span>
          <span class="unit-row-sum">
            <span class="unit-row-figures">
              <span aria-hidden="true">{r().figuresOf(card().figures, card().startFigures)}</span>
              <span class="visually-hidden">{r().figuresOfLabel(card().figures, card().startFigures)}</span>
            </span>
            <span class="unit-row-facts">
              <span>{stat()}</span>
              <Show when={fired()}>
                <span class="unit-row-mark fired">{r().firedShort}</span>
              </Show>
              <Show when={gone()}>
                <span class="unit-row-mark gone">{cardWords().gone}</span>
              </Show>
              <Show when={props.gunMissing}>
                <span class="unit-row-mark missing">
                  <span aria-hidden="true">⚠</span>
                  <span class="visually-hidden">{cardWords().gunMissing(card().gunType)}</span>
                </span>
              </Show>
            </span>
          </span>
        </button>
        <Show when={fireWord()}>
          {(word) => (
            <button
              type="button"
              class="btn unit-row-fire"
              classList={{ primary: props.fire.tap === 'target' }}
              data-fire-keep
              aria-label={word().label}
              aria-pressed={props.fire.tap === 'target' ? undefined : props.selected}
              onClick={() => props.fire.run()}
            >
              {word().short}
            </button>
          )}
        </Show>
      </div>
      <Show when={expanded()}>
        {/* The full card, as the Cards view shows it; firing stays with the row's own button. */}
        <ul class="unit-row-card" id={cardId()}>
          {props.full()}
        </ul>
      </Show>
    </li>
  );
}

/**
 * Cards or List, beside the Units title: the kit's segmented pair, sized to its words (kept in
 * prefs, so the roster comes back as the player left it).
 */
export function RosterViewChoice(props: { view: RosterView }) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'unitRows');
  return (
    <Segmented
      name="roster-view"
      legend={t().viewLegend}
      hideLegend
      class="roster-view"
      options={ROSTER_VIEWS}
      value={props.view}
      label={(view) => (view === 'rows' ? t().viewRows : t().viewCards)}
      onChange={(view: RosterView) => app.updatePrefs({ roster: view })}
    />
  );
}
