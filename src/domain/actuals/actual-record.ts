import { z } from 'zod';
import { isUsableRate } from '../money';

// What a campaign really did, as a seller records it against a saved plan. Counts are
// whole orders; money is in dollars or, like the simulator's amounts, in the plan's country's currency
// (decision 0035): stored as typed, turned into dollars at the plan's rate before the model sees it.

const MAX_COUNT = 10_000_000;
/** The largest amount a record holds, in its currency: an import whose amounts sum past it is refused. */
export const MAX_ACTUAL_MONEY = 1_000_000_000;
const MAX_MONEY = MAX_ACTUAL_MONEY;

const count = z.number().int().min(0).max(MAX_COUNT);
const money = z.number().finite().min(0).max(MAX_MONEY);

/** The amounts of a record that may be typed in the plan's country's currency. */
export const ACTUAL_MONEY_KEYS = ['adSpend', 'revenueCollected'] as const;
export type ActualMoneyKey = (typeof ACTUAL_MONEY_KEYS)[number];

/** Which amounts are in local units: each at most once; absent (a record from before) means all in dollars. */
export const actualLocalInputsSchema = z
  .array(z.enum(ACTUAL_MONEY_KEYS))
  .max(ACTUAL_MONEY_KEYS.length)
  .refine((keys) => new Set(keys).size === keys.length, 'Each amount is listed once')
  .default([]);

/** The fields of one actual record, without the checks between them (the form reads them one by one). */
export const actualFieldsSchema = z
  .object({
    /** The day the figures were taken, YYYY-MM-DD. */
    date: z.iso.date().refine((day) => day >= '2000-01-01', { message: 'Choose a day from 2000 on' }),
    leads: count.min(1),
    /** Spent on ads for these leads, in dollars or (listed in `localCurrencyInputs`) local units. */
    adSpend: money,
    confirmed: count,
    delivered: count,
    returned: count,
    /** Actually collected from delivered orders, in its currency like `adSpend`; absent when the seller does not know it yet. */
    revenueCollected: money.optional(),
    /** The amounts typed in the plan's country's currency (at the plan's rate); the others are dollars. */
    localCurrencyInputs: actualLocalInputsSchema,
  })
  .strict();

/**
 * One actual record with the funnel's own rule: no more confirmed orders than leads, and no more delivered
 * and returned orders together than confirmed ones. A broken combination is a field issue on the field that
 * overflows (`moreThanLeads`, `moreThanConfirmed`), so the form and the API say it where it is.
 */
export const actualRecordSchema = actualFieldsSchema.superRefine((record, ctx) => {
  for (const issue of funnelIssues(record)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: FUNNEL_MESSAGES[issue.code], params: { fieldIssue: issue.code } });
  }
});
export type ActualRecordInput = z.infer<typeof actualRecordSchema>;

export type FunnelIssueCode = 'moreThanLeads' | 'moreThanConfirmed';

const FUNNEL_MESSAGES: Record<FunnelIssueCode, string> = {
  moreThanLeads: 'There cannot be more confirmed orders than leads.',
  moreThanConfirmed: 'Delivered and returned orders together cannot be more than the confirmed orders.',
};

/** The funnel rules a record breaks, each on the field that overflows. */
export function funnelIssues(
  record: Pick<ActualRecordInput, 'leads' | 'confirmed' | 'delivered' | 'returned'>,
): { path: 'confirmed' | 'delivered' | 'returned'; code: FunnelIssueCode }[] {
  const issues: { path: 'confirmed' | 'delivered' | 'returned'; code: FunnelIssueCode }[] = [];
  if (record.confirmed > record.leads) issues.push({ path: 'confirmed', code: 'moreThanLeads' });
  // More delivered than confirmed is the delivered count's fault; otherwise the returned count is the one that tips over.
  if (record.delivered > record.confirmed) issues.push({ path: 'delivered', code: 'moreThanConfirmed' });
  else if (record.delivered + record.returned > record.confirmed) issues.push({ path: 'returned', code: 'moreThanConfirmed' });
  return issues;
}

/** A record's amounts as typed, and the rate (local units per dollar) they were typed at: null when all are dollars. */
export type EnteredActual = Pick<ActualRecordInput, 'adSpend' | 'revenueCollected'> & {
  localCurrencyInputs?: readonly ActualMoneyKey[];
  currencyRate: number | null;
};

/**
 * The record with its amounts in dollars, as the model computes (local ÷ rate; docs/product.md#currencies). Without a
 * usable rate nothing is converted (the API refuses local amounts on a plan without one).
 */
export function actualInDollars<T extends EnteredActual>(record: T): T {
  const local = record.localCurrencyInputs ?? [];
  const rate = record.currencyRate;
  if (local.length === 0 || !isUsableRate(rate)) return record;
  const dollars = { ...record };
  for (const key of local) {
    const amount = record[key];
    if (amount !== undefined) dollars[key] = amount / rate;
  }
  return dollars;
}

/** The body of POST /api/simulations/:id/actuals as a client writes it (the currency list may be left out). */
export type ActualRecordBody = z.input<typeof actualRecordSchema>;
