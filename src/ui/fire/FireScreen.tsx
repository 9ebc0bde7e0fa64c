import { createEffect, createMemo, createSignal, For, type JSX, on, Show, untrack } from 'solid-js';
import { createStore, reconcile, unwrap } from 'solid-js/store';
import {
  AMMUNITION,
  type Ammo,
  assessFire,
  bandForDistance,
  findGunType,
  fireOdds,
  legalAlternatives,
  MOVED,
  RANGE_BANDS,
  type RangeBand,
  relevantQuestions,
  resolveFire,
  rollDice,
} from '../../core';
import { formatNumber } from '../../i18n/engine/format';
import { SHEET_LINKS } from '../../i18n/sheet-links';
import { useApp } from '../../state/app-context';
import { sheetClosed } from '../../state/back-closes';
import {
  DEFAULT_DRAFT,
  draftRange,
  firerGroups,
  fireSetup,
  forNewTurn,
  hasFiredThisTurn,
  isShown,
  missingGunType,
  parseDistance,
  rememberable,
  type ShotForm as ShotDraft,
  startingDraft,
  targetsFor,
  unansweredQuestions,
} from '../../state/fire';
import {
  batteryId,
  chooseBattery,
  chooseTarget,
  resultId,
  showResult,
  targetId,
} from '../../state/fire-selection';
import { newId, useGame } from '../../state/game';
import { type Faces, keepShot, keptShot } from '../../state/shot-keep';
import { draftFromCard } from '../../state/units-model';
import type { ResolutionRecord, UnitCard, UnitSide } from '../../storage/model';
import { Segmented, YesNo } from '../controls/Segmented';
import { tablesHref } from '../sheet/sheet-model';
import { openEditor } from '../units/editor-state';
import { ModifierList, RefusalList } from './ChainParts';
import { DicePad } from './DicePad';
import { OddsChart } from './OddsChart';
import { ResultCard } from './ResultCard';
import { useSideName, useWords } from './words';
import './fire.css';
import { fireText } from './text';

/** A kept shot form that the form can show (anything else starts afresh). */
function saneDraft(draft: ShotDraft): boolean {
  return (
    (AMMUNITION as readonly string[]).includes(draft.ammo) &&
    (RANGE_BANDS as readonly string[]).includes(draft.band) &&
    (draft.rangeMode === 'band' || draft.rangeMode === 'distance') &&
    typeof draft.distance === 'string' &&
    (MOVED as readonly string[]).includes(draft.movement?.moved) &&
    typeof draft.movement.unlimbered === 'boolean'
  );
}

