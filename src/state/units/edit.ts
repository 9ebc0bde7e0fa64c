import { createSignal } from 'solid-js';
import type { OpenOrderAnswer } from '../../core';
import type { UnitForm, UnitFormField } from './model';

/**
 * The card being edited, kept outside the screen so nothing typed is lost when the player follows
 * a clause link from the editor (`#/rules/open-order.c`) and comes back: the editor reopens as it was.
 */
export interface EditSession {
  draft: UnitForm;
  isNew: boolean;
  /** Fields the player has left (or every field, once Save was tried): their errors show. */
  touched: readonly UnitFormField[];
  /** The last refused attempt to choose open order, shown beside the formation until the next change. */
  refused?: OpenOrderAnswer & { ok: false };
  /** The player picked the nation by hand: switching side no longer suggests one. */
  nationChosen: boolean;
  saveFailed: boolean;
  /** Save was tried with errors: the summary above the buttons shows. */
  tried: boolean;
  /** Closed by Back with what was typed kept: the roster offers to continue it. */
  parked?: boolean;
  /** The form as it opened: an edit still equal to it has nothing to keep when put aside. */
  opened?: UnitForm;
  /** The player typed the current figures: a new card's no longer follow its starting figures. */
  figuresChosen?: boolean;
  /** The name opens selected, to be typed over (a copy just made by Duplicate). */
  selectName?: boolean;
}

const [session, setSession] = createSignal<EditSession>();

export { session as editSession };

export function openEditor(draft: UnitForm, isNew: boolean, options: { selectName?: boolean } = {}): void {
  // An edit put aside by Back comes back first: opening another would throw away what was typed.
  const current = session();
  if (current?.parked) {
    setSession({ ...current, parked: false });
    return;
  }
  setSession({
    draft,
    isNew,
    touched: [],
    nationChosen: !isNew,
    saveFailed: false,
    tried: false,
    opened: draft,
    ...(options.selectName ? { selectName: true } : {}),
  });
}

export function closeEditor(): void {
  setSession(undefined);
}

/**
 * Back closed the editor: it goes from the screen, what was typed stays to be continued (an editor
 * with nothing typed in it closes instead: editor-actions.ts, `putAside`).
 */
export function parkEditor(): void {
  const current = session();
  if (current && !current.parked) setSession({ ...current, parked: true });
}

export function resumeEditor(): void {
  const current = session();
  if (current?.parked) setSession({ ...current, parked: false });
}

/** The editor is on screen (open and not put aside). */
export function editorShowing(): boolean {
  const current = session();
  return Boolean(current && !current.parked);
}

export function updateSession(patch: Partial<EditSession>): void {
  const current = session();
  if (current) setSession({ ...current, ...patch });
}

export function updateUnitForm(patch: Partial<UnitForm>, extra: Partial<EditSession> = {}): void {
  const current = session();
  if (current) {
    setSession({
      ...current,
      refused: undefined,
      saveFailed: false,
      ...extra,
      draft: { ...current.draft, ...patch },
    });
  }
}

export function touch(field: UnitFormField): void {
  const current = session();
  if (current && !current.touched.includes(field))
    setSession({ ...current, touched: [...current.touched, field] });
}

/** Reopen an edit that was open before a reload (state/app/unsaved.ts). */
export function restoreEditor(saved: EditSession): void {
  if (saved && typeof saved === 'object' && saved.draft) setSession(saved);
}
