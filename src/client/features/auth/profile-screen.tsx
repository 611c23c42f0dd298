import { CalendarClock, CalendarPlus, Fingerprint, Info, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import { formatDateTime } from '@domain/format';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useLanguage } from '../../i18n/use-language';
import { ChangePasswordCard } from './change-password-card';
import { ProfileNameForm } from './profile-name-form';
import { displayName, initials } from './initials';
import { PageStatus } from '../../components/ui/page-status';
import { useAuth, useIsAdmin } from '../../lib/session/use-auth';

/** /profile: account details (the names editable) and activity (and what the page adds, `children`); signed-out visitors are asked to sign in. */
export function ProfileScreen({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user, isLoading } = useAuth();
  const { isAdmin } = useIsAdmin();
  if (isLoading) return <PageStatus />;
  if (!user) {
    return (
      <div className="mx-auto max-w-md px-4 py-12 text-center">
        <h1 className="sr-only">{t('auth.profile.title')}</h1>
        <p className="text-slate-700">{t('auth.profile.signedOut')}</p>
        <Button asChild className="mt-4">
          <Link href="/login">{t('auth.profile.signIn')}</Link>
        </Button>
      </div>
    );
  }

  const updated = user.updatedAt ? formatDateTime(user.updatedAt, language) : t('common.notAvailable');
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('auth.profile.title')}</h1>
      <Card>
        <CardContent top="none" className="flex items-center gap-4">
          <span
            aria-hidden
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
          >
            {initials(user)}
          </span>
          <div className="min-w-0">
            {/* An email shown as the name runs left to right, so a cut one keeps its start ("shots-ar-…"), not its end. */}
            <p dir="auto" className="truncate text-lg font-semibold text-slate-900" data-testid="profile-display-name">
              {displayName(user)}
            </p>
            <Badge tone="brand">{t('auth.profile.roleUser')}</Badge>
          </div>
        </CardContent>
      </Card>

      {isAdmin && (
        <div role="status" className="flex flex-wrap items-center gap-2 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
          <ShieldCheck aria-hidden className="size-5 shrink-0" />
          <span className="font-medium">{t('auth.profile.nowAdmin')}</span>
          <Link href="/admin" className="font-medium underline underline-offset-4">
            {t('auth.profile.openAdmin')}
          </Link>
        </div>
      )}

      <Card>
        <CardHeader>
          <CardTitle>{t('auth.profile.details')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3">
            <ReadOnlyField label={t('auth.fields.email')} value={user.email} ltr />
          </dl>
          <ul className="mt-2 grid gap-2 text-sm text-slate-600">
            <Note>{t('auth.profile.emailNote')}</Note>
          </ul>
          <div className="mt-6">
            <ProfileNameForm key={user.id} user={user} />
          </div>
        </CardContent>
      </Card>

      <ChangePasswordCard email={user.email} />

      {children}

      <Card>
        <CardHeader>
          <CardTitle>{t('auth.profile.activity')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Tile icon={<CalendarPlus aria-hidden className="size-4" />} label={t('auth.profile.createdAt')}>
              <DateText>{formatDateTime(user.createdAt, language)}</DateText>
            </Tile>
            <Tile icon={<CalendarClock aria-hidden className="size-4" />} label={t('auth.profile.updatedAt')}>
              <DateText>{updated}</DateText>
            </Tile>
            <Tile icon={<Fingerprint aria-hidden className="size-4" />} label={t('auth.profile.userId')}>
              <span dir="ltr" className="break-all font-mono text-xs">
                {user.id}
              </span>
            </Tile>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

function ReadOnlyField({ label, value, ltr = false }: { label: string; value: string; ltr?: boolean }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      {/* A long address has no place to break: let it break anywhere rather than widen the page. */}
      <dd className="min-w-0 [overflow-wrap:anywhere] rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-900">
        {/* An email stays left-to-right inside Arabic text, aligned with the rest of the page; as a box of its own, a
            line it wraps onto keeps its characters in order (an inline run put a line's trailing "-" at its start). */}
        <span dir={ltr ? 'ltr' : undefined} className={ltr ? 'inline-block max-w-full' : undefined}>
          {value}
        </span>
      </dd>
    </div>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </li>
  );
}

/** A date kept on one line: an Arabic date's "/" and spaces would otherwise let a narrow tile break it mid-number. */
function DateText({ children }: { children: ReactNode }) {
  return (
    <span className="whitespace-nowrap" data-testid="profile-date">
      {children}
    </span>
  );
}

function Tile({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
