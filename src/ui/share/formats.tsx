/**
 * What the Receive screen can take in, whichever way it came (QR codes or a file): a small
 * registry of incoming formats. Each says whether a text is its own (`sniff`), reads it without
 * changing anything (`preview`, refusing with a stable code), shows what it is and what it would
 * change (`Summary`), and stores it all or nothing (`accept`). The first format that sniffs a text
 * takes it.
 *
 * Formats are made inside a component (`useIncomingFormats`) because accepting writes through the
 * game's verbs (`useGame()`), never storage directly.
 */

import type { JSX } from 'solid-js';
import type { ValidatedPack } from '../../core';
import { fail, ok, type Result } from '../../core';
import { isolateName, wordsIn } from '../../i18n';
import { packProblemLine } from '../../i18n/engine';
import { PACK_FILE_FORMAT, PACK_IMPORT_ROUTE, type PackImportProblemCode, parsePackText } from '../../packs';
import { isSavedSideText, type SavedSide, savedUnitCount } from '../../records';
import type { Lang } from '../../reference';
import {
  type Game,
  isSyncText,
  type NamedShot,
  pasteContext,
  type SyncPreview,
  type SyncProblem,
  type SyncProblemCode,
  useApp,
  useGame,
} from '../../state';
import { PackIncomingSummary } from '../packs/PackImport';
import { storageFullText } from '../storage-words';
import { showToast } from '../Toasts';
import { SyncSummaryView } from './SyncSummary';
import type { ReadSide } from './side-text';
import { shotLine, syncProblemCode, syncProblemText } from './sync-problem';

/** Why a text was refused: its format's code, and what the message lists (the pack's problems…). */
export interface Refusal {
  readonly code: string;
  readonly detail?: unknown;
}

export type Previewed<P> = Result<P, Refusal>;

/** Stored, or why not (its format's code: storage failing is `storage`). */
export type Accepted = Result<void, Refusal>;

export interface IncomingFormat<P> {
  readonly id: string;
  /** Cheap: is this text of this format at all? (A refusal comes later, from `preview`.) */
  sniff(text: string): boolean;
  /** Read and check the text; nothing is stored. */
  preview(text: string): Promise<Previewed<P>>;
  /** Store it, all or nothing. */
  accept(preview: P): Promise<Accepted>;
  /** What it is, and how it differs from what this phone has. */
  Summary(props: { preview: P }): JSX.Element;
  /** A refusal's message (and any detail lines) in the player's language. */
  problemText(lang: Lang, problem: Refusal): { readonly text: string; readonly lines?: readonly string[] };
  /** After Accept: where the player sees what arrived (a hash route), and what to say there. */
  accepted(lang: Lang, preview: P): AfterAccept;
  /** The words of the two buttons when not Accept / Decline (a sync text of another game). */
  actions?(lang: Lang, preview: P): Actions | undefined;
}

/**
 * What the Receive screen does once a text is stored: go to `href` and say `message` there (with
 * `undo` as the toast's Undo); or, when the player left the screen while it was being stored, say
 * it on the screen he went to and stay there.
 */
export interface AfterAccept {
  readonly href: string;
  readonly message: string;
  readonly undo?: () => void;
}

/** The review's two buttons, in the player's language. */
export interface Actions {
  readonly accept: string;
  readonly decline: string;
}

/** A text a format has read: everything the Receive screen needs, with the preview closed over. */
export interface Incoming {
  readonly format: string;
  Summary(): JSX.Element;
  accept(): Promise<Accepted>;
  /** Why Accept did not store it, in the player's language (a full phone: the words of every path). */
  notStored(lang: Lang, problem: Refusal): { readonly text: string; readonly lines?: readonly string[] };
  accepted(lang: Lang): AfterAccept;
  actions(lang: Lang): Actions | undefined;
}

/** A text a format refused: its format's code, and the message in the player's language. */
export interface ReadRefusal {
  readonly code: string;
  message(lang: Lang): { readonly text: string; readonly lines?: readonly string[] };
}

/** Read, or refused (nothing is stored either way). */
export type Received = Result<Incoming, ReadRefusal>;

/** A format of any preview type, for the registry's list (the preview type stays inside). */
export interface AnyFormat {
  readonly id: string;
  sniff(text: string): boolean;
  read(text: string): Promise<Received>;
}

