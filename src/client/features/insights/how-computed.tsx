import { useTranslation } from '../../i18n/use-translation';

export type ExplainTopic = 'breakEven' | 'targetCpl' | 'perOrder' | 'roas' | 'sensitivity' | 'comparison' | 'waterfall';

const PARTS = ['meaning', 'how', 'next'] as const;
const LABELS = { meaning: 'meaningLabel', how: 'howLabel', next: 'nextLabel' } as const;

/** "How is this computed?": what a card's figures mean, how they are computed and what to do next, folded to keep cards short. */
export function HowComputed({ topics }: { topics: readonly ExplainTopic[] }) {
  const { t } = useTranslation();
  return (
    <details data-testid={`how-computed-${topics[0]}`} className="mt-3 rounded-md border border-slate-200">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700">
        {t('insights.howComputed')}
      </summary>
      <div className="grid gap-3 border-t border-slate-200 p-3 text-sm">
        {topics.map((topic) => (
          <div key={topic} className="grid gap-1.5">
            {topics.length > 1 && <p className="font-semibold text-slate-900">{t(`insights.explain.${topic}.title`)}</p>}
            <dl className="grid gap-1.5">
              {PARTS.map((part) => (
                <div key={part}>
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t(`insights.${LABELS[part]}`)}</dt>
                  <dd data-part={part} className="text-slate-700">
                    {t(`insights.explain.${topic}.${part}`)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </details>
  );
}
