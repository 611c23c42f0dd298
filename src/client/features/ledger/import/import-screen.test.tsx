import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@domain/format';
import { ledger as arabic } from '../../../i18n/ar/ledger';
import { ledger as english } from '../../../i18n/en/ledger';
import { ledger as french } from '../../../i18n/fr/ledger';
import { ApiError } from '../../../lib/api';
import { renderInApp, stubApi, testI18n } from '../../../test-support/render';
import { uploadImport } from '../upload-import';
import { ImportScreen } from './import-screen';

vi.mock('../upload-import', () => ({ uploadImport: vi.fn() }));
const upload = vi.mocked(uploadImport);

afterEach(() => vi.unstubAllGlobals());

// The ledger's strings are a file of their own in each language (loaded with its pages): added here as the page adds them.
const ledgers = { en: english, ar: arabic, fr: french };
for (const language of ['ar', 'fr'] as const) testI18n(language).addResourceBundle(language, 'translation', { ledger: ledgers[language] }, true, true);
// The server's refusal of the row past the ledger's limit, as it answers it while the file arrives.
const TOO_MANY_ROWS = JSON.stringify({
  code: 'PAYLOAD_TOO_LARGE',
  message: 'This file has more than 250000 rows after its header; split it into smaller files.',
  errors: [{ path: 'file', code: 'tooManyRows', limit: 250_000, message: 'This file has more than 250000 rows after its header; split it into smaller files.' }],
});
// The limit as each language writes numbers (French with a narrow no-break space, read here as a space).
const EXPECTED: Record<Language, string> = {
  en: 'This file has more than 250,000 rows. Split it into smaller files.',
  ar: 'في هذا الملف أكثر من 250,000 صف. قسّمه إلى ملفات أصغر.',
  fr: 'Ce fichier a plus de 250 000 lignes. Découpez-le en fichiers plus petits.',
};

// The server's refusal of a file it cannot read at the preview (damaged, or a workbook unpacking past its limits).
const UNREADABLE = JSON.stringify({
  message: 'This file could not be read as CSV or XLSX.',
  code: 'VALIDATION_FAILED',
  errors: [{ path: 'file', code: 'invalidFormat', message: 'This file could not be read as CSV or XLSX.' }],
});

describe('ImportScreen', () => {
  it.each(['en', 'ar', 'fr'] as const)('says a file the server cannot read is unreadable at the file field (%s), with nothing to import', async (language) => {
    stubApi({
      '/api/ledger/settings': { reportingCurrency: 'MAD', timeZone: 'Africa/Casablanca', rates: [] },
      '/api/ledger/imports': [],
      '/api/ledger/imports/preview': new Response(UNREADABLE, { status: 400, headers: { 'Content-Type': 'application/json' } }),
    });
    const text = ledgers[language].import;
    renderInApp(<ImportScreen />, { language });
    const input = (await screen.findByLabelText(text.file)) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 7, 7])], 'orders.xlsx')] } });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(text.unreadable);
    expect(screen.queryByRole('button', { name: text.submit })).toBeNull();
  });

  it.each(['en', 'ar', 'fr'] as const)('says a file refused for its rows at the file field (%s), and keeps the form', async (language) => {
    stubApi({
      '/api/ledger/settings': { reportingCurrency: 'MAD', timeZone: 'Africa/Casablanca', rates: [] },
      '/api/ledger/imports': [],
      '/api/ledger/imports/preview': { headers: ['Order ID', 'Date', 'Status'], rows: [['A-1', '2026-03-01', 'delivered']], source: null, mapping: { orderId: 'Order ID', placedAt: 'Date', status: 'Status' } },
      '/api/ledger/mappings/orders/shopify': {},
    });
    upload.mockRejectedValue(new ApiError(413, TOO_MANY_ROWS));
    const text = ledgers[language].import;
    renderInApp(<ImportScreen />, { language });
    const input = (await screen.findByLabelText(text.file)) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['Order ID,Date,Status\nA-1,2026-03-01,delivered\n'], 'orders.csv', { type: 'text/csv' })] } });
    fireEvent.click(await screen.findByRole('button', { name: text.submit }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const said = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(said?.textContent?.replace(/\s/g, ' ')).toBe(EXPECTED[language]);
    // The preview and the mapping stay: another file is chosen at the same field.
    expect(screen.getByRole('button', { name: text.submit })).toBeTruthy();
  });
});
