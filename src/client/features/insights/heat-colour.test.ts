import { describe, expect, it } from 'vitest';
import { colourExtent, heatColour, legendStops, zeroPosition } from './heat-colour';

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

describe('legendStops: the true range, not a symmetric ±', () => {
  it('puts $0 where it falls between the largest loss and the largest profit', () => {
    // -$200 … $600: $0 is a quarter of the way; the loss end is a third as dark as the profit end.
    expect(legendStops(-200, 600)).toEqual([
      { at: 0, colour: heatColour(-200, 600) },
      { at: 24.5, colour: 'rgb(254, 226, 226)' },
      { at: 25, colour: 'rgb(241, 245, 249)' },
      { at: 25.5, colour: 'rgb(220, 252, 231)' },
      { at: 100, colour: 'rgb(21, 128, 61)' },
    ]);
    expect(heatColour(-200, 600)).toBe('rgb(231, 160, 160)');
  });

  it('shows only greens when every cell makes money, and only reds when every cell loses', () => {
    expect(legendStops(100, 500)).toEqual([
      { at: 0, colour: heatColour(100, 500) },
      { at: 100, colour: 'rgb(21, 128, 61)' },
    ]);
    expect(legendStops(-300, -100)).toEqual([
      { at: 0, colour: 'rgb(185, 28, 28)' },
      { at: 100, colour: heatColour(-100, 300) },
    ]);
  });

  it('is one neutral colour for a flat grid', () => {
    expect(legendStops(0, 0)).toEqual([
      { at: 0, colour: 'rgb(241, 245, 249)' },
      { at: 100, colour: 'rgb(241, 245, 249)' },
    ]);
  });
});

describe('zeroPosition', () => {
  it.each([
    [-200, 600, 25],
    [-500, 500, 50],
    [-900, 100, 90],
    [0, 100, null],
    [100, 500, null],
    [-300, -100, null],
    [-100, 0, null],
  ])('of %d…%d is %s', (min, max, expected) => {
    expect(zeroPosition(min, max)).toBe(expected);
  });
});
