/**
 * The Packs screen's routes (`#/settings/packs…`), loaded on first visit (its own chunk):
 *   packs                    the list
 *   packs/new[/<id>]         a new pack from the practice pack or from pack <id>
 *   packs/edit/<key>         edit a saved pack or continue a draft (`draft:…`)
 *   packs/import             import from a file or pasted text
 *   packs/import/<payload>   a shared link: the pack in the fragment, imported offline
 */

import { createMemo, Match, on, Switch } from 'solid-js';
import { wordsIn } from '../../i18n';
import {
  copyPackForm,
  dataFromPackForm,
  eachLang,
  NEW_PACK_NAME,
  type PackForm,
  packFormFromData,
} from '../../packs/form';
import { BUILT_IN_PACK_ID } from '../../packs/share';
import {
  DRAFT_KEY_PREFIX,
  draftKeyOf,
  isDraftKey,
  newId,
  packEdit,
  putPackEdit,
  routeHref,
  useApp,
  useGame,
} from '../../state';
import { PackEditor } from './PackEditor';
import { PackImport } from './PackImport';
import { PackList } from './PackList';

export function PacksRoutes() {
  const app = useApp();
  const packs = useGame().packs;
  const t = () => wordsIn(app.lang(), 'packs');
  /** The part after `packs`, e.g. `edit/draft:…`. */
  const rest = () => (app.route().param ?? 'packs').replace(/^packs\/?/, '');
  const go = (param: string) => {
    app.navigate({ screen: 'settings', param: param ? `packs/${param}` : 'packs' });
    // This entry was opened from the list: leaving it goes back to that entry, adding none.
    markFromList();
  };
  /**
   * Back to the list: the way it came when it came from the list (no stray entry for Back to stop
   * at), else replacing this entry (a shared link is not re-opened by Back).
   */
  const toList = () => {
    if (isFromList()) history.back();
    else location.replace('#/settings/packs');
  };

  const uniqueId = (base: string) => {
    const taken = new Set(packs.stored().map((p) => p.key));
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    return id;
  };

  /** Start an edit session (src/state/packs/edit.ts) from what the editor opens with. */
  const start = (draftKey: string, initial: PackForm, originalId?: string): string => {
    const savedData = JSON.stringify(dataFromPackForm(initial));
    putPackEdit({
      draftKey,
      ...(originalId ? { originalId } : {}),
      draft: initial,
      savedData,
      savedDraft: JSON.stringify(initial),
      changed: false,
    });
    return draftKey;
  };

  /**
   * The edit the editor shows (its draft key), or undefined when the route names nothing on this
   * phone. An edit already open (put aside by Back, a screen switch or a reload) is continued as it
   * was; otherwise one starts from what is stored. A new pack gets its draft key at once and the
   * address says it (`edit/draft:…`), so a reload or Back and Forward come back to the same form.
   */
  // Recomputed only when the route changes (or the packs finish loading): saving a draft must not
  // reopen the editor on what was stored, nor give a new pack a second draft key.
  const editKey = createMemo(
    on([rest, packs.loaded], ([path, loaded]): string | undefined => {
      if (path.startsWith('edit/')) {
        const key = path.slice('edit/'.length);
        // An open edit needs nothing from storage: it shows at once, even before the packs load.
        if (packEdit(draftKeyOf(key))) return draftKeyOf(key);
      }
      if (!loaded) return undefined;
      if (path === 'new' || path.startsWith('new/')) {
        const from =
          packs.find(path.slice('new/'.length) || BUILT_IN_PACK_ID) ?? packs.find(BUILT_IN_PACK_ID);
        if (!from) return undefined;
        const identity = {
          id: uniqueId(from.id === BUILT_IN_PACK_ID ? t().newIdBase : `${from.id}-copy`),
          name: from.id === BUILT_IN_PACK_ID ? NEW_PACK_NAME : eachLang((lang) => `${from.name[lang]} (2)`),
        };
        const draftKey = start(`${DRAFT_KEY_PREFIX}${newId()}`, copyPackForm(from, identity));
        const fromList = isFromList();
        location.replace(routeHref({ screen: 'settings', param: `packs/edit/${draftKey}` }));
        if (fromList) markFromList();
        return draftKey;
      }
      if (path.startsWith('edit/')) {
        const key = path.slice('edit/'.length);
        const entry = packs.stored().find((p) => p.key === key);
        if (!entry) return undefined;
        if (entry.status === 'ready')
          return start(`${DRAFT_KEY_PREFIX}${key}`, packFormFromData(entry.pack), entry.pack.id);
        // A draft of a saved pack keeps that pack's id; a draft of a new pack does not have one yet.
        const of = isDraftKey(key) ? packs.find(key.slice(DRAFT_KEY_PREFIX.length)) : undefined;
        return start(key, packFormFromData(entry.data), of && of.id !== BUILT_IN_PACK_ID ? of.id : undefined);
      }
      return undefined;
    }),
  );

  return (
    <Switch fallback={<PackList go={go} />}>
      <Match when={rest().startsWith('import')}>
        <PackImport
          payload={rest().startsWith('import/') ? rest().slice('import/'.length) : undefined}
          onDone={toList}
        />
      </Match>
      <Match when={editKey()} keyed>
        {(draftKey) => <PackEditor draftKey={draftKey} onDone={toList} />}
      </Match>
    </Switch>
  );
}

/** Marks the history entry of a packs screen opened from the list (see `toList`). */
const FROM_LIST = 'gbPackFromList';

function isFromList(): boolean {
  const state: unknown = history.state;
  return (
    typeof state === 'object' && state !== null && (state as Record<string, unknown>)[FROM_LIST] === true
  );
}

function markFromList(): void {
  const state: unknown = history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  history.replaceState({ ...base, [FROM_LIST]: true }, '');
}
