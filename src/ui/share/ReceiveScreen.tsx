/**
 * RECEIVE: codes scanned off the other phone's screen (by the camera, or from photos of it), or a
 * file it shared. Either way the text
 * goes to the incoming formats (formats.tsx): the first that claims it reads it, shows what it is
 * and what it would change, and stores it only on Accept. Camera refused or absent: say so, and
 * the file route is right there. The screen's store is receive.ts; its parts ReceiveParts.tsx.
 */

import { onMount, Show } from 'solid-js';
import { wordsIn } from '../../i18n';
import { useApp } from '../../state';
import { CameraView, IncomingCard, ReceiveWays } from './ReceiveParts';
import { createReceive } from './receive';
import { ReceiveNote } from './receive-note';

export function ReceiveScreen(props: { scan: boolean; onBack: () => void }) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'share');
  const receive = createReceive();

  onMount(() => (props.scan ? receive.startCamera() : undefined));

  return (
    <section class="screen share-screen" aria-labelledby="share-receive-title">
      <div class="pk-top">
        <button type="button" class="btn" onClick={() => props.onBack()}>
          ← {t().back}
        </button>
      </div>
      <h1 id="share-receive-title">{t().receiveTitle}</h1>
      <Show when={!receive.received()}>
        <p class="muted">{t().receiveHelp}</p>
        <ReceiveWays receive={receive} />
      </Show>
      <Show when={receive.note()}>{(n) => <ReceiveNote note={n()} />}</Show>
      <CameraView receive={receive} />
      <IncomingCard receive={receive} />
    </section>
  );
}
