/**
 * SHOW: a text as a sequence of QR codes the other phone scans (src/share/frames.ts), advancing
 * by itself, with pause, previous, next and "3 of 5"; and "Share as a file" for the same text
 * (both in QrCodes.tsx). This screen finds what is shown and its text.
 */

import { createMemo, createSignal, Show } from 'solid-js';
import { isolateName, wordsIn } from '../../i18n';
import type { UnitSide } from '../../records';
import type { Lang } from '../../reference';
import { encodeFrames, type Framed } from '../../share';
import { useApp, useGame } from '../../state';
import { readAgain } from '../parts/read-again';
import { useSideName } from '../parts/side-name';
import {
  type Outgoing,
  packOutgoing,
  type SyncWhat,
  sideFileName,
  syncFileName,
  syncWhatOf,
} from './outgoing';
import { QrCodes, ShareAsFile } from './QrCodes';

/** The codes of a text that fits them (too large a text has none). */
const framesOf = (framed: Framed) => (framed.ok ? framed.value : undefined);

export function ShowScreen(props: { path: string; onBack: () => void }) {
  const app = useApp();
  const game = useGame();
  const { packs } = game;
  const sideName = useSideName();
  /** A side's name for a file: the players' own, or the default word, never bidi-isolated. */
  const plainSideName = (side: UnitSide) =>
    game.state.game.sideNames[side]?.trim() || wordsIn(app.lang(), 'names').sides[side];
  const t = () => wordsIn(app.lang(), 'share');
  /** An export that failed: storage failing, or the card is not (or no longer) here. */
  const [failed, setFailed] = createSignal<'storage' | 'not-found'>();

  const syncLabel = (lang: Lang, what: SyncWhat): string => {
    const words = wordsIn(lang, 'share');
    if (what.kind === 'game') return words.gameWhat;
    if (what.kind === 'roster') return words.rosterWhat(sideName(what.side));
    const card = game.state.units.find((u) => u.id === what.cardId);
    return words.cardWhat(isolateName(card?.name ?? ''));
  };

  const outgoing = createMemo((): (() => Promise<Outgoing | undefined>) | undefined => {
    const path = props.path;
    if (path.startsWith('pack/')) {
      const pack = packs.find(path.slice(5));
      return pack
        ? async () => packOutgoing(pack, (lang, name) => wordsIn(lang, 'share').packWhat(isolateName(name)))
        : undefined;
    }
    // A saved side (issue 34, item 4): its text made with the order-of-battle writer, loaded now.
    if (path.startsWith('side/')) return () => sideOutgoing(path.slice(5));
    const what = syncWhatOf(path);
    if (what) {
      return async () => {
        const made = await game.exchange.exportText(what);
        if (!made.ok) {
          setFailed(made.problem === 'not-found' ? 'not-found' : 'storage');
          return undefined;
        }
        return {
          what: (lang) => syncLabel(lang, what),
          text: made.value,
          fileName: syncFileName(what, {
            gameNumber: game.state.game.gameNumber,
            turn: game.state.game.turn,
            mine: plainSideName('mine'),
            side: plainSideName,
            card: (id) => game.state.units.find((u) => u.id === id)?.name,
          }),
          fileType: 'application/json',
        };
      };
    }
    return undefined;
  });

  /** A saved side as the text the other phone reads, in the language shown; absent: not (or no longer) here. */
  const sideOutgoing = async (id: string): Promise<Outgoing | undefined> => {
    const [found, text] = await Promise.all([game.saved.find(id), import('./side-text')]);
    if (!found.ok) {
      setFailed(found.problem === 'not-found' ? 'not-found' : 'storage');
      return undefined;
    }
    const side = found.value;
    return {
      what: (lang) => wordsIn(lang, 'share').sideWhat(isolateName(side.name)),
      text: text.savedSideText(side, app.lang(), game.pack()),
      fileName: sideFileName(side.name),
      fileType: 'text/plain',
    };
  };

  const shown = readAgain(outgoing, async (make) => {
    const out = await make();
    if (!out) return undefined;
    return { out, framed: await encodeFrames(out.text) };
  });

  return (
    <section class="screen share-screen" aria-labelledby="share-show-title">
      <div class="pk-top">
        <button type="button" class="btn" onClick={() => props.onBack()}>
          ← {t().back}
        </button>
      </div>
      <h1 id="share-show-title">{t().showTitle}</h1>
      <Show when={packs.loaded() && (outgoing() === undefined || (shown.ready() && shown() === undefined))}>
        <p class="error" role="alert">
          {failed() === 'storage' ? t().showUnavailable : t().nothingToShow}
        </p>
      </Show>
      <Show when={shown()}>
        {(s) => (
          <>
            {/* What is shown, as the heading of its codes and buttons. */}
            <h2 class="share-what">{s().out.what(app.lang())}</h2>
            <Show when={framesOf(s().framed)} fallback={<p class="error">{t().tooLargeForCodes}</p>}>
              {(frames) => <QrCodes frames={frames()} what={s().out.what(app.lang())} />}
            </Show>
            {/* Below the code: the code itself must be on the first screen, where the camera looks. */}
            <Show when={s().framed.ok}>
              <p class="muted">{t().showHelp}</p>
            </Show>
            <ShareAsFile out={s().out} />
          </>
        )}
      </Show>
    </section>
  );
}
