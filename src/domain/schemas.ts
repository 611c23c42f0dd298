import { z } from 'zod';
import { MONEY_INPUT_KEYS } from './model/money-inputs';
import type { Language } from './format';
import { checkIcon, ICON_PROBLEM_MESSAGES } from './icon';
import { readCurrencyCode } from './currency-code';
import { isCurrencyCode } from './money';
import { PLAN_NAME_MAX } from './plans/plan-name';
import { uncertainInputsSchema } from './risk/uncertain-inputs';
import {
  buildSimulationRecord,
  nonFiniteResults,
  RECORD_INPUT_DEFAULTS,
  RECORDED_RESULT_KEYS,
  type RecordedResultKey,
} from './simulation-record';

// One schema per payload, shared by the client forms and the server routes (one schema for form and handler).
// Objects are strict: unknown fields are refused, never silently dropped (docs/product.md#the-api).

const MAX_AMOUNT = 1_000_000_000;

export const idSchema = z.uuid({ message: 'Invalid id' });
export const idParamsSchema = z.object({ id: idSchema }).strict();

const amount = z.number().finite().min(0).max(MAX_AMOUNT);
const percent = z.number().finite().min(0).max(100);

export const feeValuesSchema = z
  .object({
    confirmedRate: percent,
    deliveredRate: percent,
    orderFees: amount,
    confirmedLead: amount,
    deliveredLead: amount,
    shippingDelivered: amount,
    shippingReturned: amount,
    serviceFees: percent,
  })
  .strict();

export const statusSchema = z.enum(['active', 'inactive']);
export type Status = z.infer<typeof statusSchema>;

export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #1a2b3c');

const name = z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters');

/** Empty, an http(s) URL, a PNG/JPEG/WebP/GIF data URL whose bytes match its type, or short text. */
export const iconSchema = z
  .string()
  .trim()
  .max(400_000, 'Icon image must be at most 256 KB')
  .superRefine((icon, ctx) => {
    const check = checkIcon(icon);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: ICON_PROBLEM_MESSAGES[check.reason] });
  });

const serviceFields = { name, icon: iconSchema, color: hexColorSchema, status: statusSchema };

export const serviceInputSchema = z
  .object({
    name,
    icon: iconSchema.default(''),
    color: hexColorSchema.default('#000000'),
    status: statusSchema.default('active'),
  })
  .strict();
export type ServiceInput = z.infer<typeof serviceInputSchema>;

/** PATCH body: any of the fields; the original API also sends the id, accepted only when it equals the path's. */
export const serviceUpdateSchema = z
  .object({ id: idSchema, ...serviceFields })
  .partial()
  .strict();
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;

export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^([A-Za-z]{2})?$/, 'Code must be two letters')
  // An empty code means "no code" (the code is optional; docs/product.md#plans-and-their-snapshots).
  .transform((code) => (code ? code.toUpperCase() : null));

/** An ISO 4217 currency code ("MAD"); lower case is read as upper case. */
export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, { message: 'Choose a currency from the list', params: { fieldIssue: 'unknownCurrency' } });

const countryFields = {
  name,
  code: countryCodeSchema.nullable(),
  currency: z.string().trim().min(1, 'Currency is required').max(60, 'Currency must be at most 60 characters'),
  // What computation reads; a body without it has it read from the label or the country's code on the server.
  currencyCode: currencyCodeSchema.nullable(),
  currencyChange: z
    .number({ message: 'Currency change must be a number' })
    .finite()
    .gt(0, 'Currency change must be greater than 0')
    .max(MAX_AMOUNT),
  // The tax included in order values there, in % (docs/product.md#the-cost-model): the simulator's default tax line (decision 0028).
  taxRate: z
    .number({ message: 'Tax rate must be a number' })
    .finite()
    .min(0, 'Tax rate must be at least 0')
    .max(100, 'Tax rate must be at most 100'),
  status: statusSchema,
};

export const countryInputSchema = z
  .object({
    ...countryFields,
    code: countryFields.code.default(null),
    currencyCode: countryFields.currencyCode.optional(),
    currencyChange: countryFields.currencyChange.default(1),
    taxRate: countryFields.taxRate.default(0),
    status: statusSchema.default('active'),
  })
  .strict();
export type CountryInput = z.infer<typeof countryInputSchema>;

/** PATCH body: any of the fields (sends them all; docs/product.md#the-api); an id only when it equals the path's. */
export const countryUpdateSchema = z
  .object({ id: idSchema, ...countryFields })
  .partial()
  .strict();
export type CountryUpdate = z.infer<typeof countryUpdateSchema>;

export const feeStructureInputSchema = feeValuesSchema
  .extend({
    countryId: idSchema,
    serviceId: idSchema.nullable().default(null),
  })
  .strict();
export type FeeStructureInput = z.infer<typeof feeStructureInputSchema>;

export const adminFeeStructureInputSchema = feeStructureInputSchema.extend({ id: idSchema.optional() }).strict();
export type AdminFeeStructureInput = z.infer<typeof adminFeeStructureInputSchema>;

