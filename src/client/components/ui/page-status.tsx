import { useTranslation } from '../../i18n/use-translation';
import { useConnectionStatus } from '../../lib/connection';

/**
 * The one line a screen shows while it waits (a lazy page, the session check, a list): "Loading..." unless told,
 * or, while the server cannot be reached, that the page loads by itself once it can.
 */
export function PageStatus({ children }: { children?: string }) {
  const { t } = useTranslation();
  const connection = useConnectionStatus();
  const waiting =
    connection === 'offline' ? t('connection.offlineWaiting') : connection === 'unavailable' ? t('connection.unavailableWaiting') : t('common.loading');
  return (
    <p role="status" className="p-8 text-center text-slate-600" data-testid="page-status">
      {children ?? waiting}
    </p>
  );
}
