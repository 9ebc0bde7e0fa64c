/**
 * What a page requests before its first screen shows: the moment the roster's New buttons are in
 * the document, seen from inside the page, and the JS and CSS it had asked for by then. Shared by
 * the first-visit browser test (tests/e2e/shell.spec.ts) and `npm run bench`.
 */
import type { Page } from '@playwright/test';

/** Before the page loads: note the moment the roster (empty or not, with its New buttons) is in the document. */
export async function watchFirstScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.units-dock .btn.primary')) return;
      (window as unknown as { shownAt: number }).shownAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Every JS and CSS file the page has requested, and whether it asked before the first screen showed. */
export async function scriptsAndStyles(page: Page): Promise<{ url: string; before: boolean }[]> {
  await page.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt !== undefined);
  return page.evaluate(() => {
    const shownAt = (window as unknown as { shownAt: number }).shownAt;
    return performance
      .getEntriesByType('resource')
      .filter((e) => /\.(js|css)$/.test(new URL(e.name).pathname))
      .map((e) => ({ url: e.name, before: e.startTime <= shownAt }));
  });
}
