/**
 * Importing a pack from a file, pasted text, or a shared link (the pack rides in the URL fragment,
 * so this works offline). First a summary and the difference against the pack it would replace;
 * then one write, all or nothing. Anything malformed, of the wrong version, too large or hostile
 * is refused with a message, and nothing changes.
 */

import { createMemo, createSignal, For, Show } from 'solid-js';
import type { ValidatedPack } from '../../core';
import { AMMUNITION, fail, RANGE_BANDS } from '../../core';
import { isolateName, wordsIn } from '../../i18n';
import { packProblemLine } from '../../i18n/engine';
import {
  diffPacks,
  type PackImport as ImportResult,
  MAX_PACK_FILE_CHARS,
  type PackImportProblem,
  parsePackLink,
  parsePackText,
} from '../../packs';
import type { StorageFailure } from '../../records';
import { type EncodingProblem, utf8Text } from '../../records';
import { keepModuleState, useApp, useGame } from '../../state';
import { TextField } from '../controls/Field';
import { FilePicker } from '../controls/FilePicker';
import { storageFullText } from '../storage-words';
import { showToast } from '../Toasts';
import { changeLine } from './words';
import './form.css';
import './import.css';

/** How many differences and problems to list before "…and N more". */
const LIST_MAX = 60;

/** Text pasted and not yet imported: kept across screens and reloads (nothing typed is lost). */
const [pasted, setPasted] = createSignal('');
keepModuleState<string>(
  'pack-paste',
  () => pasted() || undefined,
  (text) => {
    if (typeof text === 'string') setPasted(text);
  },
);

/** A picked file as the import reads it: too large (unread), not UTF-8 text (named), or parsed. */
async function readPackFile(file: File): Promise<ImportResult | EncodingProblem> {
  // Refused before reading: a huge file is never loaded into memory.
  if (file.size > MAX_PACK_FILE_CHARS * 4)
    return fail<PackImportProblem>({ code: 'too-large', limit: MAX_PACK_FILE_CHARS });
  const text = utf8Text(new Uint8Array(await file.arrayBuffer()));
  return text.ok ? parsePackText(text.value) : text.problem;
}

/** A file that is not UTF-8 text: what it is, in the player's language. */
function EncodingRefusal(props: { problem: EncodingProblem }) {
  const app = useApp();
  return (
    <div class="pk-refused" role="alert">
      <p class="error">{wordsIn(app.lang(), 'share').fileEncoding[props.problem]}</p>
    </div>
  );
}

export function PackImport(props: { payload?: string; onDone: () => void }) {
  const app = useApp();
  const packs = useGame().packs;
  const t = () => wordsIn(app.lang(), 'packs');
  const lang = () => app.lang();
  const [picked, setPicked] = createSignal<ImportResult>();
  const [busy, setBusy] = createSignal(false);
  /** Why the pack was not stored (a full phone: the words of every path), in the player's language. */
  const [failed, setFailed] = createSignal<StorageFailure>();
  /** A file that is not UTF-8 text, named for what it is (never read lossily). */
  const [encoding, setEncoding] = createSignal<EncodingProblem>();
  const pick = (read: ImportResult | undefined) => {
    setEncoding(undefined);
    setPicked(read);
  };

  const result = createMemo<ImportResult | undefined>(() =>
    props.payload !== undefined ? parsePackLink(props.payload) : picked(),
  );
  const incoming = () => {
    const r = result();
    return r?.ok ? r.value : undefined;
  };
  const refusal = () => {
    const r = result();
    return r && !r.ok ? r.problem : undefined;
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const read = await readPackFile(file);
    pick(typeof read === 'string' ? undefined : read);
    if (typeof read === 'string') setEncoding(read);
  };

  const doImport = async (use: boolean) => {
    const pack = incoming();
    if (!pack || busy()) return;
    setBusy(true);
    setFailed(undefined);
    const saved = await packs.saveImported(pack);
    if (saved.ok) {
      setPasted('');
      // Stored: made the one new shots use when asked (a failure of that is said as "imported").
      const used = use && (await packs.makeActive(pack.id)).ok;
      showToast(
        used ? t().switched(isolateName(pack.name[lang()])) : t().imported(isolateName(pack.name[lang()])),
      );
      props.onDone();
    } else setFailed(saved.problem);
    setBusy(false);
  };

  return (
    <section class="screen packs-screen" aria-labelledby="pk-import-title">
      <div class="pk-top">
        <button type="button" class="btn" onClick={() => props.onDone()}>
          ← {t().backToList}
        </button>
      </div>
      <h1 id="pk-import-title">{t().importTitle}</h1>
      <Show when={props.payload === undefined}>
        <p class="muted">{t().importHelp}</p>
        <div class="pk-import-pick">
          <FilePicker
            primary
            label={t().chooseFile}
            accept=".json,.gbpack,application/json"
            onFiles={(files) => onFile(files[0])}
          />
          <TextField
            id="pk-paste"
            label={t().pasteLabel}
            multiline
            value={pasted()}
            onInput={setPasted}
            spellcheck={false}
            autocapitalize="none"
            inputClass="pk-input pk-paste"
          />
          <button
            type="button"
            class="btn"
            disabled={pasted().trim() === ''}
            onClick={() => pick(parsePackText(pasted()))}
          >
            {t().readPasted}
          </button>
        </div>
      </Show>

      <Show when={encoding()}>{(problem) => <EncodingRefusal problem={problem()} />}</Show>

      <Show when={refusal()}>
        {(r) => (
          <div class="pk-refused" role="alert">
            <p class="error">{t().importProblems[r().code]}</p>
            <Show when={r().problems}>
              {(problems) => (
                <ul class="pk-problem-list">
                  <For each={problems().slice(0, LIST_MAX)}>
                    {(problem) => <li>{packProblemLine(lang(), problem)}</li>}
                  </For>
                  <Show when={problems().length > LIST_MAX}>
                    <li class="muted">{t().moreProblems(problems().length - LIST_MAX)}</li>
                  </Show>
                </ul>
              )}
            </Show>
            <p class="muted">{t().refused}</p>
          </div>
        )}
      </Show>

      <Show when={incoming()}>
        {(pack) => (
          <article class="pk-card pk-incoming" aria-labelledby="pk-incoming-title">
            <PackIncomingSummary pack={pack()} />
            <Show when={failed()}>
              {(problem) => (
                <p class="error" role="alert">
                  {storageFullText(lang(), problem()) ?? `${t().storageFailed} ${t().refused}`}
                </p>
              )}
            </Show>
            <div class="pk-card-actions">
              <button type="button" class="btn primary" disabled={busy()} onClick={() => doImport(true)}>
                {t().importAndUse}
              </button>
              <button type="button" class="btn" disabled={busy()} onClick={() => doImport(false)}>
                {t().importButton}
              </button>
              <button type="button" class="btn" onClick={() => props.onDone()}>
                {t().cancel}
              </button>
            </div>
          </article>
        )}
      </Show>
    </section>
  );
}

