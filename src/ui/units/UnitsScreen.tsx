import { createMemo, createSignal, For, type JSX, lazy, Show, Suspense } from 'solid-js';
import { isolateName } from '../../i18n/bidi';
import { withEngineSentences } from '../../i18n/registry';
import { reloadingOnMissingChunk } from '../../pwa/chunk-reload';
import type { UnitCard, UnitSide } from '../../records/model';
import { useApp } from '../../state/app-context';
import { batteryId, clearFireSelection } from '../../state/fire-selection';
import { afterFirstScreen } from '../../state/first-screen';
import { newId, useGame } from '../../state/game';
import { rosterGroups } from '../../state/roster';
import type { Arm } from '../../state/units-model';
import { showToast } from '../Toasts';
import { createDrawNear } from './draw-near';
import { closeEditor, editSession, openEditor, resumeEditor } from './editor-state';
import { useRosterFire } from './roster-fire';
import { UnitCardView } from './UnitCardView';
import type { RowFire } from './UnitRow';
import './units.css';

// The form's model (defaults, drafts, validation) comes with the editor, not with the first screen;
// it is asked for as soon as the roster is up, so a tap never waits for it.
let formModel: Promise<typeof import('../../state/units-model')> | undefined;
const loadFormModel = () => {
  formModel ??= import('../../state/units-model');
  return formModel;
};

// The compact rows and the choice of Cards or List are their own chunk (the first load stays within
// its budget), asked for as the first screen draws the choice: precached, there at once.
let rowsChunk: Promise<typeof import('./UnitRow')> | undefined;
const loadRows = reloadingOnMissingChunk(() => {
  rowsChunk ??= import('./UnitRow');
  return rowsChunk;
});
const UnitRow = lazy(() => loadRows().then((m) => ({ default: m.UnitRow })));
const RosterViewChoice = lazy(() => loadRows().then((m) => ({ default: m.RosterViewChoice })));

