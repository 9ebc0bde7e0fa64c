/**
 * The pack editor: about the pack, gun types, every modifier the engine knows (with the clause it
 * implements), and the casualty table as grids. Checked by the one validator on every keystroke;
 * each problem sits beside its field. A pack with problems can be saved as a draft, not used.
 */
import { createEffect, createMemo, createSignal, For, on, onCleanup, Show, untrack } from 'solid-js';
import { createStore, produce, unwrap } from 'solid-js/store';
import type { ValidatedPack } from '../../core/pack';
import {
  AMMUNITION,
  CAVALRY_FORMATIONS,
  type CavalryFormation,
  PACK_FORMATIONS,
  type PackFormation,
  SCALES,
} from '../../core/vocabulary';
import { byLang } from '../../i18n';
import { engineWords, ruleTitle } from '../../i18n/engine';
import { packsEn } from '../../i18n/packs';
import { packsRu } from '../../i18n/ru/packs';
import { numbersDiffer } from '../../packs/diff';
import {
  checkDraft,
  clampSpan,
  type DraftProblem,
  dataFromDraft,
  draftFromData,
  emptyGun,
  fillOtherScale,
  type PackForm as PackDraft,
} from '../../packs/draft';
import { BUILT_IN_PACK_ID } from '../../packs/share';
import { validatePack } from '../../packs/validate';
import { holdUpdate } from '../../pwa/sw-bridge';
import { useApp } from '../../state/app-context';
import { dropPackEdit, packEdit, putPackEdit } from '../../state/pack-edit';
import { usePacks } from '../../state/packs';
import { RuleLink } from '../fire/RuleLink';
import { showToast as showPackToast } from '../Toasts';
import { FieldProblems, fieldId, focusNextField, TextField } from './fields';
import { GunEditor } from './GunEditor';
import { focusNextCell, TableGrid } from './TableGrid';
import { draftProblemText, fieldPathText, pathWithinPack } from './words';

export interface PackEditorProps {
  /**
   * The edit session (src/state/pack-edit.ts) this editor shows, and where a draft of it is stored
   * (`draft:…`). The session holds the form as typed; the stored pack changes only on Save.
   */
  draftKey: string;
  onDone: () => void;
}

