// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResolutionRecord, UnitCard } from '../../../src/records/model';
import { batteryId, clearFireSelection, showResult, targetId } from '../../../src/state/fire/selection';
import { closeEditor } from '../../../src/state/units/edit';
import { openGbDb } from '../../../src/storage/db';
import { UnitsScreen } from '../../../src/ui/units/UnitsScreen';
import { unitCard } from '../fixtures';
import { openBefore } from '../i18n/bidi-check';
import { forgetGame, g, renderScreen } from '../screen';

/** `keepPrefs`: start as the phone was left (a restart), with the preferences stored before. */
/**
 * The Units screen; unless `keepPrefs`, with the roster as full cards chosen (never chosen, a roster
 * of more than four cards shows as rows: its own test).
 */
const renderUnits = (lang: 'en' | 'ru' = 'en', keepPrefs = false) => {
  if (!keepPrefs)
    localStorage.setItem(
      'gb.prefs.v1',
      JSON.stringify({ lang, theme: 'light', textSize: 100, roster: 'cards' }),
    );
  return renderScreen(() => <UnitsScreen />, { lang, keepPrefs: true });
};

function card(patch: Partial<UnitCard> = {}): UnitCard {
  return unitCard(patch);
}

// The editor is a lazy chunk: load it once before the tests, so the first one does not wait on
// the transform of a cold module (findByRole gives up after a second).
beforeAll(async () => {
  await import('../../../src/ui/units/UnitEditor');
});

beforeEach(() => {
  // A fresh, empty database for every test.
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  location.hash = '';
  closeEditor();
  clearFireSelection();
  forgetGame();
});
afterEach(() => cleanup());

/** The firing banner over the navigation (a status line: who fires, and Cancel). */
const firingBanner = () => {
  const found = screen.queryAllByRole('status').find((el) => el.classList.contains('fire-banner'));
  if (!found) throw new Error('no firing banner');
  return found;
};
const noFiringBanner = () =>
  expect(screen.queryAllByRole('status').filter((el) => el.classList.contains('fire-banner'))).toEqual([]);

const cardOf = (name: string) => {
  const heading = screen.getByRole('heading', { name, level: 3 });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return item;
};

