/**
 * "Copy as text": one side of the game written as an order of battle in the player's language
 * (src/oob `writeOrderOfBattle`), offered to the phone's share sheet, else copied; pasted back into
 * the paste box it gives the same side. Where the phone copies nothing, the text is shown to copy
 * by hand.
 */
import { createSignal, Show } from 'solid-js';
import { isolate } from '../../../i18n';
import { writeOrderOfBattle } from '../../../oob';
import { shareText } from '../../../pwa';
import type { UnitSide } from '../../../records';
import { sideOfGame, useApp, useGame } from '../../../state';
import { TextField } from '../../controls/Field';
import { sideNameIn } from '../../parts/side-name';
import { showToast } from '../../Toasts';
import type { PasteText } from './paste-text';

export function CopySide(props: { side: UnitSide; t: PasteText }) {
  const app = useApp();
  const game = useGame();
  const [byHand, setByHand] = createSignal<string>();
  const cards = () => game.state.units.filter((u) => u.side === props.side);
  const label = () => sideNameIn(app.lang(), game.state.game.sideNames, props.side);
  const text = () =>
    writeOrderOfBattle(
      sideOfGame(game.state.units, game.state.brigades, props.side, game.state.game.sideNames[props.side]),
      app.lang(),
      {
        guns: game.pack().gunTypes,
      },
    );
  const copy = async () => {
    const written = text();
    const delivery = await shareText({ title: isolate(label()), text: written });
    if (delivery === 'not-copied') setByHand(written);
    else if (delivery === 'copied') showToast(props.t.copied(label()));
    else if (delivery === 'shared') showToast(props.t.shared(label()));
  };
  return (
    <div class="paste-copy-side">
      <button
        type="button"
        class="btn"
        disabled={cards().length === 0}
        onClick={() => {
          copy().catch(() => setByHand(text()));
        }}
      >
        {props.t.copySide(label())}
      </button>
      <Show when={cards().length === 0}>
        <p class="muted">{props.t.emptySide}</p>
      </Show>
      <Show when={byHand()}>
        {(written) => (
          <TextField
            id={`paste-copy-${props.side}`}
            label={props.t.copyText}
            help={props.t.notCopied}
            multiline
            readOnly
            value={written()}
            onInput={() => undefined}
          />
        )}
      </Show>
    </div>
  );
}
