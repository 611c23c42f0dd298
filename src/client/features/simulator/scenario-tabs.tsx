import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SCENARIOS, type Scenario } from '@domain/scenarios';
import { SegmentedTabs } from '../../components/ui/segmented-tabs';
import { useLanguage } from '../../i18n/use-language';
import { formatCount } from '@domain/format';

interface ScenarioTabsProps {
  value: Scenario | undefined;
  onChange(scenario: Scenario): void;
  /** The results, shown as the selected tab's panel. */
  children: ReactNode;
}

/** Scenario tabs; none appears selected when the typed Total Leads matches no preset. */
export function ScenarioTabs({ value, onChange, children }: ScenarioTabsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <SegmentedTabs
      tabs={SCENARIOS.map((scenario) => ({
        value: String(scenario),
        label:
          scenario === 'one'
            ? t('simulator.scenarios.one')
            : t('simulator.scenarios.leads', { count: scenario, formattedCount: formatCount(scenario, language) }),
      }))}
      value={value === undefined ? '' : String(value)}
      onValueChange={(next) => onChange(next === 'one' ? 'one' : (Number(next) as Scenario))}
      label={t('simulator.scenarios.label')}
      // One row on a phone whatever the language: each tab may wrap its own words ("Une / commande"), the row never.
      listClassName="w-full flex-nowrap sm:w-auto sm:flex-wrap"
      triggerClassName="min-w-0 flex-1 px-1.5 sm:flex-none sm:px-3"
      panelClassName="mt-3 grid gap-3"
    >
      {children}
    </SegmentedTabs>
  );
}
