/**
 * What a shared card, roster or game would change on this phone (the Receive screen, before
 * Accept): the kind, the counts, one line per card (what happens to it, in words), and the turn and
 * game changes. Words from `wordsIn(lang, 'sync')` (src/i18n/sync.ts); figures via formatFigures (23½).
 */

import { createSignal, For, Show } from 'solid-js';
import { formatFigures, wordsIn } from '../../i18n';
import type { Lang } from '../../reference/types';
import { type CardLine, type SyncSummary, useApp } from '../../state';
import { Segmented } from '../controls/Segmented';
import { useSideName } from '../parts/side-name';

const COUNT_KEYS = [
  'cardsNew',
  'cardsChanged',
  'cardsDeleted',
  'cardsKept',
  'shotsNew',
  'shotsChanged',
  'corrections',
] as const;

/** The summary's lines as plain words (also what the component shows), so a test can read them. */
export function summaryWords(
  lang: Lang,
  summary: SyncSummary,
  sideName: (side: CardLine['side']) => string,
): {
  heading: string;
  counts: string[];
  cards: { name: string; side: string; words: string[] }[];
  game: string[];
} {
  const t = wordsIn(lang, 'sync');
  const heading =
    summary.kind === 'roster' && summary.side
      ? `${t.kind.roster}: ${sideName(summary.side)}`
      : t.kind[summary.kind];
  const counts = summary.nothing
    ? [t.nothingNew]
    : COUNT_KEYS.filter((key) => summary.counts[key] > 0).map((key) => t.counts[key](summary.counts[key]));
  const cards = summary.cards.map((line) => {
    const words: string[] = [t.cardCode[line.code]];
    if (line.reason)
      words.push(
        line.code === 'kept-deleted-there' ? t.keptBecauseHere[line.reason] : t.keptBecause[line.reason],
      );
    for (const field of line.fields) words.push(`${t.field[field.field]}: ${t.laterKept[field.kept]}`);
    if (line.figures)
      words.push(t.figures(formatFigures(lang, line.figures.from), formatFigures(lang, line.figures.to)));
    if (line.shotsNew > 0) words.push(t.newShots(line.shotsNew));
    return { name: line.name, side: sideName(line.side), words };
  });
  const game: string[] = [];
  const g = summary.game;
  if (g?.turn) game.push(t.turn(g.turn.from, g.turn.to));
  if (g?.gameNumber) game.push(t.gameNumber(g.gameNumber.from, g.gameNumber.to));
  if (g?.phasingSide) game.push(t.phasingSide);
  if (g?.sideNames) game.push(t.sideNames);
  if (g?.fired) game.push(t.fired);
  if (g?.behind) game.push(t.behind(g.behind.gameNumber, g.behind.turn));
  if (summary.joined) game.push(t.joined);
  return { heading, counts, cards, game };
}

export function SyncSummaryView(props: { summary: SyncSummary; keepOne?: Set<string> }) {
  const app = useApp();
  const sideName = useSideName();
  const words = () => summaryWords(app.lang(), props.summary, sideName);
  const t = () => wordsIn(app.lang(), 'sync');
  const [kept, setKept] = createSignal(new Set(props.keepOne ?? []));
  const choose = (key: string, one: boolean) => {
    const next = new Set(kept());
    if (one) next.add(key);
    else next.delete(key);
    setKept(next);
    if (props.keepOne) {
      if (one) props.keepOne.add(key);
      else props.keepOne.delete(key);
    }
  };
  return (
    <div class="sync-summary" data-nothing={props.summary.nothing ? '' : undefined}>
      <h2 class="pk-card-title" id="pk-incoming-title">
        {words().heading}
      </h2>
      <Show when={props.summary.otherGame}>
        {(other) => (
          <p class="sync-other-game error" role="alert">
            {t().otherGameReview(other().gameNumber, other().turn)}
          </p>
        )}
      </Show>
      <ul class="sync-counts">
        <For each={words().counts}>{(line) => <li>{line}</li>}</For>
      </ul>
      <Show when={words().cards.length > 0}>
        <ul class="sync-cards">
          <For each={words().cards}>
            {(card) => (
              <li class="sync-card">
                <strong>
                  <bdi>{card.name}</bdi>
                </strong>{' '}
                <span class="muted">({card.side})</span>: {card.words.join('; ')}
              </li>
            )}
          </For>
        </ul>
      </Show>
      <For each={props.summary.firedTwice}>
        {(conflict) => (
          <div class="sync-conflict">
            <Show when={conflict.same}>
              <p>{t().sameShot}</p>
            </Show>
            <Segmented
              name={`fired-twice-${conflict.key}`}
              legend={t().firedTwice(conflict.batteryName, conflict.turn)}
              options={['both', 'one'] as const}
              value={kept().has(conflict.key) ? 'one' : 'both'}
              label={(o) => (o === 'one' ? t().keepOne : t().keepBoth)}
              onChange={(o) => choose(conflict.key, o === 'one')}
            />
          </div>
        )}
      </For>
      <Show when={words().game.length > 0}>
        <ul class="sync-game">
          <For each={words().game}>{(line) => <li>{line}</li>}</For>
        </ul>
      </Show>
    </div>
  );
}
