import { describe, expect, it } from 'vitest';
import { formatDay, formatPercent } from './format';

// Chromium and Node may differ in bidi marks around Arabic figures; compare the visible characters.
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c\u00a0\s]/g, '');

describe('formatPercent: one rule, at most one decimal', () => {
  it.each([
    [14.2, '14.2%'],
    [412.0937, '412.1%'],
    [412.04, '412%'],
    [60, '60%'],
    [12.25, '12.3%'],
    [0, '0%'],
    [-37.56, '-37.6%'],
    [0.04, '0%'],
    [1234.5, '1,234.5%'],
  ])('writes %d as %s in English', (value, shown) => {
    expect(formatPercent(value, 'en')).toBe(shown);
  });

  it('keeps the same decimals in Arabic (Latin digits, decision 0001)', () => {
    expect(visible(formatPercent(412.0937, 'ar'))).toBe('412.1%');
    expect(visible(formatPercent(60, 'ar'))).toBe('60%');
  });

  it('shows a dash, never NaN or Infinity', () => {
    expect(formatPercent(Number.NaN)).toBe('—');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatDay: a calendar day as the reader writes it, the day itself in any zone', () => {
  it('writes the day with its year, or without it when short', () => {
    expect(formatDay('2026-11-26', 'en')).toBe('Nov 26, 2026');
    expect(formatDay('2026-11-26', 'en', 'short')).toBe('Nov 26');
    expect(formatDay('2026-01-01', 'fr')).toBe('1 janv. 2026');
  });

  it('shows a dash for a day that is not one', () => {
    expect(formatDay('2026-13-45', 'en')).toBe('—');
  });
});
