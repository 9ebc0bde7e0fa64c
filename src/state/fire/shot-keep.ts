import { createSignal } from 'solid-js';
import { keepModuleState } from '../app/unsaved';
import type { ShotForm } from './model';

/**
 * The shot form as the player left it (ammunition, range, distance typed, movement, answers, the
 * dice faces tapped so far), for the battery→target pair on the Fire screen. Module state, so a
 * switch of screens or Back loses nothing; it is mirrored into localStorage as it changes, so a
 * reload, an update or the app closed loses nothing either.
 */
export type Faces = [number | null, number | null];

export interface KeptShot {
  readonly battery: string;
  readonly target: string;
  /** The turn it was typed in: movement and unlimbering are asked again in a later one. */
  readonly turn: number;
  readonly draft: ShotForm;
  readonly formOpen: boolean;
  readonly dice: 'app' | 'physical';
  readonly faces: Faces;
}

const [kept, setKept] = createSignal<KeptShot>();

export { kept as keptShot, setKept as keepShot };

const face = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6);

/** Put back the shot form kept before a reload; anything not of its shape is dropped. */
export function restoreShot(saved: unknown): void {
  if (typeof saved !== 'object' || saved === null) return;
  const v = saved as Record<string, unknown>;
  const draft = v.draft as Record<string, unknown> | undefined;
  const faces = v.faces;
  if (
    typeof v.battery !== 'string' ||
    typeof v.target !== 'string' ||
    typeof v.turn !== 'number' ||
    typeof v.formOpen !== 'boolean' ||
    (v.dice !== 'app' && v.dice !== 'physical') ||
    !Array.isArray(faces) ||
    faces.length !== 2 ||
    !faces.every(face) ||
    typeof draft !== 'object' ||
    draft === null ||
    typeof draft.ammo !== 'string' ||
    typeof draft.distance !== 'string' ||
    typeof draft.movement !== 'object' ||
    typeof draft.situation !== 'object'
  )
    return;
  setKept(saved as KeptShot);
}

// Kept through the app closed and opened again, like the pair it belongs to (KeepUnsaved.tsx).
keepModuleState('shot', kept, restoreShot, 'closed');
