import { useTranslation } from 'react-i18next';

/** The one line a screen shows while it waits (a lazy page, the session check, a list): "Loading..." unless told. */
export function PageStatus({ children }: { children?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="p-8 text-center text-slate-600">
      {children ?? t('common.loading')}
    </p>
  );
}
