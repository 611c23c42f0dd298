import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const TONES = { neutral: 'text-slate-700', brand: 'text-brand-900' } as const;

export function Label({ className, tone = 'neutral', ...props }: ComponentProps<typeof LabelPrimitive.Root> & { tone?: keyof typeof TONES }) {
  return <LabelPrimitive.Root className={cn('text-sm font-medium', TONES[tone], className)} {...props} />;
}
