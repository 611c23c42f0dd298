import type { ComponentProps, HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...props} />;
}

const HEADER_LAYOUTS = { stack: 'flex-col gap-1', row: 'flex-row flex-wrap items-center justify-between gap-2' } as const;

/** `layout="row"`: the title and its companions (a badge, a button) on one line, wrapping on phones. */
export function CardHeader({ className, layout = 'stack', ...props }: HTMLAttributes<HTMLDivElement> & { layout?: keyof typeof HEADER_LAYOUTS }) {
  return <div className={cn('flex p-4 pb-2', HEADER_LAYOUTS[layout], className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-base font-semibold text-slate-900', className)} {...props} />;
}

const CONTENT_TOPS = { header: 'pt-2', none: 'pt-4', roomy: 'pt-6' } as const;

/** `top`: the space above the content: `header` under a CardHeader, `none` when the card has no header. */
export function CardContent({ className, top = 'header', ...props }: HTMLAttributes<HTMLDivElement> & { top?: keyof typeof CONTENT_TOPS }) {
  return <div className={cn('p-4', CONTENT_TOPS[top], className)} {...props} />;
}
