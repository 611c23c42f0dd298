import { RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FEE_KEYS, type FeeKey, type FeeValues } from '@domain/fees';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { FeeRow } from './fee-row';
import type { CurrencyChoice } from './simulator-inputs';
import type { ShownFeeSource } from '../../lib/simulator-snapshot';

interface FeePanelProps {
  fees: FeeValues;
  source: ShownFeeSource;
  loading: boolean;
  /** The selected country's fees could not be loaded: the panel says so and offers to try again. */
  failed: boolean;
  onRetry(): void;
  /** The figures differ from the loaded (or built-in) ones and are not saved. */
  edited: boolean;
  onReset(): void;
  onChange(key: FeeKey, value: number): void;
  /** The country's currency while it has a rate: each money fee may be typed in it. */
  currency?: CurrencyChoice;
}

function resetKey(source: ShownFeeSource): 'own' | 'default' | 'builtIn' | 'plan' {
  if (source === 'saved-plan') return 'plan';
  if (source === 'own-service' || source === 'own-country') return 'own';
  return source === 'built-in' ? 'builtIn' : 'default';
}

/** The eight fee values of the selected country, each editable inline, and where they come from (or that they are edited). */
export function FeePanel({ fees, source, loading, failed, onRetry, edited, onReset, onChange, currency }: FeePanelProps) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const personal = source === 'own-service' || source === 'own-country';
  return (
    <Card aria-busy={loading}>
      <CardHeader layout="row">
        <CardTitle ref={heading} tabIndex={-1} className="focus-visible:outline-2 focus-visible:outline-brand-700">
          {t('simulator.fees.heading')}
        </CardTitle>
        <Badge tone={edited ? 'warning' : personal ? 'brand' : 'neutral'} data-testid="fee-source">
          {edited ? t('simulator.fees.edited') : t(`simulator.fees.source.${source}`)}
        </Badge>
        {edited && (
          <Button
            variant="link"
            size="text"
            align="start"
            className="w-full py-0"
            onClick={() => {
              onReset();
              setAnnouncement(t('simulator.fees.resetDone'));
              // The button goes away with the edits: keep keyboard users in the panel.
              heading.current?.focus();
            }}
          >
            <RotateCcw aria-hidden className="size-3.5" />
            {t(`simulator.fees.reset.${resetKey(source)}`)}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {loading && (
          <p role="status" className="pb-2 text-sm text-slate-500">
            {t('simulator.fees.loading')}
          </p>
        )}
        {failed && <LoadFailed message={t('simulator.fees.loadFailed')} onRetry={onRetry} className="mb-2" />}
        {FEE_KEYS.map((key) => (
          <FeeRow
            key={key}
            feeKey={key}
            value={fees[key]}
            currency={currency}
            onCommit={(value) => {
              onChange(key, value);
              setAnnouncement('');
            }}
          />
        ))}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </CardContent>
    </Card>
  );
}
