import { useMemo, type SelectHTMLAttributes } from 'react';
import { NativeSelect } from './native-select';

/** The ISO 4217 codes the browser knows, the chosen one always among them: a list cannot hold a mistyped code. */
export function CurrencySelect({
  value,
  onChange,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & { value: string; onChange(code: string): void }) {
  const codes = useMemo(() => [...new Set([value, ...Intl.supportedValuesOf('currency')])].sort(), [value]);
  return (
    <NativeSelect value={value} onChange={(event) => onChange(event.target.value)} {...props}>
      {codes.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </NativeSelect>
  );
}
