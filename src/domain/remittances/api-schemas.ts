import { z } from 'zod';
import { LANGUAGES } from '../format';
import { currencyCodeSchema, dateSchema, moneySchema } from '../ledger/api-schemas';
import { DISCREPANCY_KINDS, FEE_TYPES } from './reconcile';
import { STATEMENT_FIELDS_OF_LAYOUT, STATEMENT_LAYOUTS } from './statement-rows';

// Courier remittances' requests and answers, shared by the server routes and the client screen. A courier is
// named as the ledger's orders name it (its courier column); money is exact ({ minor, currency }).

export const courierNameSchema = z.string().trim().min(1).max(100);
export const courierQuerySchema = z.object({ courier: courierNameSchema }).strict();

export const MARK_STATES = ['open', 'resolved', 'disputed'] as const;
export type MarkState = (typeof MARK_STATES)[number];

/** A courier's settings: when it pays, when a payment is late, the VAT it charges on its fees, the language it reads. */
export const courierSettingsSchema = z
  .object({
    payoutDelayDays: z.number().int().min(0).max(365),
    /** Null: the payout delay plus the grace days. */
    unpaidAfterDays: z.number().int().min(0).max(730).nullable(),
    // Stored with four decimals: a percent with more (1e-170) is refused at its field rather than rounded away.
    feeVatPercent: z
      .number()
      .finite()
      .min(0)
      .max(100)
      .refine((value) => Math.abs(value * 1e4 - Math.round(value * 1e4)) < 1e-6, 'VAT on fees takes at most 4 decimals'),
    /** The currency its statements are in; null until the seller chooses or a statement brings one. */
    currency: currencyCodeSchema.nullable(),
    /** The language its dispute files are written in by default. */
    language: z.enum(LANGUAGES),
  })
  .strict();
export type CourierSettings = z.infer<typeof courierSettingsSchema>;

export const DEFAULT_PAYOUT_DELAY_DAYS = 7;

export const statementLayoutSchema = z.enum(STATEMENT_LAYOUTS);
const allFields = [...new Set([...STATEMENT_FIELDS_OF_LAYOUT.generic, ...STATEMENT_FIELDS_OF_LAYOUT.perFee])] as [string, ...string[]];
export const statementMappingSchema = z.partialRecord(z.enum(allFields), z.string().max(200).nullable());

export const statementPreviewAnswerSchema = z
  .object({ headers: z.array(z.string()), rows: z.array(z.array(z.string())), layout: statementLayoutSchema, mapping: statementMappingSchema })
  .strict();
export type StatementPreviewAnswer = z.infer<typeof statementPreviewAnswerSchema>;

export const mappingBodySchema = z.object({ layout: statementLayoutSchema, columns: statementMappingSchema }).strict();

export const statementImportQuerySchema = z
  .object({
    courier: courierNameSchema,
    reference: z.string().trim().min(1).max(100),
    date: dateSchema,
    layout: statementLayoutSchema,
    currency: currencyCodeSchema,
    fileName: z.string().max(200).default('statement.csv'),
  })
  .strict();
export type StatementImportQuery = z.infer<typeof statementImportQuerySchema>;

export const statementSchema = z
  .object({ id: z.string(), reference: z.string(), date: dateSchema, layout: statementLayoutSchema, currency: z.string(), rows: z.number().int(), remitted: moneySchema, fileName: z.string() })
  .strict();
export type Statement = z.infer<typeof statementSchema>;

/** 201 with the new statement; 200 with the one already there when the reference was imported before (nothing changed). */
export const statementImportAnswerSchema = z.object({ created: z.boolean(), statement: statementSchema }).strict();

export const discrepancySchema = z
  .object({
    key: z.string(),
    kind: z.enum(DISCREPANCY_KINDS),
    orderId: z.string(),
    feeType: z.enum([...FEE_TYPES, 'total']).nullable(),
    reference: z.string().nullable(),
    row: z.number().int().nullable(),
    expected: moneySchema,
    actual: moneySchema,
    difference: moneySchema,
    /** The difference in the seller's reporting currency at the rate of the order's day (its statement's for an unknown order); null without a rate. */
    differenceReporting: moneySchema.nullable(),
    state: z.enum(MARK_STATES),
    note: z.string(),
  })
  .strict();
export type DiscrepancyView = z.infer<typeof discrepancySchema>;

/** An amount of the courier's currency with its value in the seller's reporting currency (null without a rate). */
export const convertedSchema = z.object({ amount: moneySchema, reporting: moneySchema.nullable() }).strict();
export type Converted = z.infer<typeof convertedSchema>;

export const courierCashSchema = z
  .object({
    courier: z.string(),
    currency: z.string(),
    reportingCurrency: z.string(),
    asOf: dateSchema,
    settings: courierSettingsSchema,
    /** The payout delay plus grace, or the seller's own number. */
    unpaidAfterDays: z.number().int(),
    outstanding: convertedSchema,
    outstandingOrders: z.number().int(),
    oldestDays: z.number().int().nullable(),
    dso: z.number().nullable(),
    openDifference: convertedSchema,
    openCount: z.number().int(),
    payouts: z.array(z.object({ day: dateSchema, amount: convertedSchema, orders: z.number().int(), overdue: z.boolean() }).strict()),
    discrepancies: z.array(discrepancySchema),
    statements: z.array(statementSchema),
  })
  .strict();
export type CourierCash = z.infer<typeof courierCashSchema>;

export const courierListSchema = z.array(z.object({ courier: z.string(), orders: z.number().int(), statements: z.number().int() }).strict());

export const cashQuerySchema = z.object({ courier: courierNameSchema, asOf: dateSchema.optional() }).strict();

export const markBodySchema = z
  .object({ courier: courierNameSchema, key: z.string().min(1).max(400), state: z.enum(MARK_STATES), note: z.string().trim().max(500) })
  .strict();
export type MarkBody = z.infer<typeof markBodySchema>;

export const disputeQuerySchema = z
  .object({ courier: courierNameSchema, format: z.enum(['csv', 'pdf']), lang: z.enum(LANGUAGES), asOf: dateSchema.optional() })
  .strict();
