import type { ReactNode } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { cn } from '../../lib/cn';

interface InsightCardProps {
  id: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A card of the insights section: an h3 under the section's h2, a one-line intro, then the content. */
export function InsightCard({ id, title, intro, className, children }: InsightCardProps) {
  return (
    <Card className={cn('min-w-0', className)}>
      <section aria-labelledby={id}>
        <div className="flex flex-col gap-1 p-4 pb-2">
          <h3 id={id} className="text-base font-semibold text-slate-900">
            {title}
          </h3>
          {intro && <p className="text-sm text-slate-600">{intro}</p>}
        </div>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}
