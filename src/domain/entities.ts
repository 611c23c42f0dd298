import type { FeeSource, FeeValues } from './fees';
import type { Status } from './schemas';

// Shapes of the API's answers, shared by the server's queries and the client's screens (dates as ISO strings).

interface Owned {
  /** NULL for an administrator-managed default; the owner's id for a seller's personal row. */
  ownerId: string | null;
  isDefault: boolean;
}

/** An account as the API shows it: never the password hash. */
export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: 'user' | 'admin';
  createdAt: string;
  updatedAt: string | null;
}

export interface Service extends Owned {
  id: string;
  name: string;
  /** An embedded image data string, an http(s) URL, or emoji/text. */
  icon: string;
  color: string;
  status: Status;
  createdAt: string;
  updatedAt: string | null;
}

export interface Country extends Owned {
  id: string;
  name: string;
  code: string | null;
  /** The currency as its owner labelled it ("Saudi Riyal (SAR)", "Dirham"). */
  currency: string;
  /**
   * Its ISO 4217 code ("SAR"), what conversion and formatting read; null when neither the label nor the country's
   * ISO code names one, and the country's owner is asked to choose it.
   */
  currencyCode: string | null;
  /** Local currency units per dollar. */
  currencyChange: number;
  /** Tax included in order values, in % (0: none); the simulator's default tax line (decision 0028). */
  taxRate: number;
  status: Status;
  createdAt: string;
  updatedAt: string | null;
}

/** A country whose currency label names no ISO 4217 code and whose ISO code tells none: the administrator's list to fix. */
export interface UnreadCurrency {
  id: string;
  name: string;
  code: string | null;
  /** The label as typed. */
  currency: string;
  /** Whose country it is; null for a default. */
  ownerEmail: string | null;
}

export interface FeeStructure extends Owned, FeeValues {
  id: string;
  countryId: string;
  serviceId: string | null;
  createdAt: string;
  updatedAt: string | null;
}

export interface ResolvedFeeStructure extends FeeValues {
  source: FeeSource;
  id: string | null;
  countryId: string;
  serviceId: string | null;
}

/** What deleting a service or a country takes with it: its fee structures, by whose they are. */
export interface DeleteImpact {
  /** Every fee structure that goes with it. */
  feeStructures: number;
  /** Of those, the ones other owners made: sellers' own rows under a default the admin deletes. */
  othersFeeStructures: number;
}

/** The administrator's banner: a text per language ('' when not written) and the switch. */
export interface Announcement {
  /** The single text of the original API: the English one, else the first written (for clients that read one text). */
  content: string;
  texts: Record<'en' | 'ar' | 'fr', string>;
  enabled: boolean;
}

/** A saved simulation (history record): declared once, by `simulationSchema` (docs/decisions/0012). */
export type { Simulation } from './schemas';

/** The flag emoji of a two-letter country code ("SA" → 🇸🇦), or an empty string. */
export function flagEmoji(code: string | null | undefined): string {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return '';
  const base = 0x1f1e6 - 'A'.charCodeAt(0);
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => base + c.charCodeAt(0)));
}
