import type { Page } from '@playwright/test';

/**
 * The grid every screen state is measured in: phone widths, text sizes, themes. One page is reused;
 * the viewport changes in place and, for each width, one script in the page runs through every text
 * size and theme and reads the layout synchronously (reading scrollWidth forces layout).
 */
export const WIDTHS = [320, 360, 390, 430] as const;
export const THEMES = ['system', 'light', 'dark', 'contrast'] as const;

/**
 * A text size of the grid: `app` is the reference text size set in Settings/Rules (percent), which
 * the app writes as `--text-scale` on the root and `--reading-scale` on the rules screen (the spec
 * checks that mapping once through the app's own A+ button); `browser` is the browser's own text
 * size, applied as the font-size of the root and the body (the app's base is 17 px on both).
 */
export interface TextCell {
  app: number;
  browser: number;
}
export const TEXT_CELLS: readonly TextCell[] = [
  { app: 90, browser: 100 },
  { app: 200, browser: 100 },
  { app: 200, browser: 200 },
];

export interface Spill {
  where: string;
  width: number;
  text: string;
  theme: string;
  scrollWidth: number;
  clientWidth: number;
  /** The elements that reach furthest past the right edge, widest first. */
  culprits: string[];
}

/** Measure one state at every cell of the grid; returns what scrolls sideways (empty: nothing). */
export async function measureState(page: Page, where: string): Promise<Spill[]> {
  const spills: Spill[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    const found = await page.evaluate(
      ({ cells, themes }) => {
        const root = document.documentElement;
        const scroller = document.scrollingElement ?? root;
        const before = {
          theme: root.dataset.theme,
          text: root.style.getPropertyValue('--text-scale'),
          font: root.style.fontSize,
        };
        const rules = document.querySelector<HTMLElement>('section.rules');
        const readingBefore = rules?.style.getPropertyValue('--reading-scale');
        const nameOf = (el: Element) => {
          const cls =
            typeof el.className === 'string' && el.className
              ? `.${el.className.trim().split(/\s+/).join('.')}`
              : '';
          const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
          return `${el.tagName.toLowerCase()}${cls} "${text}"`;
        };
        const out: {
          text: string;
          theme: string;
          scrollWidth: number;
          clientWidth: number;
          culprits: string[];
        }[] = [];
        for (const cell of cells) {
          root.style.setProperty('--text-scale', String(cell.app / 100));
          rules?.style.setProperty('--reading-scale', String(cell.app / 100));
          const font = cell.browser === 100 ? '' : `${(17 * cell.browser) / 100}px`;
          root.style.fontSize = font;
          document.body.style.fontSize = font;
          for (const theme of themes) {
            root.dataset.theme = theme;
            const { scrollWidth, clientWidth } = scroller;
            if (scrollWidth <= clientWidth) continue;
            // Leaf-most elements whose right edge passes the viewport: the ones to fix.
            const wide: { el: Element; right: number }[] = [];
            const clipped = (el: Element) => {
              for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
                if (getComputedStyle(p).overflowX !== 'visible') return true;
              }
              return false;
            };
            for (const el of document.body.querySelectorAll('*')) {
              const r = el.getBoundingClientRect();
              if (r.width === 0 || r.right <= clientWidth + 0.5) continue;
              // Inside a box that scrolls or clips its own overflow: cannot widen the page.
              if (clipped(el)) continue;
              wide.push({ el, right: r.right });
            }
            const leaves = wide.filter((w) => !wide.some((o) => o.el !== w.el && w.el.contains(o.el)));
            leaves.sort((a, b) => b.right - a.right);
            out.push({
              text: `text ${cell.app}%${cell.browser === 100 ? '' : ` + browser ${cell.browser}%`}`,
              theme,
              scrollWidth,
              clientWidth,
              culprits: leaves.slice(0, 4).map((l) => `${nameOf(l.el)} → ${Math.round(l.right)} px`),
            });
          }
        }
        if (before.theme) root.dataset.theme = before.theme;
        root.style.setProperty('--text-scale', before.text);
        root.style.fontSize = before.font;
        document.body.style.fontSize = '';
        if (rules && readingBefore !== undefined) rules.style.setProperty('--reading-scale', readingBefore);
        return out;
      },
      { cells: TEXT_CELLS, themes: THEMES },
    );
    for (const f of found) spills.push({ where, width, ...f });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  return spills;
}

/** One line per spill, grouped so a failure names the screen, state, width, language and cell. */
export function describeSpills(spills: Spill[]): string {
  const byKey = new Map<string, Spill[]>();
  for (const s of spills) {
    const key = `${s.where} @ ${s.width}px, ${s.text}`;
    byKey.set(key, [...(byKey.get(key) ?? []), s]);
  }
  return [...byKey.entries()]
    .map(([key, list]) => {
      const first = list[0] as Spill;
      const themes = list.map((s) => s.theme).join('/');
      return `${key} [${themes}]: scrollWidth ${first.scrollWidth} > ${first.clientWidth}\n      ${first.culprits.join('\n      ')}`;
    })
    .join('\n');
}

/** The text at `percent` % of the app's 17 px (the root's and the body's size, as a phone's setting makes it). */
export async function textAt(page: Page, percent: number): Promise<void> {
  await page.evaluate(
    (px) => {
      document.documentElement.style.fontSize = px;
      document.body.style.fontSize = px;
    },
    `${(17 * percent) / 100}px`,
  );
}

/** The controls under `selector` narrower or lower than 48 px, each named with its size. */
export function smallTargets(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && (r.height < 48 || r.width < 48))
        .map(
          ({ el, r }) =>
            `${el.textContent?.trim().slice(0, 30)} ${Math.round(r.width)}×${Math.round(r.height)}`,
        ),
    selector,
  );
}
