import { BookmarkPlus, Copy, History, Save, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import { formatCount, formatMoney } from '@domain/format';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';
import { Button } from '../../components/ui/button';
import { useLanguage } from '../../i18n/use-language';
import { useSaveActions } from './use-save-actions';

/**
 * A signed-in seller's save actions: the fees as their configuration, the figures as a simulation (or an update of
 * the plan that was opened, or a copy). While a save runs its button stays focusable (aria-disabled, not disabled),
 * so Enter keeps the focus there, and the outcome is read out from the box's live region.
 */
export function SellerSaveControls({ snapshot }: { snapshot: SimulatorSnapshot }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { saveConfiguration, saveSimulation, updateSimulation, saveCopy, announcement, unsent } = useSaveActions();
  const planId = snapshot.plan?.planId;
  return (
    <section aria-labelledby="save-controls-heading" className="grid gap-2 rounded-lg border border-slate-200 p-3" data-testid="save-controls">
      <div className="flex items-center justify-between gap-2">
        <h2 id="save-controls-heading" className="text-sm font-semibold text-slate-900">
          {t('history.save.heading')}
        </h2>
        <Link href="/history" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          <History aria-hidden className="size-4" />
          {t('history.save.viewHistory')}
        </Link>
      </div>
      {snapshot.plan?.name && (
        <p className="break-words text-sm font-medium text-brand-900" data-testid="plan-opened">
          {t('plans.opened', { name: snapshot.plan.name })}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="grid gap-1">
          <Button
            variant="secondary"
            aria-disabled={saveConfiguration.isPending}
            aria-describedby="save-configuration-hint"
            onClick={() => {
              if (!saveConfiguration.isPending) saveConfiguration.mutate(snapshot);
            }}
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            {saveConfiguration.isPending ? t('history.save.saving') : t('history.save.configuration')}
          </Button>
          <p id="save-configuration-hint" className="text-xs text-slate-600">
            {t('history.save.configurationHint')}
          </p>
        </div>
        <div className="grid gap-1">
          {planId ? (
            <div className="grid gap-2" data-testid="plan-save">
              <Button
                aria-disabled={updateSimulation.isPending}
                onClick={() => {
                  if (!updateSimulation.isPending) updateSimulation.mutate(snapshot);
                }}
              >
                <Save aria-hidden className="size-4" />
                <span className="truncate">
                  {updateSimulation.isPending ? t('history.save.saving') : t('plans.update', { name: snapshot.plan!.name })}
                </span>
              </Button>
              <Button
                variant="secondary"
                aria-disabled={saveCopy.isPending}
                onClick={() => {
                  if (!saveCopy.isPending) saveCopy.mutate(snapshot);
                }}
              >
                <Copy aria-hidden className="size-4" />
                {saveCopy.isPending ? t('history.save.saving') : t('plans.saveCopy')}
              </Button>
            </div>
          ) : (
            <Button
              aria-disabled={saveSimulation.isPending}
              aria-describedby="save-simulation-hint"
              onClick={() => {
                if (!saveSimulation.isPending) saveSimulation.mutate(snapshot);
              }}
            >
              <BookmarkPlus aria-hidden className="size-4" />
              {saveSimulation.isPending ? t('history.save.saving') : t('history.save.simulation')}
            </Button>
          )}
          <p id="save-simulation-hint" className="text-xs text-slate-600" data-testid="save-simulation-hint">
            {!snapshot.inputsReadable
              ? t('history.save.fixInputs')
              : snapshot.scenario === 'one'
                ? // The lead view is what is saved, never these per-order figures; say which.
                  t('history.save.oneOrderHint', {
                    count: snapshot.input.totalLeads,
                    leads: formatCount(snapshot.input.totalLeads, language),
                    profit: formatMoney(snapshot.result.profit, language),
                  })
                : t('history.save.simulationHint')}
          </p>
        </div>
      </div>
      {unsent && (
        <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-950" data-testid="save-unsent">
          {unsent}
        </p>
      )}
      <p role="status" className="sr-only" data-testid="save-status">
        {announcement}
      </p>
    </section>
  );
}
