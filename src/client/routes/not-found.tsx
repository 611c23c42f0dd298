import { AlertCircle } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'wouter';
import { Card, CardContent } from '../components/ui/card';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent top="roomy">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle aria-hidden className="size-8 text-red-600" />
            <h1 className="text-2xl font-bold text-slate-900">{t('common.notFound.title')}</h1>
          </div>
          <p className="text-sm text-slate-600">{t('common.notFound.hint')}</p>
          <Link href="/" className="mt-4 inline-block text-sm font-medium text-brand-700 underline">
            {t('common.notFound.goHome')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
