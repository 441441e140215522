import { describe, expect, it } from 'vitest';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNWRITABLE_MESSAGE,
  databaseRefusal,
  isDatabaseUnavailable,
} from './db-errors';

describe('isDatabaseUnavailable', () => {
  it('knows a database that is away from a query that is wrong', () => {
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new AggregateError([
          Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }),
        ]),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('no such table: room'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('databaseRefusal', () => {
  const coded = (code: string) => Object.assign(new Error(code), { code });

  it('tells a database that takes no change from one that is away, and from a wrong query', () => {
    for (const code of [
      'SQLITE_READONLY',
      'SQLITE_READONLY_DBMOVED',
      'SQLITE_FULL',
      'SQLITE_IOERR_WRITE',
      '53100',
      '25006',
    ])
      expect(databaseRefusal(coded(code)), code).toBe(DATABASE_UNWRITABLE_MESSAGE);
    expect(databaseRefusal(coded('57P01'))).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    expect(databaseRefusal(new Error('wrapped', { cause: coded('SQLITE_FULL') }))).toBe(
      DATABASE_UNWRITABLE_MESSAGE,
    );
    for (const code of ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', '23505', '42P01'])
      expect(databaseRefusal(coded(code)), code).toBeNull();
  });
});
