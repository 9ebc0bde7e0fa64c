import { For, Show } from 'solid-js';
import type { InfantryMarkers } from '../../core';
import { firesAs } from '../../core/fires-as';
import { isolateName } from '../../i18n/bidi';
import { formatFigures } from '../../i18n/engine/format';
import { engineNames, ruleTitle } from '../../i18n/engine/names';
import type { UnitCard } from '../../records/model';
import { useApp } from '../../state/app-context';
import type { RosterTap } from '../../state/fire-selection';
import { useGame } from '../../state/game';
import { firedThisTurn, isGone, losses } from '../../state/roster';
import { RuleLink } from '../fire/RuleLink';
import { cardQrHref } from '../share/hrefs';
import './unit-card.css';

const MARKERS: readonly (keyof InfantryMarkers)[] = ['jager', 'fusilier', 'imperialGuard'];

/** What tapping the card does right now (tap-to-fire), if anything: `rosterTapOf`'s answer. */
export type CardTap = RosterTap;

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
  onTap: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const app = useApp();
  const game = useGame();
  const t = () => app.t().units;
  const words = () => engineNames(app.lang());
  const card = () => props.card;
  const lost = () => losses(card());
  const gone = () => isGone(card());
  const fired = () => card().arm === 'artillery' && firedThisTurn(card(), game.state.log, game.state.game);
  const gunName = () => {
    const gun = game.pack().gunTypes.find((g) => g.id === card().gunType);
    return gun ? gun.name[app.lang()] : card().gunType;
  };
  const markers = () => MARKERS.filter((m) => card().markers[m]);
  const figures = (n: number) => formatFigures(app.lang(), n);
  /** The side as the players named it, else "My unit" / "Opponent's unit". */
  const sideLabel = () =>
    isolateName(game.state.game.sideNames[card().side]?.trim() ?? '') ||
    (card().side === 'mine' ? t().mineLabel : t().opponentLabel);
  /** Formation for a battalion or cavalry, the guns for a battery. */
  const stat = () =>
    card().arm === 'artillery'
      ? { label: t().gunType, value: gunName() }
      : { label: t().formation, value: words().formations[card().formation] };
  /** Infantry type, "Cavalry", or the battery's kind. */
  const kind = () => {
    switch (card().arm) {
      case 'infantry':
        return words().infantryTypes[card().infantryType];
      case 'cavalry':
        return words().arms.cavalry;
      case 'artillery':
        return words().batteryKinds[card().batteryKind];
    }
  };
  const tapLabel = () => {
    switch (props.tap) {
      case 'select-firer':
        return t().selectFirer(isolateName(card().name));
      case 'deselect-firer':
        return t().deselectFirer(isolateName(card().name));
      case 'target':
        return t().targetThis(isolateName(card().name));
      default:
        return '';
    }
  };
  const nameId = () => `unit-name-${card().id}`;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way is the card's own button, inside
    <li
      class="unit-card"
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
          <span class="badge selected">{t().selected}</span>
        </Show>
        <Show when={props.tap === 'target'}>
          <span class="badge target">{t().tapToTarget}</span>
        </Show>
        <Show when={gone()}>
          <span class="badge gone">{t().gone}</span>
        </Show>
        <Show when={fired()}>
          <span class="badge fired">{t().firedThisTurn}</span>
        </Show>
      </div>
      <div class="unit-card-main">
        <p class="unit-card-figures">
          <span class="big">{figures(card().figures)}</span>{' '}
          <span class="of">
            {t().figuresWord(card().figures)} {t().ofStart(card().startFigures)}
          </span>
        </p>
        <dl class="unit-card-stats">
          <div>
            <dt>{stat().label}</dt>
            <dd>{stat().value}</dd>
          </div>
          <div>
            <dt>{t().class}</dt>
            <dd>{words().unitClasses[card().class]}</dd>
          </div>
        </dl>
      </div>
      <div class="losses" role="img" aria-label={t().lossesLabel(lost().lost, card().startFigures)}>
        <div class="losses-fill" style={{ width: `${Math.round(lost().share * 100)}%` }} />
      </div>
      <p class="unit-card-facts">
        <span class="fact">{words().nations[card().nation]}</span>
        <span class="fact">{kind()}</span>
        <For each={markers()}>{(m) => <span class="fact marker">{words().markers[m]}</span>}</For>
      </p>
      <Show when={props.gunMissing}>
        <p class="unit-card-warning">{t().gunMissing(card().gunType)}</p>
      </Show>
      <Show when={card().arm === 'infantry' && card().screen.attached}>
        <p class="unit-card-screen">{t().screenWith(card().screen.figures)}</p>
      </Show>
      <Show when={card().arm === 'infantry' ? firesAs(card().formation).ruleRef : undefined}>
        {(ref) => (
          <p class="unit-card-screen">
            {words().firesAs[firesAs(card().formation).as]}{' '}
            <RuleLink ruleRef={ref()} title={ruleTitle(app.lang(), ref())} />
          </p>
        )}
      </Show>
      <div class="unit-card-actions">
        <button
          type="button"
          class="btn"
          id={`unit-edit-${card().id}`}
          aria-label={t().editName(isolateName(card().name))}
          onClick={() => props.onEdit()}
        >
          {t().edit}
        </button>
        <button
          type="button"
          class="btn"
          aria-label={t().duplicateName(isolateName(card().name))}
          onClick={() => props.onDuplicate()}
        >
          {t().duplicate}
        </button>
        <button
          type="button"
          class="btn"
          aria-label={t().deleteName(isolateName(card().name))}
          onClick={() => props.onDelete()}
        >
          {t().delete}
        </button>
        <a class="btn" href={cardQrHref(card().id)} aria-label={t().showQrName(isolateName(card().name))}>
          {t().showQr}
        </a>
      </div>
    </li>
  );
}
