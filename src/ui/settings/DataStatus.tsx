import { createSignal, Show } from 'solid-js';
import { isolateName, wordsIn } from '../../i18n';
import { offlineReady, VERSION_LABEL } from '../../pwa';
import { currentKeeping } from '../../pwa/install-hint';
import {
  type readOfflineStatus,
  type readStorageStatus,
  requestPersistence,
  useApp,
  useGame,
} from '../../state';
import type { ReadAgain } from '../parts/read-again';

export interface DataStatusFacts {
  offline: Awaited<ReturnType<typeof readOfflineStatus>>;
  storage: Awaited<ReturnType<typeof readStorageStatus>>;
  last: number | undefined;
  /** IndexedDB refused: nothing is being saved, what was entered lives only in memory. */
  notSaving: boolean;
}

/** A date and time as the player's language writes it. */
export const formatDate = (lang: string, at: number | string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

/**
 * What the player may want to know before trusting the phone with a game: offline ready, whether the
 * browser keeps the data (with the button to ask it to), space, versions, the pack in use, the last backup.
 */
export function DataStatus(props: { status: ReadAgain<DataStatusFacts>; again: () => void }) {
  const app = useApp();
  const game = useGame();
  const t = () => wordsIn(app.lang(), 'data');
  /** The last status read (kept on screen while it is read again). */
  const status = () => props.status();
  /** IndexedDB refused: nothing is being saved, what was entered lives only in memory. */
  const notSaving = () => status()?.notSaving === true;
  /** The notice's word is final: it shows only once the worker controls the page with its files. */
  const offline = () => (offlineReady() ? 'ready' : status()?.offline);

  const [persistAnswer, setPersistAnswer] = createSignal<boolean>();
  const askPersist = async () => {
    setPersistAnswer(await requestPersistence());
    props.again();
  };

  const formatBytes = (bytes: number) => {
    const gb = bytes >= 1e9;
    return new Intl.NumberFormat(app.lang(), {
      style: 'unit',
      unit: gb ? 'gigabyte' : 'megabyte',
      maximumFractionDigits: 1,
    }).format(bytes / (gb ? 1e9 : 1e6));
  };

  /** WebKit's own rule (7 days in a tab, kept from the Home Screen) decides there, not `persisted()`. */
  const keeping = currentKeeping();
  const persistedText = () => {
    if (notSaving()) return t().notSaving;
    if (keeping === 'seven-days') return t().sevenDays;
    if (keeping === 'home-screen') return t().homeScreen;
    const persisted = status()?.storage.persisted;
    if (persisted === undefined) return t().persistUnknown;
    return persisted ? t().persisted : t().notPersisted;
  };

  return (
    <>
      <dl class="data-status" aria-busy={props.status.loading()}>
        <div>
          <dt>{t().offline}</dt>
          <dd classList={{ good: offline() === 'ready', warn: offline() === 'not-ready' }}>
            {offline() === 'ready'
              ? notSaving()
                ? t().offlineReadyNoData
                : t().offlineReady
              : offline() === 'unsupported'
                ? t().offlineUnsupported
                : t().offlineNotReady}
          </dd>
        </div>
        <div>
          <dt>{t().storage}</dt>
          <dd
            classList={{
              good:
                !notSaving() &&
                (keeping === 'home-screen' || (keeping === 'engine' && status()?.storage.persisted === true)),
              warn:
                notSaving() ||
                keeping === 'seven-days' ||
                (keeping === 'engine' && status()?.storage.persisted === false),
            }}
          >
            {persistedText()}
            <Show when={persistAnswer() === false}>
              <span class="data-note">{t().persistRefused}</span>
            </Show>
          </dd>
        </div>
        <div>
          <dt>{t().space}</dt>
          <dd>
            {(() => {
              const s = status()?.storage;
              return s?.usage !== undefined && s.quota !== undefined
                ? t().spaceValue(formatBytes(s.usage), formatBytes(s.quota))
                : t().spaceUnknown;
            })()}
          </dd>
        </div>
        <div>
          <dt>{t().appVersion}</dt>
          <dd>{VERSION_LABEL}</dd>
        </div>
        <div>
          <dt>{t().pack}</dt>
          <dd>{t().packValue(isolateName(game.pack().name[app.lang()]), String(game.pack().version))}</dd>
        </div>
        <div>
          <dt>{t().lastBackup}</dt>
          <dd classList={{ warn: status() !== undefined && status()?.last === undefined }}>
            {status()?.last === undefined ? t().never : formatDate(app.lang(), status()?.last ?? 0)}
          </dd>
        </div>
      </dl>
      <Show
        when={
          !notSaving() &&
          keeping === 'engine' &&
          status()?.storage.persisted === false &&
          persistAnswer() !== false
        }
      >
        <button type="button" class="btn data-wide-btn" onClick={askPersist}>
          {t().persistAsk}
        </button>
      </Show>
    </>
  );
}
