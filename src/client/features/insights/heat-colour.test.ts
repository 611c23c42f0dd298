import { describe, expect, it } from 'vitest';
import { colourExtent, heatColour } from './heat-colour';

describe('heatColour', () => {
  it('is neutral exactly at break-even and when the grid is flat', () => {
    expect(heatColour(0, 100)).toBe('rgb(241, 245, 249)');
    expect(heatColour(50, 0)).toBe('rgb(241, 245, 249)');
    expect(heatColour(Number.NaN, 100)).toBe('rgb(241, 245, 249)');
  });

  it('reaches full red at the largest loss and full green at the largest profit', () => {
    expect(heatColour(-100, 100)).toBe('rgb(185, 28, 28)');
    expect(heatColour(100, 100)).toBe('rgb(21, 128, 61)');
    expect(heatColour(-500, 100)).toBe('rgb(185, 28, 28)');
  });

  it('gives a loss and a profit of the same size the same intensity (centred on 0)', () => {
    const loss = heatColour(-40, 100).match(/\d+/g)!.map(Number);
    const profit = heatColour(40, 100).match(/\d+/g)!.map(Number);
    expect(loss[0]).toBeGreaterThan(loss[1]!);
    expect(profit[1]).toBeGreaterThan(profit[0]!);
    // 40 % of the way from the light to the dark end on both sides.
    expect(loss).toEqual([Math.round(254 - 0.4 * (254 - 185)), Math.round(226 - 0.4 * (226 - 28)), Math.round(226 - 0.4 * (226 - 28))]);
    expect(profit).toEqual([Math.round(220 - 0.4 * (220 - 21)), Math.round(252 - 0.4 * (252 - 128)), Math.round(231 - 0.4 * (231 - 61))]);
  });
});

describe('colourExtent', () => {
  it.each([
    [-300, 100, 300],
    [-10, 250, 250],
    [5, 20, 20],
    [-20, -5, 20],
    [0, 0, 0],
    [Number.NEGATIVE_INFINITY, 0, 0],
  ])('of %d…%d is %d', (min, max, expected) => {
    expect(colourExtent(min, max)).toBe(expected);
  });
});
