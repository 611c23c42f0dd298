import { useTranslation } from '../../../i18n/use-translation';
import type { Status } from '@domain/schemas';
import { Badge } from '../../../components/ui/badge';

/** "Active" / "Inactive" badge (docs/product.md#screens). */
export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  return <Badge tone={status === 'active' ? 'success' : 'neutral'}>{t(status === 'active' ? 'common.active' : 'common.inactive')}</Badge>;
}

/** The "Default" badge of an administrator-managed row (docs/product.md#access-and-ownership). */
export function DefaultBadge() {
  const { t } = useTranslation();
  return <Badge tone="brand">{t('common.default')}</Badge>;
}

/** Beside the name of an inactive service or country in another kind's list: hidden from choosers, still here. */
export function InactiveBadge() {
  const { t } = useTranslation();
  return <Badge tone="neutral">{t('checks.inactive.badge')}</Badge>;
}
