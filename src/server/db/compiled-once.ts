import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';

/** Stands for a value in a query built once; no real value starts with a NUL character. */
const MARK = '\u0000';

type Dialect = ReturnType<Kysely<unknown>['getExecutor']>['adapter'];

/**
 * A query whose shape never changes, built and compiled by Kysely once per dialect instead of on
 * every call: on the hottest path (a vote) building and compiling its statements cost about as
 * much as running them. `build` gets a marker for each named value (typed `never`, so it fits any
 * column); each call puts the real values in the markers' places, as they are: the plugins that
 * rewrite values (SQLite's booleans) have run on the markers, so pass no booleans. The rows come
 * typed as the built query's.
 */
export function compiledOnce<Db, const Name extends string, Row>(
  names: readonly Name[],
  build: (db: Kysely<Db>, values: Record<Name, never>) => Compilable<Row>,
) {
  const marks = Object.fromEntries(names.map((name) => [name, `${MARK}${name}`])) as Record<Name, never>;
  // A transaction shares its database's adapter, so one compilation serves both; SQLite and
  // Postgres databases in one process (the tests) each get their own.
  const compiled = new WeakMap<Dialect, CompiledQuery<Row>>();

  /** The query with these values in their places, for running now or with others (`readTogether`). */
  function withValues(db: Kysely<Db>, values: Record<Name, unknown>): CompiledQuery<Row> {
    const dialect = db.getExecutor().adapter;
    let query = compiled.get(dialect);
    if (!query) {
      query = build(db, marks).compile();
      const present = new Set(query.parameters);
      const missing = names.filter((name) => !present.has(marks[name]));
      if (missing.length > 0) throw new Error(`A query compiled once lost its values: ${missing.join(', ')}`);
      compiled.set(dialect, query);
    }
    const parameters = query.parameters.map((parameter) =>
      typeof parameter === 'string' && parameter.startsWith(MARK)
        ? values[parameter.slice(MARK.length) as Name]
        : parameter,
    );
    return { ...query, parameters };
  }

  return Object.assign(
    async (db: Kysely<Db>, values: Record<Name, unknown>): Promise<QueryResult<Row>> =>
      db.executeQuery(withValues(db, values)),
    { withValues },
  );
}
