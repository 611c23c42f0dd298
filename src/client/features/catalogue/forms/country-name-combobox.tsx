import { searchCountryReference, type CountryReference } from '@domain/country-reference';
import { flagEmoji } from '@domain/entities';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { Input } from '../../../components/ui/input';

export interface CountryNameComboboxProps {
  id: string;
  value: string;
  onChange(name: string): void;
  /** A country was picked from the built-in list: the form fills code and currency from it. */
  onPick(country: CountryReference): void;
  describedBy?: string;
}

/**
 * The Name field of the country form: typing searches the built-in list by name (reading language or
 * English) or code, showing the first 10 matches (docs/product.md#defaults-and-limits); picking one fills name, code and currency.
 * ARIA combobox pattern: arrow keys move, Enter picks, Escape closes.
 */
export function CountryNameCombobox({ id, value, onChange, onPick, describedBy }: CountryNameComboboxProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => searchCountryReference(value, language, 10), [value, language]);
  const listId = `${id}-list`;
  const expanded = open && matches.length > 0;

  // Escape with the list open closes the list only. The dialog listens for Escape on the document in the
  // capture phase, so this listener sits on window (earlier still) and marks the event handled.
  useEffect(() => {
    if (!expanded) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [expanded]);

  function pick(country: CountryReference) {
    onPick(country);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && expanded && matches[active]) {
      event.preventDefault();
      pick(matches[active]);
    }
  }

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        aria-required
        placeholder={t('manage.countries.form.namePlaceholder')}
        maxLength={100}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('manage.countries.form.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      >
        {matches.map((country, index) => (
          <li
            key={country.code}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(country);
            }}
            onMouseMove={() => setActive(index)}
            className={cn('flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm', index === active && 'bg-brand-50')}
          >
            <span aria-hidden>{flagEmoji(country.code)}</span>
            <span className="flex-1">{country.name}</span>
            <span className="text-xs text-slate-600" dir="ltr">
              {country.code} · {country.currencyCode}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
