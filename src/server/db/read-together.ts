import { PostgresAdapter, sql, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema';

export type RowsOf<Queries> = {
  [Name in keyof Queries]: Queries[Name] extends CompiledQuery<infer Row> ? Row[] : never;
};

/** Combined statements kept, one per set of read texts; past it, new sets are built each time. */
export const READ_TOGETHER_SHAPES_LIMIT = 100;

const PARAMETER = /\$(\d+)/;

interface Shape {
  query: CompiledQuery;
  /** For each read, the positions of its values that the combined statement binds, in order. */
  uses: number[][];
}

const shapes = new Map<string, Shape>();

/** A compiled read made a piece of a larger one again, each of its values bound where it was. */
function asPiece(name: string, query: CompiledQuery, uses: number[]): RawBuilder<unknown> {
  // A `$1` inside a literal would be taken for a value: the reads given here bind every value.
  if (query.sql.includes("'")) throw new Error(`Cannot read ${name} together`);
  const split = query.sql.split(PARAMETER);
  const fragments = split.filter((_, index) => index % 2 === 0);
  split.forEach((part, index) => index % 2 === 1 && uses.push(Number(part) - 1));
  return sql(Object.assign(fragments, { raw: fragments }), ...uses.map((use) => query.parameters[use]));
}

/**
 * Several reads answered as one. On Postgres they go as the parts of one select, each one's rows
 * as a JSON array, so a room's snapshot costs one round trip instead of one per table (each a trip
 * through the pool, the network and Postgres's own process, on every join). Elsewhere they run one
 * after the other. A row comes back as JSON: right for text, numbers and booleans, which are all a
 * live room's tables hold; a column of another type (a date) would change its form.
 */
export function readTogether<Queries extends Record<string, CompiledQuery<unknown>>>(
  db: Kysely<Database>,
  queries: Queries,
): Promise<RowsOf<Queries>>;
export async function readTogether(
  db: Kysely<Database>,
  queries: Record<string, CompiledQuery<unknown>>,
): Promise<Record<string, unknown[]>> {
  const entries = Object.entries(queries);
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    const rows: Record<string, unknown[]> = {};
    for (const [name, query] of entries) rows[name] = (await db.executeQuery(query)).rows;
    return rows;
  }
  // The same reads come again and again (every join's): the combined statement is built once.
  const key = entries.map(([name, query]) => `${name}\u0000${query.sql}`).join('\u0000');
  let shape = shapes.get(key);
  if (!shape) {
    const uses = entries.map(() => [] as number[]);
    // The rows keep the order the read asked for: a sorted subquery feeds the aggregate in order.
    const parts = entries.map(([name, query], index) => {
      const piece = asPiece(name, query, uses[index]!);
      return sql`(select coalesce(json_agg("r"), '[]') from (${piece}) as "r")`.as(name);
    });
    shape = { query: db.selectNoFrom(parts).compile(), uses };
    if (shapes.size < READ_TOGETHER_SHAPES_LIMIT) shapes.set(key, shape);
  }
  const { uses } = shape;
  const parameters = entries.flatMap(([, query], index) => uses[index]!.map((use) => query.parameters[use]));
  const { rows } = await db.executeQuery<Record<string, unknown[]>>({ ...shape.query, parameters });
  return rows[0]!;
}
