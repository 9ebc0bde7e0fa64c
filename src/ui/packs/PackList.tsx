/**
 * The packs on this phone: the built-in practice pack first, then the player's packs and drafts.
 * Each shows its name, version, source note and whether it is practice or entered from a
 * rulebook; one is in use for new shots. Logged shots keep the pack they used.
 */

import { createSignal, For, Show } from 'solid-js';
import type { ValidatedPack } from '../../core/pack';
import { isolateName, wordsIn } from '../../i18n';
import { packFileName } from '../../packs/share';
import { useApp, useGame } from '../../state';
import { TextField } from '../controls/Field';
import { useHeed } from '../heed';
import { showToast } from '../Toasts';
import { PackCard } from './PackCard';
import { type PackRow, packRows } from './pack-rows';
import { PackResumeOffer } from './ResumeOffer';
import { sharePackFile, sharePackLink } from './share-actions';
import './form.css';

export function PackList(props: { go: (param: string) => void }) {
  const app = useApp();
  const packs = useGame().packs;
  const heed = useHeed();
  const t = () => wordsIn(app.lang(), 'packs');
  const lang = () => app.lang();
  const [shownLink, setShownLink] = createSignal<string>();

  const rows = () => packRows(packs, lang(), t().untitled);

  const activeId = () => packs.active().id;

  const use = (row: PackRow) => {
    if (!row.pack) return;
    heed(packs.makeActive(row.pack.id), {
      done: () => showToast(t().switched(isolateName(row.name))),
      say: (problem) => (problem === 'not-ready' ? undefined : t().storageFailed),
    });
  };

  /** Delete with Undo; a change the phone cannot store is said, and offers no Undo. */
  const remove = (row: PackRow) =>
    heed(packs.remove(row.key), {
      done: (entry) => {
        if (!entry) return;
        showToast(t().deleted(isolateName(row.name)), {
          undo: () =>
            heed(packs.restore(entry), {
              done: () => showToast(t().restored(isolateName(row.name))),
              say: () => t().storageFailed,
            }),
        });
      },
      say: () => t().storageFailed,
    });

  const shareFile = async (pack: ValidatedPack) => {
    const outcome = await sharePackFile(pack);
    if (outcome === 'downloaded') showToast(t().fileDownloaded(packFileName(pack)));
    else if (outcome === 'shared-as-text') showToast(t().fileSharedAsText);
    else if (outcome === 'not-delivered') showToast(t().fileNotDelivered);
  };

  const shareLink = async (pack: ValidatedPack) => {
    setShownLink(undefined);
    const outcome = await sharePackLink(pack, t().shareTitle(pack.name[lang()]), t().shareText);
    if (outcome === 'copied') showToast(t().linkCopied);
    else if (outcome === 'too-long') showToast(t().linkTooLong);
    else if (typeof outcome === 'object') setShownLink(outcome.show);
  };

  return (
    <section class="screen packs-screen" aria-labelledby="packs-title">
      <div class="pk-top">
        <a class="btn pk-back" href="#/settings">
          ← {t().back}
        </a>
      </div>
      <h1 id="packs-title">{t().title}</h1>
      <PackResumeOffer go={props.go} />
      <p class="muted">{t().sectionHelp}</p>
      <Show when={packs.fallback()}>
        {(fallback) => (
          <p class="banner" role="alert">
            <span>
              {fallback().reason === 'missing'
                ? t().fallbackMissing(fallback().id)
                : t().fallbackInvalid(fallback().id)}
            </span>
          </p>
        )}
      </Show>
      <Show when={shownLink()}>
        {(link) => (
          <TextField
            id="pk-link"
            label={t().linkNotCopied}
            value={link()}
            readOnly
            onInput={() => undefined}
            inputClass="pk-input"
          />
        )}
      </Show>
      <ul class="pk-list">
        <For each={rows()}>
          {(row) => {
            const active = () =>
              row.pack !== undefined && row.pack.id === activeId() && row.key === row.pack.id;
            return (
              <PackCard
                row={row}
                active={active()}
                go={props.go}
                onUse={() => use(row)}
                onRemove={() => remove(row)}
                onShareFile={shareFile}
                onShareLink={shareLink}
              />
            );
          }}
        </For>
      </ul>
      <div class="pk-list-actions">
        <button type="button" class="btn primary" onClick={() => props.go('new')}>
          + {t().newFromPractice}
        </button>
        <button type="button" class="btn" onClick={() => props.go('import')}>
          {t().importFile}
        </button>
      </div>
    </section>
  );
}
