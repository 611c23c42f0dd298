import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@domain/format';
import { changeLanguage } from '../../i18n';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '../ui/dropdown-menu';

export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('common.nav.language')}>
          <Languages aria-hidden className="size-4" />
          <span>{language === 'ar' ? t('common.nav.arabic') : t('common.nav.english')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuRadioGroup value={language} onValueChange={(value) => changeLanguage(value as Language)}>
          <DropdownMenuRadioItem value="en" lang="en">
            English
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="ar" lang="ar">
            العربية
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
