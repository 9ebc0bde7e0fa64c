/**
 * The club server's settings as the game holds them (`(await game.club.view())`: settings, busy,
 * problem): the address and user name (kept in localStorage; the password never), "Keep in sync",
 * the last sync's report, a sync running and the last problem. They come with the club's chunk
 * (sync.ts); the keys are keys.ts, read at start and by the page's first script without it.
 */
import { createSignal } from 'solid-js';
import type { ClubProblem } from '../../club';
import type { ClubReport, SyncProgress } from '../../club/sync';
import type { SavedSide } from '../../records';
import { KEEP_KEY, CLUB_KEY as KEY } from './keys';

export interface ClubSettings {
  url: string;
  user: string;
  keep: boolean;
  /** The last sync that worked: when, and what it brought. */
  last?: ClubReport;
}

function read(): ClubSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<ClubSettings> | null;
    return {
      url: typeof raw?.url === 'string' ? raw.url : '',
      user: typeof raw?.user === 'string' ? raw.user : '',
      keep: raw?.keep === true,
      ...(raw?.last && typeof raw.last.at === 'number' ? { last: raw.last } : {}),
    };
  } catch {
    return { url: '', user: '', keep: false };
  }
}

/** The club server's settings and the last sync as the Club server screen reads them. */
export interface ClubView {
  settings(): ClubSettings;
  /** A sync (or a sign-in) is running. */
  busy(): boolean;
  /** Where the running sync is ("Sending 12 of 40…"), once it has started. */
  progress(): SyncProgress | undefined;
  /** Why the last sync did not happen (undefined: it did). */
  problem(): ClubProblem | undefined;
  /**
   * The saved sides the club held at this visit's last sync (none before one), newest first: the
   * Saved sides screen offers them to keep. Held for the visit only: the next sync brings them again.
   */
  sides(): readonly SavedSide[];
}

export function clubState() {
  const [settings, setSettings] = createSignal<ClubSettings>(read());
  const [busy, setBusy] = createSignal(false);
  const [problem, setProblem] = createSignal<ClubProblem | undefined>();
  const [progress, setProgress] = createSignal<SyncProgress | undefined>();
  const [sides, setSides] = createSignal<readonly SavedSide[]>([]);
  const save = (next: ClubSettings) => {
    setSettings(next);
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
      if (next.keep) localStorage.setItem(KEEP_KEY, '1');
      else localStorage.removeItem(KEEP_KEY);
    } catch {
      // Private mode without storage: the settings hold for this visit.
    }
  };
  const view: ClubView = { settings, busy, problem, progress, sides };
  return { view, save, setBusy, setProblem, setProgress, setSides };
}

export type ClubState = ReturnType<typeof clubState>;
