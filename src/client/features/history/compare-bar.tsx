import { Columns3, X } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'wouter';
import { COMPARE_MAX, COMPARE_MIN } from '@domain/plans/compare';
import { Button } from '../../components/ui/button';
import { compareHref } from '../../lib/compare-href';

/**
 * "Compare (n)" for the simulations ticked in History: enabled for 2 to 4, otherwise disabled with the
 * reason written beside it (and given to screen readers as the button's description).
 */
export function CompareBar({ chosen, onClear }: { chosen: readonly string[]; onClear(): void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const n = chosen.length;
  const reason = n < COMPARE_MIN ? t('compare.select.tooFew') : n > COMPARE_MAX ? t('compare.select.tooMany', { n: n - COMPARE_MAX }) : null;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white p-2" data-testid="compare-bar">
      <Button size="sm" disabled={reason !== null} aria-describedby="compare-reason" onClick={() => navigate(compareHref(chosen))}>
        <Columns3 aria-hidden className="size-4" />
        {t('compare.select.action', { n })}
      </Button>
      <p id="compare-reason" className="text-sm text-slate-700" aria-live="polite">
        {reason ?? t('compare.select.ready', { n })}
      </p>
      {n > 0 && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          <X aria-hidden className="size-4" />
          {t('compare.select.clear')}
        </Button>
      )}
    </div>
  );
}
