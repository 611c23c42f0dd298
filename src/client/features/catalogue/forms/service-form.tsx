import { checkIcon, iconKind } from '@domain/icon';
import type { ServiceInput, Status } from '@domain/schemas';
import { ImageUp, X } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { FormActions } from './form-actions';
import { describedBy, FormField } from './form-field';
import { ServiceIcon } from '../icon-cell';
import { readIconFile } from './read-icon-file';
import { FormIssues } from './form-issues';
import { StatusSelect } from './status-select';
import { useFormIssues } from './use-form-issues';

const HEX = /^#[0-9a-fA-F]{6}$/;

export interface ServiceFormProps {
  mode: 'create' | 'edit';
  /** Prefill for editing; the defaults (#000000, active) otherwise. */
  initial?: Partial<ServiceInput>;
  pending: boolean;
  /** Receives the full body of POST /api/services or PATCH /api/services/:id (and the admin equivalents). */
  onSubmit(values: ServiceInput): void;
  onCancel(): void;
  /** The last refusal of the write, shown at its fields. */
  error?: unknown;
  idPrefix?: string;
}

const FIELD_PATHS = ['name', 'icon', 'color', 'status'];

interface Values {
  name: string;
  icon: string;
  color: string;
  colorText: string;
  status: Status;
}

/** Service form: name (required), icon (URL, emoji/text or uploaded image), colour picker + hex, status. */
export function ServiceForm({ mode, initial, pending, onSubmit, onCancel, error, idPrefix = 'service' }: ServiceFormProps) {
  const { t } = useTranslation();
  const color = initial?.color ?? '#000000';
  const { register, handleSubmit, setValue, control } = useForm<Values>({
    defaultValues: { name: initial?.name ?? '', icon: initial?.icon ?? '', color, colorText: color, status: initial?.status ?? 'active' },
  });
  const [fileProblem, setFileProblem] = useState<'notImage' | 'tooLarge' | 'unreadable' | null>(null);
  // A copy per change: useWatch compares what `compute` returns with the last one to decide whether to render.
  const values = useWatch({ control, compute: (current: Values) => ({ ...current }) });
  const isImage = iconKind(values.icon) === 'image';
  const issues = useFormIssues([], error, FIELD_PATHS);
  const iconError = values.icon.trim() && !checkIcon(values.icon.trim()).ok ? t('manage.services.form.iconHint') : issues.at('icon');
  const colorError = HEX.test(values.colorText) ? issues.at('color') : t('manage.services.form.colorInvalid');
  const id = (name: string) => `${idPrefix}-${name}`;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = await readIconFile(file);
    if (!result.ok) return setFileProblem(result.problem);
    setFileProblem(null);
    setValue('icon', result.dataUrl);
  }

  const submit = handleSubmit((v) => onSubmit({ name: v.name.trim(), icon: v.icon.trim(), color: v.color, status: v.status }));
  const fileError = fileProblem ? t(`manage.services.form.${fileProblem}`) : null;

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormField id={id('name')} label={t('manage.services.form.name')} required error={issues.at('name')}>
        <Input
          id={id('name')}
          autoComplete="off"
          placeholder={t('manage.services.form.namePlaceholder')}
          maxLength={100}
          aria-required
          {...register('name')}
        />
      </FormField>

      <FormField
        id={id('icon')}
        label={t('manage.services.form.icon')}
        hint={t('manage.services.form.uploadHint')}
        error={iconError ?? fileError}
      >
        <div className="flex items-center gap-2">
          <span aria-label={t('manage.services.form.preview')} role="img" className="inline-flex">
            <ServiceIcon name={values.name || '?'} icon={values.icon} size="xl" />
          </span>
          {isImage ? (
            <Button variant="secondary" size="sm" onClick={() => setValue('icon', '')}>
              <X aria-hidden className="size-4" />
              {t('manage.services.form.clearIcon')}
            </Button>
          ) : (
            <Input
              id={id('icon')}
              autoComplete="off"
              placeholder={t('manage.services.form.iconPlaceholder')}
              aria-invalid={!!iconError}
              aria-describedby={describedBy(id('icon'), t('manage.services.form.uploadHint'), iconError ?? fileError)}
              {...register('icon')}
            />
          )}
          <label className="inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-100 focus-within:outline-2 focus-within:outline-brand-700">
            <ImageUp aria-hidden className="size-4" />
            <span className="hidden sm:inline">{t('manage.services.form.upload')}</span>
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className="sr-only"
              aria-label={t('manage.services.form.upload')}
              onChange={onFile}
            />
          </label>
        </div>
      </FormField>

      <FormField id={id('color-text')} label={t('manage.services.form.color')} error={colorError}>
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={t('manage.services.form.colorPicker')}
            className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
            value={values.color}
            onChange={(event) => {
              setValue('color', event.target.value);
              setValue('colorText', event.target.value);
            }}
          />
          <Input
            id={id('color-text')}
            dir="ltr"
            className="font-mono"
            aria-invalid={!!colorError}
            aria-describedby={describedBy(id('color-text'), undefined, colorError)}
            maxLength={7}
            {...register('colorText', {
              onChange: (event: ChangeEvent<HTMLInputElement>) => {
                if (HEX.test(event.target.value)) setValue('color', event.target.value.toLowerCase());
              },
            })}
          />
        </div>
      </FormField>

      <StatusSelect id={id('status')} value={values.status} onChange={(status) => setValue('status', status)} />

      <FormIssues texts={issues.rest} />
      <FormActions mode={mode} pending={pending} disabled={!values.name.trim() || !!iconError || !!colorError} onCancel={onCancel} />
    </form>
  );
}
