import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from '../ui/label';
import { NativeSelect } from '../ui/native-select';

const NONE = '';

/** `page`: the mapping as a section of its own page; `card`: inside a card, smaller and four to a row. */
const DENSITIES = {
  page: { fieldset: 'gap-3', legend: 'text-base', grid: 'lg:grid-cols-3' },
  card: { fieldset: 'gap-2', legend: 'mb-1 text-sm', grid: 'lg:grid-cols-4' },
} as const;

/**
 * For each field an import can fill, the file's column that fills it (or none), as a list of selects of the file's
 * headers. A field's error is shown at it; `true` marks the field without words of its own, and the `footer`
 * (below the list, which each marked field points to) says why.
 */
export function ColumnMapping<Field extends string>({
  legend,
  help,
  fields,
  headers,
  mapping,
  onChange,
  labelOf,
  notInFile,
  errorOf,
  footer,
  density = 'page',
}: {
  legend: string;
  help?: string;
  fields: readonly Field[];
  headers: readonly string[];
  mapping: Partial<Record<Field, string | null>>;
  onChange(mapping: Partial<Record<Field, string | null>>): void;
  labelOf(field: Field): string;
  /** The choice of no column. */
  notInFile: string;
  errorOf?(field: Field): string | true | null;
  footer?: ReactNode;
  density?: keyof typeof DENSITIES;
}) {
  const id = useId();
  const style = DENSITIES[density];
  return (
    <fieldset className={cn('grid', style.fieldset)}>
      <legend className={cn('font-semibold text-slate-900', style.legend)}>{legend}</legend>
      {help && <p className="text-sm text-slate-700">{help}</p>}
      <div className={cn('grid gap-3 sm:grid-cols-2', style.grid)}>
        {fields.map((field) => {
          const error = errorOf?.(field) ?? null;
          const describedBy = error === true ? `${id}-footer` : error ? `${id}-${field}-error` : undefined;
          return (
            <div key={field} className="grid content-start gap-1">
              <Label htmlFor={`${id}-${field}`}>{labelOf(field)}</Label>
              <NativeSelect
                id={`${id}-${field}`}
                value={mapping[field] ?? NONE}
                aria-invalid={error !== null || undefined}
                aria-describedby={describedBy}
                onChange={(event) => onChange({ ...mapping, [field]: event.target.value === NONE ? null : event.target.value })}
              >
                <option value={NONE}>{notInFile}</option>
                {headers.map((header, index) => (
                  <option key={`${index}-${header}`} value={header}>
                    {header}
                  </option>
                ))}
              </NativeSelect>
              {typeof error === 'string' && (
                <p id={`${id}-${field}-error`} className="text-xs font-medium text-red-700">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {footer && <div id={`${id}-footer`}>{footer}</div>}
    </fieldset>
  );
}
