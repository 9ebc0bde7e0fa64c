import { For, Show } from 'solid-js';
import { SCALES } from '../../core/vocabulary';
import { wordsIn } from '../../i18n';
import { Checkbox } from '../controls/Choices';
import { fieldId, langsFrom, PackTextField } from './fields';
import type { PackEditorForm } from './pack-editor-form';
import './form.css';

/** About the pack: its names, id, source, whether it is the rulebook's, its scales and version. */
export function AboutSection(props: { form: PackEditorForm }) {
  const f = props.form;
  const t = () => f.t();
  const words = () => wordsIn(f.lang(), 'terms');
  const draft = f.draft;
  return (
    <fieldset class="choice-group pk-section">
      <legend>{t().about}</legend>
      <div class="pk-two">
        <For each={langsFrom(f.lang())}>
          {(lang) => (
            <PackTextField
              field={`name.${lang}`}
              label={t().nameIn[lang]}
              value={draft.name[lang]}
              problems={f.problemsOf(`name.${lang}`)}
              onInput={(v) => f.setDraft('name', lang, v)}
            />
          )}
        </For>
      </div>
      <PackTextField
        field="id"
        label={t().id}
        value={draft.id}
        problems={f.problemsOf('id')}
        onInput={(v) => f.setDraft('id', v)}
        disabled={f.opened?.originalId !== undefined}
        help={f.opened?.originalId ? t().idLocked : undefined}
        class="pk-short"
      />
      <For each={langsFrom(f.lang())}>
        {(lang, i) => (
          <PackTextField
            field={`source.${lang}`}
            label={t().sourceIn[lang]}
            value={draft.source[lang]}
            problems={f.problemsOf(`source.${lang}`)}
            onInput={(v) => f.setDraft('source', lang, v)}
            help={i() === 0 ? t().sourceHelp : undefined}
            multiline
          />
        )}
      </For>
      <Checkbox
        id={fieldId('official')}
        label={t().official}
        checked={draft.official}
        describedBy="pk-official-help"
        onChange={(official) => f.setDraft('official', official)}
      />
      <p class="muted pk-help" id="pk-official-help">
        {t().officialHelp}
      </p>
      <fieldset
        class="choice-group nested"
        aria-describedby={f.problemsOf('scales').length ? 'pk-scales-err' : undefined}
      >
        <legend>{t().scales}</legend>
        <For each={SCALES}>
          {(scale) => (
            <Checkbox
              id={scale === 'cm' ? fieldId('scales') : undefined}
              label={words().scaleHints[scale]}
              checked={draft.scales[scale]}
              onChange={(on) => f.setDraft('scales', scale, on)}
            />
          )}
        </For>
        <Show when={f.problemsOf('scales').length > 0}>
          <p class="error" id="pk-scales-err">
            {f.problemsOf('scales').join(' ')}
          </p>
        </Show>
      </fieldset>
      <p class="muted">{t().versionNote(draft.version)}</p>
    </fieldset>
  );
}
