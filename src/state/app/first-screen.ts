/**
 * What the first screen does not need waits until it has shown: the service worker, the search
 * index, the stored packs, the card form's model. They are precached and come a moment later, so
 * a cheap phone spends its first second on the roster, not on downloads it will use afterwards.
 */
let shown: () => void = () => undefined;
const firstScreenShown = new Promise<void>((resolve) => {
  shown = resolve;
});

/** No first screen takes longer than this to want its data; later tasks never wait past it. */
const AT_THE_LATEST_MS = 3000;
setTimeout(() => shown(), AT_THE_LATEST_MS);

/** Whether the game has its data (markFirstScreenShown), and how many screens still draw theirs. */
let marked = false;
let holds = 0;
const painted = () => {
  if (!marked || holds > 0) return;
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(() => shown(), 0));
  else shown();
};

/**
 * The first screen has its data: what waits starts after the browser has painted it, and after any
 * screen holding it has drawn (holdFirstScreen).
 */
export function markFirstScreenShown(): void {
  marked = true;
  painted();
}

/**
 * A first screen whose drawing comes in a chunk of its own (the roster's cards) holds what waits
 * until it has drawn, so the downloads and work after the first screen do not run beside its last
 * steps; the answer releases it (once; the 3 s limit holds regardless).
 */
export function holdFirstScreen(): () => void {
  holds += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    holds -= 1;
    painted();
  };
}

/** Resolves once the first screen has been painted (at once if it already has). */
export function firstScreenPainted(): Promise<void> {
  return firstScreenShown;
}

/**
 * Runs `task` once the first screen has been painted (at once if it already has). A task is
 * something to start (a module to load, a browser to ask) whose answer nothing waits for: one
 * that has something to tell the player says it itself; a task that fails to start (a chunk
 * missing) is tried again where it is next needed.
 */
export function afterFirstScreen(task: () => unknown): void {
  firstScreenShown.then(task).then(
    () => undefined,
    () => undefined,
  );
}