export function PackEditor(props: PackEditorProps) {
  const app = useApp();
  const packs = usePacks();
  const t = () => byLang(app.lang(), packsEn, packsRu);
  const lang = () => app.lang();
  const opened = untrack(() => packEdit(props.draftKey));
  const initial: PackDraft = opened?.draft ?? draftFromData(undefined);
  /** The saved pack this edit changes (its id is then fixed), if any. */
  const original = (): ValidatedPack | undefined => {
    const id = opened?.originalId;
    return id ? packs.find(id) : undefined;
  };
  const [draft, setDraft] = createStore<PackDraft>(structuredClone(initial));
  const [savedData, setSavedData] = createSignal(opened?.savedData ?? JSON.stringify(dataFromDraft(initial)));
  const [savedDraft, setSavedDraft] = createSignal(opened?.savedDraft ?? JSON.stringify(initial));
  const [message, setMessage] = createSignal<string>();
  const [busy, setBusy] = createSignal(false);
  const [leaving, setLeaving] = createSignal(false);
  let form: HTMLFormElement | undefined;

  const takenIds = createMemo(() =>
    packs.stored().flatMap((p) => (p.status === 'ready' && p.key !== original()?.id ? [p.key] : [])),
  );
  const check = createMemo(() => checkDraft(draft, { takenIds: takenIds(), builtInId: BUILT_IN_PACK_ID }));
  const byField = createMemo(() => {
    const map = new Map<string, DraftProblem[]>();
    for (const problem of check().problems)
      map.set(problem.field, [...(map.get(problem.field) ?? []), problem]);
    return map;
  });
  const problemsOf = (field: string): readonly string[] =>
    (byField().get(field) ?? []).map((problem) => draftProblemText(lang(), t(), problem));
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
      draft: JSON.parse(now) as PackDraft,
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
        showPackToast(
          use ? t().switched(pack.name[lang()]) : t().savedReady(pack.name[lang()], pack.version),
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

  // --- keyboard: Enter moves on --------------------------------------------------------------
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || !form) return;
    const target = e.target;
    if (!(target instanceof HTMLInputElement) || target.type === 'checkbox') return;
    e.preventDefault();
    if (target.dataset.cell !== undefined) focusNextCell(target, form);
    else focusNextField(target, form);
  };

  const goTo = (field: string) => {
    const element = document.getElementById(fieldId(field));
    const details = element?.closest('details');
    if (details && !details.open) details.open = true;
    element?.focus();
    element?.scrollIntoView({ block: 'center' });
  };

  const words = () => engineWords(lang());
  const formationField = (formation: PackFormation) => `modifiers.targetFormation.${formation}`;
  const cavalryField = (formation: CavalryFormation) => `modifiers.cavalryFormation.${formation}`;
  const procedureLink = () => (
    <RuleLink ruleRef="artillery.procedure" title={ruleTitle(lang(), 'artillery.procedure')} />
  );

  return (
    <section class="screen packs-screen pk-editor" aria-labelledby="pk-editor-title">
      <div class="pk-top">
        <button type="button" class="btn" onClick={leave}>
          ← {t().backToList}
        </button>
      </div>
      <Show when={leaving()}>
        <div class="banner pk-leaving" role="alert">
          <span>{t().unsaved}</span>
          <button
            type="button"
            class="btn primary"
            onClick={() => void save(false).then((saved) => saved && finish())}
          >
            {count() > 0 ? t().saveDraft : t().save}
          </button>
          <button type="button" class="btn" onClick={finish}>
            {t().discard}
          </button>
        </div>
      </Show>
      <h1 id="pk-editor-title">
        {original() ? t().editTitle(original()?.name[lang()] ?? '') : t().newTitle}
      </h1>
      <form
        ref={form}
        class="pk-form"
        novalidate
        onSubmit={(e) => {
          e.preventDefault();
          void save(false);
        }}
        onKeyDown={onKeyDown}
      >
        <fieldset class="choice-group pk-section">
          <legend>{t().about}</legend>
          <div class="pk-two">
            <TextField
              field="name.en"
              label={t().nameEn}
              value={draft.nameEn}
              problems={problemsOf('name.en')}
              onInput={(v) => setDraft('nameEn', v)}
            />
            <TextField
              field="name.ru"
              label={t().nameRu}
              value={draft.nameRu}
              problems={problemsOf('name.ru')}
              onInput={(v) => setDraft('nameRu', v)}
            />
          </div>
          <TextField
            field="id"
            label={t().id}
            value={draft.id}
            problems={problemsOf('id')}
            onInput={(v) => setDraft('id', v)}
            disabled={opened?.originalId !== undefined}
            {...(opened?.originalId ? { help: t().idLocked } : {})}
            class="pk-short"
          />
          <TextField
            field="source.en"
            label={t().sourceEn}
            value={draft.sourceEn}
            problems={problemsOf('source.en')}
            onInput={(v) => setDraft('sourceEn', v)}
            help={t().sourceHelp}
            multiline
          />
          <TextField
            field="source.ru"
            label={t().sourceRu}
            value={draft.sourceRu}
            problems={problemsOf('source.ru')}
            onInput={(v) => setDraft('sourceRu', v)}
            multiline
          />
          <label class="choice">
            <input
              id={fieldId('official')}
              type="checkbox"
              checked={draft.official}
              aria-describedby="pk-official-help"
              onChange={(e) => setDraft('official', e.currentTarget.checked)}
            />
            <span>{t().official}</span>
          </label>
          <p class="muted pk-help" id="pk-official-help">
            {t().officialHelp}
          </p>
          <fieldset
            class="choice-group nested"
            aria-describedby={problemsOf('scales').length ? 'pk-scales-err' : undefined}
          >
            <legend>{t().scales}</legend>
            <For each={SCALES}>
              {(scale) => (
                <label class="choice">
                  <input
                    id={scale === 'cm' ? fieldId('scales') : undefined}
                    type="checkbox"
                    checked={draft.scales[scale]}
                    onChange={(e) => setDraft('scales', scale, e.currentTarget.checked)}
                  />
                  <span>{words().scaleHints[scale]}</span>
                </label>
              )}
            </For>
            <Show when={problemsOf('scales').length > 0}>
              <p class="error" id="pk-scales-err">
                {problemsOf('scales').join(' ')}
              </p>
            </Show>
          </fieldset>
          <p class="muted">{t().versionNote(draft.version)}</p>
        </fieldset>

        <section class="pk-section" aria-labelledby="pk-guns-title">
          <h2 id="pk-guns-title">{t().guns}</h2>
          <p class="muted pk-help">{t().gunsHelp}</p>
          <For each={draft.guns}>
            {(gun, index) => (
              <GunEditor
                gun={gun}
                index={index()}
                open={gunProblemCount(index()) > 0 && gun.id === ''}
                problems={problemsOf}
                problemCount={gunProblemCount(index())}
                onChange={(patch) => setDraft('guns', index(), patch)}
                onRange={(band, scale, value) => setDraft('guns', index(), 'ranges', band, scale, value)}
                onFill={() => setDraft('guns', index(), fillOtherScale(unwrap(draft.guns[index()] ?? gun)))}
                onRemove={() => setDraft('guns', (guns) => guns.filter((_, i) => i !== index()))}
              />
            )}
          </For>
          <p class="error">{problemsOf('gunTypes').join(' ')}</p>
          <button
            type="button"
            class="btn"
            onClick={() => {
              setDraft('guns', (guns) => [...guns, emptyGun()]);
              requestAnimationFrame(() => {
                const last = form?.querySelector<HTMLDetailsElement>('details.pk-gun:last-of-type');
                if (last) last.open = true;
                document.getElementById(fieldId(`gunTypes[${draft.guns.length - 1}].name.en`))?.focus();
              });
            }}
          >
            + {t().addGun}
          </button>
        </section>

        <section class="pk-section" aria-labelledby="pk-mods-title">
          <h2 id="pk-mods-title">{t().modifiers}</h2>
          <p class="muted pk-help">{t().modifiersHelp}</p>
          <ul class="pk-mods">
            <li>
              <TextField
                field="modifiers.movedHalf"
                label={words().modifiers['battery.moved-half']}
                value={draft.movedHalf}
                problems={problemsOf('modifiers.movedHalf')}
                onInput={(v) => setDraft('movedHalf', v)}
                inputMode="numeric"
                signed
                signLabel={t().flipSign(words().modifiers['battery.moved-half'])}
                class="pk-mod"
                extra={
                  <RuleLink ruleRef="artillery.movement" title={ruleTitle(lang(), 'artillery.movement')} />
                }
              />
            </li>
            <For each={PACK_FORMATIONS}>
              {(formation) => (
                <li>
                  <TextField
                    field={formationField(formation)}
                    label={words().modifiers[`target-formation.${formation}`]}
                    value={draft.formations[formation]}
                    problems={problemsOf(formationField(formation))}
                    onInput={(v) => setDraft('formations', formation, v)}
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
                  <TextField
                    field={cavalryField(formation)}
                    label={words().modifiers[`target-cavalry.${formation}`]}
                    value={draft.cavalry[formation]}
                    problems={problemsOf(cavalryField(formation))}
                    onInput={(v) => setDraft('cavalry', formation, v)}
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
              <TextField
                field="modifiers.batteryTarget"
                label={words().modifiers['target.battery']}
                value={draft.batteryTarget}
                problems={problemsOf('modifiers.batteryTarget')}
                onInput={(v) => setDraft('batteryTarget', v)}
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
              (byField().get(field) ?? []).map(
                (problem) =>
                  `${pathWithinPack(lang(), problem.path)}: ${draftProblemText(lang(), t(), problem)}`,
              ),
            )}
          />
        </section>

        <section class="pk-section" aria-labelledby="pk-table-title">
          <h2 id="pk-table-title">{t().table}</h2>
          <p class="muted pk-help">
            {t().tableHelp}{' '}
            <RuleLink ruleRef="artillery.procedure" title={ruleTitle(lang(), 'artillery.procedure')} />
          </p>
          <For each={AMMUNITION}>
            {(ammo) => (
              <TableGrid
                ammo={ammo}
                table={draft.table[ammo]}
                problems={problemsOf}
                onCell={(band, score, value) =>
                  setDraft('table', ammo, 'bands', band, 'cells', String(score), value)
                }
                onUsed={(band, used) => setDraft('table', ammo, 'bands', band, 'used', used)}
                onSpan={(first, last) =>
                  setDraft(
                    'table',
                    ammo,
                    produce((table) => Object.assign(table, clampSpan(first, last))),
                  )
                }
              />
            )}
          </For>
          <p class="error">{problemsOf('table').join(' ')}</p>
        </section>

        <section class="pk-section pk-summary" aria-labelledby="pk-summary-title">
          <h2 id="pk-summary-title" classList={{ error: count() > 0 }}>
            {t().problemsTitle(count())}
          </h2>
          <Show when={count() > 0}>
            <p class="muted pk-help" id="pk-cannot-use">
              {t().cannotUseYet}
            </p>
            <ul class="pk-problem-list">
              <For each={check().problems.slice(0, 50)}>
                {(problem) => (
                  <li>
                    <button type="button" class="pk-problem-link" onClick={() => goTo(problem.field)}>
                      {fieldPathText(lang(), problem.path)}: {draftProblemText(lang(), t(), problem)}
                    </button>
                  </li>
                )}
              </For>
            </ul>
            <Show when={count() > 50}>
              <p class="muted">{t().moreProblems(count() - 50)}</p>
            </Show>
          </Show>
        </section>

        <div class="pk-savebar">
          <Show when={message()}>
            <p class="pk-message" role="status">
              {message()}
            </p>
          </Show>
          <div class="pk-savebar-buttons">
            <button type="submit" class="btn" disabled={busy()}>
              {count() > 0 ? t().saveDraft : t().save}
            </button>
            <button
              type="button"
              class="btn primary"
              disabled={busy() || count() > 0}
              aria-describedby={count() > 0 ? 'pk-cannot-use' : undefined}
              onClick={() => void save(true)}
            >
              {t().saveAndUse}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}

function withVersion(pack: ValidatedPack, version: number): ValidatedPack {
  if (pack.version === version) return pack;
  const result = validatePack({ ...pack, version });
  return result.ok ? result.pack : pack;
}
