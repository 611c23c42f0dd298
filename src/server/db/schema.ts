import { sql } from 'drizzle-orm';
import type { ActualMoneyKey } from '../../domain/actuals/actual-record';
import type { MoneyInputKey } from '../../domain/model/money-inputs';
import type { UncertainInputs } from '../../domain/risk/uncertain-inputs';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The admin's user list walks it in order, a page at a time (keyset, docs/decisions/0031).
  (t) => [index('users_created_idx').on(t.createdAt, t.id)],
);

/** Only the SHA-256 of a session token is stored (docs/product.md#security). */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Admin-issued password reset links (decision 0017): only the SHA-256 of the token is
 * stored, a row lives until it is used or replaced, and it counts only until `expires_at`.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Failed sign-in counters per account and per address, shared by every process (docs/product.md#security). */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});

// owner_id NULL marks an administrator-managed default; a user id marks a seller's personal row (docs/product.md#access-and-ownership).
const ownerId = () => uuid('owner_id').references(() => users.id, { onDelete: 'cascade' });

export const services = pgTable(
  'services',
  {
    id: id(),
    ownerId: ownerId(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    color: text('color').notNull().default('#000000'),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('services_owner_idx').on(t.ownerId)],
);

export const countries = pgTable(
  'countries',
  {
    id: id(),
    ownerId: ownerId(),
    name: text('name').notNull(),
    code: text('code'),
    currency: text('currency').notNull(),
    // ISO 4217; NULL when the label names no currency and the ISO code tells none (listed for the administrator).
    currencyCode: text('currency_code'),
    currencyChange: doublePrecision('currency_change').notNull().default(1),
    // Tax included in the order value, in % (docs/product.md#the-cost-model): the simulator's default tax line; 0 changes no figure.
    taxRate: doublePrecision('tax_rate').notNull().default(0),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('countries_owner_idx').on(t.ownerId),
    // One country per ISO code per owner (docs/decisions/0016). The nil uuid stands for the defaults'
    // owner (NULL), which an index would otherwise treat as all different; codes are stored upper-case.
    uniqueIndex('countries_owner_code_key')
      .on(sql`coalesce(${t.ownerId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.code)
      .where(sql`${t.code} is not null`),
  ],
);

export const feeStructures = pgTable(
  'fee_structures',
  {
    id: id(),
    ownerId: ownerId(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'cascade' }),
    confirmedRate: doublePrecision('confirmed_rate').notNull(),
    deliveredRate: doublePrecision('delivered_rate').notNull(),
    orderFees: doublePrecision('order_fees').notNull(),
    confirmedLead: doublePrecision('confirmed_lead').notNull(),
    deliveredLead: doublePrecision('delivered_lead').notNull(),
    shippingDelivered: doublePrecision('shipping_delivered').notNull(),
    shippingReturned: doublePrecision('shipping_returned').notNull(),
    serviceFees: doublePrecision('service_fees').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // NULLS NOT DISTINCT (PostgreSQL 15+): one default row and one row per owner for (country, no service).
    unique('fee_structures_owner_country_service_key').on(t.ownerId, t.countryId, t.serviceId).nullsNotDistinct(),
    index('fee_structures_country_idx').on(t.countryId),
    // The fee list walks the defaults (owner NULL), then the seller's own, each in order (docs/decisions/0031).
    // `owner_id IS NULL` is not an equality to the planner, so (owner_id, created_at, id) cannot give the
    // defaults their order: they get an index of their own.
    index('fee_structures_defaults_created_idx').on(t.createdAt, t.id).where(sql`${t.ownerId} is null`),
    index('fee_structures_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
  ],
);

/** A single row (id = 1). */
export const announcement = pgTable('announcement', {
  id: integer('id').primaryKey().default(1),
  /** The English text (older rows have only this one). */
  content: text('content').notNull().default(''),
  contentAr: text('content_ar').notNull().default(''),
  contentFr: text('content_fr').notNull().default(''),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: updatedAt(),
});

/** A single row (id = 1) bumped on every catalogue write, so every process can drop its cached lists. */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** A saved simulation is a snapshot: later catalogue edits never change it (docs/product.md#plans-and-their-snapshots). */
export const simulations = pgTable(
  'simulations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceName: text('service_name').notNull(),
    countryName: text('country_name').notNull(),
    countryCode: text('country_code').notNull().default(''),
    countryCurrency: text('country_currency').notNull(),
    // ISO 4217 code of that currency; NULL when neither the label nor the country's code named one.
    countryCurrencyCode: text('country_currency_code'),
    // The catalogue rows the plan was made with (no foreign key: a snapshot outlives the rows it names).
    serviceId: uuid('service_id'),
    countryId: uuid('country_id'),
    totalLeads: doublePrecision('total_leads').notNull(),
    adsCost: doublePrecision('ads_cost').notNull(),
    productCost: doublePrecision('product_cost').notNull(),
    averageAOV: doublePrecision('average_aov').notNull(),
    confirmedRate: doublePrecision('confirmed_rate').notNull(),
    deliveredRate: doublePrecision('delivered_rate').notNull(),
    orderFees: doublePrecision('order_fees').notNull(),
    confirmedLead: doublePrecision('confirmed_lead').notNull(),
    deliveredLead: doublePrecision('delivered_lead').notNull(),
    shippingDelivered: doublePrecision('shipping_delivered').notNull(),
    shippingReturned: doublePrecision('shipping_returned').notNull(),
    serviceFees: doublePrecision('service_fees').notNull(),
    // Cost-line inputs, as entered; 0 (off) for records saved before them.
    upsellRate: doublePrecision('upsell_rate').notNull().default(0),
    upsellRevenue: doublePrecision('upsell_revenue').notNull().default(0),
    upsellProductCost: doublePrecision('upsell_product_cost').notNull().default(0),
    lostOnReturnsRate: doublePrecision('lost_on_returns_rate').notNull().default(0),
    packagingPerOrder: doublePrecision('packaging_per_order').notNull().default(0),
    taxRate: doublePrecision('tax_rate').notNull().default(0),
    feeVatRate: doublePrecision('fee_vat_rate').notNull().default(0),
    customerDeliveryFee: doublePrecision('customer_delivery_fee').notNull().default(0),
    fixedCostsPerMonth: doublePrecision('fixed_costs_per_month').notNull().default(0),
    leadsPerMonth: doublePrecision('leads_per_month').notNull().default(0),
    payoutDelayDays: doublePrecision('payout_delay_days').notNull().default(0),
    // NULL: no rate recorded (saved before rates were, so every amount is in dollars).
    currencyRate: doublePrecision('currency_rate'),
    localCurrencyInputs: text('local_currency_inputs').array().$type<MoneyInputKey[]>().notNull().default(sql`'{}'::text[]`),
    confirmedOrders: doublePrecision('confirmed_orders').notNull(),
    deliveredOrders: doublePrecision('delivered_orders').notNull(),
    sellingPrice: doublePrecision('selling_price').notNull(),
    investment: doublePrecision('investment').notNull(),
    servicesCost: doublePrecision('services_cost').notNull(),
    profit: doublePrecision('profit').notNull(),
    roi: doublePrecision('roi').notNull(),
    returnedOrders: doublePrecision('returned_orders').notNull().default(0),
    returnCosts: doublePrecision('return_costs').notNull().default(0),
    returnLoss: doublePrecision('return_loss').notNull().default(0),
    packaging: doublePrecision('packaging').notNull().default(0),
    tax: doublePrecision('tax').notNull().default(0),
    feeVat: doublePrecision('fee_vat').notNull().default(0),
    name: text('name').notNull().default(''),
    productName: text('product_name').notNull().default(''),
    note: text('note').notNull().default(''),
    // Which inputs the seller is unsure of and how (observed counts or a low–high range); {} when none.
    uncertainty: jsonb('uncertainty').$type<UncertainInputs>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('simulations_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // History sorted by profit or ROI walks these in order (keyset pagination).
    index('simulations_user_profit_idx').on(t.userId, t.profit.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('simulations_user_roi_idx').on(t.userId, t.roi.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * Read-only links to a saved simulation. Only the SHA-256 of the token is stored; a revoked
 * link is deleted, so every process answers 404 for it on its next read (no process keeps links).
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: id(),
    simulationId: uuid('simulation_id')
      .notNull()
      .references(() => simulations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The token's last characters, so the owner can tell their links apart. */
    hint: text('hint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('share_links_simulation_idx').on(t.simulationId)],
);

/**
 * What a campaign really did against a saved plan (decision 0025): one row per record the
 * seller entered or imported. Dies with its simulation. `orderCount` is the number of orders a CSV import
 * read (null when typed in).
 */
export const actualRecords = pgTable(
  'actual_records',
  {
    id: id(),
    simulationId: uuid('simulation_id')
      .notNull()
      .references(() => simulations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    leads: integer('leads').notNull(),
    adSpend: doublePrecision('ad_spend').notNull(),
    confirmed: integer('confirmed').notNull(),
    delivered: integer('delivered').notNull(),
    returned: integer('returned').notNull(),
    revenueCollected: doublePrecision('revenue_collected'),
    // Decision 0035: the amounts typed in the plan's country's currency, and the plan's rate they were typed at.
    localCurrencyInputs: text('local_currency_inputs').array().$type<ActualMoneyKey[]>().notNull().default(sql`'{}'::text[]`),
    currencyRate: doublePrecision('currency_rate'),
    orderCount: integer('order_count'),
    createdAt: createdAt(),
  },
  (t) => [
    index('actual_records_simulation_idx').on(t.simulationId, t.date),
    // Migration 0011: amounts stay in the range a record holds, so every stored record can be read back.
    check('actual_records_revenue_collected_range', sql`${t.revenueCollected} is null or (${t.revenueCollected} >= 0 and ${t.revenueCollected} <= 1000000000)`),
    check('actual_records_ad_spend_range', sql`${t.adSpend} >= 0 and ${t.adSpend} <= 1000000000`),
  ],
);

/**
 * How many simulations each seller has saved, kept by statement triggers on `simulations` (migration
 * 0008, decision 0031), so History's unfiltered total is one row read however long the history grows.
 */
export const simulationCounts = pgTable('simulation_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  saved: integer('saved').notNull().default(0),
});

/**
 * The order ids each CSV import of a plan counted (decision 0035): the primary key refuses an order imported
 * twice into one plan, whichever files it came in. Deleting the import's record frees its ids.
 */
export const importedOrders = pgTable(
  'imported_orders',
  {
    simulationId: uuid('simulation_id')
      .notNull()
      .references(() => simulations.id, { onDelete: 'cascade' }),
    actualId: uuid('actual_id')
      .notNull()
      .references(() => actualRecords.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.simulationId, t.orderId] }), index('imported_orders_actual_idx').on(t.actualId)],
);

// ------------------------------------------------------------------------------------------- the order ledger
// Real orders, their status history and ad spend, owned by one seller each (docs/decisions/0046-order-ledger-data-model.md). Money is
// integer minor units beside its ISO 4217 code; a day is a calendar day in the seller's time zone.

const ownerOf = () =>
  uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const minor = (name: string) => bigint(name, { mode: 'number' });
const currencyCode = (name: string) => char(name, { length: 3 });

/** One row per seller once they save settings; until then the defaults apply. */
export const ledgerSettings = pgTable('ledger_settings', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reportingCurrency: currencyCode('reporting_currency').notNull(),
  timeZone: text('time_zone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A seller's rate of a currency (units per US dollar), in force from `fromDay` until the next one. */
export const ledgerRates = pgTable(
  'ledger_rates',
  {
    ownerId: ownerOf(),
    currency: currencyCode('currency').notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    perUsd: numeric('per_usd', { precision: 24, scale: 10, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'ledger_rates_pk', columns: [t.ownerId, t.currency, t.fromDay] }), check('ledger_rates_positive', sql`${t.perUsd} > 0`)],
);

export const ledgerProducts = pgTable(
  'ledger_products',
  {
    id: id(),
    ownerId: ownerOf(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    countryCode: char('country_code', { length: 2 }),
    unitCostMinor: minor('unit_cost_minor').notNull(),
    unitCostCurrency: currencyCode('unit_cost_currency').notNull(),
    priceMinor: minor('price_minor'),
    priceCurrency: currencyCode('price_currency'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_products_sku_length', sql`char_length(${t.sku}) <= 100`),
    // One product per SKU and country (or none) per seller.
    unique('ledger_products_owner_sku_country_key').on(t.ownerId, t.sku, t.countryCode).nullsNotDistinct(),
  ],
);

/**
 * An order as its source sent it, with its current status; `sku` is the first line's (what "split by product"
 * counts it under) and `units` the sum of its lines' quantities. The first line's name, quantity and unit price
 * are `first_*` (null when the order has no lines); `ledger_order_lines` holds only the lines after the first. `fingerprint` digests the imported fields so
 * a re-import tells unchanged from updated without reading the lines. `confirmed`: the order was ever confirmed.
 */
export const ledgerOrders = pgTable(
  'ledger_orders',
  {
    id: id(),
    ownerId: ownerOf(),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull(),
    timeZone: text('time_zone').notNull(),
    countryCode: char('country_code', { length: 2 }),
    city: text('city'),
    sku: text('sku'),
    units: integer('units').notNull(),
    firstName: text('first_name'),
    firstQuantity: integer('first_quantity'),
    firstUnitPriceMinor: minor('first_unit_price_minor'),
    /** How many product lines the order has; the lines after the first are costed by their own SKU. */
    lineCount: integer('line_count').notNull().default(1),
    currency: currencyCode('currency').notNull(),
    totalMinor: minor('total_minor').notNull(),
    deliveryFeeMinor: minor('delivery_fee_minor').notNull(),
    courier: text('courier'),
    agent: text('agent'),
    campaign: text('campaign'),
    status: text('status').notNull(),
    cancelReason: text('cancel_reason'),
    confirmed: boolean('confirmed').notNull(),
    /**
     * The order's first status and when it was reached: the start of its history, whose later moves are rows of
     * `ledger_order_events`. Null for an order written without one (its history is then its events alone).
     */
    firstStatus: text('first_status'),
    firstAt: timestamp('first_at', { withTimezone: true, mode: 'date' }),
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // PostgreSQL refuses a B-tree entry over about 2.7 kB: an order id is capped before it reaches the index.
    check('ledger_orders_external_id_length', sql`char_length(${t.externalId}) <= 64`),
    // One order per seller, source's id and source; the id first, so a courier's file (which names no source)
    // finds the seller's order by its id alone on the same index.
    unique('ledger_orders_owner_external_source_key').on(t.ownerId, t.externalId, t.source),
    // The daily screen and the list read a seller's orders by placing time.
    index('ledger_orders_owner_placed_idx').on(t.ownerId, t.placedAt),
    // The orders of more than one product line, read by the daily screen to cost each line.
    index('ledger_orders_owner_placed_multi_idx').on(t.ownerId, t.placedAt).where(sql`${t.lineCount} > 1`),
  ],
);

/** An order's product lines after the first (the first is on `ledger_orders`), numbered from 2. */
export const ledgerOrderLines = pgTable(
  'ledger_order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => ledgerOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: minor('unit_price_minor').notNull(),
  },
  (t) => [primaryKey({ name: 'ledger_order_lines_pk', columns: [t.orderId, t.lineNo] })],
);

/** The statuses an order reached after its first (`ledger_orders.first_status`), in order (the serial breaks ties of equal times). */
export const ledgerOrderEvents = pgTable(
  'ledger_order_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => ledgerOrders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    correction: boolean('correction').notNull().default(false),
  },
  // Read by order only: the key is also the index of an order's history, in order.
  (t) => [primaryKey({ name: 'ledger_order_events_pk', columns: [t.orderId, t.id] })],
);

/**
 * The daily screen's rollup: a seller's orders counted and summed per day of the seller's current time zone, first
 * line's SKU, country, courier, currency, status and confirmation. The import keeps it in its own transaction; a
 * change of zone rebuilds it (docs/decisions/0060). A cell whose orders all moved away is deleted.
 */
export const ledgerDailyCells = pgTable(
  'ledger_daily_cells',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: ownerOf(),
    day: date('day', { mode: 'string' }).notNull(),
    sku: text('sku'),
    countryCode: char('country_code', { length: 2 }),
    courier: text('courier'),
    currency: currencyCode('currency').notNull(),
    status: text('status').notNull(),
    confirmed: boolean('confirmed').notNull(),
    orders: integer('orders').notNull(),
    totalMinor: numeric('total_minor').notNull(),
    deliveryFeeMinor: numeric('delivery_fee_minor').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
  },
  (t) => [
    // The upsert's key, and the screen's read of a range of days (owner and day lead).
    unique('ledger_daily_cells_key').on(t.ownerId, t.day, t.sku, t.countryCode, t.courier, t.currency, t.status, t.confirmed).nullsNotDistinct(),
  ],
);

/** Ad spend of one day; a re-import of the same day, platform, campaign, SKU and country replaces its amount. */
export const ledgerAdSpend = pgTable(
  'ledger_ad_spend',
  {
    id: id(),
    ownerId: ownerOf(),
    day: date('day', { mode: 'string' }).notNull(),
    platform: text('platform').notNull(),
    campaign: text('campaign'),
    sku: text('sku'),
    countryCode: char('country_code', { length: 2 }),
    currency: currencyCode('currency').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_ad_spend_row_key').on(t.ownerId, t.day, t.platform, t.campaign, t.sku, t.countryCode).nullsNotDistinct(),
    index('ledger_ad_spend_owner_day_idx').on(t.ownerId, t.day),
  ],
);

export const ledgerImportJobs = pgTable(
  'ledger_import_jobs',
  {
    id: id(),
    ownerId: ownerOf(),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    fileName: text('file_name').notNull(),
    state: text('state').notNull(),
    rowsRead: integer('rows_read').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    errors: jsonb('errors').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('ledger_import_jobs_owner_created_idx').on(t.ownerId, t.createdAt)],
);

/** The columns a seller mapped for a kind of file from a source, proposed on their next import. */
export const ledgerImportMappings = pgTable(
  'ledger_import_mappings',
  {
    ownerId: ownerOf(),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    columns: jsonb('columns').$type<Record<string, string | null>>().notNull(),
  },
  (t) => [primaryKey({ name: 'ledger_import_mappings_pk', columns: [t.ownerId, t.kind, t.source] })],
);

// ------------------------------------------------------------------------------------------ courier remittances
// A courier's statements against what the ledger says it owes (docs/decisions/0052-courier-remittances.md). A
// courier is named by the ledger's courier column, kept trimmed and lower-case; money is minor units of `currency`.

/** A seller's settings for one courier, and the statement columns they mapped for each layout. */
export const remittanceCouriers = pgTable(
  'remittance_couriers',
  {
    ownerId: ownerOf(),
    courier: text('courier').notNull(),
    payoutDelayDays: integer('payout_delay_days').notNull().default(7),
    unpaidAfterDays: integer('unpaid_after_days'),
    feeVatPercent: numeric('fee_vat_percent', { precision: 7, scale: 4, mode: 'number' }).notNull().default(0),
    currency: currencyCode('currency'),
    language: text('language').notNull().default('en'),
    mappings: jsonb('mappings').$type<Record<string, Record<string, string | null>>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [primaryKey({ name: 'remittance_couriers_pk', columns: [t.ownerId, t.courier] }), check('remittance_couriers_courier_length', sql`char_length(${t.courier}) <= 100`)],
);

/** One imported statement; its reference is the courier's and imports once. */
export const remittanceStatements = pgTable(
  'remittance_statements',
  {
    id: id(),
    ownerId: ownerOf(),
    courier: text('courier').notNull(),
    reference: text('reference').notNull(),
    statementDay: date('statement_day', { mode: 'string' }).notNull(),
    layout: text('layout').notNull(),
    currency: currencyCode('currency').notNull(),
    fileName: text('file_name').notNull(),
    rows: integer('rows').notNull(),
    remittedMinor: minor('remitted_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('remittance_statements_reference_key').on(t.ownerId, t.courier, t.reference),
    check('remittance_statements_reference_length', sql`char_length(${t.reference}) <= 100`),
  ],
);

/** A statement's row: the order it names and what the courier says it collected, charged and remitted. */
export const remittanceLines = pgTable(
  'remittance_lines',
  {
    statementId: uuid('statement_id')
      .notNull()
      .references(() => remittanceStatements.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    orderExternalId: text('order_external_id').notNull(),
    collectedMinor: minor('collected_minor').notNull(),
    feesTotalMinor: minor('fees_total_minor').notNull(),
    feeShippingMinor: minor('fee_shipping_minor'),
    feeCodMinor: minor('fee_cod_minor'),
    feeCallCenterMinor: minor('fee_call_center_minor'),
    feeVatMinor: minor('fee_vat_minor'),
    remittedMinor: minor('remitted_minor').notNull(),
  },
  (t) => [primaryKey({ name: 'remittance_lines_pk', columns: [t.statementId, t.row] })],
);

/** A seller's word on a discrepancy (resolved or disputed, with a note); a discrepancy without one is open. */
export const remittanceMarks = pgTable(
  'remittance_marks',
  {
    ownerId: ownerOf(),
    courier: text('courier').notNull(),
    key: text('key').notNull(),
    state: text('state', { enum: ['resolved', 'disputed'] }).notNull(),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'remittance_marks_pk', columns: [t.ownerId, t.courier, t.key] }), check('remittance_marks_state', sql`${t.state} in ('resolved', 'disputed')`)],
);

// ------------------------------------------------------------------------------------------- early warning
// A plan held against the ledger's orders of one product in one country, and the warnings a seller has
// acknowledged (docs/decisions/0053-early-warning.md).

/** A saved plan attached to a ledger product (its SKU) and a country; at most one each. */
export const planLedgerLinks = pgTable(
  'plan_ledger_links',
  {
    simulationId: uuid('simulation_id')
      .primaryKey()
      .references(() => simulations.id, { onDelete: 'cascade' }),
    ownerId: ownerOf(),
    sku: text('sku').notNull(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('plan_ledger_links_owner_idx').on(t.ownerId), check('plan_ledger_links_sku_length', sql`char_length(${t.sku}) between 1 and 100`)],
);

/** A warning the seller has seen, with its metric's value then: it comes back only when the metric is worse. */
export const warningAcknowledgements = pgTable(
  'warning_acknowledgements',
  {
    ownerId: ownerOf(),
    subject: text('subject').notNull(),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'warning_acknowledgements_pk', columns: [t.ownerId, t.subject, t.metric] }),
    check('warning_acknowledgements_subject_length', sql`char_length(${t.subject}) <= 200`),
  ],
);
