import { For } from 'solid-js';
import {
  CAVALRY_FORMATIONS,
  type CavalryFormation,
  PACK_FORMATIONS,
  type PackFormation,
} from '../../core/vocabulary';
import { wordsIn } from '../../i18n';
import { ruleTitle } from '../../i18n/engine';
import { RuleLink } from '../parts/RuleLink';
import { FieldProblems, PackTextField } from './fields';
import type { PackEditorForm } from './pack-editor-form';
import { packFormProblemText, pathWithinPack } from './words';
import './form.css';
import './modifiers.css';

/** Every modifier the engine knows, each with the clause it implements and a ± key. */
export function ModifiersSection(props: { form: PackEditorForm }) {
  const f = props.form;
  const t = () => f.t();
  const lang = () => f.lang();
  const words = () => wordsIn(lang(), 'terms');
  const draft = f.draft;
  const formationField = (formation: PackFormation) => `modifiers.targetFormation.${formation}`;
  const cavalryField = (formation: CavalryFormation) => `modifiers.cavalryFormation.${formation}`;
  const procedureLink = () => (
    <RuleLink ruleRef="artillery.procedure" title={ruleTitle(lang(), 'artillery.procedure')} />
  );
  return (
    <section class="pk-section" aria-labelledby="pk-mods-title">
      <h2 id="pk-mods-title">{t().modifiers}</h2>
      <p class="muted pk-help">{t().modifiersHelp}</p>
      <ul class="pk-mods">
        <li>
          <PackTextField
            field="modifiers.movedHalf"
            label={words().modifiers['battery.moved-half']}
            value={draft.movedHalf}
            problems={f.problemsOf('modifiers.movedHalf')}
            onInput={(v) => f.setDraft('movedHalf', v)}
            inputMode="numeric"
            signed
            signLabel={t().flipSign(words().modifiers['battery.moved-half'])}
            class="pk-mod"
            extra={<RuleLink ruleRef="artillery.movement" title={ruleTitle(lang(), 'artillery.movement')} />}
          />
        </li>
        <For each={PACK_FORMATIONS}>
          {(formation) => (
            <li>
              <PackTextField
                field={formationField(formation)}
                label={words().modifiers[`target-formation.${formation}`]}
                value={draft.formations[formation]}
                problems={f.problemsOf(formationField(formation))}
                onInput={(v) => f.setDraft('formations', formation, v)}
                inputMode="numeric"
                signed
                signLabel={t().flipSign(words().modifiers[`target-formation.${formation}`])}
                class="pk-mod"
                extra={procedureLink()}
              />
            </li>
          )}
        </For>
        <li class="field pk-field pk-mod pk-fixed">
          <span class="pk-label">{words().modifiers['target.open-order']}</span>
          <RuleLink ruleRef="open-order.e" title={ruleTitle(lang(), 'open-order.e')} />
          <p>
            <strong>−2</strong> <span class="muted">({t().fixedByText})</span>
          </p>
        </li>
        <For each={CAVALRY_FORMATIONS}>
          {(formation) => (
            <li>
              <PackTextField
                field={cavalryField(formation)}
                label={words().modifiers[`target-cavalry.${formation}`]}
                value={draft.cavalry[formation]}
                problems={f.problemsOf(cavalryField(formation))}
                onInput={(v) => f.setDraft('cavalry', formation, v)}
                inputMode="numeric"
                signed
                signLabel={t().flipSign(words().modifiers[`target-cavalry.${formation}`])}
                class="pk-mod"
                extra={procedureLink()}
              />
            </li>
          )}
        </For>
        <li>
          <PackTextField
            field="modifiers.batteryTarget"
            label={words().modifiers['target.battery']}
            value={draft.batteryTarget}
            problems={f.problemsOf('modifiers.batteryTarget')}
            onInput={(v) => f.setDraft('batteryTarget', v)}
            inputMode="numeric"
            signed
            signLabel={t().flipSign(words().modifiers['target.battery'])}
            class="pk-mod"
            extra={procedureLink()}
          />
        </li>
      </ul>
      <FieldProblems
        field="modifiers"
        texts={['modifiers', 'modifiers.targetFormation', 'modifiers.cavalryFormation'].flatMap((field) =>
          (f.byField().get(field) ?? []).map(
            (problem) =>
              `${pathWithinPack(lang(), problem.path)}: ${packFormProblemText(lang(), t(), problem)}`,
          ),
        )}
      />
    </section>
  );
}
