import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      className={cn(
        'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900',
        'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700',
        'aria-[invalid=true]:border-red-600 disabled:bg-slate-100',
        className,
      )}
      {...props}
    />
  );
});
