import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldIssue } from './field-issues';

const schema = z.object({
  rate: z.number().finite().min(0).max(100),
  leads: z.number().int().min(0),
  change: z.number().gt(0),
  name: z.string().trim().min(1).max(100),
  code: z.string().regex(/^[A-Z]{2}$/),
  password: z.string().min(8),
  email: z.string().email(),
});

function issuesOf(input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map(toFieldIssue);
}

const valid = { rate: 50, leads: 10, change: 1, name: 'Morocco', code: 'MA', password: 'long enough', email: 'a@b.co' };

describe('toFieldIssue', () => {
  it.each([
    [{ rate: 150 }, { path: 'rate', code: 'tooBig', limit: 100 }],
    [{ rate: -1 }, { path: 'rate', code: 'tooSmall', limit: 0 }],
    [{ rate: Number.NaN }, { path: 'rate', code: 'notNumber' }],
    [{ leads: 0.5 }, { path: 'leads', code: 'notWhole' }],
    [{ change: 0 }, { path: 'change', code: 'notAbove', limit: 0 }],
    [{ name: '  ' }, { path: 'name', code: 'required' }],
    [{ name: 'x'.repeat(101) }, { path: 'name', code: 'tooLong', limit: 100 }],
    [{ code: 'M1' }, { path: 'code', code: 'invalidFormat' }],
    [{ password: 'short' }, { path: 'password', code: 'tooShort', limit: 8 }],
    [{ email: 'not-an-email' }, { path: 'email', code: 'invalidEmail' }],
  ])('reads %j as %j', (change, expected) => {
    expect(issuesOf({ ...valid, ...change })).toEqual([expected]);
  });

  it('reads an issue it does not know as invalid, keeping its path', () => {
    expect(toFieldIssue({ code: 'custom', path: ['items', 0, 'name'] })).toEqual({ path: 'items.0.name', code: 'invalid' });
  });
});
