import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { WelcomePanel } from './welcome-panel';

interface AuthShellProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** The "Welcome Back!" marketing panel beside the form (stacked under it on phones). */
  withWelcome?: boolean;
}

/** The frame of the sign-in and registration screens: a titled card, optionally beside the welcome panel. */
export function AuthShell({ title, subtitle, children, withWelcome = false }: AuthShellProps) {
  return (
    <div className="mx-auto flex w-full max-w-5xl px-4 py-6 sm:py-10">
      <Card className="grid w-full overflow-hidden md:grid-cols-2">
        <section aria-labelledby="auth-title" className="p-5 sm:p-8">
          <h1 id="auth-title" className="text-2xl font-bold text-slate-900">
            {title}
          </h1>
          {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </section>
        {withWelcome ? <WelcomePanel /> : <BrandPanel />}
      </Card>
    </div>
  );
}

/** Screens without the marketing copy still keep the two-column frame on wide screens; phones skip it. */
function BrandPanel() {
  return (
    <div aria-hidden className="hidden items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900 md:flex">
      <img src="/favicon.svg" alt="" width={96} height={96} className="opacity-90" />
    </div>
  );
}
