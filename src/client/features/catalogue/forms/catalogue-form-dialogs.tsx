import type { ReactNode } from 'react';
import type { DialogWidth } from '../../../components/ui/dialog';
import type { RowUpdate, Write } from '../api/catalogue-api';
import type { CatalogueRow } from '../tables/catalogue-table';
import type { CatalogueFormProps } from './catalogue-form-props';
import { FormDialog } from './form-dialog';

export interface CatalogueFormDialogsProps<T extends CatalogueRow, TInput> {
  /** The kind's form; `editing` is the row being edited, null in the add dialog. */
  renderForm(props: CatalogueFormProps<TInput>, editing: T | null): ReactNode;
  /** Prefixes of the add and edit forms' field ids. */
  formIds: { create: string; edit: string };
  /** The title and description of each dialog. */
  texts: Record<'add' | 'edit', { title: string; description: string }>;
  /** The width of both dialog boxes, e.g. a wider one for the fee structure form. */
  width?: DialogWidth;
  adding: boolean;
  /** The row being edited, or null. */
  editing: T | null;
  create: Write<TInput>;
  update: Write<RowUpdate<TInput>>;
  onCloseAdd(): void;
  onCloseEdit(): void;
}

/** The add and edit dialogs of a catalogue screen, on the seller's calls or the admin's. */
export function CatalogueFormDialogs<T extends CatalogueRow & Partial<TInput>, TInput>(props: CatalogueFormDialogsProps<T, TInput>) {
  const { renderForm, formIds, texts, editing, create, update } = props;
  return (
    <>
      <FormDialog open={props.adding} {...texts.add} width={props.width} pending={create.isPending} onClose={props.onCloseAdd}>
        {renderForm(
          {
            mode: 'create',
            idPrefix: formIds.create,
            pending: create.isPending,
            error: create.error,
            onSubmit: (input) => create.mutate(input),
            onCancel: props.onCloseAdd,
          },
          null,
        )}
      </FormDialog>
      <FormDialog
        open={editing !== null}
        {...texts.edit}
        width={props.width}
        pending={update.isPending}
        onClose={props.onCloseEdit}
      >
        {editing &&
          renderForm(
            {
              mode: 'edit',
              idPrefix: formIds.edit,
              initial: editing,
              pending: update.isPending,
              error: update.error,
              onSubmit: (input) => update.mutate({ id: editing.id, input }),
              onCancel: props.onCloseEdit,
            },
            editing,
          )}
      </FormDialog>
    </>
  );
}
