// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../src/state/app-context';
import { batteryId, clearFireSelection, targetId } from '../../../src/state/fire-selection';
import { GameProvider } from '../../../src/state/game';
import type { ResolutionRecord, UnitCard } from '../../../src/storage/model';
import { closeEditor } from '../../../src/ui/units/editor-state';
import { UnitsScreen } from '../../../src/ui/units/UnitsScreen';
import { unitCard } from '../fixtures';
import { Capture, forgetGame, g, probed } from './game-probe';

async function renderScreen(lang: 'en' | 'ru' = 'en') {
  localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang, theme: 'light', textSize: 100 }));
  const view = render(() => (
    <AppProvider languages={[lang]}>
      <GameProvider>
        <Capture />
        <UnitsScreen />
      </GameProvider>
    </AppProvider>
  ));
  await waitFor(() => expect(probed()?.state.ready).toBe(true));
  return view;
}

function card(patch: Partial<UnitCard> = {}): UnitCard {
  return unitCard(patch);
}

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

const cardOf = (name: string) => {
  const heading = screen.getByRole('heading', { name, level: 3 });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return item;
};

describe('building the roster', () => {
  it('a new battalion is a tap, a name and Save; it is stored and comes back after a restart', async () => {
    const first = await renderScreen();
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
    await renderScreen();
    expect(await screen.findByRole('heading', { name: '1er de Ligne', level: 3 })).toBeInTheDocument();
  });

  it('a new battery shows the pack gun type in the player language', async () => {
    await renderScreen('ru');
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
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'New battalion' }));
    await screen.findByRole('dialog'); // the editor is a lazy chunk
    const figures = screen.getByRole('textbox', { name: 'Current figures' });
    expect(figures).toHaveAttribute('inputmode', 'numeric');
    fireEvent.input(figures, { target: { value: '3a' } });
    fireEvent.blur(figures);
    expect(figures).toHaveAttribute('aria-invalid', 'true');
    const described = figures.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)).toHaveTextContent('Enter a whole number from 0 to 999.');

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
    await renderScreen('ru');
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
    await renderScreen();
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
    await renderScreen();
    await g().actions.updateGame({ campaignYear: 1811 });
    fireEvent.click(screen.getByRole('button', { name: 'New battalion' }));
    await screen.findByRole('dialog'); // the editor is a lazy chunk
    fireEvent.change(screen.getByRole('combobox', { name: 'Nation' }), { target: { value: 'austria' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Class' }), { target: { value: 'veteran' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Open order' }));
    expect(screen.getByRole('alert')).toHaveTextContent('1811');
    expect(screen.getByRole('radio', { name: 'Open order' })).not.toBeChecked();

    await g().actions.updateGame({ campaignYear: 1812 });
    fireEvent.click(screen.getByRole('radio', { name: 'Open order' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Open order' })).toBeChecked();
  });
});

describe('edit, duplicate, delete with Undo', () => {
  it('edits a card, duplicates it, deletes the copy and brings it back with Undo', async () => {
    await renderScreen();
    await g().actions.saveUnit(card({ id: 'a', name: 'Voltigeurs', figures: 30 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Voltigeurs' }));
    await screen.findByRole('dialog'); // the editor is a lazy chunk
    const current = screen.getByRole('textbox', { name: 'Current figures' });
    expect(current).toHaveValue('30');
    fireEvent.input(current, { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cardOf('Voltigeurs')).toHaveTextContent('24'));
    expect(within(cardOf('Voltigeurs')).getByRole('img')).toHaveAccessibleName('Losses: 12 of 36 figures');

    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Voltigeurs' }));
    await waitFor(() => expect(cardOf('Voltigeurs (copy)')).toHaveTextContent('24'));
    expect(g().state.units).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Voltigeurs (copy)' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Voltigeurs (copy)' })).toBeNull());
    expect(await screen.findByText('Deleted “Voltigeurs (copy)”')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(cardOf('Voltigeurs (copy)')).toBeInTheDocument());
    expect(g().state.units.map((u) => u.name)).toEqual(['Voltigeurs', 'Voltigeurs (copy)']);
  });

  it('Cancel leaves the card as it was', async () => {
    await renderScreen();
    await g().actions.saveUnit(card({ id: 'a', name: 'Grenadiers' }));
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
    await renderScreen();
    await g().actions.saveUnit(card({ id: 'dead', name: 'Landwehr', figures: 0, side: 'opponent' }));
    await g().actions.saveUnit(
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
    await g().actions.record(shot(1));
    await waitFor(() => expect(cardOf('Foot Battery')).toHaveTextContent('Fired this turn'));
    // Next turn it may fire again (artillery.movement: once per turn).
    await g().actions.nextTurn();
    await waitFor(() => expect(cardOf('Foot Battery')).not.toHaveTextContent('Fired this turn'));
  });

  it('a battalion in open order says it fires as close-order infantry, with its clause (open-order.d)', async () => {
    await renderScreen();
    await g().actions.saveUnit(
      card({ id: 'oo', name: 'Chasseurs', formation: 'open-order', class: 'veteran' }),
    );
    await g().actions.saveUnit(card({ id: 'col', name: 'Fusiliers', formation: 'column' }));
    const openOrder = await waitFor(() => cardOf('Chasseurs'));
    expect(openOrder).toHaveTextContent('Fires as close-order infantry');
    expect(within(openOrder).getByRole('link', { name: /\(d\)/ })).toHaveAttribute(
      'href',
      '#/rules/open-order.d',
    );
    expect(cardOf('Fusiliers')).not.toHaveTextContent('Fires as close-order infantry');
  });

  it('figures read with Russian plurals: 1 фигура, 2 фигуры, 5 фигур', async () => {
    await renderScreen('ru');
    await g().actions.saveUnit(card({ id: 'a', name: 'A', figures: 1, createdAt: 1 }));
    await g().actions.saveUnit(card({ id: 'b', name: 'B', figures: 2, createdAt: 2 }));
    await g().actions.saveUnit(card({ id: 'c', name: 'C', figures: 5, createdAt: 3 }));
    await waitFor(() => expect(cardOf('A')).toHaveTextContent('1 фигура из 36'));
    expect(cardOf('B')).toHaveTextContent('2 фигуры из 36');
    expect(cardOf('C')).toHaveTextContent('5 фигур из 36');
    expect(within(cardOf('A')).getByRole('img')).toHaveAccessibleName('Потери: 35 из 36 фигур');
  });
});

describe('tap-to-fire', () => {
  async function roster() {
    await renderScreen();
    await g().actions.saveUnit(card({ id: 'bat', name: 'Battery', arm: 'artillery', createdAt: 1 }));
    await g().actions.saveUnit(card({ id: 'inf', name: 'My Line', createdAt: 2 }));
    await g().actions.saveUnit(card({ id: 'foe', name: 'Enemy Column', side: 'opponent', createdAt: 3 }));
    await screen.findByRole('heading', { name: 'Enemy Column', level: 3 });
  }

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
    expect(screen.getByText('Battery is firing: tap a target')).toBeInTheDocument();
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
