import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';

interface Props {
  name: string | null;
  pending: boolean;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
}

/** The confirmation step before a simulation is deleted. */
export function DeleteSimulationDialog({ name, pending, onConfirm, onOpenChange }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={name !== null} onOpenChange={onOpenChange}>
      <DialogContent
        role="alertdialog"
        title={t('history.deleteDialog.title')}
        description={t('history.deleteDialog.description', { name: name ?? '' })}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">{t('common.cancel')}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? t('history.deleteDialog.deleting') : t('history.deleteDialog.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
