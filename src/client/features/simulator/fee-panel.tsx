import { useTranslation } from 'react-i18next';
import { FEE_KEYS, type FeeKey, type FeeSource, type FeeValues } from '@domain/fees';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { FeeRow } from './fee-row';

interface FeePanelProps {
  fees: FeeValues;
  source: FeeSource;
  loading: boolean;
  onChange(key: FeeKey, value: number): void;
}

/** The eight fee values of the selected country, each editable inline. */
export function FeePanel({ fees, source, loading, onChange }: FeePanelProps) {
  const { t } = useTranslation();
  const personal = source === 'own-service' || source === 'own-country';
  return (
    <Card aria-busy={loading}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{t('simulator.fees.heading')}</CardTitle>
        <Badge tone={personal ? 'brand' : 'neutral'} data-testid="fee-source">
          {t(`simulator.fees.source.${source}`)}
        </Badge>
      </CardHeader>
      <CardContent>
        {loading && (
          <p role="status" className="pb-2 text-sm text-slate-500">
            {t('simulator.fees.loading')}
          </p>
        )}
        {FEE_KEYS.map((key) => (
          <FeeRow key={key} feeKey={key} value={fees[key]} onCommit={(value) => onChange(key, value)} />
        ))}
      </CardContent>
    </Card>
  );
}
