import type { ReactNode } from 'react';
import { Dialog, DialogContent, type DialogWidth } from '../../../components/ui/dialog';

export interface FormDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** Closing (Escape, the close button, the overlay) is ignored while a request is pending. */
  pending: boolean;
  onClose(): void;
  /** The dialog box's width, e.g. a wider `3xl` for the fee structure form. */
  width?: DialogWidth;
  children: ReactNode;
}

/** The add and edit dialogs of a management screen or tab; the form inside is mounted only while open, so it starts fresh each time. */
export function FormDialog({ open, title, description, pending, onClose, width, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent title={title} description={description} width={width}>
        {open && children}
      </DialogContent>
    </Dialog>
  );
}
