import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';

/** The marketing panel of /login ("Welcome Back!"). */
export function WelcomePanel() {
  const { t } = useTranslation();
  const points = [t('auth.welcome.points.save'), t('auth.welcome.points.history'), t('auth.welcome.points.export')];
  return (
    <aside
      aria-labelledby="welcome-title"
      className="bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white sm:p-8 md:flex md:flex-col md:justify-center"
    >
      <h2 id="welcome-title" className="text-xl font-bold sm:text-2xl">
        {t('auth.welcome.title')}
      </h2>
      <p className="mt-2 text-sm text-brand-50">{t('auth.welcome.body')}</p>
      <ul className="mt-4 hidden gap-2 text-sm sm:grid">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-2">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
