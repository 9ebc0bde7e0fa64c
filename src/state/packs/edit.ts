import { createSignal } from 'solid-js';
import { keptPackForm, type PackForm } from '../../packs/form';
import { keepModuleState } from '../app/unsaved';
import type { Route } from '../router';

/**
 * The rule-pack editor's unsaved forms, kept apart from the stored packs until Save (a sound stored
 * pack is never overwritten by a half-typed one). Like the unit editor's session they live outside
 * the screen, so switching screens or Back loses nothing, and src/ui/KeepUnsaved.tsx mirrors them
 * into sessionStorage so a reload or an update loses nothing either. Keyed by the edit's draft key
 * (`draft:…`, the key a draft of it is stored under); the editor's route is `packs/edit/<draft key>`.
 */
export interface PackEditSession {
  readonly draftKey: string;
  /** The saved pack this edit changes, if any (its id is then fixed). */
  readonly originalId?: string;
  readonly draft: PackForm;
  /** What is stored for this edit (JSON of its pack data): the editor's "unsaved changes" test. */
  readonly savedData: string;
  /** The form as it was when opened or last saved (JSON): anything typed since makes it `changed`. */
  readonly savedDraft: string;
  readonly changed: boolean;
}

export type PackEdits = Readonly<Record<string, PackEditSession>>;

const DRAFT_PREFIX = 'draft:';
const EDIT_PREFIX = 'packs/edit/';

const [edits, setEdits] = createSignal<PackEdits>({});

export { edits as packEdits };

export function packEdit(draftKey: string): PackEditSession | undefined {
  return edits()[draftKey];
}

export function putPackEdit(session: PackEditSession): void {
  setEdits((all) => ({ ...all, [session.draftKey]: session }));
}

export function dropPackEdit(draftKey: string): void {
  setEdits((all) => {
    if (!(draftKey in all)) return all;
    const { [draftKey]: _, ...rest } = all;
    return rest;
  });
}

/** The draft key an edit route (`edit/<key>`, after `packs/`) belongs to: a saved pack's or a draft's. */
export function draftKeyOf(key: string): string {
  return key.startsWith(DRAFT_PREFIX) ? key : `${DRAFT_PREFIX}${key}`;
}

/** The edit the route shows, if the route is the pack editor's. */
export function packEditOnRoute(route: Route): string | undefined {
  const param = route.param ?? '';
  if (route.screen !== 'settings' || !param.startsWith(EDIT_PREFIX)) return undefined;
  return draftKeyOf(param.slice(EDIT_PREFIX.length));
}

/** Edits with something typed that are not on screen: offered to continue. */
export function editsPutAside(route: Route): PackEditSession[] {
  const showing = packEditOnRoute(route);
  return Object.values(edits()).filter((edit) => edit.changed && edit.draftKey !== showing);
}

function isSession(value: unknown): value is PackEditSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const draft = v.draft as Record<string, unknown> | undefined;
  return (
    typeof v.draftKey === 'string' &&
    v.draftKey.startsWith(DRAFT_PREFIX) &&
    (v.originalId === undefined || typeof v.originalId === 'string') &&
    typeof v.savedData === 'string' &&
    typeof v.savedDraft === 'string' &&
    typeof v.changed === 'boolean' &&
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.id === 'string' &&
    typeof draft.name === 'object' &&
    typeof draft.source === 'object' &&
    Array.isArray(draft.guns) &&
    typeof draft.table === 'object' &&
    draft.table !== null &&
    typeof draft.formations === 'object' &&
    typeof draft.cavalry === 'object' &&
    typeof draft.scales === 'object'
  );
}

/**
 * An edit as kept, its forms in today's shape (an earlier version kept `nameEn`…, packs/pack-form.ts
 * `keptPackForm`): the form as typed and the form as opened alike, so an edit nobody touched is not
 * taken for a changed one.
 */
function keptSession(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const v = value as Record<string, unknown>;
  let savedDraft = v.savedDraft;
  try {
    if (typeof savedDraft === 'string') savedDraft = JSON.stringify(keptPackForm(JSON.parse(savedDraft)));
  } catch {
    return undefined;
  }
  return { ...v, draft: keptPackForm(v.draft), savedDraft };
}

/** Put back the edits kept before a reload (or by an earlier version); anything not of their shape is dropped. */
export function restorePackEdits(saved: unknown): void {
  if (typeof saved !== 'object' || saved === null) return;
  const kept: Record<string, PackEditSession> = {};
  for (const value of Object.values(saved).map(keptSession))
    if (isSession(value)) kept[value.draftKey] = value;
  setEdits(kept);
}

/** What KeepUnsaved stores: the edits, or nothing when there are none. */
export function packEditsToKeep(): PackEdits | undefined {
  const all = edits();
  return Object.keys(all).length > 0 ? all : undefined;
}

keepModuleState('packs', packEditsToKeep, restorePackEdits);
