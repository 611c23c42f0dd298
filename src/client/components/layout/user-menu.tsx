import { CircleUser } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { Link } from 'wouter';
import type { CurrentUser } from '../../lib/session/use-auth';
import { signOut } from '../../lib/session/sign-out';
import { Button } from '../ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../ui/dropdown-menu';
import { withLaterText } from '../../i18n';
import { whenPageReady } from '../../lib/page-ready';

// The warnings' count and its words load once the page answers input: never on a page's first paint.
const WarningCount = lazyPart(
  () => whenPageReady().then(withLaterText(() => import('./warning-count').then((module) => ({ default: module.WarningCount })))),
  { quiet: true },
);

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <>
      <Suspense fallback={null}>
        <WarningCount />
      </Suspense>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={t('common.nav.userMenu')}>
            <CircleUser aria-hidden className="size-5" />
            {/* Beside the full navigation (md to lg) there is no room for the address: the icon stays. */}
            <span dir="ltr" className="hidden max-w-40 truncate sm:inline md:hidden lg:inline">
              {user.email}
            </span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem asChild>
            <Link href="/profile">{t('common.nav.profile')}</Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href="/history">{t('common.nav.history')}</Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void signOut()}>{t('common.nav.signOut')}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
