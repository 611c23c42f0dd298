import { z } from 'zod';

// What a campaign really did, as a seller records it against a saved plan (issue 19 item 5). Counts are
// whole orders; money is in dollars, like every amount the model computes with (DESIGN §10).

const MAX_COUNT = 10_000_000;
const MAX_MONEY = 1_000_000_000;

const count = z.number().int().min(0).max(MAX_COUNT);
const money = z.number().finite().min(0).max(MAX_MONEY);

/** The fields of one actual record, without the checks between them (the form reads them one by one). */
export const actualFieldsSchema = z
  .object({
    /** The day the figures were taken, YYYY-MM-DD. */
    date: z.iso.date().refine((day) => day >= '2000-01-01', { message: 'Choose a day from 2000 on' }),
    leads: count.min(1),
    /** Dollars spent on ads for these leads. */
    adSpend: money,
    confirmed: count,
    delivered: count,
    returned: count,
    /** Dollars actually collected from delivered orders; absent when the seller does not know it yet. */
    revenueCollected: money.optional(),
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
): { path: 'confirmed' | 'returned'; code: FunnelIssueCode }[] {
  const issues: { path: 'confirmed' | 'returned'; code: FunnelIssueCode }[] = [];
  if (record.confirmed > record.leads) issues.push({ path: 'confirmed', code: 'moreThanLeads' });
  if (record.delivered + record.returned > record.confirmed) issues.push({ path: 'returned', code: 'moreThanConfirmed' });
  return issues;
}
