/**
 * The rule pack's gun for what a battery line says: the gun's own name in either language or its
 * id ("12-pounder", «6-фунтовое орудие», "howitzer"), else a calibre ("12pdr", «12-фунт.»,
 * "7pdr howitzer") matched to the pack gun of that calibre, howitzer or not, of the battery's kind
 * where there is a choice.
 */
import type { BatteryKind } from '../core';
import type { OobContext, OobProblem } from './model';
import type { Calibre } from './quantities';
import { type Token, tokenize } from './text';

type Gun = OobContext['guns'][number];

interface GunSign {
  readonly gun: Gun;
  readonly names: readonly (readonly string[])[];
  readonly calibre?: number;
  readonly howitzer: boolean;
}

const HOWITZER = /howitz|haubitz|гаубиц|licorne|единорог|obus/;
const signs = new WeakMap<OobContext['guns'], GunSign[]>();

function signsOf(guns: OobContext['guns']): GunSign[] {
  const known = signs.get(guns);
  if (known) return known;
  const made = guns.map((gun) => {
    const texts = [gun.name.en, gun.name.ru, gun.id];
    const names = texts.map((t) => tokenize(t).map((k) => k.text)).sort((a, b) => b.length - a.length);
    const digits = /\d+/.exec(gun.id) ?? /\d+/.exec(gun.name.en);
    const howitzer = texts.some((t) => HOWITZER.test(t.toLowerCase()));
    return { gun, names, howitzer, ...(digits ? { calibre: Number(digits[0]) } : {}) };
  });
  signs.set(guns, made);
  return made;
}

/** Every gun's names (en, ru, id) as tokens, the longest first: "6-pounder (horse)" before "6-pounder". */
const namesOf = new WeakMap<OobContext['guns'], { id: string; name: readonly string[] }[]>();

function allNames(guns: OobContext['guns']): { id: string; name: readonly string[] }[] {
  const known = namesOf.get(guns);
  if (known) return known;
  const made = signsOf(guns)
    .flatMap((sign) => sign.names.map((name) => ({ id: sign.gun.id, name })))
    .sort((a, b) => b.name.length - a.name.length);
  namesOf.set(guns, made);
  return made;
}

/**
 * A pack gun named in the tokens by its own name or id, or undefined. A calibre alone ("12pdr",
 * "12-pounder") is left to the numbers (quantities.ts), which read it in any spelling. The name's
 * tokens are marked used, but at the line's start, where they begin the unit's name ("Howitzer
 * battery Lanoy").
 */
export function namedGun(
  tokens: readonly Token[],
  used: boolean[],
  guns: OobContext['guns'],
): string | undefined {
  for (const { id, name } of allNames(guns)) {
    if (name.length <= 3 && /^\d/.test(name[0] ?? '')) continue;
    const at = findRun(tokens, used, name);
    if (at < 0) continue;
    if (at > 0) for (let k = at; k < at + name.length; k++) used[k] = true;
    return id;
  }
  return undefined;
}

/** The last place the name's tokens stand in a row, none of them used. */
function findRun(tokens: readonly Token[], used: readonly boolean[], name: readonly string[]): number {
  if (name.length === 0) return -1;
  outer: for (let i = tokens.length - name.length; i >= 0; i--) {
    for (let k = 0; k < name.length; k++) if (used[i + k] || tokens[i + k]?.text !== name[k]) continue outer;
    return i;
  }
  return -1;
}

export interface GunReading {
  readonly gunType?: string;
  /** The gun's own kind where it serves one kind only and the line says none. */
  readonly kind?: BatteryKind;
  readonly notGiven: boolean;
  readonly problems: OobProblem[];
}

/** The gun of a battery: named, by calibre, or (none written) the pack's first of its kind. */
export function gunOf(
  guns: OobContext['guns'],
  named: string | undefined,
  calibres: readonly Calibre[],
  kind: BatteryKind | undefined,
): GunReading {
  const all = signsOf(guns);
  const serves = (g: Gun, k: BatteryKind | undefined) => !k || !g.batteryKinds || g.batteryKinds.includes(k);
  const problems: OobProblem[] = [];
  const first = calibres[0];
  let gun = named !== undefined ? guns.find((g) => g.id === named) : undefined;
  if (!gun && first) {
    const fits = all.filter(
      (s) => (first.calibre === undefined || s.calibre === first.calibre) && s.howitzer === first.howitzer,
    );
    gun = (fits.find((s) => serves(s.gun, kind)) ?? fits[0])?.gun;
    if (!gun) problems.push({ code: 'gun.unknown', params: { written: first.written } });
  }
  const others = calibres.slice(1).filter((c) => c.written.toLowerCase() !== first?.written.toLowerCase());
  if (others.length > 0)
    problems.push({ code: 'gun.mixed', params: { others: others.map((c) => c.written).join(', ') } });
  if (!gun && !first && named === undefined) {
    const fallback = guns.find((g) => serves(g, kind ?? 'foot')) ?? guns[0];
    return { ...(fallback ? { gunType: fallback.id } : {}), notGiven: fallback !== undefined, problems };
  }
  if (!gun) return { notGiven: false, problems };
  if (kind && !serves(gun, kind)) problems.push({ code: 'gun.not-for-kind', params: { gun: gun.id, kind } });
  const only = gun.batteryKinds?.length === 1 ? gun.batteryKinds[0] : undefined;
  return { gunType: gun.id, ...(only && !kind ? { kind: only } : {}), notGiven: false, problems };
}
