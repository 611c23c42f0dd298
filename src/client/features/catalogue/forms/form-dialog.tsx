import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';

export interface FormDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** Closing (Escape, the close button, the overlay) is ignored while a request is pending. */
  pending: boolean;
  onClose(): void;
  /** Classes of the dialog box, e.g. a wider `max-w-3xl` for the fee structure form. */
  className?: string;
  children: ReactNode;
}

/** The add and edit dialogs of a management screen or tab; the form inside is mounted only while open, so it starts fresh each time. */
export function FormDialog({ open, title, description, pending, onClose, className, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent title={title} description={description} className={className}>
        {open && children}
      </DialogContent>
    </Dialog>
  );
}
