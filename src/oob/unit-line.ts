/** Unit lines: one unit's text, or several between ';', each scanned and made into units. */
import type { LineState } from './line-state';
import type { LineUnit } from './model';
import { type Scan, scan } from './scan';
import type { Token } from './text';
import { unitsOf } from './unit';

const CLOSING: Readonly<Record<string, string>> = { '"': '"', '«': '»', '“': '”', '„': '“' };

/** Splits tokens at a symbol (';' between units), never inside quotes. */
function split(tokens: readonly Token[], symbol: string): Token[][] {
  const out: Token[][] = [[]];
  let closing: string | undefined;
  for (const t of tokens) {
    if (closing !== undefined) {
      if (t.text === closing) closing = undefined;
      out[out.length - 1]?.push(t);
    } else if (t.kind === 'sym' && t.text === symbol) out.push([]);
    else {
      closing = CLOSING[t.text];
      out[out.length - 1]?.push(t);
    }
  }
  return out.filter((s) => s.some((t) => t.kind !== 'sym'));
}

const UNIT_FACTS = new Set(['arm', 'type', 'kind', 'marker', 'noun', 'class', 'guns', 'howitzer']);

export function hasQuantities(s: Scan): boolean {
  const q = s.quantities;
  return (
    q.figures !== undefined ||
    q.men !== undefined ||
    q.count !== undefined ||
    q.list !== undefined ||
    q.calibres.length > 0
  );
}

function isUnit(s: Scan): boolean {
  return (
    hasQuantities(s) ||
    s.bare !== undefined ||
    s.gun !== undefined ||
    s.said.some((x) => UNIT_FACTS.has(x.fact.f))
  );
}

/** Scans by the tokens they were made of: a line is asked whether it holds units more than once. */
const scanned = new WeakMap<readonly Token[], Scan[] | null>();

/** The scans of a unit text (';' between units), or undefined where one of them says no unit. */
export function unitScans(tokens: readonly Token[], raw: string, state: LineState): Scan[] | undefined {
  const known = scanned.get(tokens);
  if (known !== undefined) return known ?? undefined;
  const scans = split(tokens, ';').map((s) =>
    scan(s, raw, state.vocabularies.words, 'line', state.context.guns),
  );
  const units = scans.length > 0 && scans.every(isUnit) ? scans : undefined;
  scanned.set(tokens, units ?? null);
  return units;
}

/** The units of the scans, added where the reading stands. */
export function addUnits(scans: readonly Scan[], state: LineState): LineUnit[] {
  const b = state.builder;
  const units = scans.flatMap((s) => unitsOf(s, b.frame()));
  b.add(units.map((u) => u.unit));
  state.begun = true;
  return units;
}
