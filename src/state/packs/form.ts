import { type Accessor, createEffect, createMemo, createSignal, onCleanup, untrack } from 'solid-js';
import { createStore } from 'solid-js/store';
import type { ValidatedPack } from '../../core';
import {
  BUILT_IN_PACK_ID,
  checkPackForm,
  dataFromPackForm,
  numbersDiffer,
  type PackForm,
  type PackFormCheck,
  type PackFormProblem,
  packFormFromData,
  validatePack,
} from '../../packs';
import { holdUpdate } from '../../pwa';
import type { StorageFailure } from '../../records';
import { type Game, useGame } from '../game';
import { dropPackEdit, type PackEditSession, packEdit, putPackEdit } from './edit';

type PacksStore = Game['packs'];

/**
 * The pack editor's form store: the draft as typed (kept in the edit session, state/packs/edit.ts,
 * so another screen, Back, a reload or an update find it), its check by the one validator on every
 * keystroke (packs/form.ts, `checkPackForm`), and saving it as a sound pack or as a draft with problems.
 * No words: the editor (ui/packs/pack-editor-form.ts) says what a problem or a save means.
 */

/** What a save did: nothing (busy; or not sound when asked to use it), a sound pack stored, a draft stored, or storage failed. */
export type PackSaveOutcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'ready'; readonly pack: ValidatedPack; readonly used: boolean }
  | { readonly kind: 'draft'; readonly problems: number }
  | { readonly kind: 'failed'; readonly failure: StorageFailure };

export interface PackFormProps {
  readonly draftKey: string;
  readonly onDone: () => void;
}

/** What is stored for this edit, and the form as it was last opened or saved (both JSON). */
interface SavedMarks {
  readonly data: Accessor<string>;
  readonly setData: (json: string) => void;
  readonly draft: Accessor<string>;
  readonly setDraft: (json: string) => void;
}

function savedMarks(opened: PackEditSession | undefined, initial: PackForm): SavedMarks {
  const [data, setData] = createSignal(opened?.savedData ?? JSON.stringify(dataFromPackForm(initial)));
  const [draft, setDraft] = createSignal(opened?.savedDraft ?? JSON.stringify(initial));
  return { data, setData, draft, setDraft };
}

/** The form checked as typed: the problems, each field's, and how many. */
function formCheck(draft: PackForm, packs: PacksStore, original: () => ValidatedPack | undefined) {
  const takenIds = createMemo(() =>
    packs.stored().flatMap((p) => (p.status === 'ready' && p.key !== original()?.id ? [p.key] : [])),
  );
  const check = createMemo(() => checkPackForm(draft, { takenIds: takenIds(), builtInId: BUILT_IN_PACK_ID }));
  const byField = createMemo(() => {
    const map = new Map<string, PackFormProblem[]>();
    for (const problem of check().problems)
      map.set(problem.field, [...(map.get(problem.field) ?? []), problem]);
    return map;
  });
  const count = () => check().problems.length;
  return { check, byField, count };
}

/**
 * Everything typed goes to the edit session at once: another screen, Back, a reload or an update
 * finds it there. An edit the player made no change to is not kept once the editor goes; an update
 * waits while the editor shows (what is typed would survive it, but not the focus).
 */
function keepInSession(
  props: PackFormProps,
  opened: PackEditSession | undefined,
  original: () => ValidatedPack | undefined,
  typed: Accessor<string>,
  saved: SavedMarks,
): void {
  createEffect(() => {
    const now = typed();
    const id = original()?.id ?? opened?.originalId;
    putPackEdit({
      draftKey: props.draftKey,
      ...(id ? { originalId: id } : {}),
      draft: JSON.parse(now) as PackForm,
      savedData: saved.data(),
      savedDraft: saved.draft(),
      changed: now !== saved.draft(),
    });
  });
  onCleanup(holdUpdate());
  onCleanup(() => {
    const session = packEdit(props.draftKey);
    if (session && !session.changed) dropPackEdit(props.draftKey);
  });
}

export function createPackForm(props: PackFormProps) {
  const packs = useGame().packs;
  const opened = untrack(() => packEdit(props.draftKey));
  const initial: PackForm = opened?.draft ?? packFormFromData(undefined);
  /** The saved pack this edit changes (its id is then fixed), if any. */
  const original = (): ValidatedPack | undefined => {
    const id = opened?.originalId;
    return id ? packs.find(id) : undefined;
  };
  const [draft, setDraft] = createStore<PackForm>(structuredClone(initial));
  const saved = savedMarks(opened, initial);
  const [busy, setBusy] = createSignal(false);
  const { check, byField, count } = formCheck(draft, packs, original);
  const typed = createMemo(() => JSON.stringify(draft));
  keepInSession(props, opened, original, typed, saved);
  const dirty = () => JSON.stringify(check().data) !== saved.data();
  /** The edit ends (saved as a sound pack, or its changes discarded): nothing is kept of it. */
  const finish = () => {
    dropPackEdit(props.draftKey);
    props.onDone();
  };
  const save = async (use: boolean): Promise<PackSaveOutcome> => {
    if (busy()) return { kind: 'none' };
    setBusy(true);
    try {
      return await storeForm({ packs, original, check, typed, saved, draftKey: props.draftKey }, use);
    } finally {
      setBusy(false);
    }
  };
  return { packs, opened, original, draft, setDraft, busy, check, byField, count, dirty, finish, save };
}

export type PackFormStore = ReturnType<typeof createPackForm>;

interface StoreContext {
  readonly packs: PacksStore;
  readonly original: () => ValidatedPack | undefined;
  readonly check: Accessor<PackFormCheck>;
  readonly typed: Accessor<string>;
  readonly saved: SavedMarks;
  readonly draftKey: string;
}

/** Stores the form: as a sound pack (made active when `use`), else as a draft with its problems. */
async function storeForm(ctx: StoreContext, use: boolean): Promise<PackSaveOutcome> {
  const sound = ctx.check().pack;
  if (sound) {
    const pack = finalPack(sound, untrack(ctx.original));
    const saved = await ctx.packs.saveReady(pack, ctx.draftKey);
    if (!saved.ok) return { kind: 'failed', failure: saved.problem };
    // Stored: made the one new shots use when asked (a failure of that is the banner's).
    const used = use && (await ctx.packs.makeActive(pack.id)).ok;
    return { kind: 'ready', pack, used };
  }
  if (use) return { kind: 'none' };
  const data = ctx.check().data;
  const saved = await ctx.packs.saveDraft(ctx.draftKey, data);
  if (!saved.ok) return { kind: 'failed', failure: saved.problem };
  ctx.saved.setData(JSON.stringify(data));
  ctx.saved.setDraft(ctx.typed());
  return { kind: 'draft', problems: ctx.check().problems.length };
}

/** The pack to store: its version raised by one when the numbers changed from the saved pack. */
function finalPack(pack: ValidatedPack, before: ValidatedPack | undefined): ValidatedPack {
  if (!before || !numbersDiffer(before, pack)) return before ? withVersion(pack, before.version) : pack;
  return withVersion(pack, before.version + 1);
}

function withVersion(pack: ValidatedPack, version: number): ValidatedPack {
  if (pack.version === version) return pack;
  const result = validatePack({ ...pack, version });
  return result.ok ? result.value : pack;
}
