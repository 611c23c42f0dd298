import { describe, expect, it } from 'vitest';
import { countryCurrencyCode, currencyChoices, currencyCodeInLabel, currencyOfCountry, readCurrencyCode } from './currency-code';
import { isCurrencyCode } from './money';

describe('currencyCodeInLabel', () => {
  it.each([
    ['Saudi Riyal (SAR)', 'SAR'],
    ['Libyan Dinar (LYD)', 'LYD'],
    ['  US Dollar ( usd ) ', 'USD'],
    ['SAR', 'SAR'],
    [' EGP ', 'EGP'],
    ['Dinar', null],
    ['sar', null],
    ['Dollar', null],
    ['Made up (QQQ)', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('reads %j as %s', (label, code) => {
    expect(currencyCodeInLabel(label)).toBe(code);
  });
});

describe('currencyOfCountry', () => {
  it.each([
    ['MA', 'MAD'],
    ['sa', 'SAR'],
    ['TN', 'TND'],
    ['FR', 'EUR'],
    ['ZZ', null],
    ['', null],
    [null, null],
  ])('gives %j the currency %s', (country, code) => {
    expect(currencyOfCountry(country)).toBe(code);
  });
});

describe('readCurrencyCode', () => {
  it.each([
    ['the code in the label wins over the country', 'Dollar (USD)', 'MA', 'USD'],
    ['the country tells when the label does not', 'Dirham', 'MA', 'MAD'],
    ['a bare code is a code', 'EGP', null, 'EGP'],
    ['nothing tells', 'Dinar', null, null],
    ['an unknown country does not tell', 'Dinar', 'ZZ', null],
  ])('%s', (_case, label, country, code) => {
    expect(readCurrencyCode(label, country)).toBe(code);
  });
});

describe('countryCurrencyCode', () => {
  const stored = { currency: 'Dinar', code: 'LY', currencyCode: 'LYD' };
  it.each([
    ['a new country keeps the code sent', { currency: 'Dinar', code: null, currencyCode: 'LYD' }, undefined, 'LYD'],
    ['a new country reads its label', { currency: 'Riyal (SAR)', code: 'MA' }, undefined, 'SAR'],
    ['a new country reads its ISO code', { currency: 'Dirham', code: 'MA' }, undefined, 'MAD'],
    ['a new country that names nothing has none', { currency: 'Dinar', code: null }, undefined, null],
    ['an edit keeps the code sent', { currencyCode: 'TND' }, stored, 'TND'],
    ['an edit of the rate only keeps the stored code', {}, stored, 'LYD'],
    ['an edit sending the same label keeps a code chosen by hand', { currency: 'Dinar', code: 'LY' }, { ...stored, currencyCode: 'TND' }, 'TND'],
    ['a new label that names a code gives it', { currency: 'Dirham (MAD)' }, stored, 'MAD'],
    ['a new ISO code gives its currency', { code: 'EG' }, { ...stored, currency: 'Pound' }, 'EGP'],
    ['a new label that names nothing keeps the stored code', { currency: 'Dinars' }, stored, 'LYD'],
  ])('%s', (_case, sent, before, code) => {
    expect(countryCurrencyCode(sent, before)).toBe(code);
  });
});

describe('currencyChoices', () => {
  it('offers every currency once, by code, named in the language', () => {
    const french = currencyChoices('fr');
    expect(new Set(french.map((choice) => choice.code)).size).toBe(french.length);
    expect(french.map((choice) => choice.code)).toEqual([...french.map((choice) => choice.code)].sort());
    expect(french.find((choice) => choice.code === 'MAD')?.name).toBe('dirham marocain');
    expect(currencyChoices('ar').find((choice) => choice.code === 'SAR')?.name).toBe('ريال سعودي');
    expect(french.every((choice) => isCurrencyCode(choice.code))).toBe(true);
  });
});
