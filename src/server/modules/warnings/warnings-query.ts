import { and, eq } from 'drizzle-orm';
import type { DailyCell } from '../../../domain/ledger/daily-profit';
import { projectProductRate, type ProjectedRate } from '../../../domain/ledger/projection';
import { addDays, dayInZone } from '../../../domain/ledger/zoned-days';
import type { SimulationInput } from '../../../domain/model/simulate';
import { currencyExponent, moneyFromMajor, zeroMoney } from '../../../domain/money';
import { recordInput } from '../../../domain/simulation-record';
import type { QuietCampaign, Warning, WarningsAnswer } from '../../../domain/warnings/api-schemas';
import {
  evaluateWindow,
  isWorse,
  planReference,
  projectedWindowRate,
  WINDOW_DAYS,
  windowInputs,
  type WindowEvaluation,
  type WindowInputs,
} from '../../../domain/warnings/early-warning';
import { sumCampaign, type DayCell, type SpendRow } from '../../../domain/warnings/window-sums';
import type { Viewer } from '../../http/access';
import type { Db } from '../../db/client';
import { planLedgerLinks, simulations, warningAcknowledgements } from '../../db/schema';
import { AppError } from '../../errors';
import { loadCostContext } from '../ledger/cost-context';
import { readMatureSettled } from '../ledger/daily-query';
import { readLedgerSettings } from '../ledger/settings-queries';
import { getOwnSimulations } from '../simulations/queries';
import { readLedgerDays } from './ledger-days';

// The early warnings of one seller (docs/product.md#early-warning, decision 0053): every attached plan, and every
// product in a country with orders in the last 14 days that no plan stands for, judged on the last seven complete
// days of cohorts. Everything read is the viewer's own (owner_id and user_id bound every statement).

/** Windows ending on each of these many last days are judged, so a warning can say since when it holds. */
const DAYS_LOOKED_BACK = 7;
/** A product in a country with orders in these many last days is a campaign to watch. */
const ACTIVE_DAYS = 14;

interface Campaign {
  subject: string;
  plan: { id: string; name: string; input: SimulationInput } | null;
  sku: string;
  countryCode: string;
}

export const planSubject = (planId: string) => `plan:${planId}`;
const productSubject = (sku: string, countryCode: string) => `product:${sku}|${countryCode}`;

/** The seller's attached plans with their inputs in dollars. */
async function attachedPlans(db: Db, ownerId: string): Promise<Campaign[]> {
  const links = await db
    .select({ simulationId: planLedgerLinks.simulationId, sku: planLedgerLinks.sku, countryCode: planLedgerLinks.countryCode })
    .from(planLedgerLinks)
    .innerJoin(simulations, and(eq(simulations.id, planLedgerLinks.simulationId), eq(simulations.userId, ownerId)))
    .where(eq(planLedgerLinks.ownerId, ownerId));
  if (links.length === 0) return [];
  const plans = await getOwnSimulations(
    db,
    ownerId,
    links.map((link) => link.simulationId),
  );
  return links.map((link, index) => {
    const plan = plans[index]!;
    return { subject: planSubject(plan.id), plan: { id: plan.id, name: plan.name, input: recordInput(plan) }, sku: link.sku, countryCode: link.countryCode };
  });
}

