/** The parts of a saved simulation its default name is made of. */
export interface PlanNameParts {
  serviceName: string;
  countryName: string;
  productName?: string | null;
}

/** The calendar day of a date as YYYY-MM-DD (UTC): read the same in every language. */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The name a saved simulation gets when the seller gives none (issue 19): the product when there is
 * one, else "service · country · date", so two saves of one set-up on different days stay apart.
 */
export function defaultPlanName(parts: PlanNameParts, date: Date): string {
  const product = parts.productName?.trim();
  if (product) return product;
  return `${parts.serviceName.trim()} · ${parts.countryName.trim()} · ${isoDay(date)}`;
}
