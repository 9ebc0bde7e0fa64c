// @vitest-environment jsdom
/**
 * The Packs screens as a player uses them: switch the pack new shots use, enter numbers with each
 * problem beside its cell, save a draft that cannot be used, and import a shared link after
 * seeing what it would change — or be refused, with nothing changed.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { packs as packsEn } from '../../../src/i18n/en/packs';
import { packs as packsRu } from '../../../src/i18n/ru/packs';
import { packLinkPayload } from '../../../src/packs/share';
import { validatePack } from '../../../src/packs/validate';
import { openGbDb } from '../../../src/storage/db';
import { listPacks, readyRecord, savePack } from '../../../src/storage/packs';
import { fieldId } from '../../../src/ui/packs/fields';
import { changeLine } from '../../../src/ui/packs/words';
import { PacksScreen, PacksSection } from '../../../src/ui/settings/PacksSection';
import { testPack, testPackData } from '../core/helpers';
import { forgetGame, g, renderScreen } from '../screen';

async function seed(records: Parameters<typeof savePack>[1][]) {
  const db = await openGbDb();
  for (const record of records) await savePack(db, record);
  db.close();
}

async function stored() {
  const db = await openGbDb();
  const list = await listPacks(db);
  db.close();
  return list;
}

const renderAt = (hash: string, lang: 'en' | 'ru' = 'en') =>
  renderScreen(
    () => (
      <>
        <PacksSection />
        <PacksScreen />
      </>
    ),
    { lang, hash },
  );

// The editor is a long form (two grids of cells): on a loaded machine its first render can take
// longer than the library's default second, which made these tests fail for no fault of the app.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

// The list, editor and import are a lazy chunk: load it once before the tests, so the first one does
// not wait on the transform of a cold module (findByRole gives up after 5 s on a loaded machine).
beforeAll(async () => {
  await import('../../../src/ui/packs/PacksRoutes');
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  location.hash = '';
  forgetGame();
});
afterEach(() => cleanup());

const card = (name: string) => {
  const heading = screen.getByRole('heading', { name, level: 2 });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return item;
};

describe('the list', () => {
  it('switching the pack changes new shots only, and is remembered', async () => {
    await seed([
      readyRecord(testPack, 1),
      { id: 'draft:x', data: { id: 'half' }, draft: true, updatedAt: 2 },
    ]);
    await renderAt('#/settings/packs');
    await screen.findByRole('heading', { name: 'Test pack', level: 2 });
    const practice = card('Practice values — not from the rulebook');
    expect(within(practice).getByText(/In use/)).toBeInTheDocument();

    fireEvent.click(within(card('Test pack')).getByRole('button', { name: 'Use for new shots' }));
    await waitFor(() => expect(g().pack().id).toBe('test'));
    expect(g().state.game.activePackId).toBe('test');
    expect(within(card('Test pack')).getByText(/In use/)).toBeInTheDocument();
    // The settings section says which pack new shots use.
    expect(screen.getByText('In use for new shots:').parentElement).toHaveTextContent('Test pack');

    // The half-entered draft cannot be used.
    const draft = card('Untitled pack');
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: 'Use for new shots' })).toBeNull();
  });

  it('a remembered pack that is gone: practice, and the list says so', async () => {
    localStorage.clear();
    const db = await openGbDb();
    await db.put(
      'meta',
      { scale: 'cm', campaignYear: 1813, turn: 1, activePackId: 'gdb', keepAwake: false },
      'game',
    );
    db.close();
    await renderAt('#/settings/packs');
    await waitFor(() =>
      expect(screen.getAllByRole('alert')[0]).toHaveTextContent('“gdb” is no longer on this phone'),
    );
    expect(g().pack().id).toBe('practice');
  });
});

describe('the editor', () => {
  it('a problem sits beside its cell, Enter goes down the column, and a pack with problems cannot be used', async () => {
    await renderAt('#/settings/packs/new');
    const cell = await screen.findByRole('textbox', {
      name: 'Roundshot, Effective range, score 4: casualties',
    });
    // A decimal pad: the phone offers "." or "," for half figures (issue 15: halves are figures now).
    expect(cell).toHaveAttribute('inputmode', 'decimal');
    fireEvent.input(cell, { target: { value: '1¼' } });
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    const described = document.getElementById(cell.getAttribute('aria-describedby') ?? '');
    expect(described).toHaveTextContent(
      'Effective range, score 4: Whole or half figures only, for example 2, 1½ or 1.5.',
    );

    cell.focus();
    fireEvent.keyDown(cell, { key: 'Enter' });
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: 'Roundshot, Effective range, score 5: casualties' }),
    );

    // The copy must say where its numbers come from, and the cell must be fixed, before it can be used.
    const use = screen.getByRole('button', { name: 'Save and use' });
    expect(use).toBeDisabled();
    expect(screen.getByRole('heading', { name: '3 problems' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(async () => expect((await stored()).map((p) => p.status)).toEqual(['draft']));
    expect(g().pack().id).toBe('practice');
  });

  it('a draft the phone cannot store says so, and what was typed stays on screen', async () => {
    await renderAt('#/settings/packs/new');
    const cell = await screen.findByRole('textbox', {
      name: 'Roundshot, Effective range, score 4: casualties',
    });
    fireEvent.input(cell, { target: { value: '1¼' } });
    // A full phone: every write to the packs store fails.
    const put = IDBObjectStore.prototype.put;
    const full = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args
    ) {
      if (this.name === 'packs') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
      expect(await screen.findByText(packsEn.storageFailed)).toBeInTheDocument();
    } finally {
      full.mockRestore();
    }
    expect(cell).toHaveValue('1¼');
    expect(await stored()).toEqual([]);
    // Nothing was stored, so leaving still asks about the unsaved changes.
    fireEvent.click(screen.getByRole('button', { name: `← ${packsEn.backToList}` }));
    expect(screen.getByRole('alert')).toHaveTextContent(packsEn.unsaved);
  });

  it('entering the numbers and saving makes the next shot use them', async () => {
    await renderAt('#/settings/packs/new');
    const cell = await screen.findByRole('textbox', {
      name: 'Canister, Canister range, score 7: casualties',
    });
    fireEvent.input(cell, { target: { value: '4' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Where the numbers come from (English)' }), {
      target: { value: 'My copy, p. 42' },
    });
    fireEvent.input(screen.getByRole('textbox', { name: 'Where the numbers come from (Russian)' }), {
      target: { value: 'Моя книга, с. 42' },
    });
    fireEvent.input(screen.getByRole('textbox', { name: 'Battery moved up to half its move' }), {
      target: { value: '-2' },
    });
    expect(screen.getByRole('heading', { name: 'No problems: this pack can be used.' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save and use' }));
    await waitFor(() => expect(g().pack().id).toBe('my-rulebook'));
    const pack = g().pack();
    expect(pack.table.canister.canister?.find((row) => row.score === 7)?.casualties).toBe(4);
    expect(pack.modifiers.movedHalf).toBe(-2);
    expect(pack.official).toBe(false);
    expect((await stored()).map((p) => [p.key, p.status])).toEqual([['my-rulebook', 'ready']]);
  });

  it('a new gun type stays open while its short id is typed, and every character is kept', async () => {
    await renderAt('#/settings/packs/new');
    fireEvent.click(await screen.findByRole('button', { name: '+ Add a gun type' }));
    const cards = document.querySelectorAll<HTMLDetailsElement>('details.pk-gun');
    const last = cards[cards.length - 1] as HTMLDetailsElement;
    const index = cards.length - 1;
    last.open = true; // as the Add button's next frame does
    const id = document.getElementById(fieldId(`gunTypes[${index}].id`)) as HTMLInputElement;
    expect(last.contains(id)).toBe(true);
    id.focus();
    // One character at a time, as a keyboard types: the card must not close under the player.
    for (const typed of ['a', 'ab', 'abc']) {
      fireEvent.input(id, { target: { value: typed } });
      expect(last.open).toBe(true);
      expect(document.activeElement).toBe(id);
    }
    fireEvent.input(document.getElementById(fieldId(`gunTypes[${index}].name.en`)) as HTMLInputElement, {
      target: { value: 'Howitzer' },
    });
    expect(last.open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /^Save( as draft)?$/ }));
    await waitFor(async () => expect((await stored()).length).toBe(1));
    const [entry] = await stored();
    const data = (entry?.status === 'ready' ? entry.pack : entry?.data) as { gunTypes: { id: string }[] };
    expect(data.gunTypes[index]?.id).toBe('abc');
  });

  it('saving changed numbers of a saved pack raises its version by one', async () => {
    await seed([readyRecord(testPack, 1)]);
    await renderAt('#/settings/packs/edit/test');
    const modifier = await screen.findByRole('textbox', { name: 'Target in square' });
    expect(screen.getByRole('textbox', { name: /^Short id \(Latin/ })).toBeDisabled();
    fireEvent.input(modifier, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => {
      const [entry] = await stored();
      expect(entry?.status === 'ready' && entry.pack.version).toBe(testPack.version + 1);
    });
  });

  it('problems read in Russian when the app is in Russian', async () => {
    await renderAt('#/settings/packs/new', 'ru');
    const cell = await screen.findByRole('textbox', {
      name: 'Ядра, Эффективная дистанция, результат 4: потери',
    });
    fireEvent.input(cell, { target: { value: 'x' } });
    const described = document.getElementById(cell.getAttribute('aria-describedby') ?? '');
    expect(described).toHaveTextContent(
      'Эффективная дистанция, результат 4: Только целые фигуры или половинки, например 2, 1½ или 1,5.',
    );

    const moved = screen.getByRole('textbox', { name: 'Батарея прошла до половины дистанции движения' });
    fireEvent.input(moved, { target: { value: '1' } });
    expect(document.getElementById(moved.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'В тексте правил это отрицательный модификатор: введите число меньше 0.',
    );
    expect(screen.getByRole('textbox', { name: 'Цель — кавалерия в линии' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Цель — батарея' })).toBeInTheDocument();
  });

  it('a half typed into a cell: 1,5 is shown back as 1½, the ½ key adds a half, the draft stores 1.5', async () => {
    await renderAt('#/settings/packs/new');
    const long7 = await screen.findByRole('textbox', { name: 'Roundshot, Long range, score 7: casualties' });
    fireEvent.input(long7, { target: { value: '1,5' } });
    fireEvent.change(long7);
    expect(long7).toHaveValue('1½');

    // The ½ key works on the cell the player is in, and leaves them in it.
    const key = screen.getAllByRole('button', { name: '½: choose a cell first' })[0];
    expect(key).toBeDisabled();
    const eff6 = screen.getByRole('textbox', { name: 'Roundshot, Effective range, score 6: casualties' });
    eff6.focus();
    fireEvent.input(eff6, { target: { value: '2' } });
    const half = screen.getByRole('button', {
      name: '½: add or take away half a figure, Effective range, score 6',
    });
    fireEvent.click(half);
    expect(eff6).toHaveValue('2½');
    expect(document.activeElement).toBe(eff6);
    expect(screen.queryByText(/Whole or half figures only/)).toBeNull();

    // A cell that is neither: the problem beside it, in the player's words.
    const eff7 = screen.getByRole('textbox', { name: 'Roundshot, Effective range, score 7: casualties' });
    fireEvent.input(eff7, { target: { value: '2.7' } });
    expect(document.getElementById(eff7.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Effective range, score 7: Whole or half figures only, for example 2, 1½ or 1.5.',
    );
    fireEvent.input(eff7, { target: { value: '3' } });

    fireEvent.click(screen.getByRole('button', { name: /^Save( as draft)?$/ }));
    await waitFor(async () => expect((await stored()).length).toBe(1));
    const [entry] = await stored();
    const data = (entry?.status === 'ready' ? entry.pack : entry?.data) as {
      table: { roundshot: Record<string, { score: number; casualties: number }[]> };
    };
    const at = (band: string, score: number) =>
      data.table.roundshot[band]?.find((row) => row.score === score)?.casualties;
    expect([at('long', 7), at('effective', 6)]).toEqual([1.5, 2.5]);
  });

  it('the modifiers offer cavalry in line and in column and a battery as target, each with its clause', async () => {
    await seed([
      {
        id: 'draft:newer',
        draft: true,
        updatedAt: 1,
        data: {
          ...testPackData,
          id: 'newer',
          modifiers: { ...testPackData.modifiers, cavalryFormation: { column: 1 }, batteryTarget: -2 },
        },
      },
    ]);
    await renderAt('#/settings/packs/edit/draft:newer');
    const line = await screen.findByRole('textbox', { name: 'Target is cavalry in line' });
    const column = screen.getByRole('textbox', { name: 'Target is cavalry in column' });
    const battery = screen.getByRole('textbox', { name: 'Target is a battery' });
    // What the pack gives, as the rules print modifiers; empty is none.
    expect([line, column, battery].map((input) => (input as HTMLInputElement).value)).toEqual([
      '',
      '+1',
      '−2',
    ]);
    for (const input of [line, column, battery]) {
      const field = input.closest('.pk-field');
      expect(field?.querySelector('a.rule-link')).toHaveAttribute('href', '#/rules/artillery.procedure');
      expect(
        within(field as HTMLElement).getByRole('button', { name: /^Change the sign of/ }),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Battery moved up to half its move' })).toHaveValue('−1');

    // The ± key makes a typed 1 the negative modifier the text calls it; a positive one is flagged beside it.
    const moved = screen.getByRole('textbox', { name: 'Battery moved up to half its move' });
    fireEvent.input(moved, { target: { value: '1' } });
    const problem = () => document.getElementById(moved.getAttribute('aria-describedby') ?? '');
    expect(moved).toHaveAttribute('aria-invalid', 'true');
    expect(problem()).toHaveTextContent('The text calls this a negative modifier: enter a value below 0.');
    fireEvent.click(
      screen.getByRole('button', { name: 'Change the sign of: Battery moved up to half its move' }),
    );
    expect(moved).toHaveValue('-1');
    expect(moved).toHaveAttribute('aria-invalid', 'false');

    fireEvent.input(line, { target: { value: '-1' } });
    fireEvent.input(battery, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /^Save( as draft)?$/ }));
    await waitFor(async () => {
      const [entry] = await stored();
      const data = (entry?.status === 'ready' ? entry.pack : entry?.data) as typeof testPackData;
      expect(data.modifiers).toEqual({
        ...testPackData.modifiers,
        cavalryFormation: { line: -1, column: 1 },
      });
    });
  });
});

describe('import', () => {
  it('the difference names the new modifiers and shows half figures as ½, in both languages', () => {
    const cell = {
      kind: 'cell',
      ammo: 'roundshot',
      band: 'long',
      score: 7,
      before: 1,
      after: 1.5,
    } as const;
    const battery = { kind: 'field', path: 'modifiers.batteryTarget', before: undefined, after: -2 } as const;
    const cavalry = {
      kind: 'field',
      path: 'modifiers.cavalryFormation.line',
      before: 1,
      after: 0.5,
    } as const;
    expect(changeLine('en', packsEn, cell)).toEqual({
      where: 'Roundshot › Long range › Score 7',
      before: '1',
      after: '1½',
    });
    expect(changeLine('ru', packsRu, { ...cell, before: 0.5, after: 12.5 })).toMatchObject({
      before: '½',
      after: '12½',
    });
    expect(changeLine('en', packsEn, battery)).toEqual({
      where: 'modifiers › target is a battery',
      before: 'none',
      after: '−2',
    });
    expect(changeLine('ru', packsRu, battery)).toEqual({
      where: 'модификаторы › цель — батарея',
      before: 'нет',
      after: '−2',
    });
    expect(changeLine('en', packsEn, cavalry).where).toBe('modifiers › target is cavalry in line');
    expect(changeLine('ru', packsRu, cavalry).where).toBe('модификаторы › цель — кавалерия в линии');
  });

  it('a shared link shows what it would change, then replaces the pack in one write', async () => {
    await seed([readyRecord(testPack, 1)]);
    const next = validatePack({
      ...testPackData,
      version: 4,
      modifiers: { ...testPackData.modifiers, movedHalf: -2 },
    });
    if (!next.ok) throw new Error('fixture');
    await renderAt(`#/settings/packs/import/${packLinkPayload(next.value)}`);
    await screen.findByText('Replaces “Test pack”, version 3, on this phone.');
    expect(screen.getByRole('heading', { name: '2 changes' })).toBeInTheDocument();
    // Each change: where, before → after.
    const line = screen.getByText('modifiers › moved up to half').closest('li');
    expect(line).toHaveTextContent(/−1\s*→\s*−2/);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(async () => {
      const [entry] = await stored();
      expect(entry?.status === 'ready' && entry.pack.version).toBe(4);
    });
  });

  it('a pack shared as official says so on the sender’s word only, before and after import', async () => {
    const shared = validatePack({ ...testPackData, id: 'their-rulebook', official: true });
    if (!shared.ok) throw new Error('fixture');
    await renderAt(`#/settings/packs/import/${packLinkPayload(shared.value)}`);
    expect(await screen.findByText('Marked official by whoever shared it')).toBeInTheDocument();
    expect(screen.queryByText('From a rulebook')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(async () => {
      const [entry] = await stored();
      expect(entry?.status === 'ready' && entry.imported).toBe(true);
    });
    // The list keeps saying whose word it is.
    expect(await screen.findByText('Marked official by whoever shared it')).toBeInTheDocument();
    expect(screen.queryByText('From a rulebook')).toBeNull();
  });

  it('a damaged or hostile link is refused with a message and changes nothing', async () => {
    await seed([readyRecord(testPack, 1)]);
    await renderAt('#/settings/packs/import/AAAA<img src=x onerror=alert(1)>');
    await screen.findByText(/The link is damaged or cut short/);
    expect(screen.getByText('Not imported: nothing was changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect((await stored()).map((p) => p.status === 'ready' && p.pack.version)).toEqual([3]);
  });

  it('a file with a broken pack lists its problems and changes nothing', async () => {
    await renderAt('#/settings/packs/import');
    const text = JSON.stringify({ ...testPackData, version: 0 });
    fireEvent.input(await screen.findByRole('textbox', { name: 'Link or file text' }), {
      target: { value: text },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Read' }));
    await screen.findByText(/The pack has problems/);
    expect(screen.getByText('Rule pack › version: Must be from 1 to 1000000.')).toBeInTheDocument();
    expect(await stored()).toEqual([]);
  });

  it('the paste box takes a file or a link as typed: no spelling check, no capital letter put in', async () => {
    await renderAt('#/settings/packs/import');
    const box = await screen.findByRole('textbox', { name: 'Link or file text' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('spellcheck', 'false');
    expect(box).toHaveAttribute('autocapitalize', 'none');
    expect(box).toHaveAttribute('aria-invalid', 'false');
  });
});
