/**
 * What the Unicode Bidirectional Algorithm's explicit rules (X1–X8) make of a text's controls: how
 * many embeddings, overrides and isolates are open before character `at`. A sentence's own words
 * read in order only where nothing a name opened is still open.
 */
export function openBefore(text: string, at: number): number {
  const stack: ('embedding' | 'isolate')[] = [];
  const chars = [...text];
  let index = 0;
  for (const ch of chars) {
    if (index >= at) break;
    index += ch.length;
    const c = ch.codePointAt(0) ?? 0;
    if (c >= 0x202a && c <= 0x202e && c !== 0x202c)
      stack.push('embedding'); // LRE RLE LRO RLO
    else if (c === 0x202c) {
      // PDF closes an embedding or override, never past an isolate.
      if (stack[stack.length - 1] === 'embedding') stack.pop();
    } else if (c >= 0x2066 && c <= 0x2068)
      stack.push('isolate'); // LRI RLI FSI
    else if (c === 0x2069 && stack.includes('isolate')) {
      // PDI closes the innermost isolate and everything opened inside it.
      while (stack.pop() !== 'isolate') {
        // popping
      }
    }
  }
  return stack.length;
}

/** Names with bidi controls a player might type (or paste) that would turn the words after them around. */
export const HOSTILE_NAMES = [
  'Mine\u202e', // right-to-left override, never closed
  '\u202eMine',
  'Mine\u2069\u202e', // a PDI first, to close an isolate around the name early
  '\u2067Mine', // a right-to-left isolate, never closed
  '\u202b\u202eMine\u202c', // an embedding and an override, one PDF
] as const;
