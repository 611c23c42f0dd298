import { useTranslation } from '../../i18n/use-translation';
import { toast } from '../../components/ui/use-toast';
import type { CatalogueScope } from '../../lib/catalogue-queries';
import { errorMessage } from '../../lib/error-message';

/**
 * Per kind: its texts' group (`manage.<group>` on a seller's page, `admin.<group>` in the dashboard), the
 * stem of its form ids, and how a seller's failure reads (docs/product.md#errors): "Error" with the reason below, or the
 * reason itself as the title.
 */
export const GROUPS = {
  services: { stem: 'service', ownFailure: 'titled' },
  countries: { stem: 'country', ownFailure: 'raw' },
  fees: { stem: 'fee', ownFailure: 'raw' },
} as const;
export type TextGroup = keyof typeof GROUPS;

/**
 * What differs in words between a seller's page and the admin's tab of the same kind: the heading, the
 * dialogs' titles and the toasts (docs/product.md#errors). A seller's toast says what happened ("Service created
 * successfully!"); the admin's names the row too.
 */
export function useScopeTexts<T>(scope: CatalogueScope, group: TextGroup, rowName: (row: T) => string) {
  const { t } = useTranslation();
  const own = scope === 'own';
  return {
    heading: (total: number) => (own ? t(`manage.${group}.heading`, { total }) : t(`admin.${group}.heading`, { total })),
    dialogs: own
      ? {
          add: { title: t(`manage.${group}.addTitle`), description: t(`manage.${group}.addDescription`) },
          edit: { title: t(`manage.${group}.editTitle`), description: t(`manage.${group}.editDescription`) },
        }
      : {
          add: { title: t(`admin.${group}.add`), description: t(`admin.${group}.addDescription`) },
          edit: { title: t(`admin.${group}.edit`), description: t(`admin.${group}.editDescription`) },
        },
    searchPlaceholder: t(`manage.${group}.searchPlaceholder`),
    // A seller's own row goes for them alone; the admin's default for everyone.
    confirmTitle: own && group !== 'fees' ? t(`checks.remove.${GROUPS[group].stem}Title`) : t(`admin.${group}.confirmTitle`),
    confirmDescription: (name: string) => (own ? t('checks.remove.named', { name }) : t(`admin.${group}.confirmDescription`, { name })),
    succeeded(done: 'created' | 'updated' | 'deleted', row: T) {
      toast(own ? { title: t(`manage.${group}.${done}`) } : { title: t(`admin.${group}.${done}`), description: rowName(row) });
    },
    failed(error: unknown) {
      const reason = errorMessage(error, t);
      toast(
        own && GROUPS[group].ownFailure === 'raw'
          ? { title: reason, variant: 'destructive' }
          : { title: t('errors.title'), description: reason, variant: 'destructive' },
      );
    },
  };
}
