import { useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderHookInApp, stubApi } from '../test-support/render';
import { getParsed, parsedQuery, queryKeysUnder, queryString, useRefreshingMutation } from './api-queries';

const counter = z.object({ count: z.number() });

describe('queryString', () => {
  it('keeps the defined values only, and is empty without one', () => {
    expect(queryString({ courier: 'Speedaf Maroc', page: 2, cursor: null, from: undefined, to: '' })).toBe('?courier=Speedaf+Maroc&page=2');
    expect(queryString({ cursor: null })).toBe('');
  });
});

describe('getParsed', () => {
  it('refuses an answer whose shape the schema does not hold', async () => {
    stubApi({ '/api/count': { count: 'three' } });
    await expect(getParsed('/api/count', counter)).rejects.toThrow(z.ZodError);
  });
});

describe('useRefreshingMutation', () => {
  it('reads again the queries under the keys a write moves, and leaves the others', async () => {
    const { key } = queryKeysUnder('shop');
    const api = stubApi({ '/api/a': { count: 1 }, '/api/b': { count: 2 }, '/api/write': {} });
    const { result } = renderHookInApp(() => ({
      a: useQuery(parsedQuery(key('a'), '/api/a', counter)),
      b: useQuery(parsedQuery(key('b'), '/api/b', counter)),
      write: useRefreshingMutation(async (_target: 'a' | 'b') => (await fetch('/api/write')).json(), (target) => [key(target)]),
    }));
    await waitFor(() => expect([result.current.a.data, result.current.b.data]).toEqual([{ count: 1 }, { count: 2 }]));
    expect(api.calls.sort()).toEqual(['/api/a', '/api/b']);

    await act(() => result.current.write.mutateAsync('a'));
    // The write, then the one query it moved; b is not asked again.
    expect(api.calls.slice(2)).toEqual(['/api/write', '/api/a']);
  });
});
