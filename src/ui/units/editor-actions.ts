/**
 * What the editor does on closing and on typing figures, beside its state (state/units/edit.ts, which
 * the roster loads with the first screen): these come with the editor's own chunk.
 */
import { closeEditor, type EditSession, editSession, parkEditor, updateUnitForm } from '../../state';

/** Plain data (strings, numbers, booleans, records of them) equal key for key, in any key order. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const key of keys) if (!sameData(ra[key], rb[key])) return false;
  return true;
}

/** Nothing changed since the editor opened (an edit restored without its opening form counts as changed). */
export function editUntouched(current: EditSession | undefined = editSession()): boolean {
  return Boolean(current?.opened && sameData(current.draft, current.opened));
}

/**
 * Back or Escape: what was typed is put aside for the roster to offer back; an editor with nothing
 * typed in it just closes (there is nothing to offer, and the offer would hide the New buttons).
 */
export function putAside(): void {
  if (editUntouched()) closeEditor();
  else parkEditor();
}

/**
 * Figures typed in the editor. A new card's current figures follow its starting figures (each
 * starting figure typed that reads as figures) until the player types the current figures.
 */
export function typeFigures(
  field: 'startFigures' | 'figures' | 'screenFigures',
  value: string,
  readsAsFigures: (text: string) => boolean,
): void {
  const current = editSession();
  if (!current) return;
  if (field === 'figures') updateUnitForm({ figures: value }, { figuresChosen: true });
  else if (field === 'startFigures' && current.isNew && !current.figuresChosen && readsAsFigures(value))
    updateUnitForm({ startFigures: value, figures: value });
  else updateUnitForm({ [field]: value });
}
