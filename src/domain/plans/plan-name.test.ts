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

describe('a default name never exceeds what a name may be', () => {
  it('shortens a long service and country (never inside a character) and keeps the day', () => {
    // 79 "a" and two astral letters (2 UTF-16 units each), the shape the naughty-exports suite saves.
    const serviceName = `${'a'.repeat(79)}\u{1E900}\u{1E901}`;
    const name = defaultPlanName({ serviceName, countryName: 'Kingdom of Saudi Arabia (sample)' }, new Date('2026-11-23T10:00:00Z'));
    expect(name.length).toBeLessThanOrEqual(120);
    expect(name.endsWith('… · 2026-11-23')).toBe(true);
    expect(name.startsWith(serviceName)).toBe(true);
    // The set-up may take 120 − 13 (" · 2026-11-23") = 107 units; it has 83 + 3 + 32 = 118, so it keeps 106 and
    // adds "…": the service (83), " · " (3) and the country's first 20 letters.
    expect(name).toBe(`${serviceName} · Kingdom of Saudi Ara… · 2026-11-23`);
    expect(name.length).toBe(120);
    expect(() => encodeURIComponent(name)).not.toThrow(); // no lone surrogate
  });
});
