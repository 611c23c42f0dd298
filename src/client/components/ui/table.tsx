import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/**
 * A table that scrolls sideways on phones instead of squeezing its columns. `scrollLabel` names a table that is
 * often wider than the screen (a file's columns): its scrolling region then takes the keyboard's focus, so it can
 * be scrolled with the arrow keys, and a screen reader announces it by that name.
 */
export function Table({ className, scrollLabel, ...props }: HTMLAttributes<HTMLTableElement> & { scrollLabel?: string }) {
  const region = scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {};
  return (
    <div className="w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700" {...region}>
      <table className={cn('w-full border-collapse text-sm', className)} {...props} />
    </div>
  );
}

const ALIGNS = { start: 'text-start', end: 'text-end' } as const;
/** `as-written`: a heading that is data (a file's own column names), shown with its own letter case. */
const CASES = { upper: 'uppercase', 'as-written': 'normal-case' } as const;
/** `lines`: a long heading over a narrow column of figures may take two lines. */
const WRAPS = { line: 'whitespace-nowrap', lines: 'whitespace-normal' } as const;

/** `align="end"` for a column of figures. */
export function TableHead({
  className,
  align = 'start',
  letterCase = 'upper',
  wrap = 'line',
  ...props
}: Omit<ThHTMLAttributes<HTMLTableCellElement>, 'align'> & {
  align?: keyof typeof ALIGNS;
  letterCase?: keyof typeof CASES;
  wrap?: keyof typeof WRAPS;
}) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-slate-200 px-3 py-2 text-xs font-semibold text-slate-600',
        WRAPS[wrap],
        CASES[letterCase],
        ALIGNS[align],
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('border-b border-slate-100 px-3 py-2 align-middle', className)} {...props} />;
}
