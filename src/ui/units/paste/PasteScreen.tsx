/**
 * "Paste an army" (issue 34, item 3): one text box for one side or both, the text read as the
 * player types (src/oob), every line shown as understood, each side read sent to one of the
 * table's sides with the name the text gives it; nothing is stored until Add, and one Undo takes
 * the whole paste back. Its own chunk with the reader and its words (`#/paste`).
 */
import { createMemo, For, Index, Show } from 'solid-js';
import { isolateName } from '../../../i18n';
import { readOrderOfBattle } from '../../../oob';
import { MAX_SIDE_NAME_LENGTH, UNIT_SIDES, type UnitSide } from '../../../records';
import { pasteContext, routeHref, useApp, useGame } from '../../../state';
import { TextField } from '../../controls/Field';
import { Segmented } from '../../controls/Segmented';
import { useHeed } from '../../heed';
import { sideNameIn } from '../../parts/side-name';
import { showToast } from '../../Toasts';
import { CopySide } from './CopySide';
import { storePaste, takeBack } from './confirm';
import { PastePreview } from './PastePreview';
import { choices, chooseName, chooseTarget, clearPaste, pasteInput, setText } from './paste-state';
import { pasteText } from './paste-text';
import { SavedSides } from './SavedSides';
import './paste.css';

/**
 * The screen's chunk answers it as its default (App.tsx: `lazy` takes it as it is): the paste box,
 * or the saved sides (`#/paste/saved`).
 */
export default function PasteRoutes() {
  const app = useApp();
  return (
    <Show when={app.route().param === 'saved'} fallback={<PasteScreen />}>
      <SavedSides />
    </Show>
  );
}

function PasteScreen() {
  const app = useApp();
  const game = useGame();
  const heed = useHeed();
  const t = () => pasteText(app.lang());
  const context = createMemo(() => pasteContext(game.pack(), game.state.units));
  const reading = createMemo(() => readOrderOfBattle(pasteInput(), context()));
  const sideCount = (i: number) => {
    const side = reading().sides[i];
    return side ? side.units.length + side.brigades.reduce((n, b) => n + b.units.length, 0) : 0;
  };
  const unitCount = () => reading().sides.reduce((n, _, i) => n + sideCount(i), 0);
  const brigadeCount = () => reading().sides.reduce((n, s) => n + s.brigades.length, 0);
  const problemLines = () =>
    reading().lines.filter((l) => l.problems.length > 0 || l.units.some((u) => u.problems.length > 0)).length;
  const targetOf = (i: number): UnitSide => choices().targets[i] ?? (i === 0 ? 'mine' : 'opponent');
  const nameOf = (i: number): string => {
    const typed = choices().names[i];
    if (typed !== undefined) return typed;
    const read = reading().sides[i]?.name ?? game.state.game.sideNames[targetOf(i)] ?? '';
    return [...read].slice(0, MAX_SIDE_NAME_LENGTH).join('');
  };
  const practice = () =>
    reading().lines.some((l) => l.units.some((u) => u.guessed.some((g) => g.code === 'figures.from-men')));
  const sideLabel = (side: UnitSide) => sideNameIn(app.lang(), game.state.game.sideNames, side);
  const back = () => app.navigate({ screen: 'units' });

  const confirm = () => {
    const read = reading();
    const targets = read.sides.map((_, i) => targetOf(i));
    const names = read.sides.map((_, i) => nameOf(i));
    heed(storePaste(game, read, targets, names), {
      done: (pasted) => {
        const n = pasted.units;
        clearPaste();
        // The notice is the roster's: said once the roster is the screen (a new screen drops the
        // old screen's notices).
        window.addEventListener(
          'hashchange',
          () =>
            showToast(t().added(n), {
              undo: () => heed(takeBack(game, pasted), { done: () => showToast(t().undone(n)) }),
            }),
          { once: true },
        );
        back();
      },
    });
  };

  return (
    <section class="screen paste-screen" aria-labelledby="paste-title">
      <div class="paste-head">
        <button type="button" class="btn" onClick={back}>
          {t().back}
        </button>
        <h1 id="paste-title">{t().title}</h1>
        <a class="btn" href={routeHref({ screen: 'paste', param: 'saved' })}>
          {t().savedLink}
        </a>
      </div>
      <TextField
        id="paste-text"
        class="paste-text"
        label={t().textLabel}
        help={t().textHelp}
        multiline
        spellcheck={false}
        autocapitalize="none"
        placeholder={t().placeholder}
        value={pasteInput()}
        onInput={setText}
      />
      <Show when={pasteInput()}>
        <button type="button" class="btn paste-clear" onClick={clearPaste}>
          {t().clear}
        </button>
      </Show>
      <Show when={pasteInput().trim()} fallback={<p class="muted">{t().previewEmpty}</p>}>
        <p class="paste-summary" role="status">
          {t().summary(reading().sides.length, brigadeCount(), unitCount(), problemLines())}
        </p>
        <Show when={unitCount() > 0} fallback={<p class="paste-problem">{t().noUnits}</p>}>
          <Index each={reading().sides}>
            {(side, i) => (
              <fieldset class="paste-side">
                <legend>
                  {t().sideRead(i + 1, isolateName(side().name ?? ''))} · {t().sideUnits(sideCount(i))}
                </legend>
                <Segmented
                  name={`paste-target-${i}`}
                  legend={t().goesTo}
                  options={UNIT_SIDES}
                  value={targetOf(i)}
                  label={sideLabel}
                  onChange={(side) => chooseTarget(i, side)}
                />
                <TextField
                  id={`paste-name-${i}`}
                  label={t().sideName}
                  help={t().sideNameHelp}
                  value={nameOf(i)}
                  maxLength={MAX_SIDE_NAME_LENGTH}
                  onInput={(name) => chooseName(i, name)}
                />
              </fieldset>
            )}
          </Index>
          <Show when={practice()}>
            <p class="muted">{t().practiceScale(context().figureScale?.menPerFigure ?? 0)}</p>
          </Show>
        </Show>
        <h2 class="paste-preview-title">{t().preview}</h2>
        <PastePreview reading={reading()} lang={app.lang()} pack={game.pack()} t={t()} />
        {/* After every line, held at the bottom of the screen while the lines are read. */}
        <Show when={unitCount() > 0}>
          <div class="paste-confirm">
            <button type="button" class="btn primary" onClick={confirm}>
              {t().confirm(unitCount())}
            </button>
          </div>
        </Show>
      </Show>
      <section class="paste-copy" aria-labelledby="paste-copy-title">
        <h2 id="paste-copy-title">{t().copyTitle}</h2>
        <p class="muted">{t().copyHelp}</p>
        <For each={UNIT_SIDES}>{(side) => <CopySide side={side} t={t()} />}</For>
      </section>
    </section>
  );
}
