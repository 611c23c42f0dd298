import { NativeSelect } from '../../components/ui/native-select';

/** The ISO 4217 codes the browser knows, the chosen one always among them. */
export function CurrencyCodes({ id, value, onChange, invalid, describedBy }: { id: string; value: string; onChange(code: string): void; invalid?: boolean; describedBy?: string }) {
  const codes = [...new Set([value, ...Intl.supportedValuesOf('currency')])].sort();
  return (
    <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={invalid || undefined} aria-describedby={invalid ? describedBy : undefined}>
      {codes.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </NativeSelect>
  );
}
