import { and, eq } from 'drizzle-orm';
import { comparePlanToActuals } from '../../../domain/actuals/plan-vs-actual';
import { projectProductRate } from '../../../domain/ledger/projection';
import { dayInZone } from '../../../domain/ledger/zoned-days';
import { recordInput } from '../../../domain/simulation-record';
import type { LedgerLink, PlanLedgerAnswer } from '../../../domain/warnings/api-schemas';
import { sumCampaign } from '../../../domain/warnings/window-sums';
import type { Viewer } from '../../http/access';
import type { Db } from '../../db/client';
import { planLedgerLinks } from '../../db/schema';
import { AppError } from '../../errors';
import { readMatureSettled } from '../ledger/daily-query';
import { readLedgerSettings } from '../ledger/settings-queries';
import { getOwnSimulation } from '../simulations/queries';
import { readLedgerDays } from './ledger-days';
import { planSubject, readWarnings } from './warnings-query';

// A plan attached to a ledger product in a country is held against those orders (docs/product.md#early-warning):
// the range's orders become one actual record in dollars and go through the comparison of decision 0025, their
// orders on the road settled at the projected rate the daily screen and the warnings use (the plan's rate last).

export async function readLink(db: Db, ownerId: string, simulationId: string): Promise<LedgerLink | null> {
  const [link] = await db
    .select({ sku: planLedgerLinks.sku, countryCode: planLedgerLinks.countryCode })
    .from(planLedgerLinks)
    .where(and(eq(planLedgerLinks.simulationId, simulationId), eq(planLedgerLinks.ownerId, ownerId)));
  return link ?? null;
}

/** Attaches one of the owner's plans to a product and country (again: replaces); another seller's plan is "not found". */
export async function attachPlan(db: Db, ownerId: string, simulationId: string, link: LedgerLink): Promise<LedgerLink> {
  await getOwnSimulation(db, ownerId, simulationId);
  await db
    .insert(planLedgerLinks)
    .values({ simulationId, ownerId, ...link })
    .onConflictDoUpdate({ target: planLedgerLinks.simulationId, set: link });
  return link;
}

export async function detachPlan(db: Db, ownerId: string, simulationId: string): Promise<void> {
  await getOwnSimulation(db, ownerId, simulationId);
  await db.delete(planLedgerLinks).where(and(eq(planLedgerLinks.simulationId, simulationId), eq(planLedgerLinks.ownerId, ownerId)));
}

/** The plan's link, the plan against the range's orders of its product and country, and its warnings. */
export async function readPlanLedger(db: Db, viewer: Viewer, simulationId: string, range: { from: string; to: string }, now?: Date): Promise<PlanLedgerAnswer> {
  const plan = await getOwnSimulation(db, viewer.id, simulationId);
  const link = await readLink(db, viewer.id, simulationId);
  if (!link) throw new AppError('NOT_FOUND', 'This plan is not attached to a product');
  const settings = await readLedgerSettings(db, viewer.id);
  const today = dayInZone((now ?? new Date()).getTime(), settings.timeZone);
  const [days, judged, mature] = await Promise.all([
    readLedgerDays(db, viewer.id, settings, range.from, range.to),
    readWarnings(db, viewer, now),
    readMatureSettled(db, viewer.id, today, settings.timeZone),
  ]);
  const input = recordInput(plan);
  const projection = projectProductRate(mature, link.sku, link.countryCode, input.deliveredRate);
  const sums = sumCampaign(days.cells, days.spend, link.sku, link.countryCode, range.from, range.to);
  const record = {
    date: range.to,
    leads: sums.orders,
    adSpend: sums.adSpend,
    confirmed: sums.confirmed,
    delivered: sums.delivered,
    returned: sums.returned,
    ...(sums.delivered > 0 ? { revenueCollected: sums.deliveredValue } : {}),
  };
  const subject = planSubject(simulationId);
  return {
    link,
    from: range.from,
    to: range.to,
    // With a plan attached a rate always exists: the plan's own comes last, taken as typed.
    comparison: sums.orders > 0 ? comparePlanToActuals(input, [record], projection.rate === null || projection.source === 'plan' ? input.deliveredRate : projection.rate * 100) : null,
    projection,
    warnings: judged.warnings.filter((warning) => warning.subject === subject),
    quiet: judged.quiet.filter((campaign) => campaign.subject === subject),
  };
}


