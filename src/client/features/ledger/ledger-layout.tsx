import type { ReactNode } from 'react';

/** A ledger screen under the section's links (routes/ledger.tsx): its title, an optional action, then its body. */
export function LedgerLayout({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
