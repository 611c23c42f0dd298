import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/label';

/** A label, a control, and an optional hint or error tied to it by id. */
export function FormField(props: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={props.id}>
        {props.label}
        {props.required && (
          <span aria-hidden className="text-red-700">
            {' *'}
          </span>
        )}
      </Label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} role="alert" className="text-sm text-red-700">
          {props.error}
        </p>
      ) : (
        props.hint && (
          <p id={`${props.id}-hint`} className="text-xs text-slate-600">
            {props.hint}
          </p>
        )
      )}
    </div>
  );
}

/** aria-describedby for a control inside FormField. */
export function describedBy(id: string, hint: string | undefined, error: string | null | undefined): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}
