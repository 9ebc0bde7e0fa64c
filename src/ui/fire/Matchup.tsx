import { createMemo, For, type JSX, Show } from 'solid-js';
import { hasFiredThisTurn } from '../../core';
import { formatFigures, wordsIn } from '../../i18n';
import type { UnitCard, UnitSide } from '../../records';
import {
  chooseBattery,
  chooseTarget,
  firerGroups,
  firingSide,
  missingGunType,
  openEditor,
  type Shot,
  unitFormFromCard,
  useApp,
  useGame,
} from '../../state';
import { useHeed } from '../heed';
import { useSideName } from '../parts/side-name';

/** One unit as a big tap target: name, figures (halves shown as ½), and a note when there is one. */
function PickButton(props: { unit: UnitCard; note?: string; warn?: boolean; onPick: (id: string) => void }) {
  const app = useApp();
  return (
    <button
      type="button"
      class="btn pick"
      classList={{ [props.unit.side]: true }}
      onClick={() => props.onPick(props.unit.id)}
    >
      {/* Separators for screen readers: the name, the figures and the note are separate boxes. */}
      <bdi class="pick-name">{props.unit.name}</bdi>
      <span class="visually-hidden">, </span>
      <span class="pick-figures">{formatFigures(app.lang(), props.unit.figures)}</span>
      <Show when={props.note}>
        {(note) => (
          <span class="pick-note" classList={{ warn: props.warn ?? false }}>
            <span class="visually-hidden">, </span>
            {note()}
          </span>
        )}
      </Show>
    </button>
  );
}

/**
 * Every battery of both sides (one phone serves both players), grouped by side: the side firing now
 * first (whose turn of fire it is, or the other side once that one has no battery left to fire); in
 * each side the batteries that may still fire first, those that fired after.
 */
function FirerPicker() {
  const app = useApp();
  const game = useGame();
  const heed = useHeed();
  const sideName = useSideName();
  const t = () => wordsIn(app.lang(), 'fire');
  const phasing = createMemo(
    () =>
      firingSide(game.state.units, game.state.log, game.state.game, game.state.game.phasingSide) ??
      game.state.game.phasingSide,
  );
  const other = (side: UnitSide): UnitSide => (side === 'mine' ? 'opponent' : 'mine');
  const groups = createMemo(() => firerGroups(game.state.units, phasing(), game.state.log, game.state.game));
  const any = () => groups().some((g) => g.batteries.length > 0);
  const note = (u: UnitCard) => {
    const gun = missingGunType(u, game.pack());
    if (gun !== undefined) return { text: t().gunTypeMissing(gun), warn: true };
    if (hasFiredThisTurn(game.state.log, game.state.game, u.id))
      return { text: t().firedThisTurn, warn: true };
    return undefined;
  };
  return (
    <fieldset class="picker">
      <legend>{t().chooseBattery}</legend>
      <Show when={any()} fallback={<p class="muted">{t().noBatteries}</p>}>
        <div class="phasing">
          <span>
            {t().firingNow} <strong>{sideName(phasing())}</strong>
          </span>
          <button
            type="button"
            class="btn small"
            onClick={() => heed(game.turns.update({ phasingSide: other(phasing()) }))}
          >
            {t().switchSide}
          </button>
        </div>
        <For each={groups()}>
          {(group) => (
            <section class="side-group" aria-labelledby={`firers-${group.side}`}>
              <h2 class="side-title" classList={{ [group.side]: true }} id={`firers-${group.side}`}>
                {sideName(group.side)}
              </h2>
              <Show
                when={group.batteries.length > 0}
                fallback={<p class="muted side-empty">{t().noSideBatteries}</p>}
              >
                <div class="picker-list">
                  <For each={group.batteries}>
                    {(unit) => (
                      <PickButton
                        unit={unit}
                        note={note(unit)?.text}
                        warn={note(unit)?.warn}
                        onPick={chooseBattery}
                      />
                    )}
                  </For>
                </div>
              </Show>
            </section>
          )}
        </For>
      </Show>
    </fieldset>
  );
}

/** The units the chosen battery may fire at, each with its arm and formation. */
function TargetPicker(props: { targets: readonly UnitCard[] }) {
  const app = useApp();
  const names = () => wordsIn(app.lang(), 'names');
  const t = () => wordsIn(app.lang(), 'fire');
  return (
    <fieldset class="picker">
      <legend>{t().chooseTarget}</legend>
      <Show when={props.targets.length > 0} fallback={<p class="muted">{t().noTargets}</p>}>
        <div class="picker-list">
          <For each={props.targets}>
            {(unit) => (
              <PickButton
                unit={unit}
                note={
                  unit.arm === 'artillery'
                    ? names().arms.artillery
                    : `${names().arms[unit.arm]} · ${names().formations[unit.formation]}`
                }
                onPick={chooseTarget}
              />
            )}
          </For>
        </div>
      </Show>
    </fieldset>
  );
}

/** The chosen battery or target on one line, with "Change" to pick again. */
function Chosen(props: { role: string; side: UnitSide; children: JSX.Element; onChange: () => void }) {
  const app = useApp();
  return (
    <div class="chosen" classList={{ [props.side]: true }}>
      <span class="chosen-role">{props.role}</span>
      <span class="visually-hidden">: </span>
      <span class="chosen-name">{props.children}</span>
      <button type="button" class="btn small" onClick={() => props.onChange()}>
        {wordsIn(app.lang(), 'fire').swap}
      </button>
    </div>
  );
}

/**
 * Who fires at whom: the battery (picked from both sides), then its target; a battery whose gun type
 * the rule pack in use lacks says so, with the way to mend it.
 */
export function Matchup(props: { shot: Shot }) {
  const app = useApp();
  const sideName = useSideName();
  const t = () => wordsIn(app.lang(), 'fire');
  const s = props.shot;
  const editBattery = () => {
    const b = s.battery();
    if (!b) return;
    openEditor(unitFormFromCard(b), false);
    app.navigate({ screen: 'units' });
  };
  return (
    <div class="matchup">
      <Show when={s.battery()} fallback={<FirerPicker />}>
        {(b) => (
          <Chosen
            role={`${t().chooseBattery} · ${sideName(b().side)}`}
            side={b().side}
            onChange={() => chooseBattery(undefined)}
          >
            <bdi>{b().name}</bdi>
          </Chosen>
        )}
      </Show>
      <Show when={s.battery() && s.missingGun()}>
        {(gun) => (
          <div class="notice" role="alert">
            <p>{t().gunTypeMissing(gun().gun)}</p>
            <div class="notice-actions">
              <button type="button" class="btn" onClick={editBattery}>
                {t().editCard}
              </button>
              <a class="btn" href="#/settings/packs">
                {t().rulePacks}
              </a>
            </div>
          </div>
        )}
      </Show>
      <Show when={s.battery() && !s.missingGun()}>
        <Show when={s.target()} fallback={<TargetPicker targets={s.targets()} />}>
          {(tg) => (
            <Chosen
              role={`${t().chooseTarget} · ${sideName(tg().side)}`}
              side={tg().side}
              onChange={() => chooseTarget(undefined)}
            >
              <bdi>{tg().name}</bdi> · {formatFigures(app.lang(), tg().figures)}
            </Chosen>
          )}
        </Show>
      </Show>
    </div>
  );
}