export function erase<P>(format: IncomingFormat<P>): AnyFormat {
  return {
    id: format.id,
    sniff: (text) => format.sniff(text),
    read: async (text) => {
      const previewed = await format.preview(text);
      if (!previewed.ok) {
        const refusal = previewed.problem;
        return fail({ code: refusal.code, message: (lang: Lang) => format.problemText(lang, refusal) });
      }
      const preview = previewed.value;
      return ok({
        format: format.id,
        Summary: () => format.Summary({ preview }),
        accept: () => format.accept(preview),
        notStored: (lang: Lang, problem: Refusal) => format.problemText(lang, problem),
        accepted: (lang: Lang) => format.accepted(lang, preview),
        actions: (lang: Lang) => format.actions?.(lang, preview),
      });
    },
  };
}

/** A rule pack: the existing pack file (src/packs/share.ts), its checks, summary and difference. */
export function packFormat(packs: Pick<Game['packs'], 'saveImported'>): IncomingFormat<ValidatedPack> {
  const words = (lang: Lang) => wordsIn(lang, 'packs');
  return {
    id: 'rule-pack',
    sniff: (text) => text.includes(PACK_FILE_FORMAT) || text.includes(`${PACK_IMPORT_ROUTE}/`),
    preview: async (text) => {
      const parsed = parsePackText(text);
      return parsed.ok ? parsed : fail({ code: parsed.problem.code, detail: parsed.problem.problems });
    },
    accept: async (pack) => {
      const saved = await packs.saveImported(pack);
      return saved.ok ? ok() : fail(saved.problem);
    },
    Summary: (props) => <PackIncomingSummary pack={props.preview} />,
    problemText: (lang, refusal) => {
      const full = storageFullText(lang, refusal);
      if (full) return { text: full };
      const { code, detail } = refusal;
      const t = words(lang);
      const text = t.importProblems[code as PackImportProblemCode] ?? t.storageFailed;
      const lines = Array.isArray(detail) ? detail.map((p) => packProblemLine(lang, p)) : undefined;
      return lines ? { text, lines } : { text };
    },
    accepted: (lang, pack) => ({ href: '#/settings/packs', message: words(lang).imported(pack.name[lang]) }),
  };
}

/** A card, a side's roster or the whole game from another phone: merged, never overwritten. */
export function syncFormat(
  exchange: Game['exchange'],
  packs: Pick<Game['packs'], 'nameOf'>,
): IncomingFormat<SyncPreview> {
  return {
    id: 'sync',
    sniff: isSyncText,
    preview: async (text) => {
      const read = await exchange.preview(text);
      return read.ok ? read : fail(refusalOf(read.problem));
    },
    accept: async (preview) => {
      const done = await exchange.accept(preview);
      return done.ok ? done : fail(refusalOf(done.problem));
    },
    Summary: (props) => <SyncSummaryView summary={props.preview.summary} keepOne={props.preview.keepOne} />,
    problemText: (lang, refusal) => {
      // A full phone: said as on every path (full, nothing was changed, how to free space).
      const full = storageFullText(lang, refusal);
      if (full) return { text: full };
      const { code, detail } = refusal;
      const t = wordsIn(lang, 'sync');
      const why = t.problems[code as SyncProblemCode] ?? t.problems.storage;
      // The sync format's refusals are the shared text's (a SyncRefusal): a forged shot is named.
      const shot = (refusal as { shot?: NamedShot }).shot;
      const said = shot
        ? shotLine(lang, shot, packs.nameOf(shot.pack.id, lang) ?? shot.pack.id)
        : typeof detail === 'string'
          ? problemDetail(lang, code, detail)
          : undefined;
      return said
        ? { text: `${t.nothingChanged} ${why}`, lines: [said] }
        : { text: `${t.nothingChanged} ${why}` };
    },
    // Another game: the player merges it as this game, or cancels (game.exchange).
    actions: (lang, preview) => {
      const t = wordsIn(lang, 'sync');
      return preview.summary.otherGame ? { accept: t.mergeAsThisGame, decline: t.cancel } : undefined;
    },
    accepted: (lang, preview) => ({
      href: preview.summary.kind === 'game' ? '#/log' : '#/units',
      message: wordsIn(lang, 'sync').merged,
      undo: () => undoMerge(exchange, lang),
    }),
  };
}

