import { createEffect, createMemo, For, type JSX, Show } from 'solid-js';
import { withWords, wordsIn } from '../../i18n';
import { reloadingOnMissingChunk } from '../../pwa';
import type { UnitCard, UnitSide } from '../../records';
import {
  afterFirstScreen,
  brigadeGroups,
  clearFireSelection,
  editSession,
  holdFirstScreen,
  lazy,
  parseHash,
  type RosterView,
  useApp,
  useGame,
  withPack,
} from '../../state';
import { lazyView } from '../lazy-view';
import { Loading } from '../ScreenError';
import { showToast } from '../Toasts';
import type { CardActions } from './card-actions';
import { createDrawNear } from './draw-near';
import { useRosterFire } from './roster-fire';
import type { GroupView } from './UnitGroup';
import { UnitsDock } from './UnitsDock';
import './units.css';

// What the New buttons and a card's Edit, Duplicate and Delete do, with the form's model, comes
// with the editor, not with the first screen; it is asked for as soon as the roster is up, so a tap
// never waits for it.
const actions = lazy(
  withWords(
    ['unitEditor', 'names'],
    withPack(() => import('./card-actions')),
  ),
);

// The roster's units (cards, rows, brigade headings) and the Cards/List choice are one chunk of
// their own (precached, there at once): the first load carries the screen's frame, the game and
// the dock, not the cards.
let rosterChunk: Promise<typeof import('./UnitGroup')> | undefined;
const loadRoster = reloadingOnMissingChunk(() => {
  rosterChunk ??= withWords(
    ['unitRows', 'names'],
    withPack(() => import('./UnitGroup')),
  )();
  return rosterChunk;
});
// Most evenings open on the roster: its chunk is asked for as soon as this code runs, not once the
// screen's frame has drawn (a failure is met again, and said, where the roster draws). Only on a
// phone the service worker already serves: on a first visit nothing is stored, the roster is
// empty, and its chunk would only slow the first screen down (it comes after it, see below).
if (
  typeof location !== 'undefined' &&
  parseHash(location.hash).screen === 'units' &&
  typeof navigator !== 'undefined' &&
  navigator.serviceWorker?.controller
)
  loadRoster().then(
    () => undefined,
    () => undefined,
  );
/** Both sides' units, once the roster's chunk is here ("Loading…" until then, once for both). */
const Roster = lazyView(
  () =>
    loadRoster().then((m) => (props: { view: GroupView }) => (
      <For each={props.view.sides()}>{(side) => <m.UnitGroup side={side} view={props.view} />}</For>
    )),
  Loading,
);
/** What is set once, before play: Cards or List, and each side's tools. */
const RosterTools = lazyView(() =>
  loadRoster().then(
    (m) =>
      (props: {
        rosterView: RosterView;
        view: GroupView;
        act: (run: (actions: CardActions) => unknown) => void;
      }) => {
        const sideName = m.useSideTitle();
        return (
          <>
            <m.RosterViewChoice view={props.rosterView} />
            <For each={props.view.sides()}>
              {(side) => <m.SideTools side={side} sideName={sideName(side)} act={props.act} />}
            </For>
          </>
        );
      },
  ),
);

/** How many full cards fit one screen with both sides' headings (390×844, text 100 %: about 150 px a card). */
const CARDS_THAT_FIT = 4;

// The editor is its own chunk: the roster paints first, the editor comes on the first tap (precached).
// The editor shows the engine's refusals (open order): its words come with it.
const UnitEditor = lazyView(
  reloadingOnMissingChunk(
    withWords(['engine', 'terms', 'unitEditor'], () => import('./UnitEditor').then((m) => m.UnitEditor)),
  ),
);

/**
 * The roster: each side's units, as cards or as compact rows (the player's choice, kept in prefs). Tap a battery of either side (one phone serves both
 * players), then any card of the other side, to open the Fire screen with both (tap-to-fire). New
 * cards and the firing banner sit low on the screen, within thumb reach.
 */
