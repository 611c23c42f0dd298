import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { DefaultBadge } from './status-badge';

export interface RowActionsProps {
  /** The row's name, for the buttons' accessible names ("Edit Morocco"). */
  label: string;
  /** Shown when the row is a default the viewer may not change. */
  isDefault: boolean;
  canEdit: boolean;
  canDelete: boolean;
  deleting?: boolean;
  onEdit?(): void;
  onDelete?(): void;
}

/** Edit and delete buttons of a row; a default row the viewer cannot change shows only its badge. */
export function RowActions(props: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-end gap-1">
      {/* A default the viewer fully controls (the admin dashboard) needs no badge on every row. */}
      {props.isDefault && !(props.canEdit && props.canDelete) && <DefaultBadge />}
      {props.canEdit && (
        <Button variant="ghost" size="icon" aria-label={t('manage.editRow', { name: props.label })} onClick={props.onEdit}>
          <Pencil aria-hidden className="size-4" />
        </Button>
      )}
      {props.canDelete && (
        <Button
          variant="dangerGhost"
          size="icon"
          aria-label={t('manage.deleteRow', { name: props.label })}
          disabled={props.deleting}
          onClick={props.onDelete}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      )}
    </div>
  );
}
