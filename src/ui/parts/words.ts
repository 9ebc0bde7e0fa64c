import { createMemo } from 'solid-js';
import type {
  Ammo,
  Modifier,
  Moved,
  RangeBand,
  Refusal,
  RuleRef,
  Scale,
  SituationQuestion,
} from '../../core';
import {
  engineWords,
  formatSigned,
  questionLabel,
  questionText,
  refusalText,
  ruleTitle,
} from '../../i18n/engine';
import { formatFigures } from '../../i18n/engine/format';
import { useApp } from '../../state';

/** The engine's codes as words in the player's language (follows the language setting). */
export function useWords() {
  const app = useApp();
  return createMemo(() => {
    const lang = app.lang();
    const w = engineWords(lang);
    return {
      all: w,
      ammo: (a: Ammo) => w.ammunition[a],
      band: (b: RangeBand) => w.rangeBands[b],
      moved: (m: Moved) => w.moved[m],
      scaleUnit: (s: Scale) => w.scales[s],
      question: (q: SituationQuestion, scale: Scale) => questionText(lang, q, { scale }),
      /** The question's short name, for summaries ("Overhead fire"). */
      questionLabel: (q: SituationQuestion) => questionLabel(lang, q),
      refusal: (r: Refusal, scale: Scale) => refusalText(lang, r, { scale }),
      /** The modifier's name and where its value comes from (rules text or pack). */
      modifier: (m: Modifier) => `${w.modifiers[m.code]} (${w.modifierSources[m.source]})`,
      clause: (ref: RuleRef) => ruleTitle(lang, ref),
      signed: (value: number) => formatSigned(lang, value),
      /** A figure count as players count them: 23½ (no unit word). */
      figures: (value: number) => formatFigures(lang, value),
    };
  });
}
