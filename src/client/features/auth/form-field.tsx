import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  labelSuffix?: ReactNode;
  hint?: string;
  /** The field's validation message, already in the reader's language (a field issue said by `useSayIssue`). */
  error?: string;
}

/** A labelled input whose hint and error are tied to it with aria-describedby, and whose error is announced. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, labelSuffix, hint, error, id, ...inputProps },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const message = error;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={inputId}>
        {label}
        {labelSuffix && <span className="ms-1 font-normal text-slate-600">{labelSuffix}</span>}
      </Label>
      <Input ref={ref} id={inputId} aria-invalid={message ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {message && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
});
