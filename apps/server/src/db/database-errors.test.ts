import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  DatabaseConnectionError,
  DatabaseTimeoutError,
  isDatabaseUnavailable,
} from './database-errors.ts';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

function sqlState(code: string): pg.DatabaseError {
  return Object.assign(new pg.DatabaseError('server says no', 0, 'error'), { code });
}

/** As Drizzle hands a driver error to the app. */
const fromQuery = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['network timeout', withCode('connect ETIMEDOUT 10.0.0.5:5432', 'ETIMEDOUT')],
    ['admin_shutdown (pg_terminate_backend, a restart)', sqlState('57P01')],
    ['cannot_connect_now (starting up, recovering)', sqlState('57P03')],
    ['a connection exception', sqlState('08006')],
    ['statement_timeout', sqlState('57014')],
    ['a deadlock, which a retry clears', sqlState('40P01')],
    ['no free pooled connection in time', new Error('timeout exceeded when trying to connect')],
    ['no answer at all', new Error('Query read timeout')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'a connection that failed earlier',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'every address of a host refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    ],
  ])('says yes to a query failing on %s', (_, cause) => {
    expect(isDatabaseUnavailable(fromQuery(cause))).toBe(true);
  });

  it('says yes to a transaction that could not get a connection, and to our own bounds', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(isDatabaseUnavailable(new DatabaseConnectionError(refused))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseTimeoutError(800))).toBe(true);
  });

  it.each([
    ['a unique violation', fromQuery(sqlState('23505'))],
    ['a syntax error', fromQuery(sqlState('42601'))],
    ['a wrong password', fromQuery(sqlState('28P01'))],
    ['a bug', new TypeError('cannot read properties of undefined')],
    // Another service being away is not the database: the mail server, Stripe, S3.
    ['the mail server refusing', withCode('connect ECONNREFUSED 10.0.0.9:587', 'ECONNREFUSED')],
    ['a fetch failing', new TypeError('fetch failed', { cause: withCode('x', 'ECONNRESET') })],
    ['not an error', 'ECONNREFUSED'],
  ])('says no to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
