import { ClipboardCheck, History, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { PageStatus } from '../../components/ui/page-status';
import { useAuth } from '../../lib/session/use-auth';
import type { Simulation } from '@domain/schemas';
import { CompareBar } from './compare-bar';
import { DeleteSimulationDialog } from './delete-simulation-dialog';
import { HistoryHeader } from './history-header';
import { PlanDetailsDialog } from './plan-details-dialog';
import { ShareDialog } from './share-dialog';
import { SimulationCard } from './simulation-card';
import { useHistoryActions, type ExportFormat } from './use-history-actions';
import { HistoryFiltersBar } from './history-filters';
import { useDebounced } from '../../lib/use-debounced';
import { NO_FILTERS, useHistoryFacets, useSimulations, type HistoryFilters } from './use-simulations';

/** /history: the signed-in seller's saved simulations, newest first, in pages of 20. */
export function HistoryScreen() {
  const { t } = useTranslation();
  const { user, isLoading: authLoading } = useAuth();
  const [filters, setFilters] = useState<HistoryFilters>(NO_FILTERS);
  // Typing a search asks the server once the seller pauses, not at every key.
  const applied = useDebounced(filters, 300);
  const list = useSimulations(!!user, applied);
  const facets = useHistoryFacets(!!user);
  const filtering = JSON.stringify(applied) !== JSON.stringify(NO_FILTERS);
  const { exportSimulation, deleteSimulation, describeSimulation, duplicateSimulation } = useHistoryActions();
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const [toEdit, setToEdit] = useState<Simulation | null>(null);
  const [toShare, setToShare] = useState<Simulation | null>(null);
  // Ticked for comparison, in the order ticked (the compare page's columns); kept across filters and pages.
  const [chosen, setChosen] = useState<string[]>([]);
  const exporting = exportSimulation.isPending ? (exportSimulation.variables ?? null) : null;

  if (authLoading) return <PageStatus />;
  if (!user) {
    return (
      <div className="mx-auto max-w-md px-4 py-12 text-center">
        <h1 className="sr-only">{t('history.title')}</h1>
        <p className="text-slate-700">{t('history.signedOut')}</p>
        <Button asChild className="mt-4">
          <Link href="/login">{t('history.signIn')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-5 px-3 py-4 sm:px-4 sm:py-6">
      <HistoryHeader email={user.email} />
      {list.isLoading ? (
        <PageStatus />
      ) : list.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{t('history.list.loadError')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : list.simulations.length === 0 && !filtering ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <History aria-hidden className="size-10 text-slate-400" />
          <h2 className="text-lg font-semibold text-slate-900">{t('history.empty.title')}</h2>
          <p className="text-slate-600">{t('history.empty.text')}</p>
          <Button asChild>
            <Link href="/">{t('history.empty.cta')}</Link>
          </Button>
        </div>
      ) : (
        <section aria-labelledby="your-simulations" className="grid gap-3">
          <HistoryFiltersBar filters={filters} facets={facets.data} onChange={setFilters} />
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="your-simulations" className="text-lg font-semibold text-slate-900">
              {t('history.list.heading')}
            </h2>
            <Badge data-testid="simulation-count">{t('history.list.count', { count: list.total })}</Badge>
          </div>
          <CompareBar chosen={chosen} onClear={() => setChosen([])} />
          {list.simulations.length === 0 && (
            <p role="status" className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700" data-testid="history-no-match">
              {t('plans.filters.none')}
            </p>
          )}
          <ul className="grid gap-3">
            {list.simulations.map((simulation) => (
              <li key={simulation.id}>
                <SimulationCard
                  simulation={simulation}
                  chosen={chosen.includes(simulation.id)}
                  onChosenChange={(tick) => setChosen((ids) => (tick ? [...ids.filter((id) => id !== simulation.id), simulation.id] : ids.filter((id) => id !== simulation.id)))}
                  exporting={exporting?.id === simulation.id ? exporting.format : null}
                  onExport={(format: ExportFormat) => exportSimulation.mutate({ id: simulation.id, format })}
                  onDelete={() => setToDelete({ id: simulation.id, name: simulation.name })}
                  onEdit={() => setToEdit(simulation)}
                  onDuplicate={() => duplicateSimulation.mutate(simulation)}
                  duplicating={duplicateSimulation.isPending && duplicateSimulation.variables?.id === simulation.id}
                  extraActions={
                    <>
                      <Button variant="secondary" size="sm" aria-label={t('plans.share.buttonNamed', { name: simulation.name })} onClick={() => setToShare(simulation)}>
                        <Share2 aria-hidden className="size-4" />
                        {t('plans.share.button')}
                      </Button>
                      <Button asChild variant="secondary" size="sm">
                        <Link href={`/actuals?plan=${simulation.id}`} aria-label={t('actuals.openNamed', { name: simulation.name })}>
                          <ClipboardCheck aria-hidden className="size-4" />
                          {t('actuals.open')}
                        </Link>
                      </Button>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
          <div className="flex flex-col items-center gap-2">
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('history.list.showing', { shown: list.simulations.length, total: list.total })}
            </p>
            {list.hasNextPage && (
              <Button variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? t('history.list.loadingMore') : t('history.list.loadMore')}
              </Button>
            )}
          </div>
        </section>
      )}
      <ShareDialog simulation={toShare} onOpenChange={(open) => !open && setToShare(null)} />
      <PlanDetailsDialog
        simulation={toEdit}
        pending={describeSimulation.isPending}
        onOpenChange={(open) => !open && setToEdit(null)}
        onSave={(details) => {
          if (!toEdit || describeSimulation.isPending) return;
          describeSimulation.mutate({ id: toEdit.id, details }, { onSuccess: () => setToEdit(null) });
        }}
      />
      <DeleteSimulationDialog
        name={toDelete?.name ?? null}
        pending={deleteSimulation.isPending}
        onOpenChange={(open) => !open && setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          const deleted = toDelete.id;
          deleteSimulation.mutate(deleted, {
            onSuccess: () => {
              setToDelete(null);
              setChosen((ids) => ids.filter((id) => id !== deleted));
            },
          });
        }}
      />
    </div>
  );
}
