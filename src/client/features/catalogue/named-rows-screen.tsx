import type { ComponentType } from 'react';
import type { CatalogueScope } from '../../lib/catalogue-queries';
import type { CatalogueApi } from './api/catalogue-api';
import { CatalogueScreen } from './catalogue-screen';
import type { CatalogueFormProps } from './forms/catalogue-form-props';
import type { CatalogueRow, CatalogueRowsProps } from './tables/catalogue-table';

type NamedRow = CatalogueRow & { name: string; createdAt: string };

/** A kind whose rows are known by their name (services, countries): all its screen needs. */
export interface NamedKind<T extends NamedRow, TInput> {
  group: 'services' | 'countries';
  api: CatalogueApi<T, TInput>;
  /** Search: whether a row matches the trimmed, lower-case text (module level, so it stays the same function). */
  matches(row: T, needle: string): boolean;
  Table: ComponentType<CatalogueRowsProps<T>>;
  Form: ComponentType<CatalogueFormProps<TInput>>;
}

const name = (row: NamedRow) => row.name;

/** The catalogue screen of a kind with named rows; the admin's list shows when each default was created. */
export function NamedRowsScreen<T extends NamedRow & Partial<TInput>, TInput>({
  kind,
  scope,
}: {
  kind: NamedKind<T, TInput>;
  scope: CatalogueScope;
}) {
  const { Table, Form } = kind;
  return (
    <CatalogueScreen<T, TInput>
      scope={scope}
      group={kind.group}
      api={kind.api}
      matches={kind.matches}
      rowName={name}
      createdColumn
      deleteImpact={kind.group}
      renderTable={(props) => <Table {...props} />}
      renderForm={(props) => <Form {...props} />}
    />
  );
}