/** One unit as a big tap target: name, figures (halves shown as ½), and a note when there is one. */
function PickButton(props: { unit: UnitCard; note?: string; warn?: boolean; onPick: (id: string) => void }) {
  const words = useWords();
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
      <span class="pick-figures">{words().figures(props.unit.figures)}</span>
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
 * Every battery of both sides (one phone serves both players), grouped by side: the side whose turn
 * of fire it is first; in each side the batteries that may still fire first, those that fired after.
 */
function FirerPicker() {
  const app = useApp();
  const game = useGame();
  const sideName = useSideName();
  const t = () => fireText(app.lang());
  const phasing = () => game.state.game.phasingSide;
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
            onClick={() => void game.actions.updateGame({ phasingSide: other(phasing()) })}
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

/** The chosen battery or target on one line, with "Change" to pick again. */
function Chosen(props: { role: string; side: UnitSide; children: JSX.Element; onChange: () => void }) {
  const app = useApp();
  return (
    <div class="chosen" classList={{ [props.side]: true }}>
      <span class="chosen-role">{props.role}</span>
      <span class="visually-hidden">: </span>
      <span class="chosen-name">{props.children}</span>
      <button type="button" class="btn small" onClick={() => props.onChange()}>
        {fireText(app.lang()).swap}
      </button>
    </div>
  );
}

export function FireScreen() {
  const app = useApp();
  const game = useGame();
  const words = useWords();
  const sideName = useSideName();
  const t = () => fireText(app.lang());

  const battery = createMemo(() => game.state.units.find((u) => u.id === batteryId()));
  const target = createMemo(() => game.state.units.find((u) => u.id === targetId()));
  const targets = createMemo(() => {
    const b = battery();
    return b ? targetsFor(game.state.units, b) : [];
  });
  /** The chosen battery's gun type when the rule pack in use does not define it (even an empty one). */
  const missingGun = createMemo(() => {
    const b = battery();
    const gun = b ? missingGunType(b, game.pack()) : undefined;
    return gun === undefined ? undefined : { gun };
  });

  const [draft, setDraft] = createStore<ShotDraft>(structuredClone(DEFAULT_DRAFT));
  // A legal shot is logged at once and shown from the log (so Apply/Undo anywhere show here too);
  // a refused one is only shown.
  const [refusedShot, setRefusedShot] = createSignal<ResolutionRecord>();
  const result = createMemo(() => {
    const id = resultId();
    const logged = id ? game.state.log.find((r) => r.id === id) : undefined;
    return logged ?? refusedShot();
  });
  const closeResult = () => {
    showResult(undefined);
    setRefusedShot(undefined);
  };
  const [diceMode, setDiceMode] = createSignal<'app' | 'physical'>('app');
  /** The faces tapped on the dice pad so far. */
  const [faces, setFaces] = createSignal<Faces>([null, null]);
  /** The full form, or the one-line summary (the default answers fit most shots). */
  const [formOpen, setFormOpen] = createSignal(false);

  // A new battery→target pair: start from the last shot between them and the remembered answers;
  // what changes every turn (movement, unlimbering) starts at its default. The same pair the player
  // left (another screen, Back, a reload, an update) comes back as it was typed.
  createEffect(
    on([batteryId, targetId], ([b, tg]) => {
      setRefusedShot(undefined);
      setFormOpen(false);
      if (!b || !tg) return;
      const kept = untrack(keptShot);
      if (kept && kept.battery === b && kept.target === tg && saneDraft(kept.draft)) {
        const draft = structuredClone(kept.draft);
        setDraft(reconcile(kept.turn === game.state.game.turn ? draft : forNewTurn(draft)));
        setFormOpen(kept.formOpen);
        setDiceMode(kept.dice);
        setFaces(kept.faces);
        return;
      }
      const last = game.state.log.find((r) => r.input.batteryId === b && r.input.targetId === tg);
      setDraft(reconcile(startingDraft(last, game.actions.rememberedAnswers(b, tg))));
      setDiceMode('app');
      setFaces([null, null]);
    }),
  );
  // What is typed is kept until the shot is logged; a logged shot starts the next form from the log.
  createEffect(() => {
    const typed = JSON.stringify(draft);
    const b = batteryId();
    const tg = targetId();
    // The pair given up: so is the form typed for it.
    if (!b || !tg || resultId()) {
      keepShot(undefined);
      return;
    }
    keepShot({
      battery: b,
      target: tg,
      turn: game.state.game.turn,
      draft: JSON.parse(typed) as ShotDraft,
      formOpen: formOpen(),
      dice: diceMode(),
      faces: faces(),
    });
  });
  // A new turn: the battery's movement is asked again, never carried over from the last turn.
  createEffect(
    on(
      () => game.state.game.turn,
      () => setDraft(reconcile(forNewTurn(structuredClone(unwrap(draft))))),
      { defer: true },
    ),
  );

  const setup = createMemo(() => {
    const b = battery();
    const tg = target();
    if (!b || !tg) return undefined;
    return fireSetup(b, tg, draft, game.state.game, game.state.log);
  });
  const assessment = createMemo(() => {
    const s = setup();
    return s ? assessFire(s, game.pack()) : undefined;
  });
  const refusals = createMemo(() => {
    const a = assessment();
    return a && !a.ok ? a.refusals : undefined;
  });
  const alternatives = createMemo(() => {
    const s = setup();
    const a = assessment();
    return s && a && !a.ok ? legalAlternatives(s, game.pack()) : [];
  });

  /** The band the questions are about: declared, or derived from the measured distance. */
  const band = createMemo<RangeBand | undefined>(() => {
    if (draft.rangeMode === 'band') return draft.band;
    const b = battery();
    const d = parseDistance(draft.distance);
    const gun = b ? findGunType(game.pack(), b.gunType) : undefined;
    if (!gun || d === undefined) return undefined;
    const answer = bandForDistance(gun, d, game.state.game.scale, game.pack());
    return answer.ok ? answer.range.band : undefined;
  });
  const questions = createMemo(() =>
    relevantQuestions(
      draft.ammo,
      band() ?? 'long',
      Boolean(target()?.screen.attached && target()?.screen.figures),
    ),
  );
  /** Questions that permit a shot and wait for the player's own answer: no roll until answered. */
  const unanswered = createMemo(() => unansweredQuestions(questions(), draft.situation));

  const shot = createMemo(() => {
    const a = assessment();
    return a?.ok && unanswered().length === 0 ? a.shot : undefined;
  });
  const legalOdds = createMemo(() => {
    const s = setup();
    const odds = s && shot() ? fireOdds(s, game.pack()) : undefined;
    return odds?.legal ? odds : undefined;
  });

  // A refused shot or a question waiting for its answer opens the form, and it stays open for this
  // pair so it never folds away under the player's finger.
  const mustShowForm = () => Boolean(refusals()) || unanswered().length > 0;
  createEffect(() => {
    if (mustShowForm()) setFormOpen(true);
  });

  const answer = (question: keyof ShotDraft['situation'], value: boolean) => {
    setDraft('situation', question, value);
    const b = batteryId();
    const tg = targetId();
    // Only what may stay remembered: a must-answer question is asked afresh every time.
    if (b && tg) void game.actions.rememberAnswers(b, tg, rememberable({ ...draft.situation }));
  };

  /** What the shot is, in one line: ammunition · range · movement, and what is on the table. */
  const rangeSummary = () => {
    if (draft.rangeMode === 'band') return words().band(draft.band);
    const d = parseDistance(draft.distance);
    const measured =
      d === undefined ? '' : `${formatNumber(app.lang(), d)} ${words().scaleUnit(game.state.game.scale)}`;
    const b = band();
    return b ? `${measured} → ${words().band(b)}` : measured;
  };
  const tableSummary = () => {
    const given = questions()
      .filter((q) => isShown(q, draft.situation))
      .filter((q) => {
        const a = draft.situation[q.question];
        return a !== undefined && a !== q.unrestricted;
      })
      .map((q) => `${words().questionLabel(q.question)}: ${draft.situation[q.question] ? t().yes : t().no}`);
    return given.length === 0 ? t().tableClear : `${t().tableAnswers} ${given.join(' · ')}`;
  };

  async function fire(dice: [number, number], source: 'app' | 'physical') {
    const b = battery();
    const tg = target();
    const s = setup();
    const range = draftRange(draft, game.state.game.scale);
    // Never rolled while a question that permits the shot waits for its answer.
    if (!b || !tg || !s || !range || unanswered().length > 0) return;
    if (source === 'physical') {
      // The pad gives way to the result: its faces are cleared for the next shot (the way of
      // entering dice stays), and Back has it no more.
      sheetClosed('dice-pad');
      setFaces([null, null]);
    }
    const outcome = resolveFire({ ...s, dice }, game.pack());
    const pack = game.pack();
    const record: ResolutionRecord = {
      id: newId(),
      at: Date.now(),
      turn: game.state.game.turn,
      input: {
        batteryId: b.id,
        targetId: tg.id,
        ammo: draft.ammo,
        range,
        movement: { ...draft.movement },
        situation: { ...draft.situation },
      },
      batteryName: b.name,
      targetName: tg.name,
      dice,
      diceSource: source,
      result: outcome,
      pack: { id: pack.id, version: pack.version, official: pack.official },
    };
    if (outcome.legal) {
      await game.actions.record(record);
      setRefusedShot(undefined);
      showResult(record.id);
    } else {
      showResult(undefined);
      setRefusedShot(record);
    }
  }

  const roll = () => void fire(rollDice(), 'app');
  /**
   * "Fire again" in a later turn: the same pair, the shot form open with movement and unlimbering
   * back at their defaults, so the player answers them for this turn and rolls (or enters dice).
   */
  const fireAgain = () => {
    closeResult();
    setDraft(reconcile(forNewTurn(structuredClone(unwrap(draft)))));
    setFormOpen(true);
  };
  const scrollTo = (selector: string) =>
    document.querySelector(selector)?.scrollIntoView({ block: 'center', behavior: 'smooth' });

  const shotForm = () => (
    <div class="shot-form" id="shot-form">
      <Segmented
        name="ammo"
        legend={t().ammo}
        options={AMMUNITION}
        value={draft.ammo}
        label={(a: Ammo) => words().ammo(a)}
        onChange={(a) => setDraft('ammo', a)}
      />
      <Segmented
        name="range-mode"
        legend={t().range}
        options={['band', 'distance'] as const}
        value={draft.rangeMode}
        label={(m) => (m === 'band' ? t().byBand : t().byDistance)}
        onChange={(m) => setDraft('rangeMode', m)}
      />
      <Show
        when={draft.rangeMode === 'distance'}
        fallback={
          <Segmented
            name="band"
            legend={t().byBand}
            options={RANGE_BANDS}
            value={draft.band}
            label={(b) => words().band(b)}
            onChange={(b) => setDraft('band', b)}
          />
        }
      >
        <div class="field">
          <label for="distance">{t().distanceLabel(words().scaleUnit(game.state.game.scale))}</label>
          <input
            id="distance"
            class="number-input"
            type="text"
            inputmode="decimal"
            autocomplete="off"
            maxLength={7}
            value={draft.distance}
            aria-invalid={draft.distance !== '' && parseDistance(draft.distance) === undefined}
            aria-describedby="distance-help"
            onInput={(e) => setDraft('distance', e.currentTarget.value)}
          />
          <p id="distance-help" class="muted">
            {draft.distance !== '' && parseDistance(draft.distance) === undefined
              ? t().distanceInvalid
              : band()
                ? `${t().bandFromDistance} ${words().band(band() as RangeBand)}`
                : t().distanceHint}
          </p>
        </div>
      </Show>
      <Segmented
        name="moved"
        legend={t().movement}
        options={MOVED}
        value={draft.movement.moved}
        label={(m) => words().moved(m)}
        onChange={(m) => setDraft('movement', 'moved', m)}
      />
      <YesNo
        name="unlimbered"
        question={t().unlimbered}
        value={draft.movement.unlimbered}
        yes={t().yes}
        no={t().no}
        onChange={(v) => setDraft('movement', 'unlimbered', v)}
      />
      <h2 class="section-title">{t().questions}</h2>
      <For each={questions()}>
        {(q) => (
          <Show when={isShown(q, draft.situation)}>
            <YesNo
              name={q.question}
              question={words().question(q.question, game.state.game.scale)}
              // A question that permits the shot starts unanswered; the others at their unrestricted answer.
              value={draft.situation[q.question] ?? (q.mustAnswer ? undefined : q.unrestricted)}
              yes={t().yes}
              no={t().no}
              onChange={(v) => answer(q.question, v)}
            />
          </Show>
        )}
      </For>
    </div>
  );

  return (
    <section class="screen fire" aria-labelledby="fire-title">
      <h1 id="fire-title">{t().title}</h1>

      <div class="matchup">
        <Show when={battery()} fallback={<FirerPicker />}>
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
        <Show when={battery() && missingGun()}>
          {(gun) => (
            <div class="notice" role="alert">
              <p>{t().gunTypeMissing(gun().gun)}</p>
              <div class="notice-actions">
                <button
                  type="button"
                  class="btn"
                  onClick={() => {
                    const b = battery();
                    if (!b) return;
                    openEditor(draftFromCard(b), false);
                    app.navigate({ screen: 'units' });
                  }}
                >
                  {t().editCard}
                </button>
                <a class="btn" href="#/settings/packs">
                  {t().rulePacks}
                </a>
              </div>
            </div>
          )}
        </Show>
        <Show when={battery() && !missingGun()}>
          <Show
            when={target()}
            fallback={
              <fieldset class="picker">
                <legend>{t().chooseTarget}</legend>
                <Show when={targets().length > 0} fallback={<p class="muted">{t().noTargets}</p>}>
                  <div class="picker-list">
                    <For each={targets()}>
                      {(unit) => (
                        <PickButton
                          unit={unit}
                          note={
                            unit.arm === 'artillery'
                              ? words().all.arms.artillery
                              : `${words().all.arms[unit.arm]} · ${words().all.formations[unit.formation]}`
                          }
                          onPick={chooseTarget}
                        />
                      )}
                    </For>
                  </div>
                </Show>
              </fieldset>
            }
          >
            {(tg) => (
              <Chosen
                role={`${t().chooseTarget} · ${sideName(tg().side)}`}
                side={tg().side}
                onChange={() => chooseTarget(undefined)}
              >
                <bdi>{tg().name}</bdi> · {words().figures(tg().figures)}
              </Chosen>
            )}
          </Show>
        </Show>
      </div>

      <Show when={battery() && target() && !missingGun()}>
        <Show
          when={result()}
          fallback={
            <div class="shot">
              <Show
                when={formOpen()}
                fallback={
                  // One tap target for the whole line: what the shot is, and "Change" to open it.
                  <button
                    type="button"
                    class="shot-summary"
                    aria-expanded="false"
                    onClick={() => setFormOpen(true)}
                  >
                    <span class="summary-shot">
                      {words().ammo(draft.ammo)} · {rangeSummary()} · {words().moved(draft.movement.moved)}
                      <Show when={draft.movement.unlimbered}> · {t().unlimberedShort}</Show>
                    </span>
                    <span class="muted">{tableSummary()}</span>
                    <span class="summary-change">{t().swap}</span>
                  </button>
                }
              >
                <div class="shot-head">
                  <h2>{t().shot}</h2>
                  {/* A refusal or an unanswered question keeps the form open: nothing to fold away then. */}
                  <Show when={!mustShowForm()}>
                    <button
                      type="button"
                      class="btn small"
                      aria-expanded="true"
                      aria-controls="shot-form"
                      onClick={() => setFormOpen(false)}
                    >
                      {t().done}
                    </button>
                  </Show>
                </div>
              </Show>
              <Show when={formOpen()}>{shotForm()}</Show>

              <Show when={shot()}>
                {(cleared) => (
                  <div class="verdict ok" role="status">
                    <h2 class="verdict-title">✓ {t().legal}</h2>
                    <Show when={legalOdds()}>
                      {(o) => <OddsChart outcomes={o().outcomes} expected={o().expected.total} />}
                    </Show>
                    <h3>{t().modifiers}</h3>
                    <ModifierList modifiers={cleared().modifiers} empty={t().noModifiers} />
                    {/* The Tables view with this shot's gun, column and modifiers highlighted. */}
                    <a
                      class="rule-link why-link"
                      href={tablesHref({
                        gun: battery()?.gunType,
                        ammo: draft.ammo,
                        band: band(),
                        mods: cleared().modifiers.map((m) => m.code),
                      })}
                    >
                      {SHEET_LINKS[app.lang()].seeInTable}
                    </a>
                  </div>
                )}
              </Show>
              <Show when={refusals()}>
                {(list) => (
                  <div class="verdict refused" role="status" id="fire-refusals">
                    <h2 class="verdict-title">✕ {t().refused}</h2>
                    <RefusalList refusals={list()} />
                    <Show when={alternatives().length > 0}>
                      <p>{t().instead}</p>
                      <div class="alternatives">
                        <For each={alternatives()}>
                          {(alt) => (
                            <button
                              type="button"
                              class="btn"
                              onClick={() => setDraft({ ammo: alt.ammo, rangeMode: 'band', band: alt.band })}
                            >
                              {words().ammo(alt.ammo)} · {words().band(alt.band)}
                            </button>
                          )}
                        </For>
                      </div>
                    </Show>
                  </div>
                )}
              </Show>

              <Show when={unanswered().length > 0}>
                <div class="roll-bar">
                  <button
                    type="button"
                    class="btn refused-bar unanswered-bar"
                    onClick={() => scrollTo('.shot-form .yes-no.unanswered')}
                  >
                    ? {t().answerFirst(unanswered().length)}
                  </button>
                </div>
              </Show>
              <Show when={unanswered().length === 0 && refusals()}>
                {(list) => (
                  <div class="roll-bar">
                    <button type="button" class="btn refused-bar" onClick={() => scrollTo('#fire-refusals')}>
                      ✕ {t().refused} · {t().seeWhy(list().length)}
                    </button>
                  </div>
                )}
              </Show>
              <Show when={shot()}>
                <div class="roll-bar">
                  <Show
                    when={diceMode() === 'physical'}
                    fallback={
                      <>
                        <button type="button" class="btn primary big" onClick={roll}>
                          {t().roll}
                        </button>
                        <button type="button" class="btn" onClick={() => setDiceMode('physical')}>
                          {t().physical}
                        </button>
                      </>
                    }
                  >
                    <DicePad
                      faces={faces()}
                      onFaces={setFaces}
                      onClose={() => setDiceMode('app')}
                      onDice={(dice) => void fire(dice, 'physical')}
                    />
                    <button
                      type="button"
                      class="btn"
                      onClick={() => {
                        sheetClosed('dice-pad');
                        setDiceMode('app');
                      }}
                    >
                      {t().roll}
                    </button>
                  </Show>
                </div>
              </Show>
            </div>
          }
        >
          {(record) => (
            <ResultCard
              record={record()}
              canFireAgain={!hasFiredThisTurn(game.state.log, game.state.game, record().input.batteryId)}
              onFireAgain={fireAgain}
              onNewShot={closeResult}
            />
          )}
        </Show>
      </Show>
    </section>
  );
}
