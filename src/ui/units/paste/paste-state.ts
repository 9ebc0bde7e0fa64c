/**
 * What the paste box holds while the player works on it: the text, and for each side read the
 * table's side it goes to and the name it gets. Module state of the paste screen's chunk, kept
 * across Back, a tab switch and a reload (sessionStorage, as the open edit is), cleared once the
 * paste is confirmed.
 */
import { createSignal } from 'solid-js';
import type { UnitSide } from '../../../records';
import { keepModuleState } from '../../../state';

export interface PasteChoices {
  /** By the index of the side read: where it goes (absent: by order). */
  readonly targets: readonly (UnitSide | undefined)[];
  /** By the index of the side read: the name typed (absent: the text's, else the game's). */
  readonly names: readonly (string | undefined)[];
}

const NO_CHOICES: PasteChoices = { targets: [], names: [] };

const [pasteInput, setPasteInput] = createSignal('');
const [choices, setChoices] = createSignal<PasteChoices>(NO_CHOICES);

interface Kept {
  text: string;
  choices: PasteChoices;
}

keepModuleState<Kept>(
  'paste',
  () => (pasteInput() ? { text: pasteInput(), choices: choices() } : undefined),
  (kept) => {
    if (typeof kept?.text !== 'string') return;
    setPasteInput(kept.text);
    const c = kept.choices;
    if (c && Array.isArray(c.targets) && Array.isArray(c.names)) setChoices(c);
  },
);

export { choices, pasteInput };

export function setText(text: string): void {
  setPasteInput(text);
}

export function chooseTarget(index: number, side: UnitSide): void {
  setChoices((c) => {
    const targets = [...c.targets];
    targets[index] = side;
    return { ...c, targets };
  });
}

export function chooseName(index: number, name: string): void {
  setChoices((c) => {
    const names = [...c.names];
    names[index] = name;
    return { ...c, names };
  });
}

/** After a confirmed paste: the box starts empty. */
export function clearPaste(): void {
  setPasteInput('');
  setChoices(NO_CHOICES);
}