export const feeResolutionQuerySchema = z.object({ serviceId: idSchema.optional() }).strict();

const announcementText = z.string().trim().max(2000, 'Content must be at most 2000 characters');

/** The announcement's languages, each written by the administrator. */
export const ANNOUNCEMENT_LANGUAGES = ['en', 'ar', 'fr'] as const satisfies readonly Language[];

/**
 * POST /api/admin/announcement: a text per language (any may be empty, not all) and the switch. The
 * original body (`content`, one text) is still read, as the English text every reader falls back to.
 */
export const announcementInputSchema = z
  .object({
    content: announcementText.optional(),
    texts: z
      .object(Object.fromEntries(ANNOUNCEMENT_LANGUAGES.map((language) => [language, announcementText.default('')])) as Record<
        (typeof ANNOUNCEMENT_LANGUAGES)[number],
        z.ZodDefault<typeof announcementText>
      >)
      .strict()
      .optional(),
    enabled: z.boolean(),
  })
  .strict()
  .transform(({ content, texts, enabled }, context) => {
    const written = { en: '', ar: '', fr: '', ...texts, ...(content === undefined ? {} : { en: content }) };
    if (Object.values(written).some(Boolean)) return { texts: written, enabled };
    context.addIssue({ code: 'custom', path: ['content'], message: 'Content is required', input: content });
    return z.NEVER;
  });
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

// Leads are whole: half a lead is no lead.
const count = z.number().int('Must be a whole number').min(0).max(MAX_AMOUNT);

/** A saved simulation's name as the seller typed it. */
export const planName = z.string().trim().min(1, 'Name is required').max(PLAN_NAME_MAX, `Name must be at most ${PLAN_NAME_MAX} characters`);

// Results are computed by the server, so any finite number; the list is shared with the zod-free client code.
const resultFields = Object.fromEntries(RECORDED_RESULT_KEYS.map((key) => [key, z.number().finite()])) as Record<
  RecordedResultKey,
  z.ZodNumber
>;

// Cost-line inputs (docs/product.md#the-cost-model): rates in percent, amounts in the currency they were entered in.
const advancedInputFields = {
  upsellRate: percent,
  upsellRevenue: amount,
  upsellProductCost: amount,
  lostOnReturnsRate: percent,
  packagingPerOrder: amount,
  taxRate: percent,
  feeVatRate: percent,
  customerDeliveryFee: amount,
  fixedCostsPerMonth: amount,
  leadsPerMonth: amount,
  payoutDelayDays: z.number().finite().min(0).max(365),
};

const currencyFields = {
  /** Local units per dollar the amounts were entered at; null when no rate was recorded. */
  currencyRate: z.number().finite().gt(0, 'The rate must be greater than 0').max(MAX_AMOUNT).nullable(),
  /** The money inputs entered in the country's currency; the others are dollars. */
  localCurrencyInputs: z.array(z.enum(MONEY_INPUT_KEYS)).max(MONEY_INPUT_KEYS.length),
};

/**
 * A saved simulation, every field once (docs/decisions/0012): a snapshot of the names, inputs and fees the
 * seller used, and the lead view's results the server computed from them. The entity type, the body of a
 * save, the API's answers and the tests' shapes derive from it; the database table is checked against it.
 */
