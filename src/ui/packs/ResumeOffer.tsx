/**
 * Pack edits put aside (Back, another screen, a reload) with something typed: each offered to
 * continue or to discard. Shown on the packs list and in Settings, where the player comes back.
 */
import { For, Show } from 'solid-js';
import { byLang } from '../../i18n';
import { isolateName } from '../../i18n/bidi';
import { packsEn } from '../../i18n/packs';
import { packsRu } from '../../i18n/ru/packs';
import { dropPackEdit, editsPutAside, routeHref, useApp } from '../../state';

/** `go` (the packs list's own navigation) opens the edit; without it, a link does. */
export function PackResumeOffer(props: { go?: (param: string) => void }) {
  const app = useApp();
  const t = () => byLang(app.lang(), packsEn, packsRu);
  const aside = () => editsPutAside(app.route());
  const nameOf = (draft: { nameEn: string; nameRu: string }) =>
    (app.lang() === 'ru' ? draft.nameRu : draft.nameEn).trim() || t().untitled;
  return (
    <Show when={aside().length > 0}>
      <div class="pk-resume">
        <For each={aside()}>
          {(edit) => (
            <div class="banner" role="status">
              <span>{t().notSavedYet(isolateName(nameOf(edit.draft)))}</span>
              <Show
                when={props.go}
                fallback={
                  <a
                    class="btn primary"
                    href={routeHref({ screen: 'settings', param: `packs/edit/${edit.draftKey}` })}
                  >
                    {t().continueEdit}
                  </a>
                }
              >
                {(go) => (
                  <button type="button" class="btn primary" onClick={() => go()(`edit/${edit.draftKey}`)}>
                    {t().continueEdit}
                  </button>
                )}
              </Show>
              <button type="button" class="btn" onClick={() => dropPackEdit(edit.draftKey)}>
                {t().discard}
              </button>
            </div>
          )}
        </For>
      </div>
    </Show>
  );
}
