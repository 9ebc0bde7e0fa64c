import { createEffect, createMemo, createSignal, on, onCleanup, untrack } from 'solid-js';
import { createStore } from 'solid-js/store';
import type { ValidatedPack } from '../core/pack';
import { byLang } from '../i18n';
import { isolateName } from '../i18n/bidi';
import { packsEn } from '../i18n/packs';
import { packsRu } from '../i18n/ru/packs';
import { numbersDiffer } from '../packs/diff';
import {
  checkPackForm,
  dataFromPackForm,
  type PackForm,
  type PackFormProblem,
  packFormFromData,
} from '../packs/form';
import { BUILT_IN_PACK_ID } from '../packs/share';
import { validatePack } from '../packs/validate';
import { holdUpdate } from '../pwa/sw-bridge';
import { packFormProblemText } from '../ui/packs/words';
import { showToast } from '../ui/Toasts';
import { useApp } from './app-context';
import { dropPackEdit, packEdit, putPackEdit } from './pack-edit';
import { usePacks } from './packs';

/**
 * The pack form as the editor's sections see it: the draft as typed (kept in the edit session,
 * src/state/pack-edit.ts, so another screen, Back, a reload or an update find it), its check by the
 * one validator on every keystroke, each field's problems in the player's language, and saving it
 * (as a sound pack, or as a draft with problems).
 */
export function createPackForm(props: { draftKey: string; onDone: () => void }) {
  const app = useApp();
  const packs = usePacks();
  const t = () => byLang(app.lang(), packsEn, packsRu);
  const lang = () => app.lang();
  const opened = untrack(() => packEdit(props.draftKey));
  const initial: PackForm = opened?.draft ?? packFormFromData(undefined);
  /** The saved pack this edit changes (its id is then fixed), if any. */
  const original = (): ValidatedPack | undefined => {
    const id = opened?.originalId;
    return id ? packs.find(id) : undefined;
  };
  const [draft, setDraft] = createStore<PackForm>(structuredClone(initial));
  const [savedData, setSavedData] = createSignal(
    opened?.savedData ?? JSON.stringify(dataFromPackForm(initial)),
  );
  const [savedDraft, setSavedDraft] = createSignal(opened?.savedDraft ?? JSON.stringify(initial));
  const [message, setMessage] = createSignal<string>();
  const [busy, setBusy] = createSignal(false);
  const [leaving, setLeaving] = createSignal(false);

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
  const problemsOf = (field: string): readonly string[] =>
    (byField().get(field) ?? []).map((problem) => packFormProblemText(lang(), t(), problem));
  const gunProblemCount = (index: number) =>
    check().problems.filter((problem) => problem.path.startsWith(`gunTypes[${index}]`)).length;
  const dirty = () => JSON.stringify(check().data) !== savedData();
  const count = () => check().problems.length;
  // Everything typed goes to the edit session at once: another screen, Back, a reload or an update
  // finds it there. An edit the player made no change to is not kept once the editor goes.
  const typed = createMemo(() => JSON.stringify(draft));
  createEffect(() => {
    const now = typed();
    const id = original()?.id ?? opened?.originalId;
    putPackEdit({
      draftKey: props.draftKey,
      ...(id ? { originalId: id } : {}),
      draft: JSON.parse(now) as PackForm,
      savedData: savedData(),
      savedDraft: savedDraft(),
      changed: now !== savedDraft(),
    });
  });
  // An update waits while the editor shows (what is typed would survive it, but not the focus).
  onCleanup(holdUpdate());
  onCleanup(() => {
    const session = packEdit(props.draftKey);
    if (session && !session.changed) dropPackEdit(props.draftKey);
  });
  /** The edit ends (saved as a sound pack, or its changes discarded): nothing is kept of it. */
  const finish = () => {
    dropPackEdit(props.draftKey);
    props.onDone();
  };
  // A message about the last save stops being true once the player types again.
  createEffect(on(check, () => setMessage(undefined), { defer: true }));
  const leave = () => {
    if (dirty() && !leaving()) setLeaving(true);
    else finish();
  };

  // --- saving ------------------------------------------------------------------------------
  /** The pack to store: its version raised by one when the numbers changed from the saved pack. */
  const finalPack = (pack: ValidatedPack): ValidatedPack => {
    const before = untrack(original);
    if (!before || !numbersDiffer(before, pack)) return before ? withVersion(pack, before.version) : pack;
    return withVersion(pack, before.version + 1);
  };
  /** Saves; true when what is on screen is now stored (as a pack or a draft). */
  const save = async (use: boolean): Promise<boolean> => {
    if (busy()) return false;
    setBusy(true);
    try {
      const sound = check().pack;
      if (sound) {
        const pack = finalPack(sound);
        await packs.saveReady(pack, props.draftKey);
        if (use) await packs.makeActive(pack.id);
        showToast(
          use
            ? t().switched(isolateName(pack.name[lang()]))
            : t().savedReady(isolateName(pack.name[lang()]), pack.version),
        );
        finish();
        return true;
      }
      if (use) return false;
      const data = check().data;
      await packs.saveDraft(props.draftKey, data);
      setSavedData(JSON.stringify(data));
      setSavedDraft(typed());
      setMessage(t().savedDraft(count()));
      return true;
    } catch {
      setMessage(t().storageFailed);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    app,
    packs,
    t,
    lang,
    opened,
    original,
    draft,
    setDraft,
    message,
    busy,
    leaving,
    check,
    byField,
    problemsOf,
    gunProblemCount,
    count,
    finish,
    leave,
    save,
  };
}

export type PackEditorForm = ReturnType<typeof createPackForm>;

function withVersion(pack: ValidatedPack, version: number): ValidatedPack {
  if (pack.version === version) return pack;
  const result = validatePack({ ...pack, version });
  return result.ok ? result.value : pack;
}