// The editor is its own chunk: the roster paints first, the editor comes on the first tap (precached).
// The editor shows the engine's refusals (open order): its words come with it.
const UnitEditor = lazy(
  reloadingOnMissingChunk(
    withEngineSentences(() => import('./UnitEditor').then((m) => ({ default: m.UnitEditor }))),
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
  const t = () => app.t().units;
  const groups = createMemo(() => rosterGroups(game.state.units));
  /** The edit Back put aside: offered to continue, never thrown away unasked. */
  const parked = createMemo(() => {
    const session = editSession();
    return session?.parked ? session : undefined;
  });
  const parkedWhat = () => {
    const session = parked();
    if (!session) return '';
    const named = session.draft.name.trim();
    if (named) return named;
    const arm = session.draft.arm;
    return arm === 'cavalry'
      ? t().editorNewCavalry
      : arm === 'infantry'
        ? t().editorNewBattalion
        : t().editorNewBattery;
  };
  const fire = useRosterFire();
  const firer = fire.armed;
  /** The side as the players named it (Settings), else "Mine" / "Opponent". */
  const sideName = (side: UnitSide) =>
    isolateName(game.state.game.sideNames[side]?.trim() ?? '') || (side === 'mine' ? t().mine : t().opponent);

  // Whether a battery's gun type is missing is judged only once the stored packs have loaded (their
  // module is its own chunk, loaded at start by the game): until then the practice pack stands in
  // for a pack of the player's own, and its cards would say "missing" for a moment.
  const [packsModule, setPacksModule] = createSignal<typeof import('../../state/packs')>();
  afterFirstScreen(() => void import('../../state/packs').then((m) => setPacksModule(() => m)));
  afterFirstScreen(() => void loadFormModel());
  const packsLoaded = () => packsModule()?.packStore(game).loaded() ?? false;
  const gunMissing = (card: UnitCard) =>
    card.arm === 'artillery' && packsLoaded() && !game.pack().gunTypes.some((g) => g.id === card.gunType);

  // Drawing a big roster: what is near the screen (draw-near.ts).
  const allCards = () => groups().mine.length + groups().opponent.length;
  const { drawn, setDrawn, setMore } = createDrawNear(allCards);

  /** Cards or compact rows. */
  const rows = () => app.prefs().roster === 'rows';

  const focusCard = (id: string) => {
    // A card to focus is drawn first, wherever it sits in the roster (with the cards above it).
    const at = [...groups().mine, ...groups().opponent].findIndex((c) => c.id === id);
    setDrawn((n) => (at < 0 ? Number.POSITIVE_INFINITY : Math.max(n, at + 1)));
    requestAnimationFrame(() =>
      (document.getElementById(`unit-edit-${id}`) ?? document.getElementById(`unit-row-${id}`))?.focus(),
    );
  };

  // --- card actions ---
  const create = async (arm: Arm) => {
    clearFireSelection();
    const { newUnitForm } = await loadFormModel();
    openEditor(
      newUnitForm(arm, { id: newId(), now: Date.now(), units: game.state.units, pack: game.pack() }),
      true,
    );
  };
  const edit = async (card: UnitCard) => openEditor((await loadFormModel()).unitFormFromCard(card), false);
  const duplicate = async (card: UnitCard) => {
    const { duplicateCard } = await loadFormModel();
    const copy = duplicateCard(card, {
      id: newId(),
      now: Date.now(),
      suffix: t().copySuffix,
      units: game.state.units,
    });
    await game.actions.saveUnit(copy);
    if (game.state.units.some((u) => u.id === copy.id)) {
      showToast(t().duplicated(isolateName(copy.name)));
      focusCard(copy.id);
    }
  };
  const remove = async (card: UnitCard) => {
    if (batteryId() === card.id) clearFireSelection();
    const removed = await game.actions.deleteUnit(card.id);
    if (!removed || game.state.units.some((u) => u.id === card.id)) return;
    // Undo instead of "are you sure?"
    showToast(t().deleted(isolateName(removed.name)), {
      undo: () =>
        void game.actions.restoreUnit(removed).then(() => {
          showToast(t().restored(isolateName(removed.name)));
          focusCard(removed.id);
        }),
    });
  };

  // --- tap-to-fire: useRosterFire (roster-fire.ts), the same for a full card and a compact row ---
  /** A compact row's fire button: the roster's tap logic, as a full card's tap. */
  const rowFire = (card: UnitCard): RowFire => ({ tap: fire.tapOf(card), run: () => void fire.tap(card) });
  // Tapping anywhere that is not a card's tap area or the banner clears the choice of firer.
  const onScreenClick: JSX.EventHandler<HTMLElement, MouseEvent> = (e) => {
    if (!firer()) return;
    const target = e.target;
    if (target instanceof Element && target.closest('[data-fire-keep]')) return;
    clearFireSelection();
  };

  const Group = (props: { side: UnitSide }) => {
    const cards = () => groups()[props.side];
    const drawnCards = createMemo(() => {
      const all = cards();
      const budget = props.side === 'mine' ? drawn() : drawn() - groups().mine.length;
      return budget >= all.length ? all : all.slice(0, Math.max(0, budget));
    });
    const headingId = `units-group-${props.side}`;
    return (
      <section class="unit-group" classList={{ [props.side]: true }} aria-labelledby={headingId}>
        <h2 id={headingId} class="unit-group-title">
          <span class="side-dot" aria-hidden="true" />
          <span class="unit-group-name">{sideName(props.side)}</span>
          <span class="count">{cards().length}</span>
        </h2>
        <Show when={cards().length > 0} fallback={<p class="muted">{t().emptyGroup}</p>}>
          {/* The rows' chunk, on its first use: the list shows once it is there (precached, at once). */}
          <Suspense>
            <ul class="unit-list" classList={{ rows: rows() }}>
              <For each={drawnCards()}>
                {(card) => {
                  // The full card: on its own (Cards), or opened under its row (List), where firing
                  // stays with the row's own button and the card has no tap of its own.
                  const full = (rowOpen?: boolean) => (
                    <UnitCardView
                      card={card}
                      selected={firer()?.id === card.id}
                      tap={rowOpen ? undefined : fire.tapOf(card)}
                      gunMissing={gunMissing(card)}
                      onTap={() => void fire.tap(card)}
                      onEdit={() => void edit(card)}
                      onDuplicate={() => void duplicate(card)}
                      onDelete={() => void remove(card)}
                    />
                  );
                  return (
                    <Show when={rows()} fallback={full()}>
                      <UnitRow
                        card={card}
                        selected={firer()?.id === card.id}
                        fire={rowFire(card)}
                        gunMissing={gunMissing(card)}
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
              (props.side === 'mine' || groups().mine.length <= drawn())
            }
          >
            <div class="roster-more" ref={setMore} aria-hidden="true" />
          </Show>
        </Show>
      </section>
    );
  };

  return (
    <Show
      when={editSession() && !parked() ? editSession() : undefined}
      fallback={
        // biome-ignore lint/a11y/useKeyWithClickEvents: tapping empty space is a shortcut; Cancel in the banner does the same from the keyboard.
        <section class="screen units-screen" aria-labelledby="units-title" onClick={onScreenClick}>
          <div class="units-head">
            <h1 id="units-title">{t().title}</h1>
            <Show when={game.state.units.length > 0}>
              <Suspense>
                <RosterViewChoice />
              </Suspense>
            </Show>
          </div>
          <Show when={game.state.unitsReady} fallback={<p class="muted">{app.t().common.loading}</p>}>
            <Show when={game.state.units.length > 0} fallback={<p class="muted units-empty">{t().empty}</p>}>
              <Group side="mine" />
              <Group side="opponent" />
            </Show>
          </Show>

          <div class="units-dock">
            <Show when={parked()}>
              <div class="banner resume-banner" role="status">
                <span>{t().unsavedEdit(parkedWhat())}</span>
                <button type="button" class="btn primary" onClick={resumeEditor}>
                  {t().continueEdit}
                </button>
                <button type="button" class="btn" onClick={closeEditor}>
                  {t().discardEdit}
                </button>
              </div>
            </Show>
            <Show
              when={!parked() && firer()}
              fallback={
                <Show when={!parked()}>
                  <div class="units-dock-buttons">
                    <button type="button" class="btn primary" onClick={() => void create('infantry')}>
                      {t().newBattalion}
                    </button>
                    <button type="button" class="btn primary" onClick={() => void create('cavalry')}>
                      {t().newCavalry}
                    </button>
                    <button type="button" class="btn primary" onClick={() => void create('artillery')}>
                      {t().newBattery}
                    </button>
                  </div>
                </Show>
              }
            >
              {(battery) => (
                <div class="fire-banner" data-fire-keep role="status">
                  {/* One line at any text size: the hint gives way first, then the name is cut. */}
                  <p class="fire-banner-line">
                    {t().bannerFiring} <bdi class="fire-banner-name">{battery().name}</bdi>
                    <span class="fire-banner-hint"> · {t().bannerTapHint}</span>
                  </p>
                  <button type="button" class="btn" onClick={() => fire.cancel()}>
                    {t().cancel}
                  </button>
                </div>
              )}
            </Show>
          </div>
        </section>
      }
    >
      {(session) => (
        <Suspense>
          <UnitEditor session={session()} onSaved={focusCard} />
        </Suspense>
      )}
    </Show>
  );
}