export function UnitsScreen() {
  const app = useApp();
  const game = useGame();
  const t = () => wordsIn(app.lang(), 'app').units;
  /** The sides in roster order: the side this phone plays first. */
  const sides = createMemo<readonly UnitSide[]>(() =>
    (game.state.game.ownSide ?? 'mine') === 'opponent' ? ['opponent', 'mine'] : ['mine', 'opponent'],
  );
  const brigades = createMemo(() => ({
    mine: brigadeGroups(game.state.units, game.state.brigades, 'mine'),
    opponent: brigadeGroups(game.state.units, game.state.brigades, 'opponent'),
  }));
  /** Each side's units in roster order (by brigade). */
  const groups = createMemo(() => ({
    mine: brigades().mine.flatMap((g) => g.units),
    opponent: brigades().opponent.flatMap((g) => g.units),
  }));
  /** The edit Back put aside: offered to continue, never thrown away unasked. */
  const parked = createMemo(() => {
    const session = editSession();
    return session?.parked ? session : undefined;
  });
  /** What the edit put aside is of: its name, else what kind of new card. */
  const parkedWhat = () => {
    const session = parked();
    if (!session) return undefined;
    const named = session.draft.name.trim();
    if (named) return named;
    const arm = session.draft.arm;
    return arm === 'cavalry' ? t().newCavalry : arm === 'infantry' ? t().newBattalion : t().newBattery;
  };
  /**
   * Cards or List: the player's choice; never chosen, compact rows as soon as the army does not
   * fit the screen as cards (CARDS_THAT_FIT, measured at 390×844: 4 cards and the side headings).
   */
  const rosterView = () =>
    app.prefs().roster ?? (game.state.units.length > CARDS_THAT_FIT ? 'rows' : 'cards');
  const fire = useRosterFire();
  const firer = fire.armed;

  // Whether a battery's gun type is missing is judged only once the stored packs have loaded (the
  // game reads them after the first screen): until then the practice pack stands in for a pack of
  // the player's own, and its cards would say "missing" for a moment.
  afterFirstScreen(() => actions.preload());
  // What waits for the first screen waits for the roster's chunk too when there are cards to draw
  // from it: asked for as soon as the cards are read. An empty roster needs none of it: the first
  // screen lets go at once, and the chunk comes after it, ready for the first card.
  const release = holdFirstScreen();
  createEffect(() => {
    if (!game.state.unitsReady) return;
    if (game.state.units.length === 0) {
      release();
      afterFirstScreen(loadRoster);
      return;
    }
    loadRoster().then(release, release);
  });
  const gunMissing = (card: UnitCard) =>
    card.arm === 'artillery' &&
    game.packs.loaded() &&
    !game.pack().gunTypes.some((g) => g.id === card.gunType);

  // Drawing a big roster: what is near the screen (draw-near.ts).
  const allCards = () => groups().mine.length + groups().opponent.length;
  const { drawn, setDrawn, setMore } = createDrawNear(allCards, () => rosterView() === 'rows');

  const focusCard = (id: string) => {
    // A card to focus is drawn first, wherever it sits in the roster (with the cards above it).
    const at = sides()
      .flatMap((s) => groups()[s])
      .findIndex((c) => c.id === id);
    setDrawn((n) => (at < 0 ? Number.POSITIVE_INFINITY : Math.max(n, at + 1)));
    requestAnimationFrame(() =>
      (document.getElementById(`unit-edit-${id}`) ?? document.getElementById(`unit-row-${id}`))?.focus(),
    );
  };
  /** A card action (card-actions.ts), once its chunk is here (missing: a newer version is ready). */
  const act = (run: (actions: CardActions) => unknown) =>
    actions.get().then(
      (m) => run(m.cardActions(game, app, focusCard)),
      () => showToast(wordsIn(app.lang(), 'app').pwa.screenMissing),
    );

  // Tapping anywhere that is not a card's tap area or the banner clears the choice of firer.
  const onScreenClick: JSX.EventHandler<HTMLElement, MouseEvent> = (e) => {
    if (!firer()) return;
    const target = e.target;
    if (target instanceof Element && target.closest('[data-fire-keep]')) return;
    clearFireSelection();
  };

  const view: GroupView = {
    groups,
    brigades,
    sides,
    drawn,
    setMore,
    rows: () => rosterView() === 'rows',
    fire,
    gunMissing,
    act,
  };

  return (
    <Show
      when={editSession() && !parked() ? editSession() : undefined}
      fallback={
        // biome-ignore lint/a11y/useKeyWithClickEvents: tapping empty space is a shortcut; Cancel in the banner does the same from the keyboard.
        <section class="screen units-screen" aria-labelledby="units-title" onClick={onScreenClick}>
          <div class="units-head">
            <h1 id="units-title">{t().title}</h1>
          </div>
          <Show
            when={game.state.unitsReady}
            fallback={<p class="muted">{wordsIn(app.lang(), 'app').common.loading}</p>}
          >
            <Show when={game.state.units.length > 0} fallback={<p class="muted units-empty">{t().empty}</p>}>
              <Roster view={view} />
            </Show>
          </Show>
          {/* What is set once, before play (Cards or List, a side pasted): under the roster (on an
              empty phone, at once under its word), so the head of the screen leaves the army the room. */}
          <div class="units-tools">
            <button type="button" class="btn" onClick={() => app.navigate({ screen: 'paste' })}>
              {t().pasteArmy}
            </button>
            <Show when={game.state.units.length > 0}>
              <RosterTools rosterView={rosterView()} view={view} act={act} />
            </Show>
          </div>
          <UnitsDock
            parked={parkedWhat()}
            firer={firer()}
            onCreate={(arm) => act((a) => a.create(arm))}
            onCancelFire={() => fire.cancel()}
          />
        </section>
      }
    >
      {(session) => <UnitEditor session={session()} onSaved={focusCard} />}
    </Show>
  );
}
