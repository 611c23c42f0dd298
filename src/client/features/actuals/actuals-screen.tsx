import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageStatus } from '../../components/ui/page-status';
import { toast } from '../../components/ui/use-toast';
import { focusHeading } from '../../lib/focus-heading';
import { useAuth } from '../../lib/session/use-auth';
import { errorMessage } from '../../lib/error-message';
import { serverFieldIssues } from '../../lib/field-issues';
import { ActualForm } from './actual-form';
import { actualsQuery, planQuery, useDeleteActual, useRecordActual, useRefreshActuals } from './api';
import { ComparisonTable } from './comparison-table';
import { DriverSentence } from './driver-sentence';
import { LedgerSection } from './ledger-section';
import { OrderImportForm } from './order-import-form';
import { RecordsList } from './records-list';
import { useLanguage } from '../../i18n/use-language';
import { isUsableRate } from '@domain/money';
import { toDollarInputs } from '@domain/model/money-inputs';
import { formatCount, formatPercent } from '@domain/format';

/** One saved plan against what its campaign really did: its ledger orders once attached (with `planWarnings` beside them), and typed records. */
export function ActualsScreen({ simulationId, planWarnings }: { simulationId: string; planWarnings?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user, isLoading: authLoading } = useAuth();
  const plan = useQuery({ ...planQuery(simulationId), enabled: !!user });
  const actuals = useQuery({ ...actualsQuery(simulationId), enabled: !!user });
  const record = useRecordActual(simulationId);
  const remove = useDeleteActual(simulationId);
  const refresh = useRefreshActuals(simulationId);
  // After a record the focus goes to what it changed: the plan-vs-actual (the list of records before there is one),
  // drawn with the answer that includes it (the list is read again before the record counts as done).
  const [recorded, setRecorded] = useState(0);
  useEffect(() => {
    if (recorded > 0) focusHeading(document.getElementById('compare-title') ?? document.getElementById('records-title'));
  }, [recorded]);
  const fail = (error: unknown) => toast({ title: t('errors.title'), description: errorMessage(error, t), variant: 'destructive' });

  if (authLoading || (user && (plan.isLoading || actuals.isLoading))) return <PageStatus />;
  if (!user) {
    return (
      <div className="mx-auto max-w-md px-4 py-12 text-center">
        <p className="text-slate-700">{t('history.signedOut')}</p>
        <Button asChild className="mt-4">
          <Link href="/login">{t('history.signIn')}</Link>
        </Button>
      </div>
    );
  }
  if (!plan.data || !actuals.data) {
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-8 text-red-700">
        {t('actuals.loadFailed')}
      </p>
    );
  }
  const { comparison, records } = actuals.data;
  // Decision 0035: a plan made at a rate takes amounts in its country's currency too, converted at that rate.
  const rate = plan.data.currencyRate;
  // The plan's revenue per delivered order in dollars, whatever currency it was typed in.
  const planInDollars = toDollarInputs(
    { averageAOV: plan.data.averageAOV, adsCost: plan.data.adsCost },
    { localCurrencyInputs: plan.data.localCurrencyInputs ?? [], currencyRate: rate },
  );
  const planOrderValue = planInDollars.averageAOV;
  // The unit is the currency's code, or the plan's own label when its currency has none.
  const currency = isUsableRate(rate) ? { code: plan.data.countryCurrencyCode ?? plan.data.countryCurrency, rate } : undefined;
  return (
    <div className="mx-auto grid max-w-5xl gap-4 px-3 py-4 sm:px-4 sm:py-6">
      <div className="grid gap-1">
        <Link href="/history" className="inline-flex items-center gap-1 text-sm text-brand-800 underline-offset-2 hover:underline">
          {t('actuals.back')}
        </Link>
        <h1 className="text-xl font-semibold text-slate-900">{t('actuals.title')}</h1>
        <p className="break-words text-slate-700" data-testid="actuals-plan-name">
          {plan.data.name}
        </p>
      </div>
      <Card className="p-4">
        <LedgerSection simulationId={simulationId} planCountryCode={plan.data.countryCode ?? ''} warnings={planWarnings} />
      </Card>
      {comparison && (
        <Card className="grid gap-4 p-4">
          <DriverSentence comparison={comparison} />
          <section aria-labelledby="compare-title" className="grid gap-2">
            <h2 id="compare-title" className="text-base font-semibold text-slate-900">
              {t('actuals.compare.title')}
            </h2>
            <p className="text-sm text-slate-700" data-testid="in-transit">
              {t('actuals.compare.inTransit', {
                count: comparison.inTransit,
                number: formatCount(comparison.inTransit, language),
                rate: formatPercent(plan.data.deliveredRate, language),
              })}
            </p>
            <ComparisonTable comparison={comparison} />
          </section>
          <div>
            <Button asChild>
              <Link href={`/?plan=${encodeURIComponent(simulationId)}&rates=actual`}>
                <RefreshCw aria-hidden className="size-4" />
                {t('actuals.replan')}
              </Link>
            </Button>
          </div>
        </Card>
      )}
      <Card className="p-4">
        <ActualForm
          currency={currency}
          plan={{ orderValue: planOrderValue, costPerLead: planInDollars.adsCost }}
          pending={record.isPending}
          error={record.error}
          onSubmit={(values, done) =>
            record.mutate(values, {
              onSuccess: () => {
                done();
                toast({ title: t('actuals.form.saved') });
                setRecorded((count) => count + 1);
              },
              // Field refusals show at their fields; anything else in a toast.
              onError: (error) => serverFieldIssues(error).length === 0 && fail(error),
            })
          }
        />
      </Card>
      <Card className="p-4">
        <OrderImportForm
          currency={currency}
          planOrderValue={planOrderValue}
          simulationId={simulationId}
          userId={user.id}
          onImported={refresh}
        />
      </Card>
      <Card className="p-4">
        <RecordsList
          currencyCode={currency?.code}
          records={records}
          deleting={remove.isPending}
          onDelete={(id) => remove.mutate(id, { onSuccess: () => toast({ title: t('actuals.records.deleted') }), onError: fail })}
        />
      </Card>
    </div>
  );
}
