import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/**
 * `compact`: a shorter field; `amount`: a short, narrow one for a figure at a row's end; `file`: as tall as the
 * browser's file button; `code`: small monospace text (a link to copy).
 */
const VARIANTS = {
  default: 'h-10 w-full text-base',
  compact: 'h-9 w-full text-base',
  amount: 'h-9 w-28 text-base',
  file: 'h-auto w-full py-2 text-base',
  code: 'h-10 w-full font-mono text-xs',
} as const;

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { variant?: keyof typeof VARIANTS }>(function Input(
  { className, variant = 'default', ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      className={cn(
        'rounded-md border border-slate-300 bg-white px-3 text-slate-900',
        'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700',
        'aria-[invalid=true]:border-red-600 disabled:bg-slate-100',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
});
