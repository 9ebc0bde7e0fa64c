/**
 * The sharing screens (`#/settings/share/…`), their own lazy chunk with the QR encoder and the
 * scanner (precached, so they work offline; the first load does not carry them):
 *   share/show/<what>   SHOW: codes and "Share as a file" (outgoing.ts lists <what>)
 *   share/scan          RECEIVE with the camera started
 *   share/receive       RECEIVE: Scan or Open a file
 */
import { Match, Switch } from 'solid-js';
import { useApp } from '../../state';
import { ReceiveScreen } from './ReceiveScreen';
import { ShowScreen } from './ShowScreen';
import './share.css';

export function ShareRoutes() {
  const app = useApp();
  const rest = () => (app.route().param ?? 'share').replace(/^share\/?/, '');
  /** Back the way the player came; a link opened cold goes to Settings. */
  const back = () => {
    if (history.length > 1) history.back();
    else location.replace('#/settings');
  };
  return (
    <Switch fallback={<ReceiveScreen scan={false} onBack={back} />}>
      <Match when={rest().startsWith('show/')}>
        <ShowScreen path={rest().slice('show/'.length)} onBack={back} />
      </Match>
      <Match when={rest() === 'scan'}>
        <ReceiveScreen scan={true} onBack={back} />
      </Match>
    </Switch>
  );
}
