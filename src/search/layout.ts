/**
 * Keyboard layout fix: text typed with the wrong layout switched on (ЙЦУКЕН ↔ QWERTY).
 * `rfhntxm` is "картечь" typed on an English layout; `,fnfhtz` is "батарея" — on the Russian layout
 * the keys `, . ; ' [ ] \`` are the letters б ю ж э х ъ ё, so they must be mapped, not dropped.
 */

const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const CYRILLIC_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюё';
/** Shifted keys that produce letters on the Russian layout (Х Ъ Ж Э Б Ю Ё). */
const LATIN_SHIFTED = '{}:"<>~';
const CYRILLIC_SHIFTED = 'хъжэбюё';

const toCyr = new Map<string, string>();
const toLat = new Map<string, string>();
for (let i = 0; i < LATIN_KEYS.length; i++) {
  const lat = LATIN_KEYS.charAt(i);
  const cyr = CYRILLIC_KEYS.charAt(i);
  toCyr.set(lat, cyr);
  toLat.set(cyr, lat);
}
for (let i = 0; i < LATIN_SHIFTED.length; i++) {
  toCyr.set(LATIN_SHIFTED.charAt(i), CYRILLIC_SHIFTED.charAt(i));
}

function mapChars(text: string, table: Map<string, string>): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += table.get(ch) ?? ch;
  return out;
}

/** What the text would have been with the Russian layout on: `rfhntxm` → `картечь`. Lower-cases. */
export function latinToCyrillicLayout(text: string): string {
  return mapChars(text, toCyr);
}

/** What the text would have been with the English layout on: `сфтшыеук` → `canister`. Lower-cases. */
export function cyrillicToLatinLayout(text: string): string {
  return mapChars(text, toLat);
}

/** Whether a chunk could be wrong-layout Russian: only keys that are letters on the Russian layout. */
export function couldBeLatinTypedRussian(chunk: string): boolean {
  if (!/[a-z]/i.test(chunk)) return false;
  for (const ch of chunk.toLowerCase()) if (!toCyr.has(ch) && !/[0-9]/.test(ch)) return false;
  return true;
}

/** Whether a chunk could be wrong-layout English: Cyrillic letters (plus digits) only. */
export function couldBeCyrillicTypedEnglish(chunk: string): boolean {
  if (!/[а-яё]/i.test(chunk)) return false;
  for (const ch of chunk.toLowerCase()) if (!toLat.has(ch) && !/[0-9]/.test(ch)) return false;
  return true;
}
