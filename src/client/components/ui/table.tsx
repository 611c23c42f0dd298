import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A table that scrolls sideways on phones instead of squeezing its columns. */
export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className="w-full overflow-x-auto">
      <table className={cn('w-full border-collapse text-sm', className)} {...props} />
    </div>
  );
}

const ALIGNS = { start: 'text-start', end: 'text-end' } as const;

/** `align="end"` for a column of figures. */
export function TableHead({ className, align = 'start', ...props }: Omit<ThHTMLAttributes<HTMLTableCellElement>, 'align'> & { align?: keyof typeof ALIGNS }) {
  return (
    <th
      scope="col"
      className={cn('whitespace-nowrap border-b border-slate-200 px-3 py-2 text-xs font-semibold uppercase text-slate-600', ALIGNS[align], className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('border-b border-slate-100 px-3 py-2 align-middle', className)} {...props} />;
}
