import { describe, expect, it } from 'vitest';
import { IdDigestSet } from './id-digests';

describe('IdDigestSet', () => {
  it('answers every id added and none of 250,000 others, through its growth', () => {
    const set = new IdDigestSet();
    for (let index = 0; index < 250_000; index++) set.add(`#${index}`);
    set.add('#7');
    expect(set.size).toBe(250_000);
    let found = 0;
    for (let index = 0; index < 250_000; index++) if (set.has(`#${index}`)) found++;
    expect(found).toBe(250_000);
    let strangers = 0;
    for (let index = 250_000; index < 500_000; index++) if (set.has(`#${index}`)) strangers++;
    expect(strangers).toBe(0);
    expect(set.has('')).toBe(false);
  });
});
