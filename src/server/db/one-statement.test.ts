import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { combinedText, ONE_STATEMENT_TEXTS_LIMIT } from './one-statement';

const write = (sql: string, ...parameters: unknown[]) => CompiledQuery.raw(sql, parameters);

describe('the combined text of a change’s writes', () => {
  const vote = write('insert into "vote" ("a", "b") values ($1, $2)', 'x', 'y');
  const version = write('update "room" set "version" = $1 where "id" = $2 and "version" = $3', 2, 'r', 1);
  const expected =
    'with "w0" as (insert into "vote" ("a", "b") values ($1, $2)), ' +
    '"w1" as (update "room" set "version" = $3 where "id" = $4 and "version" = $5 returning 1) ' +
    'select 1 / count(*) as "ok" from "w1"';

  it('numbers each write’s values after the ones before it, the last returning its rows', () => {
    expect(combinedText([vote, version])).toBe(expected);
    // Found again for the same texts, whatever the values.
    expect(combinedText([write(vote.sql, 'z', 'w'), write(version.sql, 3, 's', 2)])).toBe(expected);
    expect(combinedText([version])).toBe(
      'with "w0" as (update "room" set "version" = $1 where "id" = $2 and "version" = $3 returning 1) ' +
        'select 1 / count(*) as "ok" from "w0"',
    );
  });

  it('builds texts past the number it keeps, as right as the kept ones', () => {
    for (let index = 0; index <= ONE_STATEMENT_TEXTS_LIMIT; index += 1)
      combinedText([write(`delete from "t${index}" where "id" = $1`, index), version]);
    expect(combinedText([write('delete from "late" where "id" = $1', 0), version])).toBe(
      'with "w0" as (delete from "late" where "id" = $1), ' +
        '"w1" as (update "room" set "version" = $2 where "id" = $3 and "version" = $4 returning 1) ' +
        'select 1 / count(*) as "ok" from "w1"',
    );
    expect(combinedText([vote, version])).toBe(expected);
  });
});
