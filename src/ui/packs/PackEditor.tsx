/**
 * The pack editor: about the pack, gun types, every modifier the engine knows (with the clause it
 * implements), the casualty table as grids, and the rulebook's morale thresholds (optional). Checked by the one validator on every keystroke;
 * each problem sits beside its field. A pack with problems can be saved as a draft, not used.
 * The form's store and saving are `createPackForm` (state/packs/form.ts), its words
 * `createPackEditorForm` (pack-editor-form.ts); its sections are their own parts.
 */

import { For, Show } from 'solid-js';
import { produce, unwrap } from 'solid-js/store';
import { AMMUNITION } from '../../core';
import { ruleTitle } from '../../i18n/engine';
import { clampSpan, emptyGun, fillOtherScale } from '../../packs';
import { RuleLink } from '../parts/RuleLink';
import { AboutSection } from './AboutSection';
import { fieldId, focusNextField } from './fields';
import { GunEditor } from './GunEditor';
import { ModifiersSection } from './ModifiersSection';
import { MoraleSection } from './MoraleSection';
import { createPackEditorForm, type PackEditorForm } from './pack-editor-form';
import { focusNextCell, TableGrid } from './TableGrid';
import { fieldPathText, packFormProblemText } from './words';
import './form.css';
import './savebar.css';

export interface PackEditorProps {
  /**
   * The edit session (src/state/packs/edit.ts) this editor shows, and where a draft of it is stored
   * (`draft:…`). The session holds the form as typed; the stored pack changes only on Save.
   */
  draftKey: string;
  onDone: () => void;
}

export function PackEditor(props: PackEditorProps) {
  const f = createPackEditorForm(props);
  const t = () => f.t();
  let form: HTMLFormElement | undefined;

  // Enter moves on, as the phone's "Next" key does.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || !form) return;
    const target = e.target;
    if (!(target instanceof HTMLInputElement) || target.type === 'checkbox') return;
    e.preventDefault();
    if (target.dataset.cell !== undefined) focusNextCell(target, form);
    else focusNextField(target, form);
  };

  return (
    <section class="screen packs-screen pk-editor" aria-labelledby="pk-editor-title">
      <div class="pk-top">
        <button type="button" class="btn" onClick={f.leave}>
          ← {t().backToList}
        </button>
      </div>
      <Show when={f.leaving()}>
        <div class="banner pk-leaving" role="alert">
          <span>{t().unsaved}</span>
          <button
            type="button"
            class="btn primary"
            onClick={async () => {
              if (await f.save(false)) f.finish();
            }}
          >
            {f.count() > 0 ? t().saveDraft : t().save}
          </button>
          <button type="button" class="btn" onClick={f.finish}>
            {t().discard}
          </button>
        </div>
      </Show>
      <h1 id="pk-editor-title">
        {f.original() ? t().editTitle(f.original()?.name[f.lang()] ?? '') : t().newTitle}
      </h1>
      <form
        ref={form}
        class="pk-form"
        novalidate
        onSubmit={async (e) => {
          e.preventDefault();
          await f.save(false);
        }}
        onKeyDown={onKeyDown}
      >
        <AboutSection form={f} />
        <GunsSection form={f} root={() => form} />
        <ModifiersSection form={f} />
        <TableSection form={f} />
        <MoraleSection form={f} />
        <ProblemSummary form={f} />
        <SaveBar form={f} />
      </form>
    </section>
  );
}

