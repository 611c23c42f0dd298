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
 * The name a saved simulation gets when the seller gives none: the product when there is
 * one, else "service · country · date", so two saves of one set-up on different days stay apart.
 */
export function defaultPlanName(parts: PlanNameParts, date: Date): string {
  const product = parts.productName?.trim();
  if (product) return product;
  const day = ` · ${isoDay(date)}`;
  const setUp = `${parts.serviceName.trim()} · ${parts.countryName.trim()}`;
  // A name is at most PLAN_NAME_MAX UTF-16 units (schemas.ts); long service and country names are shortened, the day kept.
  return `${shortened(setUp, PLAN_NAME_MAX - day.length)}${day}`;
}

/** The longest a plan's name may be, in UTF-16 units as JavaScript and zod count them. */
export const PLAN_NAME_MAX = 120;

/** `text` cut to at most `max` UTF-16 units, never inside a character, with "…" when cut. */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = '';
  for (const character of text) {
    if (kept.length + character.length > max - 1) break;
    kept += character;
  }
  return `${kept.trimEnd()}…`;
}
