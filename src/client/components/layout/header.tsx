import { ExternalLink, Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../lib/session/use-auth';
import { cn } from '../../lib/cn';
import { servicesSiteUrl } from '../../lib/site-config';
import { Button } from '../ui/button';
import { LanguageMenu } from './language-menu';

// Only signed-in users need the account menu and its popover code.
const UserMenu = lazyPart(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

function NavLink({ href, children }: { href: string; children: string }) {
  const [location] = useLocation();
  // A section's link stays marked on the section's inner pages (/ledger/orders under /ledger).
  const active = location === href || (href !== '/' && location.startsWith(`${href}/`));
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        // Tighter from tablet width until the full navigation has room (lg), so it fits beside the menus at 768 px.
        'rounded-md px-2 py-2 text-sm font-medium hover:bg-slate-100 lg:px-3',
        active ? 'bg-brand-50 text-brand-800' : 'text-slate-700',
      )}
    >
      {children}
    </Link>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { user, isLoading: authLoading } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const links = (
    <>
      <NavLink href="/">{t('common.nav.home')}</NavLink>
      {user && <NavLink href="/ledger">{t('common.nav.ledger')}</NavLink>}
      {user && <NavLink href="/history">{t('common.nav.history')}</NavLink>}
      {user && <NavLink href="/services">{t('common.nav.services')}</NavLink>}
      {user && <NavLink href="/fees">{t('common.nav.fees')}</NavLink>}
      {user && <NavLink href="/countries">{t('common.nav.countries')}</NavLink>}
      <a
        href={servicesSiteUrl()}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 lg:px-3"
      >
        {t('common.nav.ourServices')}
        <ExternalLink aria-hidden className="size-3.5" />
      </a>
    </>
  );
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:rounded focus:bg-white focus:p-2">
        {t('common.nav.skipToContent')}
      </a>
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:px-4">
        <Link href="/" className="flex items-center gap-2 font-bold text-brand-800" aria-label={t('common.appName')}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="text-lg">{t('common.appName')}</span>
        </Link>
        <nav aria-label={t('common.nav.mainNavigation')} className="ms-2 hidden items-center gap-0.5 md:flex lg:ms-4 lg:gap-1">
          {links}
        </nav>
        <div className="ms-auto flex items-center gap-1">
          <LanguageMenu />
          {user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          ) : authLoading ? null : (
            <Button asChild size="sm">
              <Link href="/login">{t('common.nav.signIn')}</Link>
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t('common.nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Menu aria-hidden className="size-5" />
          </Button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-nav"
          aria-label={t('common.nav.mainNavigation')}
          className="flex flex-col gap-1 border-t border-slate-200 px-3 py-2 md:hidden"
          onClick={() => setMenuOpen(false)}
        >
          {links}
        </nav>
      )}
    </header>
  );
}
