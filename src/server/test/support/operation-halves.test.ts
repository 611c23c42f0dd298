import { afterEach, describe, expect, it } from 'vitest';
import { OPERATION_HALF_VARIABLE, operationsForFile } from './operation-halves';

const operations = Array.from({ length: 45 }, (_unused, index) => `operation ${index}`);
const saved = process.env[OPERATION_HALF_VARIABLE];

afterEach(() => {
  if (saved === undefined) delete process.env[OPERATION_HALF_VARIABLE];
  else process.env[OPERATION_HALF_VARIABLE] = saved;
});

function filesOfPass(half: string | undefined, shares: number): string[][] {
  if (half === undefined) delete process.env[OPERATION_HALF_VARIABLE];
  else process.env[OPERATION_HALF_VARIABLE] = half;
  return Array.from({ length: shares }, (_unused, share) => operationsForFile(operations, share, shares));
}

describe('operations shared between the database passes and a suite\'s files', () => {
  it('gives a pass run on its own every operation, each in exactly one of its files', () => {
    const files = filesOfPass(undefined, 2);
    expect(files.flat().sort()).toEqual([...operations].sort());
    expect(files[0]).toEqual(operations.filter((_o, index) => index % 2 === 0));
  });

  it('gives the two halves every operation between them, none twice, alternate operations in each', () => {
    const half0 = filesOfPass('0', 2).flat();
    const half1 = filesOfPass('1', 2).flat();
    expect([...half0, ...half1].sort()).toEqual([...operations].sort());
    expect(half0.filter((operation) => half1.includes(operation))).toEqual([]);
    // 45 operations: 23 at even places, 22 at odd ones; each half's two files take 12 + 11 and 11 + 11.
    expect(half0.sort()).toEqual(operations.filter((_o, index) => index % 2 === 0).sort());
    expect(filesOfPass('0', 2).map((file) => file.length)).toEqual([12, 11]);
    expect(filesOfPass('1', 2).map((file) => file.length)).toEqual([11, 11]);
  });

  it('refuses a value that is neither half, rather than silently testing nothing or everything', () => {
    for (const value of ['2', 'both', ' 1']) {
      process.env[OPERATION_HALF_VARIABLE] = value;
      expect(() => operationsForFile(operations, 0, 2), value).toThrow(OPERATION_HALF_VARIABLE);
    }
  });
});
