/**
 * Names the players type (side names, card names) put into our sentences. A name with a
 * right-to-left override (U+202E) or right-to-left letters would otherwise reorder the words
 * around it — "Mine fired" read as "Minederif" — so a name is isolated: FSI (U+2068) before it,
 * PDI (U+2069) after it. The PDI closes every embedding and override the name opened, so nothing
 * in it reaches the sentence. The stored name is never rewritten; only what is shown.
 */

/** The isolate controls: a PDI inside the name would close our isolate early, an LRI/RLI/FSI would swallow ours. */
const ISOLATE_CONTROLS = /[\u2066-\u2069]/g;

/**
 * Bidi controls and right-to-left letters (Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, their
 * presentation forms, and the right-to-left scripts past U+FFFF): a name with none of them cannot
 * reorder anything, and is shown as typed.
 */
const REORDERS =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/** The name between FSI and PDI, always: for plain text handed out of the app (the shared log). */
export function isolate(name: string): string {
  return `\u2068${name.replace(ISOLATE_CONTROLS, '')}\u2069`;
}

/**
 * The name isolated only when it could reorder the sentence (bidi controls or right-to-left
 * letters); any other name as it is. For names put into sentences on screen and in labels.
 */
export function isolateName(name: string): string {
  return REORDERS.test(name) ? isolate(name) : name;
}
