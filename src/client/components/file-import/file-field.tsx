import { cn } from '../../lib/cn';
import { TABULAR_FILE_ACCEPT } from '../../lib/file-media-type';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

/**
 * The file input of an import (CSV or Excel), with what is said of the file at the field: that it is being read,
 * or why it cannot be taken (none chosen, unreadable). `inputKey` empties the input when it changes.
 */
export function FileField({
  id,
  label,
  inputKey,
  disabled,
  reading,
  error,
  errorTestId,
  onChoose,
  className,
}: {
  id: string;
  label: string;
  inputKey: number;
  disabled?: boolean;
  /** Said while the file is read. */
  reading?: string | null;
  error?: string | null;
  /** A test id for the error line, where a screen names one kind of error. */
  errorTestId?: string;
  onChoose(file: File | undefined): void;
  className?: string;
}) {
  return (
    <div className={cn('grid content-start gap-1', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        key={inputKey}
        id={id}
        type="file"
        variant="file"
        disabled={disabled}
        accept={TABULAR_FILE_ACCEPT}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
      {reading && (
        <p role="status" className="text-xs text-slate-600">
          {reading}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700" data-testid={errorTestId}>
          {error}
        </p>
      )}
    </div>
  );
}
