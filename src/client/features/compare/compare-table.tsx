import { Fragment } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Comparison } from '@domain/plans/compare-schemas';
import type { ShownSection } from './compare-lines';
import { PlanMarks } from './plan-marks';
import { VerdictNote } from './verdict-note';

interface Props {
  plans: Comparison['plans'];
  sections: ShownSection[];
  baselineIndex: number;
  best: Set<number>;
}

/** From a tablet up: one column per plan, the lines of each section as rows. */
export function CompareTable({ plans, sections, baselineIndex, best }: Props) {
  const { t } = useTranslation();
  return (
    <table className="w-full table-fixed border-collapse text-sm" data-testid="compare-table">
      <caption className="sr-only">{t('compare.title')}</caption>
      <thead>
        <tr>
          <th scope="col" className="w-1/4 border-b border-slate-200 px-3 py-2 text-start text-xs font-semibold uppercase text-slate-600">
            {t('compare.field')}
          </th>
          {plans.map((plan, index) => (
            <th key={plan.id} scope="col" className="border-b border-slate-200 px-3 py-2 text-start align-top" data-testid="plan-column">
              <span className="block break-words font-semibold text-slate-900">{plan.name}</span>
              <PlanMarks baseline={index === baselineIndex} bestProfit={best.has(index)} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sections.map((section) => (
          <Fragment key={section.id}>
            <tr>
              <th scope="colgroup" colSpan={plans.length + 1} className="bg-slate-50 px-3 py-2 text-start text-sm font-semibold text-brand-800">
                {section.title}
              </th>
            </tr>
            {section.lines.map((line) => (
              <tr key={line.key} data-testid={`line-${line.key}`}>
                <th scope="row" className="border-b border-slate-100 px-3 py-2 text-start font-normal text-slate-700">
                  {line.label}
                </th>
                {line.cells.map((shown, index) => (
                  <td key={plans[index]!.id} className="border-b border-slate-100 px-3 py-2 align-top">
                    <span className={index === baselineIndex ? 'tabular font-semibold text-slate-900' : 'tabular text-slate-900'} data-testid="figure">
                      {shown.text}
                    </span>
                    <span className="block">
                      <VerdictNote cell={shown.cell} difference={shown.difference} otherCurrency={shown.otherCurrency} />
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
