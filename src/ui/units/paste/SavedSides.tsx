/**
 * Saved sides (issue 34, item 4; `#/paste/saved`, in the paste screen's chunk): orders of battle kept
 * on the phone apart from the game (`game.saved`). Save a side of the table; put one saved side
 * against another on the table's empty sides (through the paste's own store and Undo, confirm.ts);
 * rename, duplicate, delete, each with Undo; send one to another phone by QR codes or a file
 * (the Show screen, `side/<id>`), or receive one (the Receive screen). With a club server set up,
 * send one to the club (`game.club.sendSide`), and keep one of the sides the club's last sync
 * brought (`game.club.view().sides()`: held for the visit, never on the table until a game starts
 * with it).
 */
import { createSignal, For, onMount, Show } from 'solid-js';
import { fail, ok, type Result } from '../../../core';
import { isolateName, wordsIn } from '../../../i18n';
import {
  MAX_SIDE_NAME_LENGTH,
  type SavedSide,
  type StorageFailure,
  savedUnitCount,
  UNIT_SIDES,
  type UnitSide,
} from '../../../records';
import { type ClubView, type Game, routeHref, sideOfGame, useApp, useGame } from '../../../state';
import type { NewGameChange } from '../../../storage';
import { TextField } from '../../controls/Field';
import { SelectField } from '../../controls/Select';
import { useHeed } from '../../heed';
import { sideNameIn } from '../../parts/side-name';
import { showHref } from '../../share/hrefs';
import { keptSide } from '../../share/side-text';
import { showToast } from '../../Toasts';
import { type Cleared, clearSides, type Pasted, putBack, storePaste, takeBack } from './confirm';
import { pasteText } from './paste-text';

/**
 * Saved sides onto the table: a table side that has units gives them up first (Delete's own writes,
 * `clearSides`), then each saved side goes on as a paste does; a failure puts back what was changed.
 */
async function putOnTable(
  game: Game,
  picks: readonly { target: UnitSide; side: SavedSide }[],
): Promise<Result<{ pasted: Pasted; cleared: Cleared }, StorageFailure>> {
  const cleared = await clearSides(
    game,
    picks.map((p) => p.target),
  );
  if (!cleared.ok) return cleared;
  const pasted = await storePaste(
    game,
    { sides: picks.map((p) => p.side) },
    picks.map((p) => p.target),
    picks.map((p) => p.side.name),
  );
  if (pasted.ok) return ok({ pasted: pasted.value, cleared: cleared.value });
  await putBack(game, cleared.value);
  return pasted;
}

/**
 * Start: the chosen saved sides onto the table, after a New game when the game on the table has
 * begun (turn 1, every card left at its starting figures, the old game's log kept); a failure on
 * the way takes back what was done.
 */
async function startGame(
  game: Game,
  picks: readonly { target: UnitSide; side: SavedSide }[],
  newGameFirst: boolean,
): Promise<Result<{ pasted: Pasted; cleared: Cleared; newGame?: NewGameChange }, StorageFailure>> {
  let newGame: NewGameChange | undefined;
  if (newGameFirst) {
    const started = await game.turns.newGame();
    if (!started.ok) return started;
    newGame = started.value;
  }
  const put = await putOnTable(game, picks);
  if (put.ok) return ok({ ...put.value, ...(newGame ? { newGame } : {}) });
  if (newGame) await game.turns.undoNewGame(newGame);
  return put;
}

/**
 * What a table side gets on Start: a saved side's id, or nothing ('': the side stays as it is);
 * undefined: not chosen yet, the default (`defaultFor`).
 */
type Choice = string | undefined;

