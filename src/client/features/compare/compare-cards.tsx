import type { Comparison } from '@domain/plans/compare-schemas';
import { Card } from '../../components/ui/card';
import type { ShownSection } from './compare-lines';
import { PlanMarks } from './plan-marks';
import { VerdictNote } from './verdict-note';

interface Props {
  plans: Comparison['plans'];
  sections: ShownSection[];
  baselineIndex: number;
  best: Set<number>;
}

/** On a phone: one card per plan, stacked, each line with the same verdicts as the table. */
export function CompareCards({ plans, sections, baselineIndex, best }: Props) {
  return (
    <ol className="grid gap-3" data-testid="compare-cards">
      {plans.map((plan, index) => (
        <li key={plan.id}>
          <Card className="p-3">
            <article aria-labelledby={`compare-plan-${plan.id}`} className="grid gap-2">
              <h2 id={`compare-plan-${plan.id}`} className="break-words text-base font-semibold text-slate-900">
                {plan.name}
              </h2>
              <PlanMarks baseline={index === baselineIndex} bestProfit={best.has(index)} />
              {sections.map((section) => (
                <section key={section.id} aria-label={section.title} className="grid gap-1">
                  <h3 className="text-sm font-semibold text-brand-800">{section.title}</h3>
                  <dl className="grid gap-1">
                    {section.lines.map((line) => {
                      const shown = line.cells[index]!;
                      return (
                        <div key={line.key} className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-100 py-1">
                          <dt className="min-w-0 break-words text-xs text-slate-700">{line.label}</dt>
                          <dd className="grid min-w-0 justify-items-end text-end">
                            {/* A date stays whole (its "/" would break it mid-number); other figures may wrap. */}
                            <span className={line.key === 'createdAt' ? 'tabular whitespace-nowrap text-sm font-medium text-slate-900' : 'tabular break-words text-sm font-medium text-slate-900'}>
                              {shown.text}
                            </span>
                            <VerdictNote cell={shown.cell} difference={shown.difference} otherCurrency={shown.otherCurrency} />
                          </dd>
                        </div>
                      );
                    })}
                  </dl>
                </section>
              ))}
            </article>
          </Card>
        </li>
      ))}
    </ol>
  );
}
