/**
 * The packs on this phone: the built-in practice pack first, then the player's packs and drafts.
 * Each shows its name, version, source note and whether it is practice or entered from a
 * rulebook; one is in use for new shots. Logged shots keep the pack they used.
 */
import { createSignal, For, Show } from 'solid-js';
import type { ValidatedPack } from '../../core/pack';
import { byLang } from '../../i18n';
import { isolateName } from '../../i18n/bidi';
import { packsEn } from '../../i18n/packs';
import { packsRu } from '../../i18n/ru/packs';
import { shareRu } from '../../i18n/ru/share';
import { shareEn } from '../../i18n/share';
import { packFormFromData } from '../../packs/form';
import { BUILT_IN_PACK_ID, packFileName } from '../../packs/share';
import { useApp } from '../../state/app-context';
import { usePacks } from '../../state/packs';
import type { LoadedPack } from '../../storage/packs';
import { packQrHref } from '../share/outgoing';
import { showToast } from '../Toasts';
import { PackResumeOffer } from './ResumeOffer';
import { sharePackFile, sharePackLink } from './share-actions';
import './form.css';

interface Row {
  readonly key: string;
  readonly entry?: LoadedPack;
  readonly pack?: ValidatedPack;
  readonly name: string;
  readonly version: number;
  readonly source: string;
  readonly official: boolean;
  /** Imported: its "official" is the sender's word. */
  readonly imported?: boolean;
  readonly problems: number;
}

export function PackList(props: { go: (param: string) => void }) {
  const app = useApp();
  const packs = usePacks();
  const t = () => byLang(app.lang(), packsEn, packsRu);
  const lang = () => app.lang();
  const [shownLink, setShownLink] = createSignal<string>();

  const rows = (): Row[] => {
    const practice = packs.find(BUILT_IN_PACK_ID);
    const first: Row[] = practice
      ? [
          {
            key: BUILT_IN_PACK_ID,
            pack: practice,
            name: practice.name[lang()],
            version: practice.version,
            source: practice.source[lang()],
            official: practice.official,
            problems: 0,
          },
        ]
      : [];
    const stored = packs.stored().map((entry): Row => {
      if (entry.status === 'ready') {
        const pack = entry.pack;
        return {
          key: entry.key,
          entry,
          pack,
          name: pack.name[lang()],
          version: pack.version,
          source: pack.source[lang()],
          official: pack.official,
          imported: entry.imported === true,
          problems: 0,
        };
      }
      // A draft shows what it has so far: it may be half entered.
      const draft = packFormFromData(entry.data);
      const name = (lang() === 'ru' ? draft.nameRu : draft.nameEn).trim();
      return {
        key: entry.key,
        entry,
        name: name || t().untitled,
        version: draft.version,
        source: lang() === 'ru' ? draft.sourceRu : draft.sourceEn,
        official: draft.official,
        problems: Math.max(entry.problems.length, 1),
      };
    });
    return [...first, ...stored];
  };

  const activeId = () => packs.active().id;

  const use = async (row: Row) => {
    if (!row.pack) return;
    if (await packs.makeActive(row.pack.id)) showToast(t().switched(isolateName(row.name)));
  };

  const remove = async (row: Row) => {
    const removed = await packs.remove(row.key);
    if (!removed.ok) return showToast(t().storageFailed);
    const entry = removed.value;
    if (!entry) return;
    showToast(t().deleted(isolateName(row.name)), {
      undo: () =>
        void packs
          .restore(entry)
          .then((restored) =>
            showToast(restored.ok ? t().restored(isolateName(row.name)) : t().storageFailed),
          ),
    });
  };

  const shareFile = async (pack: ValidatedPack) => {
    const outcome = await sharePackFile(pack);
    if (outcome === 'downloaded') showToast(t().fileDownloaded(packFileName(pack)));
    else if (outcome === 'shared-as-text') showToast(t().fileSharedAsText);
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
          <div class="field">
            <label for="pk-link">{t().linkNotCopied}</label>
            <input
              id="pk-link"
              class="pk-input"
              readOnly
              value={link()}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
        )}
      </Show>
      <ul class="pk-list">
        <For each={rows()}>
          {(row) => {
            const active = () =>
              row.pack !== undefined && row.pack.id === activeId() && row.key === row.pack.id;
            const headingId = `pk-row-${row.key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
            return (
              <li class="pk-card" classList={{ active: active(), draft: row.pack === undefined }}>
                <h2 id={headingId} class="pk-card-title">
                  {row.name}
                </h2>
                <p class="pk-badges">
                  <span class="pk-badge">{t().version(row.version)}</span>
                  <Show when={row.key === BUILT_IN_PACK_ID}>
                    <span class="pk-badge">{t().builtIn}</span>
                  </Show>
                  <Show when={row.pack === undefined}>
                    <span class="pk-badge pk-badge-problem">{t().draftBadge}</span>
                  </Show>
                  <span
                    class="pk-badge"
                    classList={{ 'pk-badge-practice': !row.official, 'pk-badge-official': row.official }}
                  >
                    {row.official
                      ? row.imported
                        ? t().sharedOfficialBadge
                        : t().officialBadge
                      : t().practiceBadge}
                  </span>
                  <Show when={active()}>
                    <span class="pk-badge pk-badge-active">✓ {t().activeBadge}</span>
                  </Show>
                </p>
                <Show when={row.source.trim() !== ''}>
                  <p class="pk-source">
                    <span class="muted">{t().source}: </span>
                    {row.source}
                  </p>
                </Show>
                <Show when={row.pack === undefined}>
                  <p class="error">{t().problems(row.problems)}</p>
                </Show>
                <div class="pk-card-actions">
                  <Show when={row.pack && !active()}>
                    <button type="button" class="btn primary" onClick={() => void use(row)}>
                      {t().use}
                    </button>
                  </Show>
                  <Show when={row.entry}>
                    <button type="button" class="btn" onClick={() => props.go(`edit/${row.key}`)}>
                      {row.pack ? t().edit : t().continueDraft}
                    </button>
                  </Show>
                  <Show when={row.pack && row.key !== BUILT_IN_PACK_ID}>
                    <button type="button" class="btn" onClick={() => props.go(`new/${row.key}`)}>
                      {t().copy}
                    </button>
                  </Show>
                  <Show when={row.entry && row.pack}>
                    {(_) => (
                      <>
                        <a class="btn pk-manage" href={packQrHref(row.key)}>
                          {byLang(lang(), shareEn, shareRu).showAsQr}
                        </a>
                        <button
                          type="button"
                          class="btn"
                          onClick={() => row.pack && void shareFile(row.pack)}
                        >
                          {t().shareFile}
                        </button>
                        <button
                          type="button"
                          class="btn"
                          onClick={() => row.pack && void shareLink(row.pack)}
                        >
                          {t().shareLink}
                        </button>
                      </>
                    )}
                  </Show>
                  <Show when={row.entry}>
                    <button type="button" class="btn pk-danger" onClick={() => void remove(row)}>
                      {t().deletePack}
                    </button>
                  </Show>
                </div>
              </li>
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