/** Every judged campaign of the seller with its current window's verdict. */
export async function readWarnings(db: Db, viewer: Viewer, now: Date = new Date()): Promise<WarningsAnswer> {
  const ownerId = viewer.id;
  const settings = await readLedgerSettings(db, ownerId);
  const today = dayInZone(now.getTime(), settings.timeZone);
  const last = addDays(today, -1);
  const window = { from: addDays(last, -(WINDOW_DAYS - 1)), to: last };
  // The oldest window judged ends DAYS_LOOKED_BACK days ago; its reference week is the one before it.
  const earliest = addDays(last, -(DAYS_LOOKED_BACK - 1) - 2 * WINDOW_DAYS + 1);
  const [plans, days, mature, acks] = await Promise.all([
    attachedPlans(db, ownerId),
    readLedgerDays(db, ownerId, settings, earliest, last),
    readMatureSettled(db, ownerId, today, settings.timeZone),
    db.select().from(warningAcknowledgements).where(eq(warningAcknowledgements.ownerId, ownerId)),
  ]);
  const planned = new Set(plans.map((plan) => `${plan.sku}|${plan.countryCode}`));
  const activeFrom = addDays(last, -(ACTIVE_DAYS - 1));
  const products = new Map<string, Campaign>();
  for (const cell of days.cells) {
    if (cell.sku === null || cell.countryCode === null || cell.day < activeFrom || cell.orders === 0) continue;
    const key = `${cell.sku}|${cell.countryCode}`;
    if (!planned.has(key) && !products.has(key)) products.set(key, { subject: productSubject(cell.sku, cell.countryCode), plan: null, sku: cell.sku, countryCode: cell.countryCode });
  }
  const campaigns = [...plans, ...[...products.values()].sort((a, b) => a.subject.localeCompare(b.subject))];
  if (campaigns.length === 0) return { window, warnings: [], quiet: [] };

  // A product alone is judged with what the ledger knows of it: the country's fees and tax, the product's unit cost.
  const costCells = campaigns.map((campaign) => ({ courier: null, countryCode: campaign.countryCode }) as unknown as DailyCell);
  const costs = await loadCostContext(db, viewer, settings, costCells, () => null);
  const acknowledged = new Map(acks.map((ack) => [`${ack.subject}\n${ack.metric}`, ack.value]));

  const warnings: Warning[] = [];
  const quiet: QuietCampaign[] = [];
  for (const campaign of campaigns) {
    const projection = projectProductRate(mature, campaign.sku, campaign.countryCode, campaign.plan?.input.deliveredRate ?? null);
    const judge = (end: string) => judgeWindow(campaign, days, projection, end, (unitsPerOrder) => baseOf(campaign, costs, unitsPerOrder, last));
    const current = judge(last);
    const fields = { subject: campaign.subject, plan: campaign.plan && { id: campaign.plan.id, name: campaign.plan.name }, sku: campaign.sku, productName: costs.labelOf(campaign.sku), countryCode: campaign.countryCode, window };
    if (current.evaluation.kind === 'quiet') {
      quiet.push({ ...fields, reason: current.evaluation.reason, orders: current.evaluation.orders });
      continue;
    }
    const { warning, inputs, breakEvens } = current.evaluation;
    if (!warning) continue;
    let since = last;
    for (let back = 1; back < DAYS_LOOKED_BACK; back++) {
      const earlier = judge(addDays(last, -back)).evaluation;
      if (earlier.kind !== 'warning') break;
      since = addDays(last, -back);
    }
    const ack = acknowledged.get(`${campaign.subject}\n${warning.metric}`);
    const sums = current.sums;
    warnings.push({
      ...fields,
      metric: warning.metric,
      value: warning.value,
      breakEven: warning.breakEven,
      moneyPerWeek: moneyFromMajor(warning.moneyPerWeek, 'USD') ?? zeroMoney('USD'),
      since,
      acknowledged: ack !== undefined && !isWorse(warning.metric, warning.value, ack),
      explanation: {
        orders: sums.orders,
        confirmed: sums.confirmed,
        delivered: sums.delivered,
        returned: sums.returned,
        inTransit: sums.inTransit,
        projection,
        inputs,
        breakEvens,
      },
    });
  }
  warnings.sort((a, b) => (a.since === b.since ? a.moneyPerWeek.minor - b.moneyPerWeek.minor : a.since < b.since ? 1 : -1));
  return { window, warnings, quiet };
}

/** A product alone as the model reads it: the country's fees and tax and the product's cost per order, in dollars. */
function baseOf(campaign: Campaign, costs: Awaited<ReturnType<typeof loadCostContext>>, unitsPerOrder: number | null, day: string): SimulationInput {
  if (campaign.plan) return campaign.plan.input;
  const { fees, taxRate } = costs.feesOf(null, campaign.countryCode);
  const unitCost = costs.unitCostOf(campaign.sku, campaign.countryCode);
  const unitDollars = unitCost && unitCost.minor !== 0 ? unitCost.minor / 10 ** currencyExponent(unitCost.currency) / costs.perUsd(unitCost.currency, day) : 0;
  return { ...fees, taxRate, totalLeads: 0, adsCost: 0, averageAOV: 0, productCost: unitDollars * (unitsPerOrder ?? 1) };
}

/** One window of a campaign, ending on `end`, against the plan or else the week before. */
function judgeWindow(
  campaign: Campaign,
  days: { cells: DayCell[]; spend: SpendRow[] },
  projection: ProjectedRate,
  end: string,
  baseFor: (unitsPerOrder: number | null) => SimulationInput,
): { evaluation: WindowEvaluation; sums: ReturnType<typeof sumCampaign> } {
  const sum = (to: string) => sumCampaign(days.cells, days.spend, campaign.sku, campaign.countryCode, addDays(to, -(WINDOW_DAYS - 1)), to);
  const sums = sum(end);
  const base = baseFor(sums.unitsPerOrder);
  let reference: WindowInputs | null = campaign.plan ? planReference(campaign.plan.input) : null;
  if (!reference) {
    const before = sum(addDays(end, -WINDOW_DAYS));
    const rate = before.orders > 0 ? projectedWindowRate(before, projection) : null;
    if (rate !== null) reference = windowInputs(base, before, rate);
  }
  return { evaluation: evaluateWindow(base, reference, sums, projection), sums };
}

/** The seller's warnings not acknowledged (or worse since). */
export async function countWarnings(db: Db, viewer: Viewer, now?: Date): Promise<number> {
  const { warnings } = await readWarnings(db, viewer, now);
  return warnings.filter((warning) => !warning.acknowledged).length;
}

/** Remembers a current warning's value: it returns only when its metric is worse. One that is not raised now is "not found". */
export async function acknowledgeWarning(db: Db, viewer: Viewer, subject: string, metric: Warning['metric'], now?: Date): Promise<void> {
  const { warnings } = await readWarnings(db, viewer, now);
  const warning = warnings.find((candidate) => candidate.subject === subject && candidate.metric === metric);
  if (!warning) throw new AppError('NOT_FOUND', 'Warning not found');
  await db
    .insert(warningAcknowledgements)
    .values({ ownerId: viewer.id, subject, metric, value: warning.value })
    .onConflictDoUpdate({
      target: [warningAcknowledgements.ownerId, warningAcknowledgements.subject, warningAcknowledgements.metric],
      set: { value: warning.value, acknowledgedAt: new Date() },
    });
}
