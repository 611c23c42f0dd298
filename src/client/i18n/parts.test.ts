import { describe, expect, it } from 'vitest';
import { belowFoldArabic } from './ar/below-fold';
import { firstLoadArabic } from './ar/first-load';
import { laterArabic } from './ar/later-groups';
import { en } from './en';
import { belowFoldEnglish } from './en/below-fold';
import { firstLoadEnglish } from './en/first-load';
import { laterEnglish } from './en/later-groups';
import { belowFoldFrench } from './fr/below-fold';
import { firstLoadFrench } from './fr/first-load';
import { laterFrench } from './fr/later-groups';

// Each catalogue is loaded in parts (i18n/index.ts): the first part with the home page, the others with the chunks
// that read them. The parts together must be the whole catalogue, and the lines the first part repeats from a later
// group (the below-the-fold panels' waiting lines) must be that group's own.
const PARTS = {
  en: { firstLoad: firstLoadEnglish, belowFold: belowFoldEnglish, later: laterEnglish },
  ar: { firstLoad: firstLoadArabic, belowFold: belowFoldArabic, later: laterArabic },
  fr: { firstLoad: firstLoadFrench, belowFold: belowFoldFrench, later: laterFrench },
};

describe.each(Object.entries(PARTS))('the %s catalogue in parts', (_language, parts) => {
  it('holds every group of the English catalogue in one of its parts', () => {
    const groups = new Set([...Object.keys(parts.firstLoad), ...Object.keys(parts.belowFold), ...Object.keys(parts.later)]);
    // The ledger's and the remittances' strings are files of their own, loaded with their pages (i18n/ledger-text.ts).
    expect([...groups].sort()).toEqual(Object.keys(en).filter((group) => group !== 'ledger' && group !== 'remittances').sort());
  });

  it('shows the below-the-fold panels\' own waiting lines before they load', () => {
    expect(parts.firstLoad.insights.loading).toBe(parts.belowFold.insights.loading);
    expect(parts.firstLoad.goals.loading).toBe(parts.belowFold.goals.loading);
  });

  it('ships the save box with the first part and the rest of the history with the later pages', () => {
    expect(parts.firstLoad.history.save).toEqual(parts.later.history.save);
    expect(Object.keys(parts.firstLoad.history)).toEqual(['save']);
  });
});
