import { intlLocale, NOT_AVAILABLE, type Language } from '@domain/format';

const formats = new Map<Language, Intl.DateTimeFormat>();

/** A calendar day (YYYY-MM-DD) as the reader writes it ("Nov 26, 2026"), the day itself in no zone: it reads whole inside Arabic text. */
export function formatDay(day: string, language: Language): string {
  let format = formats.get(language);
  if (!format) formats.set(language, (format = new Intl.DateTimeFormat(intlLocale(language), { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' })));
  const value = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(value.getTime()) ? NOT_AVAILABLE : format.format(value);
}
