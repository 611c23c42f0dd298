import { z } from 'zod';
import { LANGUAGES } from '../format';
import { isCurrencyCode, isMinorInRange } from '../money';
import { idSchema } from '../schemas';
import { isTimeZone } from '../zoned-time';

// The order ledger's requests and answers, shared by the server routes and the client screens. Money is exact
// ({ minor, currency }); a `date` is a calendar day (YYYY-MM-DD) in the seller's time zone; an instant is an ISO
// string. Objects are strict: an unknown field is refused, never silently dropped.

// ---------------------------------------------------------------------------------------------- vocabularies

/** An order's statuses, in the order of its life (new → confirmed | cancelled; confirmed → shipped → delivered | returned; delivered → paid). */
export const ORDER_STATUSES = ['new', 'confirmed', 'cancelled', 'shipped', 'delivered', 'returned', 'paid'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const CANCEL_REASONS = ['fake', 'duplicate', 'unreachable', 'refused', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const AD_PLATFORMS = ['meta', 'tiktok', 'google', 'snapchat', 'other'] as const;
export type AdPlatform = (typeof AD_PLATFORMS)[number];

export const IMPORT_KINDS = ['orders', 'adSpend'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Where a file comes from: the orders presets, the ads managers' presets, or the seller's own columns. */
export const IMPORT_SOURCES = ['shopify', 'woocommerce', 'youcan', 'meta', 'tiktok', 'generic'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** The sources that make sense for each kind of file. */
export const SOURCES_OF_KIND: Record<ImportKind, readonly ImportSource[]> = {
  orders: ['shopify', 'woocommerce', 'youcan', 'generic'],
  adSpend: ['meta', 'tiktok', 'generic'],
};

export const IMPORT_STATES = ['queued', 'reading', 'writing', 'done', 'refused'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** The fields an orders file can fill; a mapping names the file's header for each (null: not in the file). */
export const ORDER_IMPORT_FIELDS = [
  'orderId',
  'placedAt',
  'status',
  /** When the order reached the row's status (a courier's "delivered at"); without it, the time of the import. */
  'statusDate',
  'cancelReason',
  'correction',
  'countryCode',
  'city',
  'sku',
  'productName',
  'quantity',
  'unitPrice',
  'total',
  'customerDeliveryFee',
  'currency',
  'courier',
  'agent',
  'campaign',
] as const;
export type OrderImportField = (typeof ORDER_IMPORT_FIELDS)[number];
/** Without these an orders file cannot be read. */
export const REQUIRED_ORDER_FIELDS = ['orderId', 'placedAt', 'status'] as const satisfies readonly OrderImportField[];

/** The fields an ad-spend file can fill. */
export const AD_SPEND_IMPORT_FIELDS = ['date', 'platform', 'campaign', 'sku', 'countryCode', 'amount', 'currency'] as const;
export type AdSpendImportField = (typeof AD_SPEND_IMPORT_FIELDS)[number];
export const REQUIRED_AD_SPEND_FIELDS = ['date', 'amount'] as const satisfies readonly AdSpendImportField[];

export const IMPORT_FIELDS_OF_KIND: Record<ImportKind, readonly string[]> = {
  orders: ORDER_IMPORT_FIELDS,
  adSpend: AD_SPEND_IMPORT_FIELDS,
};

/**
 * Why a file or one of its rows was refused; the client translates the code and fills it from `params`.
 * Row 0 is the file as a whole (its headers, its size, its format); data rows count from 2 (row 1 is the header).
 */
export const IMPORT_ERROR_CODES = [
  'unreadableFile', // neither CSV nor XLSX, or the XLSX is damaged
  'emptyFile', // no header or no data row
  'tooManyRows', // params: { limit }
  'fileTooLarge', // params: { limitBytes }
  'missingColumn', // params: { field } — a required field has no column
  'required', // the cell of a required field is empty
  'invalidDate', // params: { value }
  'invalidAmount', // params: { value }
  'invalidCurrency', // params: { value }
  'invalidQuantity', // params: { value }
  'invalidCountry', // params: { value }
  'unknownStatus', // params: { value }
  'unknownPlatform', // params: { value }
  'invalidCancelReason', // params: { value }
  'tooLong', // params: { max }
  'conflictingRows', // params: { otherRow } — two rows give one order different order-level values
  'statusDateInFuture', // params: { value } — a status date after the import
  'statusDateBeforeOrder', // params: { value } — a status date on a day before the order's
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

export const GROUP_BY = ['day', 'week'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

export const SPLIT_BY = ['none', 'product', 'country', 'campaign', 'courier', 'agent'] as const;
export type SplitBy = (typeof SPLIT_BY)[number];

/** Where a projected delivery rate came from, the narrowest first. */
export const PROJECTION_SOURCES = ['productCountry', 'country', 'seller', 'plan', 'none'] as const;
export type ProjectionSource = (typeof PROJECTION_SOURCES)[number];

export const LEDGER_EXPORT_LANGUAGES = LANGUAGES;

// ------------------------------------------------------------------------------------------------ limits

export const SKU_MAX = 100;
export const PRODUCT_NAME_MAX = 200;
/** A source's order id ("#1001", "WC-58213", a YouCan reference) is short; longer text is not an id. */
export const EXTERNAL_ID_MAX = 64;
export const CITY_MAX = 100;
/** Courier, confirmation agent and campaign names. */
export const TAG_MAX = 100;
export const RATES_MAX = 200;
export const ORDER_PAGE_MAX = 200;
export const ORDER_PAGE_DEFAULT = 50;
/** The longest range the daily screen answers (two years of days, or of weeks). */
export const DAILY_RANGE_MAX_DAYS = 731;
/** Errors kept and answered for one import; the count beyond is not listed. */
export const IMPORT_ERRORS_KEPT = 1000;

// ------------------------------------------------------------------------------------------------ scalars

/** A calendar day YYYY-MM-DD that exists (2026-02-30 is refused). */
export const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine((text) => {
    const day = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
  }, 'Date does not exist');

export const currencyCodeSchema = z.string().refine(isCurrencyCode, 'Currency must be an ISO 4217 code such as MAD');

export const timeZoneSchema = z.string().refine(isTimeZone, 'Unknown time zone');

/** An ISO 3166 alpha-2 country code in capitals ("MA"). */
export const countryCode2Schema = z.string().regex(/^[A-Z]{2}$/, 'Country must be two capital letters');

/** An exact amount: integer minor units with its ISO 4217 code. */
export const moneySchema = z
  .object({
    minor: z.number().int().refine(isMinorInRange, 'Amount out of range'),
    currency: currencyCodeSchema,
  })
  .strict();

const sku = z.string().trim().min(1, 'SKU is required').max(SKU_MAX, `SKU must be at most ${SKU_MAX} characters`);
const productName = z.string().trim().min(1, 'Name is required').max(PRODUCT_NAME_MAX, `Name must be at most ${PRODUCT_NAME_MAX} characters`);
const tag = z.string().trim().min(1).max(TAG_MAX, `Must be at most ${TAG_MAX} characters`);

// ----------------------------------------------------------------------------------------------- settings

export const rateSchema = z
  .object({
    currency: currencyCodeSchema,
    /** Units of `currency` per US dollar: stored to 10 decimals, so at least 0.000001. */
    perUsd: z.number().finite().min(0.000001, 'A rate must be at least 0.000001').max(1e9),
    /** The first day the rate is in force (until the next `from` of the same currency). */
    from: dateSchema,
  })
  .strict();
export type LedgerRate = z.infer<typeof rateSchema>;

/** GET and PUT /api/ledger/settings. */
export const ledgerSettingsSchema = z
  .object({
    reportingCurrency: currencyCodeSchema,
    timeZone: timeZoneSchema,
    rates: z.array(rateSchema).max(RATES_MAX),
  })
  .strict();
export type LedgerSettings = z.infer<typeof ledgerSettingsSchema>;

// ----------------------------------------------------------------------------------------------- products

export const productSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    sku: z.string(),
    /** 0 for a product an import created from an unknown SKU: the screen flags it "cost missing". */
    unitCost: moneySchema,
    price: moneySchema.nullable(),
    countryCode: countryCode2Schema.nullable(),
  })
  .strict();
export type Product = z.infer<typeof productSchema>;

/** POST /api/ledger/products (409 DUPLICATE_SKU on the same sku and country). */
export const productInputSchema = z
  .object({
    name: productName,
    sku,
    unitCost: moneySchema,
    price: moneySchema.nullable().default(null),
    countryCode: countryCode2Schema.nullable().default(null),
  })
  .strict();
export type ProductInput = z.infer<typeof productInputSchema>;

/** PATCH /api/ledger/products/:id: any of the fields. */
export const productPatchSchema = z
  .object({
    name: productName,
    sku,
    unitCost: moneySchema,
    price: moneySchema.nullable(),
    countryCode: countryCode2Schema.nullable(),
  })
  .partial()
  .strict();
export type ProductPatch = z.infer<typeof productPatchSchema>;

// ------------------------------------------------------------------------------------------------- orders

export const orderLineSchema = z
  .object({ sku: z.string(), name: z.string(), quantity: z.number().int().positive(), unitPrice: moneySchema })
  .strict();
export type OrderLine = z.infer<typeof orderLineSchema>;

export const statusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES),
    at: z.iso.datetime({ offset: true }),
    /** True when the change moved the order back (a row that said so explicitly). */
    correction: z.boolean(),
  })
  .strict();
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const orderSchema = z
  .object({
    id: idSchema,
    source: z.enum(IMPORT_SOURCES),
    externalId: z.string(),
    placedAt: z.iso.datetime({ offset: true }),
    timeZone: z.string(),
    countryCode: countryCode2Schema.nullable(),
    city: z.string().nullable(),
    lines: z.array(orderLineSchema),
    total: moneySchema,
    customerDeliveryFee: moneySchema,
    courier: z.string().nullable(),
    agent: z.string().nullable(),
    campaign: z.string().nullable(),
    status: z.enum(ORDER_STATUSES),
    cancelReason: z.enum(CANCEL_REASONS).nullable(),
    /** Oldest first. */
    history: z.array(statusChangeSchema),
  })
  .strict();
export type Order = z.infer<typeof orderSchema>;

/** The filters of the orders list and of its export (query strings). */
export const orderFiltersSchema = z
  .object({
    from: dateSchema.optional(),
    to: dateSchema.optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    sku: z.string().trim().max(SKU_MAX).optional(),
    country: countryCode2Schema.optional(),
    /** Part of the order id, city, courier, agent or campaign. */
    q: z.string().trim().max(100).optional(),
  })
  .strict();
export type OrderFilters = z.infer<typeof orderFiltersSchema>;

/** GET /api/ledger/orders: newest placed first; the server also checks that `cursor` is one of its own. */
export const orderListQuerySchema = orderFiltersSchema
  .extend({
    cursor: z.string().max(400).optional(),
    limit: z.coerce.number().int().min(1).max(ORDER_PAGE_MAX).default(ORDER_PAGE_DEFAULT),
  })
  .strict();
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderListAnswerSchema = z.object({ orders: z.array(orderSchema), nextCursor: z.string().nullable() }).strict();
export type OrderListAnswer = z.infer<typeof orderListAnswerSchema>;

export const exportLanguageSchema = z.enum(LANGUAGES).default('en');

/** GET /api/ledger/orders/export. */
export const orderExportQuerySchema = orderFiltersSchema.extend({ format: z.enum(['csv', 'xlsx']), lang: exportLanguageSchema }).strict();
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

// ------------------------------------------------------------------------------------------------ imports

/** A mapping: for each field of the kind, the file's header that fills it (null: none). */
export const importMappingSchema = z.record(z.string().max(60), z.string().max(200).nullable());
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** PUT and GET /api/ledger/mappings/:kind/:source. */
export const mappingBodySchema = z.object({ columns: importMappingSchema }).strict();
export type MappingBody = z.infer<typeof mappingBodySchema>;

export const mappingParamsSchema = z.object({ kind: z.enum(IMPORT_KINDS), source: z.enum(IMPORT_SOURCES) }).strict();

/** POST /api/ledger/imports/preview?kind=, with the file's first bytes as the raw body. */
export const importPreviewQuerySchema = z.object({ kind: z.enum(IMPORT_KINDS) }).strict();

export const importPreviewAnswerSchema = z
  .object({
    headers: z.array(z.string()),
    /** The first data rows (at most 5), as text. */
    rows: z.array(z.array(z.string())),
    /** The preset the headers match, or null. */
    source: z.enum(IMPORT_SOURCES).nullable(),
    mapping: importMappingSchema,
  })
  .strict();
export type ImportPreviewAnswer = z.infer<typeof importPreviewAnswerSchema>;

/** POST /api/ledger/imports?…, with the whole file as the raw body → 202 { id }. */
export const importStartQuerySchema = z
  .object({
    kind: z.enum(IMPORT_KINDS),
    source: z.enum(IMPORT_SOURCES),
    fileName: z.string().trim().min(1).max(200),
    /** The currency of the file's amounts when it has no currency column. */
    currency: currencyCodeSchema,
  })
  .strict()
  .refine((query) => SOURCES_OF_KIND[query.kind].includes(query.source), { message: 'This source does not make files of this kind', path: ['source'] });
export type ImportStartQuery = z.infer<typeof importStartQuerySchema>;

export const importStartedSchema = z.object({ id: idSchema }).strict();

export const importErrorSchema = z
  .object({
    /** The file's row number as a spreadsheet shows it (the header is row 1); 0 for the file as a whole. */
    row: z.number().int().min(0),
    /** The field (a mapping key) the error is about, or null. */
    column: z.string().nullable(),
    code: z.enum(IMPORT_ERROR_CODES),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .strict();
export type ImportError = z.infer<typeof importErrorSchema>;

/** GET /api/ledger/imports/:id. */
export const importJobSchema = z
  .object({
    id: idSchema,
    kind: z.enum(IMPORT_KINDS),
    source: z.enum(IMPORT_SOURCES),
    fileName: z.string(),
    state: z.enum(IMPORT_STATES),
    rowsRead: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    /** The first IMPORT_ERRORS_KEPT errors, in row order. */
    errors: z.array(importErrorSchema),
  })
  .strict();
export type ImportJob = z.infer<typeof importJobSchema>;

/** An import in the seller's list of recent ones: when it was started, and by whom (the account's email). */
export const importListItemSchema = importJobSchema.extend({ startedAt: z.string(), startedBy: z.string() }).strict();
export type ImportListItem = z.infer<typeof importListItemSchema>;

/** GET /api/ledger/imports: the most recent first. */
export const importListAnswerSchema = z.array(importListItemSchema);

export const importErrorsQuerySchema = z.object({ lang: exportLanguageSchema }).strict();

// ----------------------------------------------------------------------------------------------- ad spend

export const adSpendSchema = z
  .object({
    id: idSchema,
    date: dateSchema,
    platform: z.enum(AD_PLATFORMS),
    campaign: z.string().nullable(),
    sku: z.string().nullable(),
    countryCode: countryCode2Schema.nullable(),
    amount: moneySchema,
  })
  .strict();
export type AdSpend = z.infer<typeof adSpendSchema>;

/** POST /api/ledger/ad-spend: one typed row. */
export const adSpendInputSchema = z
  .object({
    date: dateSchema,
    platform: z.enum(AD_PLATFORMS),
    campaign: tag.nullable().default(null),
    sku: sku.nullable().default(null),
    countryCode: countryCode2Schema.nullable().default(null),
    amount: moneySchema.refine((amount) => amount.minor >= 0, 'Amount cannot be negative'),
  })
  .strict();
export type AdSpendInput = z.infer<typeof adSpendInputSchema>;

export const adSpendQuerySchema = z.object({ from: dateSchema.optional(), to: dateSchema.optional() }).strict();

// ------------------------------------------------------------------------------------------- daily profit

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

const dailyParams = {
  from: dateSchema,
  to: dateSchema,
  groupBy: z.enum(GROUP_BY).default('day'),
  splitBy: z.enum(SPLIT_BY).default('none'),
};

function checkRange(query: { from: string; to: string }, ctx: z.RefinementCtx): void {
  const days = daysBetween(query.from, query.to);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end is before the start' });
  else if (days >= DAILY_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${DAILY_RANGE_MAX_DAYS} days` });
}

/** GET /api/ledger/daily: `from` and `to` are included. */
export const dailyQuerySchema = z.object(dailyParams).strict().superRefine(checkRange);
export type DailyQuery = z.infer<typeof dailyQuerySchema>;

/** GET /api/ledger/daily/export. */
export const dailyExportQuerySchema = z
  .object({ ...dailyParams, format: z.enum(['csv', 'pdf']), lang: exportLanguageSchema })
  .strict()
  .superRefine(checkRange);
export type DailyExportQuery = z.infer<typeof dailyExportQuerySchema>;

export const dailyCostsSchema = z
  .object({
    product: moneySchema,
    returnLoss: moneySchema,
    packaging: moneySchema,
    fees: moneySchema,
    feeVat: moneySchema,
    tax: moneySchema,
  })
  .strict();
export type DailyCosts = z.infer<typeof dailyCostsSchema>;

const fraction = z.number().min(0).max(1).nullable();

export const dailyRowSchema = z
  .object({
    /** The day, or the Monday of the week; null on the totals. */
    period: dateSchema.nullable(),
    /** The split's value (a SKU, a country code, a campaign, courier or agent name); null for none or "not set". */
    key: z.string().nullable(),
    /** What to show for the key (a product's name); null when the key is the label. */
    label: z.string().nullable(),
    orders: z.number().int(),
    confirmed: z.number().int(),
    cancelled: z.number().int(),
    delivered: z.number().int(),
    returned: z.number().int(),
    inTransit: z.number().int(),
    /** Confirmed ÷ orders. */
    confirmationRate: fraction,
    /** Delivered ÷ (delivered + returned) of the cohort so far. */
    deliveryRate: fraction,
    /** The rate the in-transit orders are settled at (weighted by their count when several keys apply). */
    projectedDeliveryRate: fraction,
    adSpend: moneySchema,
    /** Ad spend ÷ orders. */
    cpl: moneySchema.nullable(),
    /** Collected: delivered orders' totals and customer delivery fees. */
    revenue: moneySchema,
    costs: dailyCostsSchema,
    profitRealised: moneySchema,
    profitProjected: moneySchema,
    /** Revenue of delivered orders ÷ ad spend. */
    roas: z.number().nullable(),
  })
  .strict();
export type DailyRow = z.infer<typeof dailyRowSchema>;

export const projectionSchema = z
  .object({
    /** "<sku>|<country>" for a product in a country, a country code, or "seller". */
    key: z.string(),
    rate: fraction,
    source: z.enum(PROJECTION_SOURCES),
    settledOrders: z.number().int(),
  })
  .strict();
export type Projection = z.infer<typeof projectionSchema>;

export const dailyAnswerSchema = z
  .object({
    currency: currencyCodeSchema,
    timeZone: z.string(),
    from: dateSchema,
    to: dateSchema,
    groupBy: z.enum(GROUP_BY),
    splitBy: z.enum(SPLIT_BY),
    /** By period, then key. */
    rows: z.array(dailyRowSchema),
    totals: dailyRowSchema,
    projections: z.array(projectionSchema),
    /** SKUs of the range's settled or travelling orders without a unit cost: their product cost reads 0. */
    productsWithoutCost: z.array(z.string()),
  })
  .strict();
export type DailyAnswer = z.infer<typeof dailyAnswerSchema>;
