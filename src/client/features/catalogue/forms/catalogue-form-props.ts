/** What a catalogue form (the service form, the country form) takes, so one screen can host either. */
export interface CatalogueFormProps<TInput> {
  mode: 'create' | 'edit';
  /** Prefill for editing; the defaults otherwise (docs/product.md#defaults-and-limits). */
  initial?: Partial<TInput>;
  pending: boolean;
  /** Receives the full body of the create or update call. */
  onSubmit(values: TInput): void;
  onCancel(): void;
  /** The last refusal of this form's write, whose field issues the form shows at its fields. */
  error?: unknown;
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix?: string;
}
