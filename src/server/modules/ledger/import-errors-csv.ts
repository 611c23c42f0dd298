import { stringify } from 'csv-stringify/sync';
import type { ImportError, ImportErrorCode } from '../../../domain/ledger/api-schemas';
import type { Language } from '../../../domain/format';
import { BOM, safeCell } from '../../export/csv';

// The reasons of a refused import as a CSV the seller opens beside their file, in their language.

interface ErrorTexts {
  header: [row: string, column: string, reason: string];
  file: string;
  reasons: Record<ImportErrorCode, string>;
}

const TEXTS: Record<Language, ErrorTexts> = {
  en: {
    header: ['Row', 'Column', 'Reason'],
    file: 'whole file',
    reasons: {
      unreadableFile: 'The file could not be read as CSV or XLSX{line}',
      emptyFile: 'The file has no data rows',
      tooManyRows: 'The file has more than {limit} rows',
      fileTooLarge: 'The file is larger than {limitBytes} bytes',
      missingColumn: 'No column is mapped to {field}',
      required: 'This cell is required',
      invalidDate: '"{value}" is not a date',
      invalidAmount: '"{value}" is not an amount',
      invalidCurrency: '"{value}" is not an ISO currency code',
      invalidQuantity: '"{value}" is not a whole quantity',
      invalidCountry: '"{value}" is not a two-letter country code',
      unknownStatus: '"{value}" is not a status Ribh knows',
      unknownPlatform: '"{value}" is not an ad platform Ribh knows',
      invalidCancelReason: '"{value}" is not a cancellation reason Ribh knows',
      tooLong: 'Longer than {max} characters',
      conflictingRows: 'Disagrees with row {otherRow} of the same order',
      statusDateInFuture: '"{value}" is after the import: a status date cannot be in the future',
      statusDateBeforeOrder: 'The status date {value} is before the order date',
    },
  },
  fr: {
    header: ['Ligne', 'Colonne', 'Motif'],
    file: 'fichier entier',
    reasons: {
      unreadableFile: 'Le fichier ne se lit ni en CSV ni en XLSX{line}',
      emptyFile: "Le fichier n'a aucune ligne de données",
      tooManyRows: 'Le fichier a plus de {limit} lignes',
      fileTooLarge: 'Le fichier dépasse {limitBytes} octets',
      missingColumn: "Aucune colonne n'est associée à {field}",
      required: 'Cette cellule est obligatoire',
      invalidDate: '« {value} » n’est pas une date',
      invalidAmount: '« {value} » n’est pas un montant',
      invalidCurrency: '« {value} » n’est pas un code de devise ISO',
      invalidQuantity: '« {value} » n’est pas une quantité entière',
      invalidCountry: '« {value} » n’est pas un code pays à deux lettres',
      unknownStatus: '« {value} » n’est pas un statut connu de Ribh',
      unknownPlatform: '« {value} » n’est pas une plateforme publicitaire connue de Ribh',
      invalidCancelReason: '« {value} » n’est pas un motif d’annulation connu de Ribh',
      tooLong: 'Plus de {max} caractères',
      conflictingRows: 'Contredit la ligne {otherRow} de la même commande',
      statusDateInFuture: '« {value} » est après l’import : une date de statut ne peut pas être dans le futur',
      statusDateBeforeOrder: 'La date du statut {value} est avant la date de la commande',
    },
  },
  ar: {
    header: ['الصف', 'العمود', 'السبب'],
    file: 'الملف كله',
    reasons: {
      unreadableFile: 'تعذرت قراءة الملف بصيغة CSV أو XLSX{line}',
      emptyFile: 'لا يحتوي الملف على صفوف بيانات',
      tooManyRows: 'يحتوي الملف على أكثر من {limit} صف',
      fileTooLarge: 'حجم الملف أكبر من {limitBytes} بايت',
      missingColumn: 'لا يوجد عمود مربوط بـ {field}',
      required: 'هذه الخانة مطلوبة',
      invalidDate: '"{value}" ليس تاريخًا',
      invalidAmount: '"{value}" ليس مبلغًا',
      invalidCurrency: '"{value}" ليس رمز عملة ISO',
      invalidQuantity: '"{value}" ليس كمية صحيحة',
      invalidCountry: '"{value}" ليس رمز بلد من حرفين',
      unknownStatus: '"{value}" ليست حالة يعرفها ربح',
      unknownPlatform: '"{value}" ليست منصة إعلانية يعرفها ربح',
      invalidCancelReason: '"{value}" ليس سبب إلغاء يعرفه ربح',
      tooLong: 'أطول من {max} حرفًا',
      conflictingRows: 'يخالف الصف {otherRow} من الطلب نفسه',
      statusDateInFuture: '"{value}" بعد وقت الاستيراد: لا يمكن أن يكون تاريخ الحالة في المستقبل',
      statusDateBeforeOrder: 'تاريخ الحالة {value} قبل تاريخ الطلب',
    },
  },
};

const LINE: Record<Language, string> = { en: ' (line {n})', fr: ' (ligne {n})', ar: ' (السطر {n})' };

function fill(template: string, params: ImportError['params'], language: Language): string {
  const line = params.line === undefined ? '' : LINE[language].replace('{n}', String(params.line));
  return template.replace('{line}', line).replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? ''));
}

/** The errors as CSV: a byte-order mark (spreadsheets then read Arabic), a header, one row per error; cells made safe. */
export function importErrorsCsv(errors: readonly ImportError[], language: Language): string {
  const texts = TEXTS[language];
  const rows = errors.map((error) => [error.row === 0 ? texts.file : error.row, error.column ?? '', fill(texts.reasons[error.code], error.params, language)].map(safeCell));
  return BOM + stringify([texts.header, ...rows]);
}
