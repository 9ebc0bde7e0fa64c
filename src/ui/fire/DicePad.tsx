import { For, onCleanup } from 'solid-js';
import { wordsIn } from '../../i18n';
import { backCloses, type Faces, sheetClosed, useApp } from '../../state';
import { DieFace } from '../parts/DieFace';

const FACES = [1, 2, 3, 4, 5, 6] as const;

/**
 * The two faces of the physical dice thrown: tap one face per die, then confirm. A mis-tap is put
 * right before anything is logged (the battery counts as fired once a shot is logged). The faces
 * tapped are the Fire screen's (kept across screens and reloads); the phone's Back, or Escape,
 * closes the pad.
 */
export function DicePad(props: {
  faces: Faces;
  onFaces: (faces: Faces) => void;
  /** Back closed the pad. */
  onClose: () => void;
  onDice: (dice: [number, number]) => void;
}) {
  const app = useApp();
  backCloses('dice-pad', () => props.onClose());
  // Escape closes the pad as Back does (a keyboard, or a phone's hardware keyboard).
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    sheetClosed('dice-pad');
    props.onClose();
  };
  document.addEventListener('keydown', onKey);
  onCleanup(() => document.removeEventListener('keydown', onKey));
  const faces = () => props.faces;
  const pick = (die: 1 | 2, face: number) => {
    const [a, b] = faces();
    props.onFaces(die === 1 ? [face, b] : [a, face]);
  };
  const both = () => {
    const [a, b] = faces();
    return a !== null && b !== null ? ([a, b] as [number, number]) : undefined;
  };
  return (
    <div class="dice-pad">
      <p class="muted">{wordsIn(app.lang(), 'fire').physicalHelp}</p>
      <For each={[1, 2] as const}>
        {(die) => (
          <fieldset class="die-row" disabled={die === 2 && faces()[0] === null}>
            <legend>{wordsIn(app.lang(), 'fire').die(die)}</legend>
            <div class="faces">
              <For each={FACES}>
                {(face) => (
                  <button
                    type="button"
                    class="face"
                    classList={{ chosen: faces()[die - 1] === face }}
                    aria-pressed={faces()[die - 1] === face}
                    aria-label={wordsIn(app.lang(), 'fire').face(die, face)}
                    onClick={() => pick(die, face)}
                  >
                    <DieFace value={face} size={40} />
                  </button>
                )}
              </For>
            </div>
          </fieldset>
        )}
      </For>
      <button
        type="button"
        class="btn primary big"
        disabled={!both()}
        onClick={() => {
          const dice = both();
          if (dice) props.onDice(dice);
        }}
      >
        {wordsIn(app.lang(), 'fire').useDice(both())}
      </button>
    </div>
  );
}
