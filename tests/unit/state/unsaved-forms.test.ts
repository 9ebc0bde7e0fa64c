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

const draft = copyPackForm(practicePack, { id: 'my-pack', nameEn: 'My pack', nameRu: 'Мой набор' });
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
    expect(packEdit('draft:a')?.draft.nameRu).toBe('Мой набор');
    expect(Object.keys(packEditsToKeep() ?? {})).toEqual(['draft:a']);
    restorePackEdits('nonsense');
    expect(packEdit('draft:a')).toBeDefined();
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
