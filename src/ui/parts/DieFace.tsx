import { For } from 'solid-js';
import './die.css';

/** Pips of a die face, drawn (no image to fetch). */
export function DieFace(props: { value: number; size?: number }) {
  const pips: Record<number, [number, number][]> = {
    1: [[50, 50]],
    2: [
      [28, 28],
      [72, 72],
    ],
    3: [
      [28, 28],
      [50, 50],
      [72, 72],
    ],
    4: [
      [28, 28],
      [72, 28],
      [28, 72],
      [72, 72],
    ],
    5: [
      [28, 28],
      [72, 28],
      [50, 50],
      [28, 72],
      [72, 72],
    ],
    6: [
      [28, 25],
      [72, 25],
      [28, 50],
      [72, 50],
      [28, 75],
      [72, 75],
    ],
  };
  return (
    <svg
      class="die"
      viewBox="0 0 100 100"
      width={props.size ?? 56}
      height={props.size ?? 56}
      aria-hidden="true"
    >
      <rect x="4" y="4" width="92" height="92" rx="16" />
      <For each={pips[props.value] ?? []}>{([cx, cy]) => <circle cx={cx} cy={cy} r="9" />}</For>
    </svg>
  );
}
