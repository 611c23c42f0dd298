import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary: 'bg-white text-slate-900 border border-slate-300 hover:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100',
  /** A ghost button whose action deletes (a row's bin). */
  dangerGhost: 'text-red-700 hover:bg-red-50',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  link: 'text-brand-700 underline-offset-4 hover:underline',
} as const;

/** `text`: as tall as its text, for a link-like button inside a line or a header. */
const SIZES = { sm: 'h-8 px-3 text-sm', md: 'h-10 px-4', icon: 'h-9 w-9 p-0', lg: 'h-11 px-6 text-base', text: 'h-auto px-3 text-sm' } as const;

const ALIGNS = { center: 'justify-center', start: 'justify-start text-start' } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Where the content sits when the button is wider than it. */
  align?: keyof typeof ALIGNS;
  /** Renders the child element (a link, say) with the button's look. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant = 'primary', size = 'md', align = 'center', asChild, type, ...props },
  ref,
) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        // Each Tailwind property comes from one place (base, variant, size, align, or the caller): cn does not merge.
        'inline-flex items-center gap-2 rounded-md font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        // aria-disabled looks the same: a busy button keeps the focus (it stays focusable) but reads as unavailable.
        'disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-not-allowed aria-disabled:opacity-70',
        VARIANTS[variant],
        SIZES[size],
        ALIGNS[align],
        className,
      )}
      {...props}
    />
  );
});