/** The gun types, each folded to one line until opened, and "Add gun type". */
function GunsSection(props: { form: PackEditorForm; root: () => HTMLFormElement | undefined }) {
  const f = props.form;
  const draft = f.draft;
  const addGun = () => {
    f.setDraft('guns', (guns) => [...guns, emptyGun()]);
    requestAnimationFrame(() => {
      const last = props.root()?.querySelector<HTMLDetailsElement>('details.pk-gun:last-of-type');
      if (last) last.open = true;
      document.getElementById(fieldId(`gunTypes[${draft.guns.length - 1}].name.${f.lang()}`))?.focus();
    });
  };
  return (
    <section class="pk-section" aria-labelledby="pk-guns-title">
      <h2 id="pk-guns-title">{f.t().guns}</h2>
      <p class="muted pk-help">{f.t().gunsHelp}</p>
      <For each={draft.guns}>
        {(gun, index) => (
          <GunEditor
            gun={gun}
            index={index()}
            open={f.gunProblemCount(index()) > 0 && gun.id === ''}
            problems={f.problemsOf}
            problemCount={f.gunProblemCount(index())}
            onChange={(patch) => f.setDraft('guns', index(), patch)}
            onRange={(band, scale, value) => f.setDraft('guns', index(), 'ranges', band, scale, value)}
            onFill={() => f.setDraft('guns', index(), fillOtherScale(unwrap(draft.guns[index()] ?? gun)))}
            onRemove={() => f.setDraft('guns', (guns) => guns.filter((_, i) => i !== index()))}
          />
        )}
      </For>
      <p class="error">{f.problemsOf('gunTypes').join(' ')}</p>
      <button type="button" class="btn" onClick={addGun}>
        + {f.t().addGun}
      </button>
    </section>
  );
}

/** The casualty table, one grid for each ammunition. */
function TableSection(props: { form: PackEditorForm }) {
  const f = props.form;
  return (
    <section class="pk-section" aria-labelledby="pk-table-title">
      <h2 id="pk-table-title">{f.t().table}</h2>
      <p class="muted pk-help">
        {f.t().tableHelp}{' '}
        <RuleLink ruleRef="artillery.procedure" title={ruleTitle(f.lang(), 'artillery.procedure')} />
      </p>
      <For each={AMMUNITION}>
        {(ammo) => (
          <TableGrid
            ammo={ammo}
            table={f.draft.table[ammo]}
            problems={f.problemsOf}
            onCell={(band, score, value) =>
              f.setDraft('table', ammo, 'bands', band, 'cells', String(score), value)
            }
            onUsed={(band, used) => f.setDraft('table', ammo, 'bands', band, 'used', used)}
            onSpan={(first, last) =>
              f.setDraft(
                'table',
                ammo,
                produce((table) => Object.assign(table, clampSpan(first, last))),
              )
            }
          />
        )}
      </For>
      <p class="error">{f.problemsOf('table').join(' ')}</p>
    </section>
  );
}

/** Every problem of the pack, each a link to its field (the first 50). */
function ProblemSummary(props: { form: PackEditorForm }) {
  const f = props.form;
  const goTo = (field: string) => {
    const element = document.getElementById(fieldId(field));
    const details = element?.closest('details');
    if (details && !details.open) details.open = true;
    element?.focus();
    element?.scrollIntoView({ block: 'center' });
  };
  return (
    <section class="pk-section pk-summary" aria-labelledby="pk-summary-title">
      <h2 id="pk-summary-title" classList={{ error: f.count() > 0 }}>
        {f.t().problemsTitle(f.count())}
      </h2>
      <Show when={f.count() > 0}>
        <p class="muted pk-help" id="pk-cannot-use">
          {f.t().cannotUseYet}
        </p>
        <ul class="pk-problem-list">
          <For each={f.check().problems.slice(0, 50)}>
            {(problem) => (
              <li>
                <button type="button" class="pk-problem-link" onClick={() => goTo(problem.field)}>
                  {fieldPathText(f.lang(), problem.path)}: {packFormProblemText(f.lang(), f.t(), problem)}
                </button>
              </li>
            )}
          </For>
        </ul>
        <Show when={f.count() > 50}>
          <p class="muted">{f.t().moreProblems(f.count() - 50)}</p>
        </Show>
      </Show>
    </section>
  );
}

/** Save (as a draft while there are problems) and Save and use, low on the screen. */
function SaveBar(props: { form: PackEditorForm }) {
  const f = props.form;
  return (
    <div class="pk-savebar">
      <Show when={f.message()}>
        <p class="pk-message" role="status">
          {f.message()}
        </p>
      </Show>
      <div class="pk-savebar-buttons">
        <button type="submit" class="btn" disabled={f.busy()}>
          {f.count() > 0 ? f.t().saveDraft : f.t().save}
        </button>
        <button
          type="button"
          class="btn primary"
          disabled={f.busy() || f.count() > 0}
          aria-describedby={f.count() > 0 ? 'pk-cannot-use' : undefined}
          onClick={() => f.save(true)}
        >
          {f.t().saveAndUse}
        </button>
      </div>
    </div>
  );
}
