import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Simulation } from '@domain/schemas';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

export interface PlanDetails {
  name: string;
  productName: string;
  note: string;
}

interface Props {
  simulation: Simulation | null;
  pending: boolean;
  onSave(details: PlanDetails): void;
  onOpenChange(open: boolean): void;
}

/** Rename a saved simulation and give it a product name and a note. */
export function PlanDetailsDialog({ simulation, pending, onSave, onOpenChange }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={simulation !== null} onOpenChange={onOpenChange}>
      <DialogContent title={t('plans.details.title')} description={t('plans.details.description')}>
        {simulation && <DetailsForm key={simulation.id} simulation={simulation} pending={pending} onSave={onSave} />}
      </DialogContent>
    </Dialog>
  );
}

function DetailsForm({ simulation, pending, onSave }: { simulation: Simulation; pending: boolean; onSave(details: PlanDetails): void }) {
  const { t } = useTranslation();
  const [details, setDetails] = useState<PlanDetails>({ name: simulation.name, productName: simulation.productName, note: simulation.note });
  const [showProblem, setShowProblem] = useState(false);
  const nameMissing = details.name.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nameMissing) return setShowProblem(true);
    onSave({ name: details.name.trim(), productName: details.productName.trim(), note: details.note.trim() });
  };
  const field = (key: keyof PlanDetails) => ({
    id: `plan-${key}`,
    value: details[key],
    onChange: (event: { target: { value: string } }) => setDetails((previous) => ({ ...previous, [key]: event.target.value })),
  });
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      <div className="grid gap-1">
        <Label htmlFor="plan-name">{t('plans.details.name')}</Label>
        <Input {...field('name')} maxLength={120} required aria-invalid={showProblem && nameMissing} aria-describedby="plan-name-problem" />
        <p id="plan-name-problem" className="text-xs text-red-700" role={showProblem && nameMissing ? 'alert' : undefined}>
          {showProblem && nameMissing ? t('plans.details.nameRequired') : ''}
        </p>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="plan-productName">{t('plans.details.productName')}</Label>
        <Input {...field('productName')} maxLength={100} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="plan-note">{t('plans.details.note')}</Label>
        <textarea
          {...field('note')}
          maxLength={1000}
          rows={3}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" aria-disabled={pending}>
          {pending ? t('plans.details.saving') : t('plans.details.save')}
        </Button>
      </div>
    </form>
  );
}
