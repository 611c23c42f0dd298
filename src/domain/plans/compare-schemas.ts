import { z } from 'zod';
import { LANGUAGES } from '../format';
import { idSchema } from '../schemas';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../zoned-time';
import { COMPARE_DIRECTIONS, COMPARE_MAX, COMPARE_MIN, type CompareKey } from './compare';

// Queries and answer of the compare routes.

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}';
// The pattern travels into the route's JSON Schema, so generated requests can be valid ones.
const ID_LIST = new RegExp(`^${UUID}(,${UUID}){${COMPARE_MIN - 1},${COMPARE_MAX - 1}}$`);

/** `ids=a,b,c`: 2 to 4 saved simulation ids, each once, in the order the columns take. */
const idListSchema = z
  .string()
  .regex(ID_LIST, `Choose ${COMPARE_MIN} to ${COMPARE_MAX} saved simulations (ids separated by commas)`)
  .transform((list) => list.toLowerCase().split(','))
  .refine((ids) => new Set(ids).size === ids.length, 'Each simulation can be compared once');

/** GET /api/simulations/compare: the plans' figures, labelled in `lang`. */
export const compareQuerySchema = z.object({ ids: idListSchema, lang: z.enum(LANGUAGES).default('en') }).strict();

/** GET /api/simulations/compare/export: the comparison as a file; `baseline` is one of `ids` (the first when absent). */
export const compareExportQuerySchema = z
  .object({
    ids: idListSchema,
    baseline: idSchema.optional(),
    format: z.enum(['csv', 'pdf']),
    lang: z.enum(LANGUAGES).default('en'),
    tz: z.string().refine(isTimeZone, 'Unknown time zone').default(DEFAULT_TIME_ZONE),
  })
  .strict()
  .refine((query) => query.baseline === undefined || query.ids.includes(query.baseline.toLowerCase()), {
    message: 'The baseline must be one of the compared simulations',
    path: ['baseline'],
  });
export type CompareExportQuery = z.infer<typeof compareExportQuerySchema>;

const VALUE_KINDS = ['money', 'local-money', 'percent', 'count', 'rate', 'days', 'text', 'datetime'] as const;
const compareKeySchema = z.enum(Object.keys(COMPARE_DIRECTIONS) as [CompareKey, ...CompareKey[]]);

/**
 * The comparison as the screen reads it: the plans in column order (with their local currency unit) and
 * the report's sections, each line with one value per plan (null where that plan has no such figure) and,
 * for dollar figures of plans saved with a rate, the amount in the plan's currency.
 */
export const comparisonSchema = z
  .object({
    plans: z.array(z.object({ id: idSchema, name: z.string(), unit: z.string(), hasRate: z.boolean() }).strict()),
    sections: z.array(
      z
        .object({
          id: z.enum(['basic', 'inputs', 'fees', 'results', 'range']),
          title: z.string(),
          rows: z.array(
            z
              .object({
                key: compareKeySchema,
                label: z.string(),
                kind: z.enum(VALUE_KINDS),
                /** Each plan's own kind: an amount one plan entered in dollars and another in its currency. */
                kinds: z.array(z.enum(VALUE_KINDS)),
                /** False when plans' amounts are in different currencies: no difference is drawn. */
                comparable: z.boolean(),
                values: z.array(z.union([z.number(), z.string(), z.null()])),
                locals: z.array(z.number().nullable()),
              })
              .strict(),
          ),
        })
        .strict(),
    ),
  })
  .strict();
export type Comparison = z.infer<typeof comparisonSchema>;
export type ComparisonRow = Comparison['sections'][number]['rows'][number];
