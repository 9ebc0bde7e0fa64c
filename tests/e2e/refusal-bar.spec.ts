/**
 * Issue 22, item 5: the refusal bar points the right way. Under the verdict its reasons are above
 * it; scrolled up to the questions, the bar sticks to the bottom of the screen and the reasons are
 * further down, below it. Tapping it brings them into view either way.
 */
import { expect, type Page, test } from '@playwright/test';
import { start } from './support/table';
import { batteryAndTarget } from './support/units';

const NAMES = { battery: 'Batterie Griois', target: 'IR 4 Hoch- und Deutschmeister' };

/** A canister shot with a friendly unit in the arc: refused for one reason (artillery.restrictions.A). */
async function refusedShot(page: Page) {
  await page.getByRole('button', { name: `Fire with ${NAMES.battery}` }).click();
  await page.getByRole('button', { name: `Fire at ${NAMES.target}` }).click();
  await expect(page).toHaveURL(/#\/fire$/);
  await page.getByRole('button', { name: /Change$/, expanded: false }).click();
  await page.getByRole('radio', { name: 'Canister', exact: true }).check();
  await page.getByRole('radio', { name: 'Canister range' }).check();
  await page
    .getByRole('group', { name: /30° arc/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
}

for (const [width, height] of [
  [390, 844],
  [360, 640],
] as const) {
  test(`${width}×${height}: the bar says "see above" under the reasons and "see below" with them further down`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await start(page);
    await batteryAndTarget(page, NAMES);
    await refusedShot(page);
    const reasons = page.getByRole('status', { name: /May not fire/ });
    const bar = page.getByRole('button', { name: /^✕ May not fire · 1 reason: see / });

    // The reasons on screen above the bar (scrolled to the end of the page: the bar at its place).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toHaveText(/see above$/);
    const [reasonsBox, barBox] = [await reasons.boundingBox(), await bar.boundingBox()];
    expect(reasonsBox && barBox && reasonsBox.y < barBox.y).toBe(true);

    // Scrolled back to the questions: the bar sticks to the bottom, the reasons are below it.
    await page.evaluate(() => window.scrollTo(0, 0));
    const stuck = await bar.boundingBox();
    const below = await reasons.boundingBox();
    if (stuck && below && below.y > stuck.y) {
      await expect(bar).toHaveText(/see below$/);
      await page.screenshot({ path: `test-results/screens/refusal-bar-below-${width}.png` });
      // The tap brings them up; the bar then reads "above" again.
      await bar.click();
      await expect(reasons).toBeInViewport();
      await expect(bar).toHaveText(/see above$/);
    } else {
      // The whole form and verdict fit the screen: the reasons are above the bar, and it says so.
      await expect(bar).toHaveText(/see above$/);
    }
  });
}
