import type { ComponentType } from 'react';
import type { CatalogueFormProps } from './catalogue-form-props';
import type { CatalogueRow } from '../tables/catalogue-table';
import { FormDialog } from './form-dialog';

export interface CatalogueFormDialogsProps<T extends CatalogueRow, TInput> {
  Form: ComponentType<CatalogueFormProps<TInput>>;
  /** Prefixes of the add and edit forms' field ids. */
  formIds: { create: string; edit: string };
  texts: { addTitle: string; addDescription: string; editTitle: string; editDescription: string };
  adding: boolean;
  /** The row being edited, or null. */
  editing: T | null;
  create: { isPending: boolean; mutate(input: TInput): void };
  update: { isPending: boolean; mutate(variables: { id: string; input: TInput }): void };
  onCloseAdd(): void;
  onCloseEdit(): void;
}

/** The add and edit dialogs of a services or countries list, on the seller's calls or the admin's. */
export function CatalogueFormDialogs<T extends CatalogueRow & Partial<TInput>, TInput>(props: CatalogueFormDialogsProps<T, TInput>) {
  const { Form, formIds, texts, editing, create, update } = props;
  return (
    <>
      <FormDialog open={props.adding} title={texts.addTitle} description={texts.addDescription} pending={create.isPending} onClose={props.onCloseAdd}>
        <Form mode="create" idPrefix={formIds.create} pending={create.isPending} onSubmit={(input) => create.mutate(input)} onCancel={props.onCloseAdd} />
      </FormDialog>
      <FormDialog open={editing !== null} title={texts.editTitle} description={texts.editDescription} pending={update.isPending} onClose={props.onCloseEdit}>
        {editing && (
          <Form
            mode="edit"
            idPrefix={formIds.edit}
            initial={editing}
            pending={update.isPending}
            onSubmit={(input) => update.mutate({ id: editing.id, input })}
            onCancel={props.onCloseEdit}
          />
        )}
      </FormDialog>
    </>
  );
}
