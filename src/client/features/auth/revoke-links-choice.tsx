import { useId } from 'react';

interface RevokeLinksChoiceProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** The "also revoke all my share links" choice of a password change or reset, with why one would. */
export function RevokeLinksChoice({ label, hint, checked, onChange }: RevokeLinksChoiceProps) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-brand-700"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      <p id={`${id}-hint`} className="ps-6 text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}
