import { PostgresAdapter, sql, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema';

export type RowsOf<Queries> = {
  [Name in keyof Queries]: Queries[Name] extends CompiledQuery<infer Row> ? Row[] : never;
};

const PARAMETER = /\$(\d+)/;

/** A compiled read made a piece of a larger one again, each of its values bound where it was. */
function asPiece(name: string, query: CompiledQuery): RawBuilder<unknown> {
  // A `$1` inside a literal would be taken for a value: the reads given here bind every value.
  if (query.sql.includes("'")) throw new Error(`Cannot read ${name} together`);
  const split = query.sql.split(PARAMETER);
  const fragments = split.filter((_, index) => index % 2 === 0);
  const values = split.filter((_, index) => index % 2 === 1).map((n) => query.parameters[Number(n) - 1]);
  return sql(Object.assign(fragments, { raw: fragments }), ...values);
}

/**
 * Several reads answered as one. On Postgres they go as the parts of one select, each one's rows
 * as a JSON array, so a room's snapshot costs one round trip instead of one per table (each a trip
 * through the pool, the network and Postgres's own process, on every join). Elsewhere they run one
 * after the other. A row comes back as JSON: right for text, numbers and booleans, which are all a
 * live room's tables hold; a column of another type (a date) would change its form.
 */
export async function readTogether<Queries extends Record<string, CompiledQuery<unknown>>>(
  db: Kysely<Database>,
  queries: Queries,
): Promise<RowsOf<Queries>> {
  const entries = Object.entries(queries);
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    const rows: Record<string, unknown[]> = {};
    for (const [name, query] of entries) rows[name] = (await db.executeQuery(query)).rows;
    return rows as RowsOf<Queries>;
  }
  // The rows keep the order the read asked for: a sorted subquery feeds the aggregate in order.
  const parts = entries.map(([name, query]) =>
    sql`(select coalesce(json_agg("r"), '[]') from (${asPiece(name, query)}) as "r")`.as(name),
  );
  const row = await db.selectNoFrom(parts).executeTakeFirstOrThrow();
  return row as RowsOf<Queries>;
}
