import type { Status } from '@domain/schemas';
import { useTranslation } from '../../../i18n/use-translation';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { FormField } from './form-field';

/** The Status select of the service and country forms. */
export function StatusSelect({ id, value, onChange }: { id: string; value: Status; onChange(value: Status): void }) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t('manage.status')}>
      <Select value={value} onValueChange={(v) => onChange(v as Status)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="active">{t('common.active')}</SelectItem>
          <SelectItem value="inactive">{t('common.inactive')}</SelectItem>
        </SelectContent>
      </Select>
    </FormField>
  );
}
