import { useTranslation } from 'react-i18next';

/** The "Loading..." line of a screen that waits for the session check. */
export function PageStatus() {
  const { t } = useTranslation();
  return (
    <p role="status" className="p-8 text-center text-slate-600">
      {t('common.loading')}
    </p>
  );
}
