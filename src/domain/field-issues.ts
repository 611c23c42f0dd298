/**
 * What is wrong with one field, as a code and its limit rather than a sentence, so the client can say it
 * in the reader's language (docs/decisions/0016). The server sends these in `errors[]`; the
 * client's forms turn their own zod issues into the same shape, so both read from one translation table.
 */
export const FIELD_ISSUE_CODES = [
  'required',
  'notNumber',
  'notWhole',
  'tooSmall',
  'notAbove',
  'tooBig',
  'tooShort',
  'tooLong',
  'invalidFormat',
  // Accounts (sign-in, registration, password change and reset): the auth forms' own rules.
  'invalidEmail',
  'notMatching',
  'sameAsCurrent',
  // A profile name with characters no name has (a tab, a line break, a control character).
  'notAName',
  'weakPassword',
  'wrongPassword',
  'countryCodeTaken',
  // A currency code that is not an ISO 4217 currency.
  'unknownCurrency',
  // Actual records: the funnel's own rule, broken by the field that overflows.
  'moreThanLeads',
  'moreThanConfirmed',
  // CSV import of orders (decision 0026): what is wrong with one row.
  'duplicateOrderId',
  // Decision 0035: an order id a previous import of the same plan counted; local amounts on a plan without a rate.
  'importedBefore',
  'noCurrencyRate',
  'missingOrderId',
  'unknownStatus',
  'badAmount',
  'columnCount',
  // File imports: amounts that sum past the money range, a file with more rows than an import takes.
  'totalTooLarge',
  'tooManyRows',
  'invalid',
] as const;
export type FieldIssueCode = (typeof FIELD_ISSUE_CODES)[number];

export interface FieldIssue {
  /** The field's path, dot-separated (`confirmedRate`, `items.0.name`); empty for the whole body. */
  path: string;
  code: FieldIssueCode;
  /** The bound crossed by `tooSmall`, `notAbove`, `tooBig`, `tooShort` and `tooLong`. */
  limit?: number;
}

/** The parts of a zod issue this reads (zod's own issue type, or the copy fastify-type-provider-zod keeps). */
export interface IssueLike {
  code: string;
  path?: readonly PropertyKey[];
  origin?: string;
  expected?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  /** A custom issue's own parameters: `fieldIssue` names its code when it is one of ours. */
  params?: { fieldIssue?: unknown };
}

function bound(value: number | bigint | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}

/** A zod issue as a field issue; an issue it does not know becomes `invalid`. */
export function toFieldIssue(issue: IssueLike): FieldIssue {
  const path = (issue.path ?? []).map(String).join('.');
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return { path, code: 'notWhole' };
      return { path, code: issue.expected === 'number' ? 'notNumber' : 'invalid' };
    case 'too_small': {
      const limit = bound(issue.minimum);
      if (issue.origin === 'string') return limit === 1 ? { path, code: 'required' } : { path, code: 'tooShort', limit };
      return { path, code: issue.inclusive === false ? 'notAbove' : 'tooSmall', limit };
    }
    case 'too_big': {
      const limit = bound(issue.maximum);
      return { path, code: issue.origin === 'string' ? 'tooLong' : 'tooBig', limit };
    }
    case 'invalid_format':
      return { path, code: issue.format === 'email' ? 'invalidEmail' : 'invalidFormat' };
    case 'custom': {
      const named = issue.params?.fieldIssue;
      return { path, code: (FIELD_ISSUE_CODES as readonly unknown[]).includes(named) ? (named as FieldIssueCode) : 'invalid' };
    }
    default:
      return { path, code: 'invalid' };
  }
}
