import { describe, expect, it } from 'vitest';
import { layoutableText } from './layoutable-text';

const failsOnMarks = (text: string) => {
  if (/\p{M}/u.test(text)) throw new TypeError("Cannot read properties of null (reading 'xCoordinate')");
  return text.length * 10;
};

describe('layoutableText', () => {
  it('keeps a run the font lays out as it is', () => {
    expect(layoutableText('رَبِح', (t) => t.length)).toEqual({ text: 'رَبِح', width: 5 });
  });

  it('drops the combining marks of a run whose marks the font cannot position', () => {
    expect(layoutableText('ربح ُربح', failsOnMarks)).toEqual({ text: 'ربح ربح', width: 70 });
  });

  it('draws nothing for a run the font cannot lay out at all', () => {
    const never = () => {
      throw new Error('Unsupported GPOS table: 10');
    };
    expect(layoutableText('abc', never)).toEqual({ text: '', width: 0 });
  });
});
