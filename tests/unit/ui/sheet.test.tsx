// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tablesHref } from '../../../src/ui/sheet/sheet-focus';
import { TablesScreen } from '../../../src/ui/sheet/TablesScreen';
import { forgetGame, g, renderScreen } from '../screen';

const renderTables = (hash: string, lang: 'en' | 'ru' = 'en') =>
  renderScreen(() => <TablesScreen />, { lang, hash, toasts: false });

const table = (name: RegExp) => screen.getByRole('table', { name });
const highlighted = () => [...document.querySelectorAll('.cell-hit')].map((el) => el.textContent);

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  forgetGame();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => cleanup());

describe('the Tables view of the active pack', () => {
  it('shows the ranges in the table’s scale, every modifier with its clause, the casualty tables, and the practice label', async () => {
    await renderTables('#/tables');
    expect(screen.getByRole('heading', { level: 1, name: 'Tables' })).toBeInTheDocument();
    expect(screen.getAllByText('Practice values — not from the rulebook').length).toBeGreaterThan(0);
    const ranges = table(/Gun ranges/);
    expect(within(ranges).getByRole('rowheader', { name: '6-pounder' })).toBeInTheDocument();
    expect(ranges).toHaveTextContent('40–75');
    const modifiers = table(/Modifiers/);
    expect(within(modifiers).getByRole('link', { name: 'Fire at open order (e)' })).toHaveAttribute(
      'href',
      '#/rules/open-order.e',
    );
    expect(within(modifiers).getByRole('row', { name: /Target in square/ })).toHaveTextContent('+2');
    expect(screen.getAllByRole('table', { name: /Casualty table/ })).toHaveLength(2);
  });

  it('follows the scale setting: inches for 25/28 mm figures', async () => {
    await renderTables('#/tables');
    await g().turns.update({ scale: 'in' });
    await waitFor(() => expect(table(/Gun ranges/)).toHaveTextContent('24–45'));
    expect(table(/Gun ranges/)).toHaveTextContent('inches');
  });

  it('points at the shot: its gun’s band, the modifiers that applied and the cell read', async () => {
    await renderTables(
      tablesHref({
        gun: '9pdr',
        ammo: 'roundshot',
        band: 'effective',
        row: 9,
        mods: ['target-formation.column', 'battery.moved-half'],
      }),
    );
    // 9-pounder at effective range (15–45 cm); roundshot row 9 at effective range: 3 figures.
    expect(highlighted()).toEqual(['15–45 (this shot)', '3 (this shot)']);
    const roundshot = table(/Casualty table: Roundshot/);
    const cell = roundshot.querySelector('td.cell-hit');
    expect(cell).toHaveTextContent('3 (this shot)');
    // Its row is row 9 and its column the effective band.
    expect(cell?.closest('tr')?.querySelector('th')).toHaveTextContent('9');
    expect(roundshot.querySelector('thead th.col-hit')).toHaveTextContent(/^Effec\u00adtive/);
    const hitMods = [...table(/Modifiers/).querySelectorAll('tr.row-hit th')].map((th) => th.textContent);
    expect(hitMods).toHaveLength(2);
    expect(hitMods[0]).toMatch(/^Target in column/);
    expect(hitMods[1]).toMatch(/^Battery moved up to half/);
    expect(screen.getByRole('heading', { name: 'This shot' }).parentElement).toHaveTextContent(
      '9-pounder · Roundshot · Effective range · row 9 → 3 figures',
    );
    // Nothing is highlighted in the other ammunition's table.
    expect(table(/Casualty table: Canister/).querySelector('.cell-hit, .col-hit')).toBeNull();
  });

  it('says so when the shot used another pack than the one in use now', async () => {
    await renderTables(
      tablesHref({ ammo: 'canister', band: 'canister', row: 3, mods: [], pack: { id: 'club', version: 4 } }),
      'ru',
    );
    expect(screen.getByText(/Этот выстрел рассчитан по набору «club», версия 4/)).toBeInTheDocument();
    expect(highlighted()).toEqual(['2 (этот выстрел)']);
  });
});

describe('the print view', () => {
  it('prints with the browser’s own print, the parts the player chose, sticks in the chosen unit', async () => {
    const print = vi.fn();
    window.print = print;
    await renderTables('#/tables/print');
    expect(screen.getByRole('heading', { level: 1, name: 'Print' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Artillery fire: quick-reference sheet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rules text' })).toBeInTheDocument();
    expect(screen.getByText(/this bar must measure exactly 10 cm/)).toBeInTheDocument();
    expect((document.querySelector('.calibration-bar') as HTMLElement).style.width).toBe('10cm');

    fireEvent.click(screen.getByRole('radio', { name: 'Inches: 25/28 mm figures' }));
    expect(screen.getByText(/this bar must measure exactly 4 inches/)).toBeInTheDocument();
    expect((document.querySelector('.calibration-bar') as HTMLElement).style.width).toBe('4in');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Rules text' }));
    expect(screen.queryByRole('heading', { name: 'Rules text' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Print…' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
