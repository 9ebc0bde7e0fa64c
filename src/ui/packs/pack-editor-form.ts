import { createEffect, createSignal, on } from 'solid-js';
import { isolateName, wordsIn } from '../../i18n';
import { createPackForm, type PackFormProps, type PackSaveOutcome, useApp } from '../../state';
import { showToast } from '../Toasts';
import { packFormProblemText } from './words';

/**
 * The pack form as the editor's sections see it: the form store (state/packs/form.ts: the draft, its
 * check, saving) with each field's problems in the player's language, what the last save did, and
 * the "unsaved changes" question on leaving.
 */
export function createPackEditorForm(props: PackFormProps) {
  const app = useApp();
  const form = createPackForm(props);
  const t = () => wordsIn(app.lang(), 'packs');
  const lang = () => app.lang();
  const [message, setMessage] = createSignal<string>();
  const [leaving, setLeaving] = createSignal(false);
  const problemsOf = (field: string): readonly string[] =>
    (form.byField().get(field) ?? []).map((problem) => packFormProblemText(lang(), t(), problem));
  const gunProblemCount = (index: number) =>
    form.check().problems.filter((problem) => problem.path.startsWith(`gunTypes[${index}]`)).length;
  // A message about the last save stops being true once the player types again.
  createEffect(on(form.check, () => setMessage(undefined), { defer: true }));
  const leave = () => {
    if (form.dirty() && !leaving()) setLeaving(true);
    else form.finish();
  };
  /** Saves, and says so; true when what is on screen is now stored (as a pack or a draft). */
  const save = async (use: boolean): Promise<boolean> => {
    const outcome: PackSaveOutcome = await form.save(use);
    switch (outcome.kind) {
      case 'ready': {
        const name = isolateName(outcome.pack.name[lang()]);
        showToast(outcome.used ? t().switched(name) : t().savedReady(name, outcome.pack.version));
        form.finish();
        return true;
      }
      case 'draft':
        setMessage(t().savedDraft(outcome.problems));
        return true;
      case 'failed':
        setMessage(t().storageFailed);
        return false;
      case 'none':
        return false;
    }
  };
  return { ...form, app, t, lang, message, leaving, problemsOf, gunProblemCount, leave, save };
}

export type PackEditorForm = ReturnType<typeof createPackEditorForm>;
