import { For } from 'solid-js';
import { MORALE_THRESHOLDS, type MoraleThresholdKind } from '../../core';
import { FieldProblems, langsFrom, PackTextField } from './fields';
import type { PackEditorForm } from './pack-editor-form';
import { packFormProblemText, pathWithinPack } from './words';
import './form.css';

/**
 * The rulebook's morale thresholds (optional): for each, its percentage and its own words in every
 * language. The rules text names no morale test, so the app offers none: empty is none.
 */
export function MoraleSection(props: { form: PackEditorForm }) {
  const f = props.form;
  const t = () => f.t();
  const draft = f.draft;
  const field = (kind: MoraleThresholdKind, rest: string) => `morale.${kind}.${rest}`;
  return (
    <section class="pk-section" aria-labelledby="pk-morale-title">
      <h2 id="pk-morale-title">{t().morale}</h2>
      <p class="muted pk-help">{t().moraleHelp}</p>
      <For each={MORALE_THRESHOLDS}>
        {(kind) => (
          <fieldset class="choice-group nested pk-morale">
            <legend>{t().moraleKind[kind]}</legend>
            <PackTextField
              field={field(kind, 'percent')}
              label={t().moralePercent}
              context={t().moraleKind[kind]}
              value={draft.morale[kind].percent}
              problems={f.problemsOf(field(kind, 'percent'))}
              onInput={(v) => f.setDraft('morale', kind, 'percent', v)}
              inputMode="numeric"
              maxLength={6}
              class="pk-short"
            />
            <For each={langsFrom(f.lang())}>
              {(lang, i) => (
                <PackTextField
                  field={field(kind, `words.${lang}`)}
                  label={t().moraleWordsIn[lang]}
                  context={t().moraleKind[kind]}
                  value={draft.morale[kind].words[lang]}
                  problems={f.problemsOf(field(kind, `words.${lang}`))}
                  onInput={(v) => f.setDraft('morale', kind, 'words', lang, v)}
                  help={i() === 0 ? t().moraleWordsHelp : undefined}
                />
              )}
            </For>
            <FieldProblems
              field={`morale.${kind}`}
              texts={[`morale.${kind}`, `morale.${kind}.words`].flatMap((at) =>
                (f.byField().get(at) ?? []).map(
                  (problem) =>
                    `${pathWithinPack(f.lang(), problem.path)}: ${packFormProblemText(f.lang(), t(), problem)}`,
                ),
              )}
            />
          </fieldset>
        )}
      </For>
      <FieldProblems
        field="morale"
        texts={(f.byField().get('morale') ?? []).map(
          (problem) =>
            `${pathWithinPack(f.lang(), problem.path)}: ${packFormProblemText(f.lang(), t(), problem)}`,
        )}
      />
    </section>
  );
}
