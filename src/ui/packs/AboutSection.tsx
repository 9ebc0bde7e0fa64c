import { For, Show } from 'solid-js';
import { SCALES } from '../../core/vocabulary';
import { engineWords } from '../../i18n/engine';
import { Checkbox } from '../controls/Choices';
import { fieldId, PackTextField } from './fields';
import type { PackEditorForm } from './pack-editor-form';
import './form.css';

/** About the pack: its names, id, source, whether it is the rulebook's, its scales and version. */
export function AboutSection(props: { form: PackEditorForm }) {
  const f = props.form;
  const t = () => f.t();
  const words = () => engineWords(f.lang());
  const draft = f.draft;
  return (
    <fieldset class="choice-group pk-section">
      <legend>{t().about}</legend>
      <div class="pk-two">
        <PackTextField
          field="name.en"
          label={t().nameEn}
          value={draft.nameEn}
          problems={f.problemsOf('name.en')}
          onInput={(v) => f.setDraft('nameEn', v)}
        />
        <PackTextField
          field="name.ru"
          label={t().nameRu}
          value={draft.nameRu}
          problems={f.problemsOf('name.ru')}
          onInput={(v) => f.setDraft('nameRu', v)}
        />
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
      <PackTextField
        field="source.en"
        label={t().sourceEn}
        value={draft.sourceEn}
        problems={f.problemsOf('source.en')}
        onInput={(v) => f.setDraft('sourceEn', v)}
        help={t().sourceHelp}
        multiline
      />
      <PackTextField
        field="source.ru"
        label={t().sourceRu}
        value={draft.sourceRu}
        problems={f.problemsOf('source.ru')}
        onInput={(v) => f.setDraft('sourceRu', v)}
        multiline
      />
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
