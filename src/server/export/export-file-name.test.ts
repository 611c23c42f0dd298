import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';

describe('exportFileName', () => {
  it.each([
    ['Express COD', 'Express-COD-2026-01-02.csv', 'Express-COD-2026-01-02.csv'],
    ['../../etc/passwd', 'etc-passwd-2026-01-02.csv', 'etc-passwd-2026-01-02.csv'],
    ['Café "Rapide"', 'Cafe-Rapide-2026-01-02.csv', 'Café-Rapide-2026-01-02.csv'],
    ['توصيل سريع', 'simulation-2026-01-02.csv', 'توصيل-سريع-2026-01-02.csv'],
    ['=HYPERLINK("x")', 'HYPERLINK-x-2026-01-02.csv', 'HYPERLINK-x-2026-01-02.csv'],
    // An astral (Adlam) letter straddling the 80-unit cut is dropped whole, never halved.
    [`${'a'.repeat(79)}𞤀𞤁`, `${'a'.repeat(79)}-2026-01-02.csv`, `${'a'.repeat(79)}-2026-01-02.csv`],
    [`${'a'.repeat(78)}𞤀𞤁`, `${'a'.repeat(78)}-2026-01-02.csv`, `${'a'.repeat(78)}𞤀-2026-01-02.csv`],
  ])('names %j safely', (name, ascii, unicode) => {
    expect(exportFileName(name, '2026-01-02T03:04:05.000Z', 'csv')).toEqual({ asciiName: ascii, unicodeName: unicode });
  });
});
