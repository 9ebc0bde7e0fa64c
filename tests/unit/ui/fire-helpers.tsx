/**
 * Shared by the Fire screen's component tests (fire-shot, fire-result): a fresh start around each
 * test, the screen rendered by the one harness (tests/unit/screen.tsx; the Log beside it when asked), and the
 * steps a player takes on it, found by what the player reads.
 */
import { cleanup, fireEvent, screen, within } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach } from 'vitest';
import type { FireSetup, SituationQuestion } from '../../../src/core';
import { questionText } from '../../../src/i18n/engine';
import type { UnitCard } from '../../../src/records/model';
import { toFireBattery, toFireTarget } from '../../../src/state/fire/model';
import { clearFireSelection } from '../../../src/state/fire/selection';
import { FireScreen } from '../../../src/ui/fire/FireScreen';
import { LogScreen } from '../../../src/ui/log/LogScreen';
import { forgetGame, renderScreen } from '../screen';

/** Each test of the file starts with no database, no preferences, no route and no pair chosen. */
export function freshFireEachTest(): void {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    localStorage.clear();
    location.hash = '';
    clearFireSelection();
    forgetGame();
  });
  afterEach(() => cleanup());
}

/** The Fire screen in `lang` (with the Log beside it, as the phone shows them one tap apart, when `log`), once the store is ready. */
export function renderFireScreen(options: { lang?: 'en' | 'ru'; log?: boolean } = {}) {
  const { lang = 'en', log = false } = options;
  return renderScreen(
    () => (
      <>
        <FireScreen />
        {log ? <LogScreen /> : null}
      </>
    ),
    { lang, toasts: false },
  );
}

/** The chosen target's line: its name (isolated in its own element, so a right-to-left name cannot reorder the rest) and figures. */
export function chosenTarget(text: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('.chosen-name')].find(
    (el) => el.textContent === text,
  );
  if (!found) throw new Error(`no chosen target reading “${text}”`);
  return found;
}

export const group = (name: string) => screen.getByRole('group', { name });

/** The matchup's words a test finds it by. */
export const EN = { firer: 'Firing battery', target: 'Target', change: 'Change' };
export const RU = { firer: 'Стреляющая батарея', target: 'Цель', change: 'Сменить' };

/** Choose the pair as a player does: tap the battery, then the target. */
export function pickOnly(battery: string, target: string, t = EN) {
  fireEvent.click(within(group(t.firer)).getByRole('button', { name: new RegExp(`^${battery}`) }));
  fireEvent.click(within(group(t.target)).getByRole('button', { name: new RegExp(`^${target}`) }));
}

/** The shot form, folded into its one-line summary until "Change" (or a refusal) opens it. */
export function openForm(t = EN) {
  const toggle = screen.queryByRole('button', { name: new RegExp(`${t.change}$`), expanded: false });
  if (toggle) fireEvent.click(toggle);
}

/** Choose the pair, then open the full shot form to answer its questions. */
export function pick(battery: string, target: string, t = EN) {
  pickOnly(battery, target, t);
  openForm(t);
}

export function choose(legend: string, option: string) {
  fireEvent.click(within(group(legend)).getByRole('radio', { name: option }));
}

/** Answer a situation question, found by the sentence a player reads. */
export function answer(q: SituationQuestion, value: string, lang: 'en' | 'ru' = 'en') {
  choose(questionText(lang, q, { scale: 'cm' }), value);
}

export const checked = (q: SituationQuestion, value: 'Yes' | 'No') =>
  within(group(questionText('en', q, { scale: 'cm' }))).getByRole('radio', { name: value });

/** The shot the screen starts from (roundshot at effective range, nothing moved, 1813), as the engine takes it. */
export function fireSetup(battery: UnitCard, target: UnitCard, patch: Partial<FireSetup> = {}): FireSetup {
  return {
    battery: toFireBattery(battery),
    target: toFireTarget(target),
    ammo: 'roundshot',
    range: { band: 'effective' },
    movement: { moved: 'none', unlimbered: false },
    firedThisTurn: false,
    situation: {},
    campaignYear: 1813,
    ...patch,
  };
}
