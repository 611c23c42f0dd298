import { Anchor, Trophy } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Badge } from '../../components/ui/badge';

/** A plan's marks beside its name: the baseline, and the best profit (a word and an icon, not colour alone). */
export function PlanMarks({ baseline, bestProfit }: { baseline: boolean; bestProfit: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap gap-1">
      {baseline && (
        <Badge tone="brand" data-testid="baseline-mark">
          <Anchor aria-hidden className="me-1 size-3" />
          {t('compare.baseline.badge')}
        </Badge>
      )}
      {bestProfit && (
        <Badge tone="success" data-testid="best-profit">
          <Trophy aria-hidden className="me-1 size-3" />
          {t('compare.bestProfit')}
        </Badge>
      )}
    </span>
  );
}
