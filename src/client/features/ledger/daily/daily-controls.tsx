import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { GROUP_BY, SPLIT_BY, type GroupBy, type SplitBy } from '@domain/ledger/api-schemas';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { RANGE_PRESETS, type DayRange, type RangePreset } from '../date-range';

export interface DailyChoice {
  preset: RangePreset;
  range: DayRange;
  groupBy: GroupBy;
  splitBy: SplitBy;
}

interface DailyControlsProps {
  choice: DailyChoice;
  onPreset(preset: RangePreset): void;
  onRange(range: DayRange): void;
  onGroupBy(groupBy: GroupBy): void;
  onSplitBy(splitBy: SplitBy): void;
}

/** The period, its grouping and its split: native selects (the phone's own pickers) and date fields for a custom period. */
export function DailyControls({ choice, onPreset, onRange, onGroupBy, onSplitBy }: DailyControlsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:flex lg:flex-wrap lg:items-end">
      <div className="col-span-2 grid gap-1 sm:col-span-1 lg:w-44">
        <Label htmlFor={`${id}-range`}>{t('ledger.daily.range')}</Label>
        <NativeSelect id={`${id}-range`} value={choice.preset} onChange={(event) => onPreset(event.target.value as RangePreset)}>
          {RANGE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`ledger.daily.ranges.${preset}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {choice.preset === 'custom' && (
        <>
          <div className="grid gap-1 lg:w-44">
            <Label htmlFor={`${id}-from`}>{t('ledger.daily.from')}</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={choice.range.from}
              max={choice.range.to}
              onChange={(event) => event.target.value && onRange({ ...choice.range, from: event.target.value })}
            />
          </div>
          <div className="grid gap-1 lg:w-44">
            <Label htmlFor={`${id}-to`}>{t('ledger.daily.to')}</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={choice.range.to}
              min={choice.range.from}
              onChange={(event) => event.target.value && onRange({ ...choice.range, to: event.target.value })}
            />
          </div>
        </>
      )}
      <div className="grid gap-1 lg:w-36">
        <Label htmlFor={`${id}-group`}>{t('ledger.daily.groupBy')}</Label>
        <NativeSelect id={`${id}-group`} value={choice.groupBy} onChange={(event) => onGroupBy(event.target.value as GroupBy)}>
          {GROUP_BY.map((group) => (
            <option key={group} value={group}>
              {t(`ledger.daily.groups.${group}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1 lg:w-44">
        <Label htmlFor={`${id}-split`}>{t('ledger.daily.splitBy')}</Label>
        <NativeSelect id={`${id}-split`} value={choice.splitBy} onChange={(event) => onSplitBy(event.target.value as SplitBy)}>
          {SPLIT_BY.map((split) => (
            <option key={split} value={split}>
              {t(`ledger.daily.splits.${split}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
