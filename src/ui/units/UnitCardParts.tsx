import { For, Show } from 'solid-js';
import type { InfantryMarkers } from '../../core';
import { firesAs } from '../../core';
import { formatFigures, isolateName, wordsIn } from '../../i18n';
import type { UnitCard } from '../../records';
import { losses, useApp, useGame } from '../../state';
import { RuleLink } from '../parts/RuleLink';
import { cardQrHref } from '../share/hrefs';

const MARKERS: readonly (keyof InfantryMarkers)[] = ['jager', 'fusilier', 'imperialGuard'];

/**
 * What a unit card says of its unit: current figures large, formation (or guns) and class, losses
 * as a bar, nation, kind and markers, a gun type the pack lacks, its screen, how it fires.
 */
export function UnitCardFacts(props: { card: UnitCard; gunMissing?: boolean }) {
  const app = useApp();
  const game = useGame();
  const t = () => wordsIn(app.lang(), 'app').units;
  const cardWords = () => wordsIn(app.lang(), 'unitRows').card;
  const words = () => wordsIn(app.lang(), 'names');
  const card = () => props.card;
  const lost = () => losses(card());
  const gunName = () => {
    const gun = game.pack().gunTypes.find((g) => g.id === card().gunType);
    return gun ? gun.name[app.lang()] : card().gunType;
  };
  const markers = () => MARKERS.filter((m) => card().markers[m]);
  const figures = (n: number) => formatFigures(app.lang(), n);
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

  return (
    <>
      <div class="unit-card-main">
        <p class="unit-card-figures">
          <span class="big">{figures(card().figures)}</span>{' '}
          <span class="of">
            {cardWords().figuresWord(card().figures)} {cardWords().ofStart(card().startFigures)}
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
      <div class="losses" role="img" aria-label={cardWords().lossesLabel(lost().lost, card().startFigures)}>
        <div class="losses-fill" style={{ width: `${Math.round(lost().share * 100)}%` }} />
      </div>
      <p class="unit-card-facts">
        <span class="fact">{words().nations[card().nation]}</span>
        <span class="fact">{kind()}</span>
        <For each={markers()}>{(m) => <span class="fact marker">{words().markers[m]}</span>}</For>
      </p>
      <Show when={props.gunMissing}>
        <p class="unit-card-warning">{cardWords().gunMissing(card().gunType)}</p>
      </Show>
      <Show when={card().arm === 'infantry' && card().screen.attached}>
        <p class="unit-card-screen">{cardWords().screenWith(card().screen.figures)}</p>
      </Show>
      <Show when={card().arm === 'infantry' ? firesAs(card().formation).ruleRef : undefined}>
        {(ref) => (
          <p class="unit-card-screen">
            {words().firesAs[firesAs(card().formation).as]}{' '}
            <RuleLink ruleRef={ref()} title={words().firesAsRule} />
          </p>
        )}
      </Show>
    </>
  );
}

/** Edit, Duplicate, Delete and QR code (show the card to another phone): labelled with the unit's name. */
export function UnitCardActions(props: {
  card: UnitCard;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const app = useApp();
  const cardWords = () => wordsIn(app.lang(), 'unitRows').card;
  const card = () => props.card;
  return (
    <div class="unit-card-actions">
      <button
        type="button"
        class="btn"
        id={`unit-edit-${card().id}`}
        aria-label={cardWords().editName(isolateName(card().name))}
        onClick={() => props.onEdit()}
      >
        {cardWords().edit}
      </button>
      <button
        type="button"
        class="btn"
        aria-label={cardWords().duplicateName(isolateName(card().name))}
        onClick={() => props.onDuplicate()}
      >
        {cardWords().duplicate}
      </button>
      <button
        type="button"
        class="btn"
        aria-label={cardWords().deleteName(isolateName(card().name))}
        onClick={() => props.onDelete()}
      >
        {cardWords().delete}
      </button>
      <a
        class="btn"
        href={cardQrHref(card().id)}
        aria-label={cardWords().showQrName(isolateName(card().name))}
      >
        {cardWords().showQr}
      </a>
    </div>
  );
}
