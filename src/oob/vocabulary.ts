/**
 * The vocabulary compiled for matching: a word matches a form whole, a stem with any ending of up
 * to six letters (batalion*, гусар*: гусарского), or, where neither does, a word of five letters
 * or more within one slip (two from eight letters, of a form of seven or more) of a whole form of
 * four letters or more or a stem of five, with the same first letter ("batallion", «баталион», "figgs"). Phrases ("chasseurs a cheval", «старая гвардия») match word by word, whole or
 * stem, and before their words. Answers are kept per word: an order of battle repeats its words.
 */
import { editDistance } from '../search';
import type { Fact, WordEntry } from './facts';
import type { Token } from './text';

export interface Entry {
  readonly facts: readonly Fact[];
  readonly drop: boolean;
}

/** A match: the entry and how many tokens it took (a phrase takes several). */
export interface Hit {
  readonly entry: Entry;
  readonly length: number;
}

interface Phrase {
  readonly forms: readonly string[];
  readonly entry: Entry;
}

/** The longest ending a stem takes (Russian: -ского, -ами …). */
const MAX_ENDING = 6;

export class Vocabulary {
  private readonly whole = new Map<string, Entry>();
  private readonly stems = new Map<string, Entry>();
  /** Phrases by their first letter, longest first. */
  private readonly phrases = new Map<string, Phrase[]>();
  private readonly slips: { form: string; stem: boolean; entry: Entry }[] = [];
  private readonly cache = new Map<string, Entry | null>();

  constructor(entries: readonly WordEntry[]) {
    for (const { forms, facts, drop = false } of entries) {
      for (const form of forms.split('|')) this.add(form.trim(), { facts, drop });
    }
    for (const list of this.phrases.values()) list.sort((a, b) => b.forms.length - a.forms.length);
    for (const [stem, map] of [[false, this.whole] as const, [true, this.stems] as const]) {
      for (const [form, entry] of map)
        if (form.length >= (stem ? 5 : 4)) this.slips.push({ form, stem, entry });
    }
  }

  private add(form: string, entry: Entry): void {
    if (form.includes(' ')) {
      const forms = form.split(/\s+/);
      const key = form[0] ?? '';
      this.phrases.set(key, [...(this.phrases.get(key) ?? []), { forms, entry }]);
      return;
    }
    const stem = form.endsWith('*');
    const bare = stem ? form.slice(0, -1) : form;
    const map = stem ? this.stems : this.whole;
    const had = map.get(bare);
    map.set(bare, had ? merge(had, entry) : entry);
  }

  /** The entry a single word (or symbol) matches, or undefined. */
  word(text: string): Entry | undefined {
    const known = this.cache.get(text);
    if (known !== undefined) return known ?? undefined;
    const found = this.exact(text) ?? this.slip(text);
    this.cache.set(text, found ?? null);
    return found;
  }

  /** Whole or stem, no slip: how phrase words match. */
  private exact(text: string): Entry | undefined {
    const whole = this.whole.get(text);
    if (whole) return whole;
    for (let end = text.length; end >= Math.max(2, text.length - MAX_ENDING); end--) {
      const stem = this.stems.get(text.slice(0, end));
      if (stem) return stem;
    }
    return undefined;
  }

  private slip(text: string): Entry | undefined {
    if (text.length < 5 || !/^\p{L}+$/u.test(text)) return undefined;
    for (const { form, stem, entry } of this.slips) {
      if (form[0] !== text[0]) continue;
      const max = text.length >= 8 && form.length >= 7 ? 2 : 1;
      if (stem ? stemSlip(text, form, max) : editDistance(text, form, max) <= max) return entry;
    }
    return undefined;
  }

  /** What the tokens from `at` say: the longest phrase, else the word; undefined for a word it lacks. */
  at(tokens: readonly Token[], at: number): Hit | undefined {
    const first = tokens[at];
    if (!first) return undefined;
    for (const phrase of this.phrases.get(first.text[0] ?? '') ?? []) {
      const length = this.phraseAt(tokens, at, phrase.forms);
      if (length > 0) return { entry: phrase.entry, length };
    }
    const entry = this.word(first.text);
    return entry ? { entry, length: 1 } : undefined;
  }

  /** How many tokens the phrase takes at `at` (a hyphen between its words too: c-in-c), or 0. */
  private phraseAt(tokens: readonly Token[], at: number, forms: readonly string[]): number {
    let i = at;
    for (let k = 0; k < forms.length; k++) {
      if (k > 0 && tokens[i]?.text === '-' && !tokens[i]?.spaced) i++;
      const token = tokens[i];
      const form = forms[k] ?? '';
      if (!token || token.kind === 'sym') return 0;
      const ok = form.endsWith('*') ? startsStem(token.text, form.slice(0, -1)) : token.text === form;
      if (!ok) return 0;
      i++;
    }
    return i - at;
  }
}

function startsStem(text: string, stem: string): boolean {
  return text.startsWith(stem) && text.length - stem.length <= MAX_ENDING;
}

/** A stem with a slip: some beginning of the word is within `max` edits of it. */
function stemSlip(text: string, stem: string, max: number): boolean {
  for (let end = stem.length - max; end <= Math.min(text.length, stem.length + max); end++) {
    if (end < 1 || text.length - end > MAX_ENDING) continue;
    if (editDistance(text.slice(0, end), stem, max) <= max) return true;
  }
  return false;
}

function merge(a: Entry, b: Entry): Entry {
  return { facts: [...a.facts, ...b.facts], drop: a.drop && b.drop };
}
