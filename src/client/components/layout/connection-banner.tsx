import { CloudOff, RefreshCw } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { useConnectionStatus } from '../../lib/connection';

/** Says, under the header on every page, that the client is offline or that the server is not answering. */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const status = useConnectionStatus();
  return (
    <div role="status" aria-live="polite" data-testid="connection-banner" data-connection={status}>
      {status !== 'online' && (
        <p className="flex items-start justify-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
          {status === 'offline' ? (
            <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          ) : (
            <RefreshCw aria-hidden className="mt-0.5 size-4 shrink-0 motion-safe:animate-spin" />
          )}
          <span>{status === 'offline' ? t('connection.offline') : t('connection.unavailable')}</span>
        </p>
      )}
    </div>
  );
}
