import { useTranslation } from '../../i18n/use-translation';
import type { Driver, PlanVsActual } from '@domain/actuals/plan-vs-actual';
import { formatCount, formatMoney, formatPercent, type Language } from '@domain/format';
import { formatSignedMoney } from '@domain/format-signed';
import { useLanguage } from '../../i18n/use-language';

function written(driver: Driver, value: number, language: Language): string {
  if (driver.key === 'totalLeads') return formatCount(value, language);
  return driver.key === 'adsCost' || driver.key === 'averageAOV' ? formatMoney(value, language) : formatPercent(value, language);
}

/** "Delivery rate 48 % instead of 60 % cost you $312.00": the biggest driver, then every input's effect. */
export function DriverSentence({ comparison }: { comparison: PlanVsActual }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sentence = (driver: Driver) =>
    t(`actuals.driver.${driver.effect < 0 ? 'cost' : 'earned'}.${driver.key}`, {
      count: driver.actual,
      number: formatCount(driver.actual, language),
      actual: written(driver, driver.actual, language),
      plan: written(driver, driver.plan, language),
      money: formatMoney(Math.abs(driver.effect), language),
    });
  const biggest = comparison.biggestDriver;
  return (
    <section aria-labelledby="driver-title" className="grid gap-2">
      <h2 id="driver-title" className="text-base font-semibold text-slate-900">
        {t('actuals.driver.title')}
      </h2>
      <p className="text-lg font-semibold text-slate-900" data-testid="biggest-driver" data-driver={biggest?.key}>
        {biggest ? sentence(biggest) : t('actuals.driver.none')}
      </p>
      <p className="text-sm text-slate-700" data-testid="profit-gap">
        {t('actuals.driver.totalGap', { money: formatSignedMoney(comparison.profitGap, language) })}
      </p>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer">{t('actuals.driver.others')}</summary>
        <ul className="mt-1 grid gap-1 ps-4">
          {comparison.drivers.map((driver) => (
            <li key={driver.key} className="list-disc">
              {t(`actuals.compare.lines.${driver.key === 'totalLeads' ? 'leads' : driver.key === 'averageAOV' ? 'sellingPrice' : driver.key}`)}:{' '}
              <span className="tabular">{formatSignedMoney(driver.effect, language)}</span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
