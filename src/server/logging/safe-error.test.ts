import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { safeError } from './safe-error';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

function driverError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code, detail: `Failing row contains (someone@example.test, ${HASH}).` } : {});
}

describe('safeError', () => {
  it.each([
    ['a Drizzle error: its message spells the query and parameters', new DrizzleQueryError('insert into "users" ("email", "password_hash") values ($1, $2)', ['someone@example.test', HASH], driverError('PGlite is closed'))],
    ['a driver message quoting a parameter', new DrizzleQueryError('select 1 where $1 = $2', ['not-a-uuid-secret', 'x'], driverError('invalid input syntax for type uuid: "not-a-uuid-secret"', '22P02'))],
    ['a driver error with the row in its detail', driverError('new row for relation "users" violates check constraint', '23514')],
    ['a plain error mentioning an email and a hash', new Error(`could not save someone@example.test with ${HASH}`)],
  ])('prints no parameter, email or hash of %s', (_, error) => {
    const printed = JSON.stringify(safeError(error));
    for (const secret of ['someone@example.test', '$argon2', 'not-a-uuid-secret', 'Failing row', '"params"', 'insert into']) {
      expect(printed).not.toContain(secret);
    }
  });

  it('keeps the type, code and message of the error and its cause', () => {
    const error = new DrizzleQueryError('select $1', ['someone@example.test'], driverError('terminating connection due to administrator command', '57P01'));
    expect(safeError(error)).toMatchObject({
      type: 'DrizzleQueryError',
      cause: { type: 'Error', code: '57P01', message: 'terminating connection due to administrator command' },
    });
    expect(safeError(error).stack).toMatch(/^\s+at /);
  });

  it('passes a value that is not an error through as text', () => {
    expect(safeError('boom')).toEqual({ type: 'string', message: 'boom', stack: '' });
  });
});
