import { describe, expect, it } from 'vitest';
import { defaultPlanName } from './plan-name';

const day = new Date('2026-11-23T22:30:00Z');

describe('defaultPlanName', () => {
  it.each([
    [{ serviceName: 'Express COD', countryName: 'Morocco' }, 'Express COD · Morocco · 2026-11-23'],
    [{ serviceName: ' Express COD ', countryName: 'Morocco', productName: '   ' }, 'Express COD · Morocco · 2026-11-23'],
    [{ serviceName: 'Express COD', countryName: 'Morocco', productName: ' Argan oil ' }, 'Argan oil'],
    [{ serviceName: 'شحن', countryName: 'المغرب', productName: null }, 'شحن · المغرب · 2026-11-23'],
  ])('names %o "%s"', (parts, expected) => {
    expect(defaultPlanName(parts, day)).toBe(expected);
  });
});