/**
 * What a pack from a file, link or QR code is: its name, version, source and size, and the
 * difference against the pack of that id on this phone. Shared with the Receive screen (src/ui/share).
 */
export function PackIncomingSummary(props: { pack: ValidatedPack }) {
  const app = useApp();
  const packs = useGame().packs;
  const t = () => wordsIn(app.lang(), 'packs');
  const lang = () => app.lang();
  const existing = () => packs.find(props.pack.id);
  const changes = createMemo(() => {
    const before = existing();
    return before ? diffPacks(before, props.pack) : [];
  });
  const counts = () => {
    const pack = props.pack;
    let columns = 0;
    let rows = 0;
    for (const ammo of AMMUNITION)
      for (const band of RANGE_BANDS) {
        const column = pack.table[ammo][band];
        if (column) {
          columns++;
          rows += column.length;
        }
      }
    const thresholds = Object.values(pack.morale ?? {}).length;
    return [
      t().gunCount(pack.gunTypes.length),
      t().columnCount(columns),
      t().rowCount(rows),
      t().moraleCount(thresholds),
    ].join(' · ');
  };
  const pack = () => props.pack;
  return (
    <>
      <h2 class="pk-card-title" id="pk-incoming-title">
        {pack().name[lang()]}
      </h2>
      <p class="pk-badges">
        <span class="pk-badge">{t().version(pack().version)}</span>
        <span
          class="pk-badge"
          classList={{ 'pk-badge-practice': !pack().official, 'pk-badge-official': pack().official }}
        >
          {pack().official ? t().sharedOfficialBadge : t().practiceBadge}
        </span>
      </p>
      <p class="pk-source">
        <span class="muted">{t().source}: </span>
        {pack().source[lang()]}
      </p>
      <p>{counts()}</p>
      <Show when={existing()} fallback={<p class="pk-diff-head">{t().isNew}</p>}>
        {(before) => (
          <>
            <p class="pk-diff-head">{t().replaces(isolateName(before().name[lang()]), before().version)}</p>
            <Show when={pack().version < before().version}>
              <p class="error">{t().olderThanYours(pack().version, before().version)}</p>
            </Show>
            <Show when={changes().length > 0} fallback={<p>{t().identical}</p>}>
              <h3>{t().changes(changes().length)}</h3>
              <ul class="pk-diff">
                <For each={changes().slice(0, LIST_MAX)}>
                  {(change) => {
                    const line = () => changeLine(lang(), t(), change);
                    return (
                      <li>
                        <span class="pk-diff-where">{line().where}</span>
                        <span class="pk-diff-values">
                          <del>{line().before}</del> → <ins>{line().after}</ins>
                        </span>
                      </li>
                    );
                  }}
                </For>
              </ul>
              <Show when={changes().length > LIST_MAX}>
                <p class="muted">{t().moreProblems(changes().length - LIST_MAX)}</p>
              </Show>
            </Show>
          </>
        )}
      </Show>
    </>
  );
}
