import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Product, ProductInput } from '@domain/ledger/api-schemas';
import { toDecimalString } from '@domain/money';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { CurrencySelect } from '../../../components/ui/currency-select';
import { readAmount } from '../read-amount';

interface ProductFormProps {
  product?: Product;
  currency: string;
  pending: boolean;
  onSubmit(input: ProductInput): Promise<unknown>;
  onDone(): void;
}

/** A product's name, SKU, unit cost, optional price and country; refusals shown at the field they concern. */
export function ProductForm({ product, currency: defaultCurrency, pending, onSubmit, onDone }: ProductFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(product?.name ?? '');
  const [sku, setSku] = useState(product?.sku ?? '');
  const [currency, setCurrency] = useState(product?.unitCost.currency ?? defaultCurrency);
  const [unitCost, setUnitCost] = useState(product ? toDecimalString(product.unitCost) : '');
  const [price, setPrice] = useState(product?.price ? toDecimalString(product.price) : '');
  const [country, setCountry] = useState(product?.countryCode ?? '');
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cost = readAmount(unitCost, currency);
  const priceAmount = price.trim() === '' ? null : readAmount(price, currency);
  const countryCode = country.trim().toUpperCase();
  const problems = {
    name: name.trim() === '' ? t('ledger.products.required') : null,
    sku: sku.trim() === '' ? t('ledger.products.required') : refusal === 'DUPLICATE_SKU' ? t('ledger.products.duplicate') : null,
    unitCost: cost === null ? t('ledger.products.invalidAmount') : null,
    price: price.trim() !== '' && priceAmount === null ? t('ledger.products.invalidAmount') : null,
    country: countryCode !== '' && !/^[A-Z]{2}$/.test(countryCode) ? t('ledger.adSpend.invalidCountry') : null,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    if (Object.values(problems).some(Boolean) || !cost) return;
    try {
      await onSubmit({ name: name.trim(), sku: sku.trim(), unitCost: cost, price: priceAmount, countryCode: countryCode || null });
      onDone();
    } catch (error) {
      setRefusal(error instanceof ApiError && error.code === 'DUPLICATE_SKU' ? 'DUPLICATE_SKU' : errorMessage(error, t));
    }
  };

  const field = (
    key: keyof typeof problems,
    label: string,
    input: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode,
  ) => {
    const problem = (checked || key === 'sku') && problems[key];
    return (
      <div className="grid content-start gap-1">
        <Label htmlFor={`${id}-${key}`}>{label}</Label>
        {input({ id: `${id}-${key}`, ...(problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-problem` } : {}) })}
        {problem && (
          <p id={`${id}-${key}-problem`} className="text-xs font-medium text-red-700">
            {problem}
          </p>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {field('name', t('ledger.products.name'), (props) => (
          <Input {...props} value={name} maxLength={200} onChange={(event) => setName(event.target.value)} />
        ))}
        {field('sku', t('ledger.products.sku'), (props) => (
          <Input
            {...props}
            value={sku}
            maxLength={100}
            onChange={(event) => {
              setSku(event.target.value);
              setRefusal(null);
            }}
          />
        ))}
        {field('unitCost', t('ledger.products.unitCost'), (props) => (
          <Input {...props} inputMode="decimal" value={unitCost} onChange={(event) => setUnitCost(event.target.value)} />
        ))}
        <div className="grid content-start gap-1">
          <Label htmlFor={`${id}-currency`}>{t('ledger.adSpend.currency')}</Label>
          <CurrencySelect id={`${id}-currency`} value={currency} onChange={setCurrency} />
        </div>
        {field('price', t('ledger.products.price'), (props) => (
          <Input {...props} inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} />
        ))}
        {field('country', t('ledger.products.country'), (props) => (
          <Input
            {...props}
            value={country}
            maxLength={2}
            autoCapitalize="characters"
            placeholder="MA"
            onChange={(event) => setCountry(event.target.value)}
          />
        ))}
      </div>
      {refusal && refusal !== 'DUPLICATE_SKU' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {t('ledger.products.save')}
        </Button>
        {product && (
          <Button variant="secondary" onClick={onDone}>
            {t('ledger.products.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
