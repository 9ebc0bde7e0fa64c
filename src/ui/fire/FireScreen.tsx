import { Show } from 'solid-js';
import { useApp } from '../../state/app-context';
import { hasFiredThisTurn } from '../../state/fire';
import { useGame } from '../../state/game';
import { Matchup } from './Matchup';
import { ResultCard } from './ResultCard';
import { RollBar } from './RollBar';
import { ShotForm } from './ShotForm';
import { createShot } from './shot';
import { Verdict } from './Verdict';
import './fire.css';
import { fireText } from './text';

/**
 * The Fire screen: who fires at whom (Matchup), what the shot is (ShotForm), whether it is legal and
 * its odds (Verdict), Roll (RollBar), then the result with every step (ResultCard). The shot itself —
 * what is chosen and typed, what the engine says, firing it — is `createShot` (shot.ts).
 */
export function FireScreen() {
  const app = useApp();
  const game = useGame();
  const shot = createShot();
  return (
    <section class="screen fire" aria-labelledby="fire-title">
      <h1 id="fire-title">{fireText(app.lang()).title}</h1>
      <Matchup shot={shot} />
      <Show when={shot.battery() && shot.target() && !shot.missingGun()}>
        <Show
          when={shot.result()}
          fallback={
            <div class="shot">
              <ShotForm shot={shot} />
              <Verdict shot={shot} />
              <RollBar shot={shot} />
            </div>
          }
        >
          {(record) => (
            <ResultCard
              record={record()}
              canFireAgain={!hasFiredThisTurn(game.state.log, game.state.game, record().input.batteryId)}
              onFireAgain={shot.fireAgain}
              onNewShot={shot.closeResult}
            />
          )}
        </Show>
      </Show>
    </section>
  );
}
