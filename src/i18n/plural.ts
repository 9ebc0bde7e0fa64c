import type { Lang } from '../reference';

/** The CLDR plural categories Russian and English use for whole numbers. */
export interface PluralForms {
  one: string;
  few?: string;
  many?: string;
  other: string;
}

const rules: Record<Lang, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  ru: new Intl.PluralRules('ru'),
};

/** `plural('ru', 5, {one:'фигура', few:'фигуры', many:'фигур', other:'фигуры'})` → 'фигур'. */
export function plural(lang: Lang, n: number, forms: PluralForms): string {
  const category = rules[lang].select(n);
  switch (category) {
    case 'one':
      return forms.one;
    case 'few':
      return forms.few ?? forms.other;
    case 'many':
      return forms.many ?? forms.other;
    default:
      return forms.other;
  }
}
