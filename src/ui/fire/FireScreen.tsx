import { createEffect, createMemo, createSignal, For, on, Show } from 'solid-js';
import { createStore, reconcile } from 'solid-js/store';
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
import { useApp } from '../../state/app-context';
import {
  DEFAULT_DRAFT,
  draftRange,
  fireSetup,
  hasFiredThisTurn,
  parseDistance,
  type ShotDraft,
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
import type { ResolutionRecord, UnitCard } from '../../storage/model';
import { Segmented, YesNo } from '../controls/Segmented';
import { ModifierList, RefusalList } from './ChainParts';
import { DicePad } from './DicePad';
import { OddsChart } from './OddsChart';
import { ResultCard } from './ResultCard';
import { useWords } from './words';
import './fire.css';

function UnitPicker(props: {
  legend: string;
  empty: string;
  units: readonly UnitCard[];
  onPick: (id: string) => void;
  note?: (unit: UnitCard) => string | undefined;
}) {
  return (
    <fieldset class="picker">
      <legend>{props.legend}</legend>
      <Show when={props.units.length > 0} fallback={<p class="muted">{props.empty}</p>}>
        <div class="picker-list">
          <For each={props.units}>
            {(unit) => (
              <button
                type="button"
                class="btn pick"
                classList={{ [unit.side]: true }}
                onClick={() => props.onPick(unit.id)}
              >
                <span class="pick-name">{unit.name}</span>
                <span class="pick-figures">{unit.figures}</span>
                <Show when={props.note?.(unit)}>{(note) => <span class="pick-note">{note()}</span>}</Show>
              </button>
            )}
          </For>
        </div>
      </Show>
    </fieldset>
  );
}

export function FireScreen() {
  const app = useApp();
  const game = useGame();
  const words = useWords();
  const t = () => app.t().fire;

  const battery = createMemo(() => game.state.units.find((u) => u.id === batteryId()));
  const target = createMemo(() => game.state.units.find((u) => u.id === targetId()));
  const myBatteries = createMemo(() =>
    game.state.units.filter((u) => u.side === 'mine' && u.arm === 'artillery'),
  );
  const targets = createMemo(() => game.state.units.filter((u) => u.side === 'opponent'));

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

  // A new battery→target pair: start from the last shot between them, or the remembered answers.
  createEffect(
    on([batteryId, targetId], ([b, tg]) => {
      setRefusedShot(undefined);
      if (!b || !tg) return;
      const last = game.state.log.find((r) => r.input.batteryId === b && r.input.targetId === tg);
      const situation = game.actions.rememberedAnswers(b, tg);
      if (last) {
        const range = last.input.range;
        setDraft(
          reconcile({
            ammo: last.input.ammo,
            rangeMode: 'band' in range ? 'band' : 'distance',
            band: 'band' in range ? range.band : DEFAULT_DRAFT.band,
            distance: 'distance' in range ? String(range.distance) : '',
            movement: { moved: 'none', unlimbered: false },
            situation: { ...situation },
          }),
        );
      } else {
        setDraft(reconcile({ ...structuredClone(DEFAULT_DRAFT), situation: { ...situation } }));
      }
    }),
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
  const shot = createMemo(() => {
    const a = assessment();
    return a?.ok ? a.shot : undefined;
  });
  const refusals = createMemo(() => {
    const a = assessment();
    return a && !a.ok ? a.refusals : undefined;
  });
  const legalOdds = createMemo(() => {
    const s = setup();
    const odds = s && shot() ? fireOdds(s, game.pack()) : undefined;
    return odds?.legal ? odds : undefined;
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

  const answer = (question: keyof ShotDraft['situation'], value: boolean) => {
    setDraft('situation', question, value);
    const b = batteryId();
    const tg = targetId();
    if (b && tg) void game.actions.rememberAnswers(b, tg, { ...draft.situation });
  };

  async function fire(dice: [number, number], source: 'app' | 'physical') {
    const b = battery();
    const tg = target();
    const s = setup();
    const range = draftRange(draft, game.state.game.scale);
    if (!b || !tg || !s || !range) return;
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

  return (
    <section class="screen fire" aria-labelledby="fire-title">
      <h1 id="fire-title">{t().title}</h1>

      <div class="matchup">
        <Show
          when={battery()}
          fallback={
            <UnitPicker
              legend={t().chooseBattery}
              empty={t().noBatteries}
              units={myBatteries()}
              onPick={chooseBattery}
              note={(u) =>
                hasFiredThisTurn(game.state.log, game.state.game.turn, u.id) ? t().firedThisTurn : undefined
              }
            />
          }
        >
          {(b) => (
            <div class="chosen mine">
              <span class="chosen-role">{t().chooseBattery}</span>
              <span class="chosen-name">{b().name}</span>
              <button type="button" class="btn small" onClick={() => chooseBattery(undefined)}>
                {t().swap}
              </button>
            </div>
          )}
        </Show>
        <Show when={battery()}>
          <Show
            when={target()}
            fallback={
              <UnitPicker
                legend={t().chooseTarget}
                empty={t().noTargets}
                units={targets()}
                onPick={chooseTarget}
              />
            }
          >
            {(tg) => (
              <div class="chosen opponent">
                <span class="chosen-role">{t().chooseTarget}</span>
                <span class="chosen-name">
                  {tg().name} · {tg().figures}
                </span>
                <button type="button" class="btn small" onClick={() => chooseTarget(undefined)}>
                  {t().swap}
                </button>
              </div>
            )}
          </Show>
        </Show>
      </div>

      <Show when={battery() && target()}>
        <Show
          when={result()}
          fallback={
            <div class="shot">
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
                  <Show when={!q.onlyIf || (draft.situation[q.onlyIf] ?? false)}>
                    <YesNo
                      name={q.question}
                      question={words().question(q.question, game.state.game.scale)}
                      value={draft.situation[q.question] ?? q.unrestricted}
                      yes={t().yes}
                      no={t().no}
                      onChange={(v) => answer(q.question, v)}
                    />
                  </Show>
                )}
              </For>

              <Show when={shot()}>
                {(cleared) => (
                  <div class="verdict ok" role="status">
                    <h2 class="verdict-title">✓ {t().legal}</h2>
                    <h3>{t().modifiers}</h3>
                    <ModifierList modifiers={cleared().modifiers} empty={t().noModifiers} />
                    <Show when={legalOdds()}>
                      {(o) => <OddsChart outcomes={o().outcomes} expected={o().expected.total} />}
                    </Show>
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

              <Show when={refusals()}>
                {(list) => (
                  <div class="roll-bar">
                    <button
                      type="button"
                      class="btn refused-bar"
                      onClick={() =>
                        document
                          .getElementById('fire-refusals')
                          ?.scrollIntoView({ block: 'start', behavior: 'smooth' })
                      }
                    >
                      ✕ {t().refused} · {t().seeWhy(list().length)}
                    </button>
                  </div>
                )}
              </Show>
              <Show when={assessment()?.ok}>
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
                    <DicePad onDice={(dice) => void fire(dice, 'physical')} />
                    <button type="button" class="btn" onClick={() => setDiceMode('app')}>
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
              canFireAgain={!hasFiredThisTurn(game.state.log, game.state.game.turn, record().input.batteryId)}
              onFireAgain={roll}
              onNewShot={closeResult}
            />
          )}
        </Show>
      </Show>
    </section>
  );
}
