import { useMutation, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { invalidateCatalogue, type CatalogueKind, type CatalogueScope } from '../../../lib/catalogue-queries';

/** What a screen does when a write settles: close its dialog, show its toast. */
export interface WriteCallbacks<TVariables, TResult> {
  onSuccess?(result: TResult, variables: TVariables): void;
  onError?(error: unknown, variables: TVariables): void;
}

export interface Write<TVariables> {
  isPending: boolean;
  variables: TVariables | undefined;
  /** The last refusal, until the next write or `reset`. */
  error: unknown;
  mutate(variables: TVariables): void;
  reset(): void;
}

export interface RowUpdate<TInput> {
  id: string;
  input: TInput;
}

/** A kind's list and its three writes, each taking the scope, so one screen serves every kind and both scopes. */
export interface CatalogueApi<TRow, TInput> {
  query(scope: CatalogueScope): UseQueryOptions<TRow[], Error, TRow[], readonly unknown[]>;
  /** A list that grows with the data is read a page at a time from this address (docs/decisions/0031). */
  pagedUrl?(scope: CatalogueScope): string;
  useCreate(scope: CatalogueScope, callbacks?: WriteCallbacks<TInput, TRow>): Write<TInput>;
  useUpdate(scope: CatalogueScope, callbacks?: WriteCallbacks<RowUpdate<TInput>, TRow>): Write<RowUpdate<TInput>>;
  useDelete(scope: CatalogueScope, callbacks?: WriteCallbacks<TRow, unknown>): Write<TRow>;
}

/**
 * A catalogue write: on success the screen's callback runs first (its dialog closes, its toast shows),
 * then what the write changed is refetched; the write stays pending until the lists are fresh.
 */
export function useCatalogueWrite<TVariables, TResult>(
  scope: CatalogueScope,
  kind: CatalogueKind,
  run: (variables: TVariables) => Promise<TResult>,
  callbacks: WriteCallbacks<TVariables, TResult> = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, variables) => {
      callbacks.onSuccess?.(result, variables);
      await invalidateCatalogue(client, scope, kind);
    },
    onError: (error, variables) => callbacks.onError?.(error, variables),
  });
}
