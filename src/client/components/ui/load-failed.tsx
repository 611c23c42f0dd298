import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** A query's error state: what could not be loaded, in the page's language, and a control to try again. */
export function LoadFailed({ message, onRetry, className }: { message: string; onRetry(): void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-red-50 p-2 text-sm text-red-800', className)}>
      <span className="flex min-w-0 flex-1 items-start gap-1.5">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{message}</span>
      </span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden className="size-3.5" />
        {t('common.retry')}
      </Button>
    </div>
  );
}
