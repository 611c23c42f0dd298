import { getTableColumns } from 'drizzle-orm';
import { createSelectSchema } from 'drizzle-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uncertainInputsSchema } from '../../../domain/risk/uncertain-inputs';
import { simulationSchema } from '../../../domain/schemas';
import { simulations } from '../../db/schema';

// The table cannot be derived from the domain's schema (Drizzle lives in the server, the domain stays
// pure), so it is checked against it: a column added, renamed, retyped or made nullable on one side only
// fails here (docs/decisions/0012). The migration is generated from the table by drizzle-kit.

/** The JSON type of each field as it travels: a timestamp column leaves as an ISO string. */
function jsonTypes(schema: z.ZodObject): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => {
      if (field instanceof z.ZodDate) return [key, 'string'];
      const json = z.toJSONSchema(field, { io: 'output' }) as { type?: unknown; anyOf?: { type?: unknown }[] };
      return [key, json.type ?? json.anyOf?.map((variant) => variant.type)];
    }),
  );
}

describe('the simulations table', () => {
  // The owner never leaves the server, so the record has every column but that one.
  const { userId: _owner, ...columns } = getTableColumns(simulations);
  // A jsonb column holds any JSON to Drizzle; its shape is the domain's, which the column's `$type` names.
  const tableSchema = createSelectSchema(simulations, { uncertainty: uncertainInputsSchema }).omit({ userId: true });

  it('has a column for every field of the record, in the same order, and no other', () => {
    expect(Object.keys(columns)).toEqual(Object.keys(simulationSchema.shape));
  });

  it('stores each field with its type, none of them nullable but the currency code (none named), the catalogue ids and the rate (none recorded on older records)', () => {
    expect(jsonTypes(tableSchema)).toEqual(jsonTypes(simulationSchema));
    expect(Object.values(columns).filter((column) => !column.notNull).map((column) => column.name)).toEqual(['country_currency_code', 'service_id', 'country_id', 'currency_rate']);
  });
});
