import { afterEach, describe, expect, it } from 'vitest';
import { practicePack } from '../../../src/packs';
import { copyPackForm } from '../../../src/packs/form';
import { DEFAULT_SHOT_FORM } from '../../../src/state/fire/model';
import { keepShot, keptShot, restoreShot } from '../../../src/state/fire/shot-keep';
import {
  draftKeyOf,
  dropPackEdit,
  editsPutAside,
  packEdit,
  packEditOnRoute,
  packEditsToKeep,
  putPackEdit,
  restorePackEdits,
} from '../../../src/state/packs/edit';
import {
  closeEditor,
  editorShowing,
  editSession,
  openEditor,
  parkEditor,
  resumeEditor,
  updateUnitForm,
} from '../../../src/state/units/edit';
import { newUnitForm, type UnitForm } from '../../../src/state/units/model';

const draft = copyPackForm(practicePack, { id: 'my-pack', name: { en: 'My pack', ru: 'Мой набор' } });
const session = (key: string, changed: boolean) => ({
  draftKey: key,
  draft,
  savedData: '{}',
  savedDraft: JSON.stringify(draft),
  changed,
});

describe('pack edit sessions', () => {
  afterEach(() => {
    for (const key of Object.keys(packEditsToKeep() ?? {})) dropPackEdit(key);
  });

  it('an edit route names the draft key of a saved pack or of a draft', () => {
    expect(draftKeyOf('my-pack')).toBe('draft:my-pack');
    expect(draftKeyOf('draft:abc')).toBe('draft:abc');
    expect(packEditOnRoute({ screen: 'settings', param: 'packs/edit/my-pack' })).toBe('draft:my-pack');
    expect(packEditOnRoute({ screen: 'settings', param: 'packs' })).toBeUndefined();
    expect(packEditOnRoute({ screen: 'units' })).toBeUndefined();
  });

  it('an edit with something typed and not on screen is offered to continue; one on screen or unchanged is not', () => {
    putPackEdit(session('draft:a', true));
    putPackEdit(session('draft:b', false));
    expect(editsPutAside({ screen: 'settings', param: 'packs' }).map((e) => e.draftKey)).toEqual(['draft:a']);
    expect(editsPutAside({ screen: 'settings', param: 'packs/edit/draft:a' })).toEqual([]);
    expect(editsPutAside({ screen: 'units' }).map((e) => e.draftKey)).toEqual(['draft:a']);
  });

  it('survives a reload through its JSON; anything not of its shape is dropped', () => {
    putPackEdit(session('draft:a', true));
    const kept = JSON.parse(JSON.stringify(packEditsToKeep()));
    dropPackEdit('draft:a');
    expect(packEditsToKeep()).toBeUndefined();
    restorePackEdits({ ...kept, bad: { draftKey: 'x', draft: {} }, worse: 3 });
    expect(packEdit('draft:a')?.draft.name.ru).toBe('Мой набор');
    expect(Object.keys(packEditsToKeep() ?? {})).toEqual(['draft:a']);
    restorePackEdits('nonsense');
    expect(packEdit('draft:a')).toBeDefined();
  });

  // Until the forms held a text per language (`name.en`), a form kept its texts as nameEn/nameRu,
  // sourceEn/sourceRu (a gun type's as nameEn/nameRu): an edit kept by that version before an update
  // comes back with everything typed, and one nobody had touched is still not offered as changed.
  it('an edit kept by the version before the per-language texts reads back with every text typed', () => {
    const before = (form: typeof draft) => {
      const { name, source, guns, ...rest } = form;
      return {
        ...rest,
        nameEn: name.en,
        nameRu: name.ru,
        sourceEn: 'Book, p. 12',
        sourceRu: 'Книга, с. 12',
        guns: guns.map(({ name: gunName, ...gun }) => ({ ...gun, nameEn: gunName.en, nameRu: gunName.ru })),
      };
    };
    const old = JSON.stringify(before(draft));
    restorePackEdits({
      'draft:old': {
        draftKey: 'draft:old',
        draft: JSON.parse(old),
        savedData: '{}',
        savedDraft: old,
        changed: false,
      },
    });
    const restored = packEdit('draft:old');
    expect(restored?.draft.name).toEqual({ en: 'My pack', ru: 'Мой набор' });
    expect(restored?.draft.source).toEqual({ en: 'Book, p. 12', ru: 'Книга, с. 12' });
    expect(restored?.draft.guns.map((gun) => gun.name)).toEqual(draft.guns.map((gun) => gun.name));
    expect(restored?.draft.guns[0]?.name.ru).toBe('6-фунтовое орудие');
    expect(restored?.draft).not.toHaveProperty('nameEn');
    expect(restored?.savedDraft).toBe(JSON.stringify(restored?.draft));
    expect(editsPutAside({ screen: 'units' })).toEqual([]);
  });
});

describe('the kept shot form', () => {
  afterEach(() => keepShot(undefined));
  const shot = {
    battery: 'b1',
    target: 't1',
    turn: 2,
    draft: { ...DEFAULT_SHOT_FORM, rangeMode: 'distance' as const, distance: '37,5' },
    formOpen: true,
    dice: 'physical' as const,
    faces: [4, null] as [number, null],
  };

  it('comes back from its JSON as typed', () => {
    restoreShot(JSON.parse(JSON.stringify(shot)));
    expect(keptShot()).toEqual(shot);
  });

  it('refuses what is not a shot form: bad faces, a missing draft', () => {
    restoreShot({ ...shot, faces: [7, null] });
    expect(keptShot()).toBeUndefined();
    restoreShot({ ...shot, draft: undefined });
    expect(keptShot()).toBeUndefined();
    restoreShot(null);
    expect(keptShot()).toBeUndefined();
  });
});

describe('the unit edit put aside by Back', () => {
  afterEach(() => closeEditor());
  const draft = (name: string) =>
    ({ ...newUnitForm('infantry', { id: name, now: 0, units: [], pack: practicePack }), name }) as UnitForm;

  it('is no longer on screen, keeps what was typed, and comes back as it was', () => {
    openEditor(draft('Tobolsk'), true);
    updateUnitForm({ figures: '23½' });
    expect(editorShowing()).toBe(true);
    parkEditor();
    expect(editorShowing()).toBe(false);
    expect(editSession()?.draft).toMatchObject({ name: 'Tobolsk', figures: '23½' });
    resumeEditor();
    expect(editorShowing()).toBe(true);
    expect(editSession()?.draft.figures).toBe('23½');
  });

  it('opening another card while one is put aside brings the one put aside back, not a blank one', () => {
    openEditor(draft('Tobolsk'), true);
    updateUnitForm({ figures: '23½' });
    parkEditor();
    openEditor(draft('Pavlovsk'), true);
    expect(editorShowing()).toBe(true);
    expect(editSession()?.draft).toMatchObject({ name: 'Tobolsk', figures: '23½' });
  });
});
