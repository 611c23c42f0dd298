import { ChevronDown } from 'lucide-react';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/**
 * The platform's own select: the phone's native picker, full keyboard and screen-reader support, and
 * none of a popover library's weight on the home route (its budget: docs/product.md#performance-budgets).
 */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function NativeSelect(
  { className, children, ...props },
  ref,
) {
  return (
    <div className="relative">
      <select
        ref={ref}
        className={cn(
          'h-10 w-full appearance-none rounded-md border border-slate-300 bg-white pe-9 ps-3 text-base text-slate-900',
          'focus-visible:outline-2 focus-visible:outline-brand-700 disabled:bg-slate-100',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute inset-y-0 end-3 my-auto size-4 text-slate-500" />
    </div>
  );
});
