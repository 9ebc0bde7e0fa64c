/**
 * Finding a control in the page the way a player does: by its role and the words on it or its
 * label. Runs inside the page (it is serialised): self-contained, no imports, plain data in and out.
 */
export interface TargetSpec {
  /** button, link, textbox (input, textarea), combobox (select), checkbox, radio, tab, or text (any element). */
  role: string;
  /** The exact words (trimmed, spaces collapsed), or `{ pattern }` for a regular expression. */
  name: string | { pattern: string };
  /** Only inside the open dialog. */
  inDialog?: boolean;
  /** The nth match (0 first) when several carry the same words. */
  nth?: number;
}

export type Found = { ok: true; id: string } | { ok: false; why: string };

export function findTarget(spec: TargetSpec): Found {
  const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const selectors: Record<string, string> = {
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="search"], input[type="number"], input[type="url"], textarea, [role="textbox"], [role="searchbox"]',
    combobox: 'select, [role="combobox"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"], [role="switch"]',
    radio: 'input[type="radio"], [role="radio"]',
    tab: '[role="tab"]',
    text: 'label, span, p, div, li, h1, h2, h3, strong, em, legend, summary, dt, dd, td, th',
  };
  const nameOf = (el: Element): string => {
    const labelled = el.getAttribute('aria-labelledby');
    if (labelled)
      return squash(
        labelled
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const aria = el.getAttribute('aria-label');
    if (aria) return squash(aria);
    if (spec.role === 'text') return squash(el.textContent);
    if (
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement
    ) {
      const labels = el.labels ? [...el.labels] : [];
      if (labels.length) return squash(labels.map((l) => l.textContent).join(' '));
      if (el instanceof HTMLInputElement && (el.type === 'button' || el.type === 'submit'))
        return squash(el.value);
      return squash(el.getAttribute('placeholder') ?? el.getAttribute('title'));
    }
    return squash(el.textContent);
  };
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    // A visually hidden radio or checkbox is tapped through its label: keep it.
    return (
      box.width > 0 ||
      box.height > 0 ||
      el.matches('input[type="radio"], input[type="checkbox"], input[type="file"]')
    );
  };
  const scope: ParentNode | null = spec.inDialog
    ? document.querySelector('dialog[open], [role="dialog"]')
    : document;
  if (!scope) return { ok: false, why: 'no dialog is open' };
  const wanted = spec.name;
  const matches = (text: string) =>
    typeof wanted === 'string' ? text === wanted : new RegExp(wanted.pattern).test(text);
  let found = [...scope.querySelectorAll(selectors[spec.role] ?? spec.role)].filter(
    (el) => visible(el) && matches(nameOf(el)),
  );
  // For words on the page, the innermost element that carries them.
  if (spec.role === 'text')
    found = found.filter((el) => !found.some((other) => other !== el && el.contains(other)));
  const el = found[spec.nth ?? 0];
  if (!el) {
    const shown = typeof wanted === 'string' ? wanted : `/${wanted.pattern}/`;
    return { ok: false, why: `no ${spec.role} named ${shown}${spec.inDialog ? ' in the dialog' : ''}` };
  }
  for (const old of document.querySelectorAll('[data-engines-target]'))
    old.removeAttribute('data-engines-target');
  const id = String(Date.now() % 1_000_000_000);
  el.setAttribute('data-engines-target', id);
  // As a thumb scrolls it to the middle: a driver's own scrolling leaves it at the bottom edge,
  // under the fixed navigation bar.
  el.scrollIntoView({ block: 'center', inline: 'nearest' });
  return { ok: true, id };
}