export const simulationSchema = z
  .object({
    id: idSchema,
    serviceName: z.string().trim().min(1).max(100),
    countryName: z.string().trim().min(1).max(100),
    // The country's ISO code ('' when it has none), so its standard name can be shown in each language.
    countryCode: z.string().regex(/^([A-Z]{2})?$/, 'Code must be two capital letters').default(''),
    countryCurrency: z.string().trim().min(1).max(60),
    // Its ISO 4217 code, what conversion and formatting read; null when neither the label nor the country named one.
    countryCurrencyCode: z.string().regex(/^[A-Z]{3}$/).nullable(),
    // The catalogue rows the plan was made with, so it reopens on them (names can repeat); null on records saved
    // before they were kept, or sent without them. Hints only: the names above are the snapshot.
    serviceId: idSchema.nullable(),
    countryId: idSchema.nullable(),
    // Records saved before leads had to be whole keep their count, so the stored shape takes any count.
    totalLeads: amount,
    adsCost: amount,
    productCost: amount,
    averageAOV: amount,
    ...feeValuesSchema.shape,
    ...advancedInputFields,
    ...currencyFields,
    ...resultFields,
    // How the seller finds the plan again; an empty name is given a default on save.
    name: planName,
    productName: z.string().trim().max(100),
    note: z.string().trim().max(1000),
    // The inputs the seller is unsure of (docs/profit-risk.md); {} when every input is taken as known.
    uncertainty: uncertainInputsSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .strict();
export type Simulation = z.infer<typeof simulationSchema>;

const resultsOptional = Object.fromEntries(RECORDED_RESULT_KEYS.map((key) => [key, true])) as Record<RecordedResultKey, true>;

/**
 * The body of POST /api/simulations, parsed into the record to store: the results are computed here, once,
 * from the inputs and fees; the ones a client sends (the original API has them) are optional and replaced. Inputs
 * whose results overflow (a vanishing investment under a huge profit, say) are refused, so every input the
 * schema accepts can be stored and shown.
 */
const inputDefaults = Object.fromEntries(
  Object.entries(advancedInputFields).map(([key, field]) => [key, field.default(0)]),
) as { [K in keyof typeof advancedInputFields]: z.ZodDefault<(typeof advancedInputFields)[K]> };

export const simulationInputSchema = simulationSchema
  .omit({ id: true, createdAt: true, updatedAt: true })
  .extend({
    serviceId: idSchema.nullable().default(null),
    countryId: idSchema.nullable().default(null),
    totalLeads: count,
    ...inputDefaults,
    leadsPerMonth: count.default(0),
    // A save without the code (an older client) has it read from the label or the country's ISO code.
    countryCurrencyCode: currencyCodeSchema.nullable().optional(),
    currencyRate: currencyFields.currencyRate.default(RECORD_INPUT_DEFAULTS.currencyRate),
    localCurrencyInputs: currencyFields.localCurrencyInputs
      .refine((keys) => new Set(keys).size === keys.length, 'Each amount is listed once')
      .default([]),
    // A save without a name (or with a blank one) is named after its product or set-up.
    name: z.string().trim().max(PLAN_NAME_MAX, `Name must be at most ${PLAN_NAME_MAX} characters`).optional(),
    productName: simulationSchema.shape.productName.default(''),
    note: simulationSchema.shape.note.default(''),
    uncertainty: uncertainInputsSchema.default({}),
  })
  .partial(resultsOptional)
  .superRefine((payload, context) => {
    if (payload.localCurrencyInputs.length > 0 && payload.currencyRate === null) {
      context.addIssue({ code: 'custom', path: ['currencyRate'], message: 'A rate is required for amounts in the country currency' });
    }
  })
  .transform((payload, context) => {
    const countryCurrencyCode = payload.countryCurrencyCode ?? readCurrencyCode(payload.countryCurrency, payload.countryCode);
    const record = buildSimulationRecord({ ...payload, countryCurrencyCode });
    const [overflow] = nonFiniteResults(record);
    if (!overflow) return record;
    context.addIssue({ code: 'custom', path: [overflow], message: 'These values are too extreme to compute a result.', input: payload });
    return z.NEVER;
  });
export type SimulationPayload = z.input<typeof simulationInputSchema>;

export const paginationQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();

export const emailSchema = z.string().trim().toLowerCase().max(254).email('Enter a valid email address');

/** At least 8 characters for everyone, at most 256. */
export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(256, 'Password must be at most 256 characters');

export const loginInputSchema = z
  .object({ email: emailSchema, password: z.string().min(1, 'Password is required').max(256) })
  .strict();
export type LoginInput = z.infer<typeof loginInputSchema>;

const optionalName = z
  .string()
  .trim()
  .max(100)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const registerInputSchema = z
  .object({ email: emailSchema, password: passwordSchema, firstName: optionalName, lastName: optionalName })
  .strict();
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** A name on the profile: at most 100 characters, no control characters; an empty one clears the name. */
const profileName = z
  .string()
  .trim()
  .max(100)
  .refine((name) => !/\p{Cc}/u.test(name), { message: 'Use letters, spaces and punctuation only', params: { fieldIssue: 'notAName' } })
  .nullable()
  .transform((name) => (name ? name : null));

/** PATCH /api/auth/user: the seller's own first and last names (the email and role are not theirs to change here). */
export const profileInputSchema = z.object({ firstName: profileName, lastName: profileName }).strict();
export type ProfileInput = z.infer<typeof profileInputSchema>;

export const adminRegisterInputSchema = z.object({ email: emailSchema, password: passwordSchema }).strict();

/** A password reset link's token: 32 random bytes, base64url (decision 0017). */
export const resetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This reset link is not valid.');

/** Profile: the current password proves it is the owner; the new one follows the registration rules. */
export const changePasswordInputSchema = z
  .object({
    currentPassword: z.string().min(1, 'Password is required').max(256),
    newPassword: passwordSchema,
    // Offered on a change: the seller who fears someone else held a session can end every share link too.
    revokeShareLinks: z.boolean().default(false),
  })
  .strict()
  .refine((input) => input.currentPassword !== input.newPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one',
    params: { fieldIssue: 'sameAsCurrent' },
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const resetLinkLookupSchema = z.object({ token: resetTokenSchema }).strict();

/**
 * A reset asks whether to revoke every share link as well, checked by default: a reset often follows a lost
 * account, and a link made then keeps showing every plan it points to.
 */
export const passwordResetInputSchema = z
  .object({ token: resetTokenSchema, password: passwordSchema, revokeShareLinks: z.boolean().default(true) })
  .strict();
export type PasswordResetInput = z.infer<typeof passwordResetInputSchema>;