export function SavedSides() {
  const app = useApp();
  const game = useGame();
  const heed = useHeed();
  const t = () => pasteText(app.lang()).saved;
  const [sides, setSides] = createSignal<readonly SavedSide[]>([]);
  const [loaded, setLoaded] = createSignal(false);
  const [choices, setChoices] = createSignal<Record<UnitSide, Choice>>({
    mine: undefined,
    opponent: undefined,
  });
  const [renaming, setRenaming] = createSignal<{ id: string; name: string; empty?: boolean }>();

  const refresh = () =>
    heed(game.saved.list(), {
      done: (list) => {
        setSides(list);
        setLoaded(true);
      },
    });
  onMount(refresh);

  // --- The club server: send a side, keep one the club holds ---
  const [club, setClub] = createSignal<ClubView>();
  onMount(() => heed(game.club.view(), { done: (view) => setClub(() => view) }));
  const clubOn = () => (club()?.settings().url ?? '') !== '';
  /** The side of this id kept on this phone, if any. */
  const keptOf = (id: string) => sides().find((h) => h.id === id);
  /**
   * The club's sides this phone does not keep, or keeps in an older version (another phone renamed
   * or changed it since); its own sent ones are kept already, as they were sent.
   */
  const fromClub = () =>
    (club()?.sides() ?? []).filter(
      (s) => (keptOf(s.id)?.updatedAt ?? Number.NEGATIVE_INFINITY) < s.updatedAt,
    );
  const sendToClub = (side: SavedSide) =>
    heed(game.club.sendSide(side), {
      say: () => t().notSentClub(named(side)),
      done: (report) =>
        showToast(
          report.dropped?.includes(`side:${side.id}`)
            ? t().notKeptClub(named(side))
            : t().sentClub(named(side)),
        ),
    });
  /** Whether the club holds a side of this id (as of this phone's last sync). */
  const inClub = (id: string) => (club()?.sides() ?? []).some((s) => s.id === id);
  /** "Remove from the club": its document deleted on the server; Undo sends it again. */
  const withdrawFromClub = (side: SavedSide) =>
    heed(game.club.withdrawSide(side.id), {
      say: () => t().notWithdrawnClub(named(side)),
      done: () => showToast(t().withdrawnClub(named(side)), { undo: () => sendToClub(side) }),
    });
  /** The button of it, on a side kept here that the club holds and on each of the club's sides. */
  const RemoveFromClub = (p: { side: SavedSide }) => (
    <button
      type="button"
      class="btn"
      disabled={club()?.busy()}
      aria-label={t().withdrawClubName(named(p.side))}
      onClick={() => withdrawFromClub(p.side)}
    >
      {t().withdrawClub}
    </button>
  );
  /** The club's newer version in place of the one kept; Undo puts the kept one back. */
  const updateFromClub = (side: SavedSide, before: SavedSide) =>
    heed(game.saved.restore(side), {
      done: (now) => {
        refresh();
        showToast(t().updated(named(now)), {
          undo: () => heed(game.saved.restore(before), { done: refresh }),
        });
      },
    });
  const keepFromClub = (side: SavedSide) =>
    heed(game.saved.restore(side), {
      done: (kept) => {
        refresh();
        showToast(t().kept(named(kept)), {
          undo: () => heed(game.saved.remove(kept.id), { done: refresh }),
        });
      },
    });

  const unitsOn = (side: UnitSide) => game.state.units.filter((u) => u.side === side).length;
  const label = (side: UnitSide) => sideNameIn(app.lang(), game.state.game.sideNames, side);
  /** A table side's name as a saved side keeps it: the players' own, or the default word. */
  const plainName = (side: UnitSide) =>
    game.state.game.sideNames[side]?.trim() || wordsIn(app.lang(), 'names').sides[side];
  const named = (side: SavedSide) => isolateName(side.name);
  const notFound = (problem: unknown) => (problem === 'not-found' ? t().notFound : undefined);

  const save = (side: UnitSide) => {
    const table = sideOfGame(game.state.units, game.state.brigades, side, game.state.game.sideNames[side]);
    heed(game.saved.save(keptSide(table, plainName(side))), {
      done: (saved) => {
        refresh();
        showToast(t().savedAs(named(saved)), {
          undo: () =>
            heed(game.saved.remove(saved.id), {
              done: () => {
                refresh();
                showToast(t().saveUndone(named(saved)));
              },
            }),
        });
      },
    });
  };

  // --- Start a game: saved sides onto the table's empty sides ---
  /**
   * Unchosen, an empty table side takes the two sides saved last, in the order they were saved
   * (the first to the first side): two players who saved theirs tap Start and play.
   */
  const defaultFor = (target: UnitSide): string => {
    if (unitsOn(target) > 0) return '';
    const [newest, before] = sides();
    if (target === 'mine') return (before ?? newest)?.id ?? '';
    return before ? (newest?.id ?? '') : '';
  };
  const choiceOf = (target: UnitSide): string => choices()[target] ?? defaultFor(target);
  const chosen = () =>
    UNIT_SIDES.flatMap((target) => {
      const side = sides().find((s) => s.id === choiceOf(target));
      return side ? [{ target, side }] : [];
    });
  const sameTwice = () => {
    const ids = chosen().map((c) => c.side.id);
    return new Set(ids).size < ids.length;
  };
  /** The game on the table has begun (a turn played or a shot logged): Start begins the next one. */
  const begun = () =>
    game.state.game.turn > 1 || game.state.log.some((r) => (r.game ?? 1) === game.state.game.gameNumber);
  const start = () => {
    const picks = chosen();
    heed(startGame(game, picks, begun()), {
      done: ({ pasted, cleared, newGame }) => {
        const n = pasted.units;
        setChoices({ mine: undefined, opponent: undefined });
        const undo = async (): Promise<Result<void, StorageFailure>> => {
          const taken = await takeBack(game, pasted);
          const back = taken.ok ? await putBack(game, cleared) : taken;
          if (!back.ok || !newGame) return back;
          const undone = await game.turns.undoNewGame(newGame);
          // Another New game since (here or on another phone): the sides are back, the game goes on.
          return undone.ok || undone.problem === 'moved-on' ? ok() : fail(undone.problem);
        };
        // The notice is the roster's: said once the roster is the screen.
        window.addEventListener(
          'hashchange',
          () =>
            showToast(t().started(n), {
              undo: () => heed(undo(), { done: () => showToast(t().startUndone(n)) }),
            }),
          { once: true },
        );
        app.navigate({ screen: 'units' });
      },
    });
  };
  const options = (target: UnitSide) => [
    {
      value: '',
      label: unitsOn(target) > 0 ? t().keepTable(label(target), unitsOn(target)) : t().none,
    },
    ...sides().map((s) => ({ value: s.id, label: t().option(isolateName(s.name), savedUnitCount(s)) })),
  ];

  // --- Rename, duplicate, delete ---
  const rename = () => {
    const r = renaming();
    if (!r) return;
    if (!r.name.trim()) {
      setRenaming({ ...r, empty: true });
      return;
    }
    heed(game.saved.rename(r.id, r.name), {
      say: (problem) => (problem === 'empty' ? t().nameEmpty : notFound(problem)),
      done: ({ before, after }) => {
        setRenaming(undefined);
        refresh();
        showToast(t().renamed(named(after)), {
          undo: () =>
            heed(game.saved.restore(before), {
              done: () => {
                refresh();
                showToast(t().renameUndone(named(before)));
              },
            }),
        });
      },
    });
  };
  const duplicate = (side: SavedSide) =>
    heed(game.saved.duplicate(side.id, t().copyName(side.name)), {
      say: notFound,
      done: (copy) => {
        refresh();
        // The copy's name open for editing, as a duplicated card's is.
        setRenaming({ id: copy.id, name: copy.name });
        showToast(t().duplicated(named(copy)), {
          undo: () => heed(game.saved.remove(copy.id), { done: refresh }),
        });
      },
    });
  const remove = (side: SavedSide) =>
    heed(game.saved.remove(side.id), {
      say: notFound,
      done: (gone) => {
        refresh();
        showToast(t().deleted(named(gone)), {
          undo: () =>
            heed(game.saved.restore(gone), {
              done: () => {
                refresh();
                showToast(t().restored(named(gone)));
              },
            }),
        });
      },
    });

  return (
    <section class="screen paste-screen saved-sides" aria-labelledby="saved-title">
      <div class="paste-head">
        <button type="button" class="btn" onClick={() => app.navigate({ screen: 'units' })}>
          {t().back}
        </button>
        <h1 id="saved-title">{t().title}</h1>
      </div>
      <p class="muted">{t().help}</p>

      <h2>{t().saveTitle}</h2>
      <div class="saved-actions">
        <For each={UNIT_SIDES}>
          {(side) => (
            <button type="button" class="btn" disabled={unitsOn(side) === 0} onClick={() => save(side)}>
              {t().save(label(side), unitsOn(side))}
            </button>
          )}
        </For>
      </div>

      <Show when={sides().length > 0}>
        <h2>{t().startTitle}</h2>
        <p class="muted">
          {t().startHelp}
          <Show when={begun()}> {t().startNewGame}</Show>
        </p>
        <For each={UNIT_SIDES}>
          {(target) => (
            <SelectField
              id={`saved-to-${target}`}
              label={t().goesTo(label(target))}
              value={choiceOf(target)}
              options={options(target)}
              onChange={(id) => setChoices((c) => ({ ...c, [target]: id }))}
            />
          )}
        </For>
        <Show when={sameTwice()}>
          <p class="error" role="alert">
            {t().startSame}
          </p>
        </Show>
        <button
          type="button"
          class="btn primary"
          disabled={chosen().length === 0 || sameTwice()}
          onClick={start}
        >
          {t().start}
        </button>
      </Show>

      <h2>{t().listTitle(sides().length)}</h2>
      <Show when={loaded() && sides().length === 0}>
        <p class="muted">{t().empty}</p>
      </Show>
      <ul class="saved-list">
        <For each={sides()}>
          {(side) => (
            <li class="saved-side">
              <h3>{named(side)}</h3>
              <p class="muted">{t().counts(side.brigades.length, savedUnitCount(side))}</p>
              <Show
                when={renaming()?.id === side.id ? renaming() : undefined}
                fallback={
                  <div class="saved-actions">
                    <button
                      type="button"
                      class="btn"
                      aria-label={t().renameName(named(side))}
                      onClick={() => setRenaming({ id: side.id, name: side.name })}
                    >
                      {t().rename}
                    </button>
                    <button
                      type="button"
                      class="btn"
                      aria-label={t().duplicateName(named(side))}
                      onClick={() => duplicate(side)}
                    >
                      {t().duplicate}
                    </button>
                    <a class="btn" href={showHref(`side/${side.id}`)} aria-label={t().sendName(named(side))}>
                      {t().send}
                    </a>
                    <Show when={clubOn()}>
                      <button
                        type="button"
                        class="btn"
                        disabled={club()?.busy()}
                        aria-label={t().sendClubName(named(side))}
                        onClick={() => sendToClub(side)}
                      >
                        {t().sendClub}
                      </button>
                    </Show>
                    <Show when={clubOn() && inClub(side.id)}>
                      <RemoveFromClub side={side} />
                    </Show>
                    <button
                      type="button"
                      class="btn"
                      aria-label={t().deleteName(named(side))}
                      onClick={() => remove(side)}
                    >
                      {t().delete}
                    </button>
                  </div>
                }
              >
                {(r) => (
                  <form
                    class="saved-rename"
                    onSubmit={(e) => {
                      e.preventDefault();
                      rename();
                    }}
                  >
                    <TextField
                      id={`saved-name-${side.id}`}
                      label={t().nameLabel}
                      value={r().name}
                      maxLength={MAX_SIDE_NAME_LENGTH}
                      enterKeyHint="done"
                      ref={(el) => requestAnimationFrame(() => el.focus())}
                      errors={r().empty ? [t().nameEmpty] : []}
                      onInput={(name) => setRenaming({ id: side.id, name })}
                    />
                    <div class="saved-actions">
                      <button type="submit" class="btn primary">
                        {t().saveName}
                      </button>
                      <button type="button" class="btn" onClick={() => setRenaming(undefined)}>
                        {t().cancel}
                      </button>
                    </div>
                  </form>
                )}
              </Show>
            </li>
          )}
        </For>
      </ul>
      <Show when={fromClub().length > 0}>
        <h2>{t().clubTitle(fromClub().length)}</h2>
        <p class="muted">{t().clubHelp}</p>
        <ul class="saved-list">
          <For each={fromClub()}>
            {(side) => (
              <li class="saved-side">
                <h3>{named(side)}</h3>
                <p class="muted">{t().counts(side.brigades.length, savedUnitCount(side))}</p>
                <Show
                  when={keptOf(side.id)}
                  fallback={
                    <div class="saved-actions">
                      <button
                        type="button"
                        class="btn"
                        aria-label={t().keepName(named(side))}
                        onClick={() => keepFromClub(side)}
                      >
                        {t().keep}
                      </button>
                      <RemoveFromClub side={side} />
                    </div>
                  }
                >
                  {(kept) => (
                    <>
                      <p class="saved-newer">{t().newer(named(kept()))}</p>
                      <div class="saved-actions">
                        <button
                          type="button"
                          class="btn"
                          aria-label={t().updateName(named(side))}
                          onClick={() => updateFromClub(side, kept())}
                        >
                          {t().update}
                        </button>
                        <RemoveFromClub side={side} />
                      </div>
                    </>
                  )}
                </Show>
              </li>
            )}
          </For>
        </ul>
      </Show>
      <div class="saved-actions">
        <a class="btn" href={routeHref({ screen: 'settings', param: 'share/receive' })}>
          {t().receive}
        </a>
      </div>
    </section>
  );
}
