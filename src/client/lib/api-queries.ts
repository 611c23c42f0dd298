import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson, ApiError, serverFetch } from './api';
import { fileMediaType } from './file-media-type';

// The shapes a feature's data access is written in: a read checked against the shared schema, a file sent as the
// request's body, a write that has its queries read again. Each feature keeps its own addresses and query keys.

/**
 * A feature's query keys, each under the feature's own root (`['ledger', 'daily', query]`), so invalidating the root
 * reads everything the feature shows again.
 */
export function queryKeysUnder<Root extends string>(root: Root) {
  return { root: [root] as const, key: <Parts extends readonly unknown[]>(...parts: Parts) => [root, ...parts] as const };
}

/** A query string of the defined values only ("" when there is none). */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * GET `url` and read the answer through `schema`, so a shape the server and the screens disagree on fails here,
 * loudly, instead of drawing a wrong figure.
 */
export async function getParsed<T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> {
  return schema.parse(await apiJson<unknown>('GET', url));
}

/** A query of `url` whose answer is read through `schema`, under `queryKey`. */
export function parsedQuery<K extends QueryKey, T extends z.ZodType>(queryKey: K, url: string, schema: T) {
  return { queryKey, queryFn: () => getParsed(url, schema) } as const;
}

/**
 * POST a seller's file as the raw body, with its media type (a workbook's own, else CSV), and read the answer
 * through `schema`. A refusal is an ApiError that holds the project's error body, so a screen can show its
 * field errors where they belong.
 */
export async function sendFile<T extends z.ZodType>(url: string, file: Blob & { name?: string }, schema: T, mediaType = fileMediaType(file)): Promise<z.infer<T>> {
  const response = await serverFetch(url, { method: 'POST', body: file, headers: { 'Content-Type': mediaType }, credentials: 'include' });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text || response.statusText);
  return schema.parse(JSON.parse(text));
}

/**
 * A write that, once the server has taken it, has the queries under `refresh` read again: the keys themselves,
 * or the keys a write of these variables moves.
 */
export function useRefreshingMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  refresh: readonly QueryKey[] | ((variables: Variables) => readonly QueryKey[]),
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_answer, variables) => {
      const keys = typeof refresh === 'function' ? refresh(variables) : refresh;
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
