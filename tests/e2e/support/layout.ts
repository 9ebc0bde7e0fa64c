/**
 * Presses in several tabs at once, notices lying over a button, scrolling to the end.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses buttons in several tabs at given offsets (ms) from one moment, each tab on its own
 * timer against the shared wall clock, so the offsets hold however slow the test driver is.
 * A press finds the button the player saw; if that tab has meanwhile removed or disabled it (it
 * learnt of the other tab's change), the press does nothing, as a tap on a vanished button.
 * Returns, per press, whether it landed and when (ms, wall clock).
 */
export async function pressTogether(
  presses: { button: Locator; offset: number }[],
): Promise<{ pressed: boolean; at: number }[]> {
  for (const { button } of presses) await expect(button).toBeEnabled();
  const handles = await Promise.all(presses.map(({ button }) => button.elementHandle()));
  const handleOf = (i: number) => {
    const handle = handles[i];
    if (!handle) throw new Error('the button left the screen before the press');
    return handle;
  };
  const start = Date.now() + 750;
  return Promise.all(
    presses.map(({ offset }, i) =>
      handleOf(i).evaluate(
        (el, when) =>
          new Promise<{ pressed: boolean; at: number }>((resolve) => {
            setTimeout(
              () => {
                const at = Date.now();
                const button = el as HTMLButtonElement;
                if (!button.isConnected || button.disabled) return resolve({ pressed: false, at });
                button.click();
                resolve({ pressed: true, at });
              },
              Math.max(0, when - Date.now()),
            );
          }),
        start + offset,
      ),
    ),
  );
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The visible notices (role status or alert, with something in them) whose box overlaps the
 * target's box, described by their text. Boxes are in the viewport's coordinates.
 */
export async function noticesOver(page: Page, target: Locator): Promise<string[]> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the button is not on screen');
  const over: string[] = [];
  for (const role of ['status', 'alert'] as const) {
    for (const notice of await page.getByRole(role).all()) {
      if (!(await notice.isVisible())) continue;
      const noticeBox = await notice.boundingBox();
      if (!noticeBox || noticeBox.width === 0 || noticeBox.height === 0) continue;
      if (intersects(noticeBox, box)) over.push(`${role}: ${(await notice.textContent())?.trim()}`);
    }
  }
  return over;
}

/** Scrolls the page (and any scrolling box around `target`) to its very end. */
export async function scrollToEnd(page: Page, target?: Locator): Promise<void> {
  await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    root.scrollTop = root.scrollHeight;
  });
  await target?.evaluate((el) => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      if (node.scrollHeight > node.clientHeight) node.scrollTop = node.scrollHeight;
    }
  });
}
