import type { JSX } from 'solid-js';

/** Inline SVG icons (no icon font, nothing fetched). Decorative: the label beside them names the action. */
const paths: Record<string, string> = {
  units: 'M4 5h16v4H4zM4 11h16v4H4zM4 17h10v3H4z',
  fire: 'M12 2c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-5 1-9z',
  log: 'M5 3h11l3 3v15H5zM8 9h8M8 13h8M8 17h5',
  rules: 'M4 4h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H4zM20 4h-4a3 3 0 0 0-2 1v15a2 2 0 0 1 2-2h4z',
  settings:
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm8.6 5.4-2-.4a6.8 6.8 0 0 1-.8 1.9l1.2 1.7-1.7 1.7-1.7-1.2c-.6.4-1.2.6-1.9.8l-.4 2h-2.4l-.4-2a6.8 6.8 0 0 1-1.9-.8l-1.7 1.2-1.7-1.7 1.2-1.7a6.8 6.8 0 0 1-.8-1.9l-2-.4v-2.4l2-.4c.2-.7.4-1.3.8-1.9L4.6 6.4l1.7-1.7 1.7 1.2c.6-.4 1.2-.6 1.9-.8l.4-2h2.4l.4 2c.7.2 1.3.4 1.9.8l1.7-1.2 1.7 1.7-1.2 1.7c.4.6.6 1.2.8 1.9l2 .4z',
};

export function Icon(props: { name: keyof typeof paths; size?: number }): JSX.Element {
  return (
    <svg
      class="icon"
      aria-hidden="true"
      width={props.size ?? 24}
      height={props.size ?? 24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="1.8"
      stroke-linejoin="round"
      stroke-linecap="round"
    >
      <path d={paths[props.name]} />
    </svg>
  );
}