/**
 * A shared text's problem as the Receive screen shows it: storage failing by the words of its kind,
 * a full phone kept as the StorageFailure it is (storageFullText reads it).
 */
const refusalOf = (problem: SyncProblem): Refusal =>
  problem.code === 'storage' && problem.kind !== 'quota' ? { code: syncProblemCode(problem) } : problem;

/** The other game's number and turn (`7:40`), or how far ahead the other phone's clock is (minutes). */
function problemDetail(lang: Lang, code: string, detail: string): string | undefined {
  const t = wordsIn(lang, 'sync');
  if (code === 'other-game') {
    const [game, turn] = detail.split(':').map(Number);
    return game && turn ? t.otherGameIs(game, turn) : undefined;
  }
  if (code === 'clock-ahead') {
    const minutes = Number(detail);
    return Number.isFinite(minutes) && minutes > 0 ? t.clockAheadBy(minutes) : undefined;
  }
  return undefined;
}

/** "Merged."'s Undo: the merge taken back, or why not (either said in a notice). */
async function undoMerge(exchange: Game['exchange'], lang: Lang): Promise<void> {
  const undone = await exchange.undoMerge();
  const u = wordsIn(lang, 'sync');
  showToast(undone.ok ? u.mergeUndone : syncProblemText(lang, undone.problem));
}

/**
 * A saved side from another phone (issue 34, item 4): its text read by the order-of-battle reader
 * (side-text.ts, loaded with the first side received), kept among the saved sides on Accept,
 * never put on the table; Undo deletes it again.
 */
export function savedSideFormat(
  game: Pick<Game, 'saved' | 'pack' | 'state'>,
  shown: () => Lang,
): IncomingFormat<ReadSide> {
  const words = (lang: Lang) => wordsIn(lang, 'share').side;
  let kept: SavedSide | undefined;
  return {
    id: 'saved-side',
    sniff: isSavedSideText,
    preview: async (text) => {
      const { readSavedSideText } = await import('./side-text');
      const read = readSavedSideText(
        text,
        pasteContext(game.pack(), game.state.units),
        words(shown()).fallbackName,
      );
      return read.ok ? read : fail({ code: read.problem });
    },
    accept: async (read) => {
      const saved = await game.saved.save(read.side);
      if (!saved.ok) return fail(saved.problem);
      kept = saved.value;
      return ok();
    },
    Summary: (props) => <SavedSideSummary read={props.preview} />,
    problemText: (lang, refusal) => ({
      text:
        storageFullText(lang, refusal) ??
        words(lang).problems[refusal.code] ??
        wordsIn(lang, 'sync').problems.storage,
    }),
    accepted: (lang, read) => ({
      href: '#/paste/saved',
      message: words(lang).saved(isolateName(read.side.name)),
      undo: () => {
        const id = kept?.id;
        if (!id) return;
        game.saved.remove(id).then(
          (done) =>
            showToast(
              done.ok
                ? words(lang).undone(isolateName(read.side.name))
                : (storageFullText(lang, done.problem) ?? wordsIn(lang, 'sync').problems.storage),
            ),
          () => undefined,
        );
      },
    }),
  };
}

/** The formats this build can receive, in the order they are tried. */
export function useIncomingFormats(): readonly AnyFormat[] {
  const game = useGame();
  const app = useApp();
  // A card, a side's roster or the whole game (game.exchange): tried first (a game holds no pack).
  return [
    erase(syncFormat(game.exchange, game.packs)),
    erase(savedSideFormat(game, app.lang)),
    erase(packFormat(game.packs)),
  ];
}

/** The format that claims a text, if any. */
export function formatOf(formats: readonly AnyFormat[], text: string): AnyFormat | undefined {
  return formats.find((format) => format.sniff(text));
}

/** What a received side holds, before Accept: its name, brigades and units, the lines not read. */
function SavedSideSummary(props: { read: ReadSide }) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'share').side;
  return (
    <div class="share-side-summary">
      <h2>{t().title(isolateName(props.read.side.name))}</h2>
      <p>{t().counts(props.read.side.brigades.length, savedUnitCount(props.read.side))}</p>
      <p class="muted">{t().keptApart}</p>
      {props.read.unreadLines > 0 ? <p class="error">{t().unread(props.read.unreadLines)}</p> : null}
    </div>
  );
}