describe('building the roster', () => {
  it('a new battalion is a tap, a name and Save; it is stored and comes back after a restart', async () => {
    const first = await renderUnits();
    fireEvent.click(screen.getByRole('button', { name: 'New battalion' }));
    await screen.findByRole('dialog'); // the editor is a lazy chunk
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    fireEvent.input(name, { target: { value: '1er de Ligne' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const mine = await screen.findByRole('region', { name: /Mine/ });
    const item = within(mine).getByRole('listitem');
    expect(item).toHaveTextContent('1er de Ligne');
    expect(item).toHaveTextContent('36');
    expect(item).toHaveTextContent('Line infantry');

    first.unmount();
    await renderUnits();
    expect(await screen.findByRole('heading', { name: '1er de Ligne', level: 3 })).toBeInTheDocument();
  });

  it('a new battery shows the pack gun type in the player language', async () => {
    await renderUnits('ru');
    fireEvent.click(screen.getByRole('button', { name: 'Новая батарея' }));
    await screen.findByRole('dialog'); // the editor is a lazy chunk
    fireEvent.input(screen.getByRole('textbox', { name: 'Название' }), { target: { value: 'Батарея №1' } });
    const gun = screen.getByRole('combobox', { name: 'Орудия' }) as HTMLSelectElement;
    expect(gun.selectedOptions[0]?.textContent).toBe('6-фунтовое орудие');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const item = await waitFor(() => cardOf('Батарея №1'));
    expect(item).toHaveTextContent('6-фунтовое орудие');
    expect(item).toHaveTextContent('Пешая артиллерия');
  });
});

describe('validation in place', () => {
  it('a missing name is shown beside the field, and bad figures keep what was typed', async () => {
    await renderUnits();
    fireEvent.click(screen.getByRole('button', { name: 'New battalion' }));
    await screen.findByRole('dialog'); // the editor is a lazy chunk
    const figures = screen.getByRole('textbox', { name: 'Current figures' });
    // The decimal keyboard: a phone's numeric pad has no separator for 23.5.
    expect(figures).toHaveAttribute('inputmode', 'decimal');
    fireEvent.input(figures, { target: { value: '3a' } });
    fireEvent.blur(figures);
    expect(figures).toHaveAttribute('aria-invalid', 'true');
    const described = figures.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)).toHaveTextContent(
      'Enter a whole or half number from 0 to 999, such as 23 or 23½.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Give the unit a name.');
    expect(name).toHaveFocus();
    // Nothing saved, nothing lost.
    expect(g().state.units).toHaveLength(0);
    expect(figures).toHaveValue('3a');

    fireEvent.input(name, { target: { value: 'x'.repeat(61) } });
    expect(name).toHaveAccessibleDescription('A name is at most 60 characters.');
    expect(name).toHaveValue('x'.repeat(61));
  });

  it('errors are in Russian when the player reads Russian', async () => {
    await renderUnits('ru');
    fireEvent.click(screen.getByRole('button', { name: 'Новый батальон' }));
    await screen.findByRole('dialog'); // the editor is a lazy chunk
    fireEvent.input(screen.getByRole('textbox', { name: 'Фигур в начале' }), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByRole('textbox', { name: 'Фигур в начале' })).toHaveAccessibleDescription(
      'Число фигур — от 0 до 999.',
    );
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveAccessibleDescription(
      'Дайте отряду название.',
    );
  });
});

describe('open order is refused on the spot with the reason and the clause', () => {
  it('a Russian line battalion classed Line: refused, formation stays Line, link to open-order.c', async () => {
    await renderUnits();
    fireEvent.click(screen.getByRole('button', { name: 'New battalion' }));
    await screen.findByRole('dialog'); // the editor is a lazy chunk
    fireEvent.change(screen.getByRole('combobox', { name: 'Nation' }), { target: { value: 'russia' } });
    const openOrder = screen.getByRole('radio', { name: 'Open order' });
    fireEvent.click(openOrder);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Veteran, Elite or Guard');
    const link = within(alert).getByRole('link');
    expect(link).toHaveAttribute('href', '#/rules/open-order.c');
    expect(openOrder).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Line' })).toBeChecked();
  });

  it('the campaign year decides open-order.c: a Veteran battalion may in 1812, not in 1811', async () => {
    await renderUnits();
    await g().turns.update({ campaignYear: 1811 });
    fireEvent.click(screen.getByRole('button', { name: 'New battalion' }));
    await screen.findByRole('dialog'); // the editor is a lazy chunk
    fireEvent.change(screen.getByRole('combobox', { name: 'Nation' }), { target: { value: 'austria' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Class' }), { target: { value: 'veteran' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Open order' }));
    expect(screen.getByRole('alert')).toHaveTextContent('1811');
    expect(screen.getByRole('radio', { name: 'Open order' })).not.toBeChecked();

    await g().turns.update({ campaignYear: 1812 });
    fireEvent.click(screen.getByRole('radio', { name: 'Open order' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Open order' })).toBeChecked();
  });
});

describe('edit, duplicate, delete with Undo', () => {
  it('edits a card, duplicates it, deletes the copy and brings it back with Undo', async () => {
    await renderUnits();
    await g().units.save(card({ id: 'a', name: 'Voltigeurs', figures: 30 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Voltigeurs' }));
    await screen.findByRole('dialog'); // the editor is a lazy chunk
    const current = screen.getByRole('textbox', { name: 'Current figures' });
    expect(current).toHaveValue('30');
    fireEvent.input(current, { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cardOf('Voltigeurs')).toHaveTextContent('24'));
    expect(within(cardOf('Voltigeurs')).getByRole('img')).toHaveAccessibleName('Losses: 12 of 36 figures');

    // Issue 15: a duplicate is a fresh unit at its starting figures (it was a copy at 24).
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Voltigeurs' }));
    // Issue 34: the copy's name opens for editing, all of it selected, to be typed over.
    const copyName = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
    await waitFor(() => expect(copyName).toHaveValue('Voltigeurs (copy)'));
    expect([copyName.selectionStart, copyName.selectionEnd]).toEqual([0, 'Voltigeurs (copy)'.length]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(cardOf('Voltigeurs (copy)')).toHaveTextContent('36 figures of 36'));
    expect(within(cardOf('Voltigeurs (copy)')).getByRole('img')).toHaveAccessibleName(
      'Losses: 0 of 36 figures',
    );
    expect(g().state.units).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Voltigeurs (copy)' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Voltigeurs (copy)' })).toBeNull());
    expect(await screen.findByText('Deleted “Voltigeurs (copy)”')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(cardOf('Voltigeurs (copy)')).toBeInTheDocument());
    expect(g().state.units.map((u) => u.name)).toEqual(['Voltigeurs', 'Voltigeurs (copy)']);
  });

  it('Cancel leaves the card as it was', async () => {
    await renderUnits();
    await g().units.save(card({ id: 'a', name: 'Grenadiers' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Grenadiers' }));
    await screen.findByRole('dialog'); // the editor is a lazy chunk
    fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Something else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Grenadiers', level: 3 })).toBeInTheDocument();
    expect(g().state.units[0]?.name).toBe('Grenadiers');
  });
});

describe('cards at a glance', () => {
  it('a battalion at 0 figures is marked gone, not deleted; a battery that fired this turn says so', async () => {
    await renderUnits();
    await g().units.save(card({ id: 'dead', name: 'Landwehr', figures: 0, side: 'opponent' }));
    await g().units.save(
      card({ id: 'bat', name: 'Foot Battery', arm: 'artillery', figures: 4, startFigures: 4 }),
    );
    expect(await waitFor(() => cardOf('Landwehr'))).toHaveTextContent('Gone');
    expect(cardOf('Foot Battery')).not.toHaveTextContent('Fired this turn');

    const shot = (turn: number) =>
      ({
        id: `r${turn}`,
        at: turn,
        turn,
        input: { batteryId: 'bat', targetId: 'dead' },
        result: { legal: true, chain: {} },
      }) as unknown as ResolutionRecord;
    await g().shots.record(shot(1));
    await waitFor(() => expect(cardOf('Foot Battery')).toHaveTextContent('Fired this turn'));
    // Next turn it may fire again (artillery.movement: once per turn).
    await g().turns.next();
    await waitFor(() => expect(cardOf('Foot Battery')).not.toHaveTextContent('Fired this turn'));
  });

  it('a battalion in open order says it fires as close-order infantry, with its clause (open-order.d)', async () => {
    await renderUnits();
    await g().units.save(card({ id: 'oo', name: 'Chasseurs', formation: 'open-order', class: 'veteran' }));
    await g().units.save(card({ id: 'col', name: 'Fusiliers', formation: 'column' }));
    const openOrder = await waitFor(() => cardOf('Chasseurs'));
    expect(openOrder).toHaveTextContent('Fires as close-order infantry');
    expect(within(openOrder).getByRole('link', { name: /\(d\)/ })).toHaveAttribute(
      'href',
      '#/rules/open-order.d',
    );
    expect(cardOf('Fusiliers')).not.toHaveTextContent('Fires as close-order infantry');
  });

  it('figures read with Russian plurals: 1 фигура, 2 фигуры, 5 фигур', async () => {
    await renderUnits('ru');
    await g().units.save(card({ id: 'a', name: 'A', figures: 1, createdAt: 1 }));
    await g().units.save(card({ id: 'b', name: 'B', figures: 2, createdAt: 2 }));
    await g().units.save(card({ id: 'c', name: 'C', figures: 5, createdAt: 3 }));
    await waitFor(() => expect(cardOf('A')).toHaveTextContent('1 фигура из 36'));
    expect(cardOf('B')).toHaveTextContent('2 фигуры из 36');
    expect(cardOf('C')).toHaveTextContent('5 фигур из 36');
    expect(within(cardOf('A')).getByRole('img')).toHaveAccessibleName('Потери: 35 из 36 фигур');
  });
});

describe('tap-to-fire', () => {
  async function roster() {
    await renderUnits();
    await g().units.save(card({ id: 'bat', name: 'Battery', arm: 'artillery', createdAt: 1 }));
    await g().units.save(card({ id: 'inf', name: 'My Line', createdAt: 2 }));
    await g().units.save(card({ id: 'foe', name: 'Enemy Column', side: 'opponent', createdAt: 3 }));
    await screen.findByRole('heading', { name: 'Enemy Column', level: 3 });
  }

  it('a card named with a right-to-left override: the Delete toast closes its quotes in order', async () => {
    await roster();
    await g().units.save(card({ id: 'inf', name: 'My Line\u202e', createdAt: 2 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete \u2068My Line\u202e\u2069' }));
    const toast = await screen.findByText(/^Deleted “/);
    const text = toast.textContent ?? '';
    expect(text).toBe('Deleted “\u2068My Line\u202e\u2069”');
    expect(openBefore(text, text.length - 1)).toBe(0);
  });

  it('a battery whose name carries a right-to-left override: its name in the banner is isolated, the words around it are not', async () => {
    await roster();
    await g().units.save(card({ id: 'bat', name: 'Battery\u202e', arm: 'artillery', createdAt: 1 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Fire with \u2068Battery\u202e\u2069' }));
    const banner = firingBanner();
    // The name (and its override) stays inside its own <bdi>: nothing of it reaches "tap a target".
    const name = banner.querySelector('bdi');
    expect(name?.textContent).toBe('Battery\u202e');
    expect(banner).toHaveTextContent('Firing: Battery\u202e · tap a target');
    expect(name?.textContent).not.toContain('tap a target');
  });

  it('tap my battery, then an opponent: the Fire screen opens with both', async () => {
    await roster();
    // Before a firer is chosen, an opponent card is not a tap target and my battalion never is.
    expect(screen.queryByRole('button', { name: 'Fire at Enemy Column' })).toBeNull();
    const lineButtons = within(cardOf('My Line')).getAllByRole('button');
    expect(lineButtons.map((b) => b.textContent)).toEqual(['Edit', 'Duplicate', 'Delete']);

    const select = screen.getByRole('button', { name: 'Fire with Battery' });
    fireEvent.click(select);
    expect(batteryId()).toBe('bat');
    expect(screen.getByRole('button', { name: 'Stop firing with Battery' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(firingBanner()).toHaveTextContent('Firing: Battery · tap a target');
    expect(cardOf('Battery')).toHaveTextContent('Firing');

    fireEvent.click(screen.getByRole('button', { name: 'Fire at Enemy Column' }));
    expect(targetId()).toBe('foe');
    expect(location.hash).toBe('#/fire');
  });

  it('Cancel in the banner, or a tap elsewhere, clears the firer', async () => {
    await roster();
    fireEvent.click(screen.getByRole('button', { name: 'Fire with Battery' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(batteryId()).toBeUndefined();
    expect(screen.getByRole('button', { name: 'New battalion' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Fire with Battery' }));
    fireEvent.click(cardOf('My Line'));
    expect(batteryId()).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Fire at Enemy Column' })).toBeNull();
  });
});

describe('the volley flow on the roster (issue 22)', () => {
  async function twoBatteries() {
    await renderUnits();
    await g().units.save(card({ id: 'sasha', name: 'Sasha 12pdr', arm: 'artillery', createdAt: 1 }));
    await g().units.save(card({ id: 'misha', name: 'Misha 6pdr', arm: 'artillery', createdAt: 2 }));
    await g().units.save(card({ id: 'foe', name: 'Enemy Column', side: 'opponent', createdAt: 3 }));
    await screen.findByRole('heading', { name: 'Enemy Column', level: 3 });
  }

  it('a tap on another battery of the same side makes it the firing battery, not a target', async () => {
    await twoBatteries();
    fireEvent.click(screen.getByRole('button', { name: 'Fire with Sasha 12pdr' }));
    expect(firingBanner()).toHaveTextContent('Firing: Sasha 12pdr');
    // Misha's battery is not offered as a target of Sasha's; a tap on it switches the firer.
    expect(screen.queryByRole('button', { name: 'Fire at Misha 6pdr' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fire with Misha 6pdr' }));
    expect(batteryId()).toBe('misha');
    expect(targetId()).toBeUndefined();
    expect(firingBanner()).toHaveTextContent('Firing: Misha 6pdr');
    expect(cardOf('Misha 6pdr')).toHaveTextContent('Firing');
    expect(cardOf('Sasha 12pdr')).not.toHaveTextContent('Firing');
    expect(location.hash).not.toBe('#/fire');
  });

  it('once a shot is on the Fire screen nothing stays armed: the next tap on a battery arms it', async () => {
    await twoBatteries();
    fireEvent.click(screen.getByRole('button', { name: 'Fire with Sasha 12pdr' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fire at Enemy Column' }));
    expect(location.hash).toBe('#/fire');
    // Sasha's shot is fired and shown (its result id): back on the roster, no banner, no target.
    showResult('shot-1');
    await waitFor(noFiringBanner);
    expect(screen.getByRole('button', { name: 'New battalion' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Fire at / })).toBeNull();
    // Misha taps his battery: it is armed (never Sasha's target), and so is Sasha's again.
    fireEvent.click(screen.getByRole('button', { name: 'Fire with Misha 6pdr' }));
    expect(batteryId()).toBe('misha');
    expect(targetId()).toBeUndefined();
    expect(firingBanner()).toHaveTextContent('Firing: Misha 6pdr · tap a target');
    showResult('shot-2');
    await waitFor(noFiringBanner);
    fireEvent.click(screen.getByRole('button', { name: 'Fire with Misha 6pdr' }));
    expect(batteryId()).toBe('misha');
    expect(firingBanner()).toHaveTextContent('Firing: Misha 6pdr');
  });

  it('the banner is one line in Russian too, with Cancel', async () => {
    await renderUnits('ru');
    await g().units.save(card({ id: 'b', name: 'Пешая батарея', arm: 'artillery', createdAt: 1 }));
    await screen.findByRole('heading', { name: 'Пешая батарея', level: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Стрелять батареей Пешая батарея' }));
    expect(firingBanner()).toHaveTextContent('Стреляет: Пешая батарея · выберите цель');
    fireEvent.click(within(firingBanner()).getByRole('button', { name: 'Отмена' }));
    expect(batteryId()).toBeUndefined();
    noFiringBanner();
  });
});

const names = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('cavalry', () => {
  it('New cavalry: name, side, nation, class, figures and line or column; no infantry or battery fields', async () => {
    await renderUnits();
    fireEvent.click(screen.getByRole('button', { name: 'New cavalry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New cavalry' });
    expect(within(dialog).getByRole('radio', { name: 'Cavalry' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Starting figures' })).toHaveValue('12');
    const formation = within(dialog).getByRole('group', { name: 'Formation' });
    expect(
      within(formation)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['line', 'column']);
    for (const absent of ['Infantry type', 'Markers', 'Gun type', 'Foot or horse']) {
      expect(within(dialog).queryByRole('group', { name: absent })).toBeNull();
      expect(within(dialog).queryByRole('combobox', { name: absent })).toBeNull();
    }
    expect(within(dialog).queryByRole('checkbox', { name: 'Skirmish screen attached' })).toBeNull();

    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: '7e Hussards' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Column' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Class' }), { target: { value: 'elite' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const item = await waitFor(() => cardOf('7e Hussards'));
    expect(item).toHaveTextContent('Cavalry');
    expect(item).toHaveTextContent('FormationColumn');
    expect(item).toHaveTextContent('12 figures of 12');
    expect(item).toHaveTextContent('Elite');
    expect(g().state.units[0]).toMatchObject({ arm: 'cavalry', formation: 'column', class: 'elite' });
  });

  it('switching a new battalion in square to cavalry: line, and the cavalry default of figures', async () => {
    await renderUnits('ru');
    fireEvent.click(screen.getByRole('button', { name: 'Новый батальон' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Каре' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Кавалерия' }));
    expect(within(dialog).getByRole('radio', { name: 'Линия' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Фигур сейчас' })).toHaveValue('12');
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Название' }), {
      target: { value: 'Лейб-гусары' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const item = await waitFor(() => cardOf('Лейб-гусары'));
    expect(item).toHaveTextContent('Кавалерия');
    expect(item).toHaveTextContent('СтройЛиния');
  });
});

describe('gun types come from the rule pack in use', () => {
  it('the battery editor offers exactly the pack gun types that fit the kind: a horse battery gets the 3-pounder', async () => {
    await renderUnits();
    fireEvent.click(screen.getByRole('button', { name: 'New battery' }));
    const dialog = await screen.findByRole('dialog');
    const gun = () => within(dialog).getByRole('combobox', { name: 'Gun type' }) as HTMLSelectElement;
    const offered = () => [...gun().options].map((o) => o.value);
    expect(offered()).toEqual(['6pdr', '9pdr', '12pdr', 'howitzer']);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Horse artillery' }));
    expect(offered()).toEqual(['6pdr', '9pdr', '3pdr-horse', 'howitzer']);
    fireEvent.change(gun(), { target: { value: '3pdr-horse' } });
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Horse Battery' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await waitFor(() => cardOf('Horse Battery'))).toHaveTextContent('3-pounder (horse)');
    expect(g().state.units[0]).toMatchObject({ gunType: '3pdr-horse', batteryKind: 'horse' });
  });

  it('a card whose gun type the pack lacks says so with what to do; the editor keeps it, shown as missing', async () => {
    await renderUnits();
    await g().units.save(
      card({
        id: 'b',
        name: 'Old Battery',
        arm: 'artillery',
        gunType: '8pdr-custom',
        figures: 4,
        startFigures: 4,
      }),
    );
    await g().units.save(card({ id: 'ok', name: 'Good Battery', arm: 'artillery', gunType: '6pdr' }));
    await waitFor(() =>
      expect(cardOf('Old Battery')).toHaveTextContent(
        'Gun type “8pdr-custom” is not in the rule pack in use — edit the card or switch pack.',
      ),
    );
    expect(cardOf('Good Battery')).not.toHaveTextContent('not in the rule pack');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Old Battery' }));
    const dialog = await screen.findByRole('dialog');
    const gun = within(dialog).getByRole('combobox', { name: 'Gun type' }) as HTMLSelectElement;
    expect(gun).toHaveValue('8pdr-custom');
    expect(gun.selectedOptions[0]).toHaveTextContent('8pdr-custom (not in the rule pack in use)');
    expect(gun).toHaveAttribute('aria-invalid', 'true');
    expect(gun).toHaveAccessibleDescription(
      'Gun type “8pdr-custom” is not in the rule pack in use: choose one of its gun types, or switch pack in Settings.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(g().state.units.find((u) => u.id === 'b')?.gunType).toBe('8pdr-custom');
  });

  it('the missing gun type note reads in Russian', async () => {
    await renderUnits('ru');
    await g().units.save(card({ id: 'b', name: 'Б', arm: 'artillery', gunType: 'x' }));
    await waitFor(() =>
      expect(cardOf('Б')).toHaveTextContent(
        'Орудий «x» нет в действующем наборе правил — исправьте карточку или выберите другой набор.',
      ),
    );
  });
});

describe('half figures', () => {
  it('23 1/2 typed in the editor shows 23½ on the card and in the losses bar', async () => {
    await renderUnits();
    fireEvent.click(screen.getByRole('button', { name: 'New battalion' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: '2e Léger' } });
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Current figures' }), {
      target: { value: '23 1/2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const item = await waitFor(() => cardOf('2e Léger'));
    expect(item).toHaveTextContent('23½ figures of 36');
    expect(within(item).getByRole('img')).toHaveAccessibleName('Losses: 12½ of 36 figures');
    expect(g().state.units[0]?.figures).toBe(23.5);

    // Editing shows the half as ½ and keeps it.
    fireEvent.click(screen.getByRole('button', { name: 'Edit 2e Léger' }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('textbox', { name: 'Current figures' })).toHaveValue('23½');
  });

  it('Russian: 23,5 reads as 23½ фигуры; a quarter is refused beside the field and kept', async () => {
    await renderUnits('ru');
    fireEvent.click(screen.getByRole('button', { name: 'Новый батальон' }));
    const dialog = await screen.findByRole('dialog');
    const current = within(dialog).getByRole('textbox', { name: 'Фигур сейчас' });
    fireEvent.input(current, { target: { value: '23 1/4' } });
    fireEvent.blur(current);
    expect(current).toHaveAccessibleDescription(
      'Введите целое число или число с половиной от 0 до 999, например 23 или 23½.',
    );
    expect(current).toHaveValue('23 1/4');
    fireEvent.input(current, { target: { value: '23,5' } });
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Фигур в начале' }), {
      target: { value: '24½' },
    });
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Название' }), {
      target: { value: 'Егеря' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const item = await waitFor(() => cardOf('Егеря'));
    expect(item).toHaveTextContent('23½ фигуры из 24½');
    expect(within(item).getByRole('img')).toHaveAccessibleName('Потери: 1 из 24½ фигуры');
  });

  it('a skirmish screen ticked with 0 figures is refused beside the field', async () => {
    await renderUnits();
    fireEvent.click(screen.getByRole('button', { name: 'New battalion' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Voltigeurs' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Skirmish screen attached' }));
    const screenFigures = within(dialog).getByRole('textbox', { name: 'Skirmish screen figures' });
    expect(screenFigures).toHaveValue('0');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screenFigures).toHaveAccessibleDescription(
      'An attached screen has at least 1 figure; untick it if there is none.',
    );
    expect(g().state.units).toHaveLength(0);
    fireEvent.input(screenFigures, { target: { value: '4½' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await waitFor(() => cardOf('Voltigeurs'))).toHaveTextContent('Skirmish screen: 4½ figures');
  });
});

describe('duplicate', () => {
  it('puts the fresh copy right after the original on the roster', async () => {
    await renderUnits();
    await g().units.save(card({ id: 'a', name: 'First', createdAt: 1000, figures: 20 }));
    await g().units.save(card({ id: 'b', name: 'Second', createdAt: 2000 }));
    const mine = await screen.findByRole('region', { name: /Mine/ });
    await waitFor(() => expect(names(mine)).toEqual(['First', 'Second']));
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate First' }));
    await waitFor(() => expect(names(mine)).toEqual(['First', 'First (copy)', 'Second']));
    expect(cardOf('First (copy)')).toHaveTextContent('36 figures of 36');
  });
});

describe('tap-to-fire from one phone: a battery of either side, then a unit of the other', () => {
  async function table() {
    await renderUnits();
    await g().units.save(card({ id: 'myBat', name: 'My Battery', arm: 'artillery', createdAt: 1 }));
    await g().units.save(card({ id: 'myInf', name: 'My Line', createdAt: 2 }));
    await g().units.save(card({ id: 'myCav', name: 'My Hussars', arm: 'cavalry', createdAt: 3 }));
    await g().units.save(
      card({ id: 'foeBat', name: 'Their Battery', arm: 'artillery', side: 'opponent', createdAt: 4 }),
    );
    await g().units.save(card({ id: 'foeInf', name: 'Their Column', side: 'opponent', createdAt: 5 }));
    await screen.findByRole('heading', { name: 'Their Column', level: 3 });
  }

  it("the opponent's battery fires at my battalion, cavalry or battery; not at its own side", async () => {
    await table();
    // Before a firer is chosen, both sides' batteries may be chosen and nothing is a target.
    expect(screen.getByRole('button', { name: 'Fire with My Battery' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Fire at / })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fire with Their Battery' }));
    expect(batteryId()).toBe('foeBat');
    expect(firingBanner()).toHaveTextContent('Firing: Their Battery · tap a target');
    const targets = screen
      .getAllByRole('button', { name: /^Fire at / })
      .map((b) => b.getAttribute('aria-label'));
    expect(targets).toEqual(['Fire at My Battery', 'Fire at My Line', 'Fire at My Hussars']);
    expect(
      within(cardOf('Their Column'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Duplicate', 'Delete']);
    fireEvent.click(screen.getByRole('button', { name: 'Fire at My Hussars' }));
    expect(targetId()).toBe('myCav');
    expect(location.hash).toBe('#/fire');
  });

  it('my battery may target the opponent battery; tapping my other battery switches the firer', async () => {
    await table();
    await g().units.save(card({ id: 'myBat2', name: 'My Howitzers', arm: 'artillery', createdAt: 6 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Fire with My Battery' }));
    expect(
      screen.getAllByRole('button', { name: /^Fire at / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Fire at Their Battery', 'Fire at Their Column']);
    fireEvent.click(screen.getByRole('button', { name: 'Fire with My Howitzers' }));
    expect(batteryId()).toBe('myBat2');
    fireEvent.click(screen.getByRole('button', { name: 'Fire at Their Battery' }));
    expect(targetId()).toBe('foeBat');
  });

  it('the sides read as the players named them, else Mine and Opponent', async () => {
    await table();
    expect(screen.getByRole('region', { name: /^Mine/ })).toBeInTheDocument();
    expect(cardOf('Their Column')).toHaveTextContent("Opponent's unit");
    await g().turns.update({ sideNames: { mine: 'Davout', opponent: 'Bagration' } });
    expect(await screen.findByRole('region', { name: /^Davout/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Bagration/ })).toBeInTheDocument();
    expect(cardOf('Their Column')).toHaveTextContent('Bagration');
    expect(cardOf('My Line')).toHaveTextContent('Davout');
    fireEvent.click(screen.getByRole('button', { name: 'Edit My Line' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Davout' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Bagration' })).not.toBeChecked();
  });
});

describe('a big roster', () => {
  it('draws the cards near the screen, and more only as the end of what is drawn comes near it', async () => {
    // A browser's report of whether the mark after the last drawn card is near the screen.
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, targets: [] };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.targets.push(target);
        }
        disconnect() {
          this.entry.targets = [];
        }
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    const near = (isIntersecting: boolean) => {
      for (const o of observers)
        o.callback(
          o.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          o as unknown as IntersectionObserver,
        );
    };
    try {
      const db = await openGbDb();
      const tx = db.transaction('units', 'readwrite');
      for (let i = 0; i < 130; i++) {
        void tx.store.put(
          card({
            id: `c${i}`,
            name: `Battalion ${i}`,
            createdAt: i,
            side: i % 2 === 0 ? 'mine' : 'opponent',
          }),
        );
      }
      await tx.done;
      db.close();
      await renderUnits();
      const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      const first = Math.ceil(innerHeight / 150) + 2;
      await waitFor(() => expect(names()).toHaveLength(first));
      await new Promise((r) => setTimeout(r, 300));
      near(false);
      expect(names()).toHaveLength(first); // nothing more while the end of the drawn cards is far away
      near(true);
      await waitFor(() => expect(names()).toHaveLength(first + 48));
      near(true);
      near(true);
      // Every card, mine first, each side in the order entered.
      await waitFor(() => expect(names()).toHaveLength(130));
      expect(names()).toEqual([
        ...Array.from({ length: 65 }, (_, k) => `Battalion ${2 * k}`),
        ...Array.from({ length: 65 }, (_, k) => `Battalion ${2 * k + 1}`),
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws every card of 130, in order, the top first and the rest in slices; a duplicate of the last card opens for renaming', {
    timeout: 60_000,
  }, async () => {
    const db = await openGbDb();
    const tx = db.transaction('units', 'readwrite');
    for (let i = 0; i < 130; i++) {
      void tx.store.put(
        card({ id: `c${i}`, name: `Battalion ${i}`, createdAt: i, side: i % 2 === 0 ? 'mine' : 'opponent' }),
      );
    }
    await tx.done;
    db.close();
    await renderUnits();
    const mine = await screen.findByRole('region', { name: /Mine/ });
    await waitFor(() => expect(within(mine).getAllByRole('heading', { level: 3 })).toHaveLength(65), {
      timeout: 5000,
    });
    const names = within(mine)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(Array.from({ length: 65 }, (_, k) => `Battalion ${2 * k}`));
    const opponent = screen.getByRole('region', { name: /Opponent/ });
    // The rest of the slices may still be drawing (the opponent's half comes after mine).
    await waitFor(() => expect(within(opponent).getAllByRole('heading', { level: 3 })).toHaveLength(65), {
      timeout: 5000,
    });

    fireEvent.click(within(cardOf('Battalion 128')).getByRole('button', { name: /Duplicate/ }));
    // Issue 34: the copy's name opens for editing (focused); Cancel keeps the copy, drawn in its place.
    const name = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 5000 });
    await waitFor(() => expect(name).toHaveValue('Battalion 128 (copy)'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(g().state.units.map((u) => u.name)).toContain('Battalion 128 (copy)'));
  });
});

describe('the editor closed with nothing typed leaves nothing behind', () => {
  const pressEscape = (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' });

  it('Escape on an untouched New battalion closes it: no "Not saved yet", the New buttons are back', async () => {
    await renderUnits();
    fireEvent.click(screen.getByRole('button', { name: 'New battalion' }));
    pressEscape(await screen.findByRole('dialog'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/Not saved yet/)).toBeNull();
    for (const name of ['New battalion', 'New cavalry', 'New battery'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    // A second New opens a fresh editor, not the one just closed.
    fireEvent.click(screen.getByRole('button', { name: 'New battery' }));
    expect(await screen.findByRole('heading', { name: 'New battery', level: 2 })).toBeInTheDocument();
  });

  it('Escape after typing a name keeps it to continue; typing it back out again closes it', async () => {
    await renderUnits();
    fireEvent.click(screen.getByRole('button', { name: 'New cavalry' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    fireEvent.input(name, { target: { value: 'Chasseurs à cheval' } });
    pressEscape(dialog);
    const offer = await screen.findByText('Not saved yet: Chasseurs à cheval');
    expect(offer).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New battalion' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.input(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: '' } });
    pressEscape(screen.getByRole('dialog'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/Not saved yet/)).toBeNull();
    expect(screen.getByRole('button', { name: 'New battalion' })).toBeInTheDocument();
  });

  it('Escape on an edit of a stored card with nothing changed closes it; with a change it is kept', async () => {
    await renderUnits();
    await g().units.save(card({ id: 'a', name: 'Grenadiers' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Grenadiers' }));
    pressEscape(await screen.findByRole('dialog'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/Not saved yet/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Grenadiers' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Current figures' }), {
      target: { value: '20' },
    });
    pressEscape(dialog);
    expect(await screen.findByText('Not saved yet: Grenadiers')).toBeInTheDocument();
  });
});

describe("a new card's current figures follow its starting figures", () => {
  it('until the player types the current figures; then they stay as typed', async () => {
    await renderUnits();
    fireEvent.click(screen.getByRole('button', { name: 'New battalion' }));
    const dialog = await screen.findByRole('dialog');
    const start = within(dialog).getByRole('textbox', { name: 'Starting figures' });
    const current = within(dialog).getByRole('textbox', { name: 'Current figures' });
    expect(current).toHaveValue('36');
    for (const typed of ['2', '24', '24 1/2']) fireEvent.input(start, { target: { value: typed } });
    expect(current).toHaveValue('24 1/2');
    // A start that does not read as figures (half typed, or a mistake) leaves the last good one.
    fireEvent.input(start, { target: { value: '24 1/' } });
    expect(current).toHaveValue('24 1/2');
    fireEvent.input(start, { target: { value: '30' } });
    expect(current).toHaveValue('30');

    fireEvent.input(current, { target: { value: '27' } });
    fireEvent.input(start, { target: { value: '32' } });
    expect(current).toHaveValue('27');
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Kexholm' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(g().state.units).toHaveLength(1));
    expect(g().state.units[0]).toMatchObject({ startFigures: 32, figures: 27 });
  });

  it('in Russian: a battery typed as 6 at the start is stored as 6 of 6', async () => {
    await renderUnits('ru');
    fireEvent.click(screen.getByRole('button', { name: 'Новая батарея' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Название' }), {
      target: { value: 'Батарея Раевского' },
    });
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Фигур в начале' }), {
      target: { value: '6' },
    });
    expect(within(dialog).getByRole('textbox', { name: 'Фигур сейчас' })).toHaveValue('6');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(g().state.units).toHaveLength(1));
    expect(g().state.units[0]).toMatchObject({ startFigures: 6, figures: 6 });
  });

  it('an edit of a stored card never moves its current figures: casualties stay', async () => {
    await renderUnits();
    await g().units.save(card({ id: 'a', name: 'Grenadiers', startFigures: 36, figures: 30 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Grenadiers' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Starting figures' }), {
      target: { value: '40' },
    });
    expect(within(dialog).getByRole('textbox', { name: 'Current figures' })).toHaveValue('30');
  });
});

describe('the army at a glance: compact rows', () => {
  async function roster(lang: 'en' | 'ru' = 'en') {
    const view = await renderUnits(lang);
    await g().units.save(
      card({ id: 'bat', name: 'Foot Battery', arm: 'artillery', startFigures: 4, figures: 4, createdAt: 1 }),
    );
    await g().units.save(
      card({ id: 'inf', name: 'My Line', startFigures: 36, figures: 31, formation: 'column', createdAt: 2 }),
    );
    await g().units.save(
      card({ id: 'foe', name: 'Enemy Column', side: 'opponent', figures: 23.5, createdAt: 3 }),
    );
    await screen.findByRole('heading', { name: 'Enemy Column', level: 3 });
    return view;
  }
  const rowButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
  /** Cards or List (the choice and the rows are a chunk of their own: waited for). */
  const choose = async (view: string) => {
    fireEvent.click(await screen.findByRole('radio', { name: view }));
    if (view === 'List') await screen.findAllByRole('button', { expanded: false });
  };

  it('List shows one row a unit: name, figures as "31 of 36", formation; the choice is kept for the next start', async () => {
    const first = await roster();
    const group = await screen.findByRole('group', { name: 'Show units as' });
    expect(within(group).getByRole('radio', { name: 'Cards' })).toBeChecked();
    await choose('List');
    expect(screen.queryByRole('heading', { name: 'My Line', level: 3 })).toBeNull();
    expect(rowButton('My Line')).toHaveTextContent('My Line31 of 36');
    expect(rowButton('My Line')).toHaveTextContent('Column');
    expect(rowButton('My Line')).toHaveAttribute('aria-expanded', 'false');
    // Read out in full, half figures too.
    expect(rowButton('Enemy Column')).toHaveAccessibleName(/23½ of 36 figures/);
    expect(rowButton('Foot Battery')).toHaveTextContent('4 of 4');
    expect(JSON.parse(localStorage.getItem('gb.prefs.v1') ?? '{}').roster).toBe('rows');

    first.unmount();
    await renderUnits('en', true);
    expect(await screen.findByRole('radio', { name: 'List' })).toBeChecked();
    expect(await screen.findByRole('button', { name: /^My Line/ })).toHaveTextContent('31 of 36');
    await choose('Cards');
    expect(await screen.findByRole('heading', { name: 'My Line', level: 3 })).toBeInTheDocument();
  });

  it('in Russian: «31 из 36», the formation and the view words', async () => {
    await roster('ru');
    fireEvent.click(await screen.findByRole('radio', { name: 'Список' }));
    await screen.findAllByRole('button', { expanded: false });
    expect(
      within(screen.getByRole('group', { name: 'Показывать отряды' })).getAllByRole('radio'),
    ).toHaveLength(2);
    expect(rowButton('My Line')).toHaveTextContent('31 из 36');
    expect(rowButton('My Line')).toHaveTextContent('Колонна');
    expect(rowButton('Enemy Column')).toHaveAccessibleName(/23½ из 36 фигур/);
    expect(screen.getByRole('button', { name: 'Стрелять батареей Foot Battery' })).toHaveTextContent('Огонь');
  });

  it('never chosen: an army of 4 units shows full cards, a fifth unit turns the roster into rows', async () => {
    localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang: 'en', theme: 'light', textSize: 100 }));
    await renderUnits('en', true);
    for (let i = 1; i <= 4; i++) await g().units.save(card({ id: `u${i}`, name: `Line ${i}`, createdAt: i }));
    expect(await screen.findByRole('heading', { name: 'Line 4', level: 3 })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Cards' })).toBeChecked();
    await g().units.save(card({ id: 'u5', name: 'Line 5', createdAt: 5 }));
    expect(await screen.findByRole('button', { name: /^Line 5/ }, { timeout: 3000 })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Line 1', level: 3 })).toBeNull();
    // Nothing was chosen: nothing is stored.
    expect(JSON.parse(localStorage.getItem('gb.prefs.v1') ?? '{}')).not.toHaveProperty('roster');
  });

  it('a row opens its full card under it (Edit, Duplicate, Delete) and closes it again', async () => {
    await roster();
    await choose('List');
    fireEvent.click(rowButton('My Line'));
    expect(rowButton('My Line')).toHaveAttribute('aria-expanded', 'true');
    const full = cardOf('My Line');
    expect(within(full).getByRole('button', { name: 'Edit My Line' })).toBeInTheDocument();
    expect(full).toHaveTextContent('Column');
    // Only that one: the others stay rows.
    expect(screen.queryByRole('heading', { name: 'Enemy Column', level: 3 })).toBeNull();
    fireEvent.click(within(full).getByRole('button', { name: 'Edit My Line' }));
    expect(await screen.findByRole('textbox', { name: 'Current figures' })).toHaveValue('31');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(rowButton('My Line'));
    expect(screen.queryByRole('heading', { name: 'My Line', level: 3 })).toBeNull();
  });

  it('the fired mark: a battery that fired this turn says so on its row, and not after Next turn', async () => {
    await roster();
    await choose('List');
    expect(rowButton('Foot Battery')).not.toHaveTextContent('Fired');
    await g().shots.record({
      id: 'r1',
      at: 1,
      turn: 1,
      input: { batteryId: 'bat', targetId: 'foe' },
      result: { legal: true, chain: {} },
    } as unknown as ResolutionRecord);
    await waitFor(() => expect(rowButton('Foot Battery')).toHaveTextContent('Fired'));
    await g().turns.next();
    await waitFor(() => expect(rowButton('Foot Battery')).not.toHaveTextContent('Fired'));
  });

  it("a battery row arms it, the target row fires at it: the same as a card's tap", async () => {
    await roster();
    await choose('List');
    // Nothing armed: only batteries have a fire button; the enemy is not a target yet.
    expect(screen.queryByRole('button', { name: 'Fire at Enemy Column' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Fire (with|at) My Line/ })).toBeNull();
    const arm = screen.getByRole('button', { name: 'Fire with Foot Battery' });
    expect(arm).toHaveTextContent('Fire');
    fireEvent.click(arm);
    expect(batteryId()).toBe('bat');
    const armed = screen.getByRole('button', { name: 'Stop firing with Foot Battery' });
    expect(armed).toHaveAttribute('aria-pressed', 'true');
    expect(armed).toHaveTextContent('Firing');
    expect(firingBanner()).toHaveTextContent('Firing: Foot Battery · tap a target');
    // Opening a card to look at it keeps the battery armed.
    fireEvent.click(rowButton('Enemy Column'));
    expect(batteryId()).toBe('bat');
    const target = screen.getByRole('button', { name: 'Fire at Enemy Column' });
    expect(target).toHaveTextContent('Target');
    fireEvent.click(target);
    expect(targetId()).toBe('foe');
    expect(location.hash).toBe('#/fire');
  });

  it('a long unattached group comes in lists of 20, in order; each row says its place in the whole group', async () => {
    localStorage.setItem(
      'gb.prefs.v1',
      JSON.stringify({ lang: 'en', theme: 'light', textSize: 100, roster: 'rows' }),
    );
    await renderUnits('en', true);
    const line = (n: number) => ({ ...card(), name: `Line ${n}` });
    const added = await g().brigades.addSide('mine', {
      brigades: [{ name: 'Brigade Friant', units: [line(101), line(102), line(103)] }],
      units: Array.from({ length: 45 }, (_, i) => line(i + 1)),
    });
    expect(added.ok).toBe(true);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(48), { timeout: 5000 });
    const lists = screen.getAllByRole('list');
    // The brigade's three rows: one list, no place said; the 45 unattached: 20, 20 and 5, in order.
    expect(lists.map((l) => within(l).getAllByRole('listitem').length)).toEqual([3, 20, 20, 5]);
    expect(within(lists[0] as HTMLElement).getAllByRole('listitem')[0]).not.toHaveAttribute('aria-posinset');
    const unattached = lists.slice(1).flatMap((l) => within(l).getAllByRole('listitem'));
    expect(unattached.map((row) => row.querySelector('bdi')?.textContent)).toEqual(
      Array.from({ length: 45 }, (_, i) => `Line ${i + 1}`),
    );
    expect(unattached.map((row) => row.getAttribute('aria-posinset'))).toEqual(
      Array.from({ length: 45 }, (_, i) => String(i + 1)),
    );
    expect(unattached.every((row) => row.getAttribute('aria-setsize') === '45')).toBe(true);
    // One unit fewer before the 21st: the rows move up a list, their places with them.
    const first = unattached[0]?.querySelector('button')?.id.replace('unit-row-', '') ?? '';
    await g().units.remove(first);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(47));
    const after = screen.getAllByRole('list').slice(1);
    expect(after.map((l) => within(l).getAllByRole('listitem').length)).toEqual([20, 20, 4]);
    const moved = within(after[1] as HTMLElement).getAllByRole('listitem')[0];
    expect(moved?.querySelector('bdi')).toHaveTextContent('Line 22');
    expect(moved).toHaveAttribute('aria-posinset', '21');
    expect(moved).toHaveAttribute('aria-setsize', '44');
  });

  it("tapping the armed battery's row button again disarms it", async () => {
    await roster();
    await choose('List');
    fireEvent.click(screen.getByRole('button', { name: 'Fire with Foot Battery' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop firing with Foot Battery' }));
    expect(batteryId()).toBeUndefined();
    expect(screen.queryByText(/tap a target/)).toBeNull();
  });
});
