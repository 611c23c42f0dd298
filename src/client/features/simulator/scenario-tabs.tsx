import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { SCENARIOS } from '@domain/scenarios';
import { formatCount } from '@domain/format';
import { readField, SIMULATOR_FIELDS } from '@domain/number-field';
import { SegmentedTabs } from '../../components/ui/segmented-tabs';
import { useLanguage } from '../../i18n/use-language';
import type { LeadsChoice } from './simulator-reducer';

interface ScenarioTabsProps {
  value: LeadsChoice;
  /** The Total Leads the seller typed that is no preset, or null: its own tab brings it back after a preset. */
  customLeadsText: string | null;
  onChange(choice: LeadsChoice): void;
  /** The results, shown as the selected tab's panel. */
  children: ReactNode;
}

/**
 * The scenario tabs: one delivered order, the lead presets, and, once the seller has typed a count of their own,
 * that count. A preset is a choice the seller makes; it never loses the typed count, which its tab restores.
 */
export function ScenarioTabs({ value, customLeadsText, onChange, children }: ScenarioTabsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const custom = customLeadsText === null ? null : readField(customLeadsText, SIMULATOR_FIELDS.totalLeads);
  const tabs = SCENARIOS.map((scenario) => ({
    value: String(scenario),
    label:
      scenario === 'one'
        ? t('simulator.scenarios.one')
        : t('simulator.scenarios.leads', { count: scenario, formattedCount: formatCount(scenario, language) }),
  }));
  // Written like the presets ("1,200 LEAD"): it is one more lead count, the seller's own.
  if (custom?.ok) tabs.push({ value: 'custom', label: t('simulator.scenarios.leads', { count: custom.value, formattedCount: formatCount(custom.value, language) }) });
  return (
    <SegmentedTabs
      tabs={tabs}
      value={String(value)}
      onValueChange={(next) => onChange(next === 'one' || next === 'custom' ? next : (Number(next) as LeadsChoice))}
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
