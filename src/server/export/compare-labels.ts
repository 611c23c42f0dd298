import type { Language } from '../../domain/format';
import type { Verdict } from '../../domain/plans/compare';

// The frame of an exported comparison; every figure keeps the single report's words (export-labels.ts).

export interface CompareLabels {
  title: string;
  field: string;
  baseline: string;
  bestProfit: string;
  /** The header of a plan's difference column: "{{name}} − baseline". */
  differenceOf: (name: string) => string;
  /** The header of a plan's verdict column. */
  verdictOf: (name: string) => string;
  verdicts: Record<Exclude<Verdict, 'none'>, string>;
}

const LABELS: Record<Language, CompareLabels> = {
  en: {
    title: 'Plan Comparison',
    field: 'Field',
    baseline: 'Baseline',
    bestProfit: 'Best profit',
    differenceOf: (name) => `${name}: difference from baseline`,
    verdictOf: (name) => `${name}: against baseline`,
    verdicts: { baseline: 'Baseline', same: 'Same', better: 'Better', worse: 'Worse', different: 'Different' },
  },
  ar: {
    title: 'مقارنة الخطط',
    field: 'البند',
    baseline: 'الخطة المرجعية',
    bestProfit: 'أفضل ربح',
    differenceOf: (name) => `${name}: الفرق عن المرجع`,
    verdictOf: (name) => `${name}: مقارنة بالمرجع`,
    verdicts: { baseline: 'المرجع', same: 'مماثل', better: 'أفضل', worse: 'أسوأ', different: 'مختلف' },
  },
  fr: {
    title: 'Comparaison de plans',
    field: 'Champ',
    baseline: 'Référence',
    bestProfit: 'Meilleur bénéfice',
    differenceOf: (name) => `${name} : écart avec la référence`,
    verdictOf: (name) => `${name} : par rapport à la référence`,
    verdicts: { baseline: 'Référence', same: 'Identique', better: 'Meilleur', worse: 'Moins bon', different: 'Différent' },
  },
};

export function compareLabels(language: Language): CompareLabels {
  return LABELS[language];
}
