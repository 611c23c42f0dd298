import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';

/** Cancel and Create/Update buttons; while pending the submit reads "Creating..." / "Updating..." (docs/product.md#screens). */
export function FormActions({
  mode,
  pending,
  disabled,
  onCancel,
}: {
  mode: 'create' | 'edit';
  pending: boolean;
  disabled?: boolean;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const label =
    mode === 'create' ? (pending ? t('common.creating') : t('common.create')) : pending ? t('common.updating') : t('common.update');
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={pending || disabled}>
        {label}
      </Button>
    </div>
  );
}
