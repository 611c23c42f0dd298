import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';

export interface ConfirmDeleteDialogProps {
  /** Open while a row is chosen for deletion. */
  open: boolean;
  title: string;
  description: string;
  /** More about what goes with it, under the description (a count that loads, say). */
  details?: ReactNode;
  pending: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a destructive delete; Delete is the destructive action, Cancel gets the initial focus. */
export function ConfirmDeleteDialog({ open, title, description, details, pending, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <DialogContent role="alertdialog" title={title} description={description} width="md">
        {details}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={pending} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? t('admin.deleting') : t('common.delete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
