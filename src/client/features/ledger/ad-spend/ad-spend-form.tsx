import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { AD_PLATFORMS, type AdPlatform, type AdSpendInput } from '@domain/ledger/api-schemas';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { errorMessage } from '../../../lib/error-message';
import { CurrencySelect } from '../../../components/ui/currency-select';
import { readAmount } from '../read-amount';

/** One day's spend on one platform, typed; optional campaign, product and country tie it to a split of the daily screen. */
export function AdSpendForm({
  today,
  currency: defaultCurrency,
  pending,
  onSubmit,
}: {
  today: string;
  currency: string;
  pending: boolean;
  onSubmit(input: AdSpendInput): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [date, setDate] = useState(today);
  const [platform, setPlatform] = useState<AdPlatform>('meta');
  const [campaign, setCampaign] = useState('');
  const [sku, setSku] = useState('');
  const [country, setCountry] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState(defaultCurrency);
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const money = readAmount(amount, currency);
  const countryCode = country.trim().toUpperCase();
  const problems = {
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? null : t('ledger.adSpend.invalidDate'),
    amount: money === null ? t('ledger.adSpend.invalidAmount') : null,
    country: countryCode !== '' && !/^[A-Z]{2}$/.test(countryCode) ? t('ledger.adSpend.invalidCountry') : null,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    if (Object.values(problems).some(Boolean) || !money) return;
    try {
      await onSubmit({
        date,
        platform,
        campaign: campaign.trim() || null,
        sku: sku.trim() || null,
        countryCode: countryCode || null,
        amount: money,
      });
      setAmount('');
      setChecked(false);
    } catch (error) {
      setRefusal(errorMessage(error, t));
    }
  };

  const problem = (key: keyof typeof problems) =>
    checked && problems[key] ? (
      <p id={`${id}-${key}-problem`} className="text-xs font-medium text-red-700">
        {problems[key]}
      </p>
    ) : null;
  const invalid = (key: keyof typeof problems) =>
    checked && problems[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-problem` } : {};

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="grid content-start gap-1">
          <Label htmlFor={`${id}-date`}>{t('ledger.adSpend.date')}</Label>
          <Input id={`${id}-date`} type="date" value={date} onChange={(event) => setDate(event.target.value)} {...invalid('date')} />
          {problem('date')}
        </div>
        <div className="grid content-start gap-1">
          <Label htmlFor={`${id}-platform`}>{t('ledger.adSpend.platform')}</Label>
          <NativeSelect id={`${id}-platform`} value={platform} onChange={(event) => setPlatform(event.target.value as AdPlatform)}>
            {AD_PLATFORMS.map((value) => (
              <option key={value} value={value}>
                {t(`ledger.platforms.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid content-start gap-1">
          <Label htmlFor={`${id}-amount`}>{t('ledger.adSpend.amount')}</Label>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            {...invalid('amount')}
          />
          {problem('amount')}
        </div>
        <div className="grid content-start gap-1">
          <Label htmlFor={`${id}-currency`}>{t('ledger.adSpend.currency')}</Label>
          <CurrencySelect id={`${id}-currency`} value={currency} onChange={setCurrency} />
        </div>
        <div className="col-span-2 grid content-start gap-1 lg:col-span-2">
          <Label htmlFor={`${id}-campaign`}>{t('ledger.adSpend.campaign')}</Label>
          <Input id={`${id}-campaign`} value={campaign} maxLength={100} onChange={(event) => setCampaign(event.target.value)} />
        </div>
        <div className="grid content-start gap-1">
          <Label htmlFor={`${id}-sku`}>{t('ledger.adSpend.sku')}</Label>
          <Input id={`${id}-sku`} value={sku} maxLength={100} onChange={(event) => setSku(event.target.value)} />
        </div>
        <div className="grid content-start gap-1">
          <Label htmlFor={`${id}-country`}>{t('ledger.adSpend.country')}</Label>
          <Input
            id={`${id}-country`}
            value={country}
            maxLength={2}
            placeholder="MA"
            onChange={(event) => setCountry(event.target.value)}
            {...invalid('country')}
          />
          {problem('country')}
        </div>
      </div>
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refusal}
        </p>
      )}
      <div>
        <Button type="submit" disabled={pending}>
          {t('ledger.adSpend.save')}
        </Button>
      </div>
    </form>
  );
}
