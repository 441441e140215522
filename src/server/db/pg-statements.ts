import type pg from 'pg';

/** SQL texts given a name, each then parsed and planned once per connection; the rest go unnamed. */
export const PG_NAMED_STATEMENTS_LIMIT = 200;
/** Texts seen once are remembered up to this many, then forgotten together. */
const SEEN_ONCE_LIMIT = 10_000;
/** Postgres's feature_not_supported, which a prepared statement gets when its result's columns changed. */
const CACHED_PLAN_CHANGED = '0A000';

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Postgres parses and plans every unnamed statement anew, and a vote's or a join's are the same
 * few texts over and over: where the database shares a machine's cores with the server, that
 * planning was a good part of what a vote cost. A text used a second time gets a name, under
 * which each connection prepares it once. Texts used only once (a batch of an unusual size) stay
 * unnamed, and at most `limit` are named, so the database keeps a bounded number of plans.
 *
 * A named `select *` fails once its table has gained a column (another instance migrated it during
 * a rolling upgrade): the text is then given a new name, prepared anew, and a query outside a
 * transaction is asked again; inside one the transaction has failed, and the error goes to its
 * caller, who sees the failure it would for any other.
 */
export function namedStatements(limit = PG_NAMED_STATEMENTS_LIMIT) {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  let made = 0;

  function nameOf(text: string): string | undefined {
    const name = names.get(text);
    if (name || names.size >= limit) return name;
    if (!seenOnce.delete(text)) {
      if (seenOnce.size >= SEEN_ONCE_LIMIT) seenOnce.clear();
      seenOnce.add(text);
      return undefined;
    }
    const fresh = `estimate_${made++}`;
    names.set(text, fresh);
    return fresh;
  }

  /** Makes a pool's new connection send named statements. */
  return function prepare(client: pg.PoolClient): void {
    const query = client.query.bind(client) as Query;
    const named: Query = async (...args) => {
      // Kysely's way of asking; any other (a callback, a query object) goes as it came.
      const [text, values] = args;
      const asked = args.length === 2 && typeof text === 'string' && Array.isArray(values);
      const name = asked ? nameOf(text) : undefined;
      if (!name) return query(...args);
      try {
        return await query({ name, text, values });
      } catch (error) {
        if ((error as { code?: unknown }).code !== CACHED_PLAN_CHANGED) throw error;
        names.delete(text as string);
        if (client.getTransactionStatus() !== 'I') throw error;
        return query(text, values);
      }
    };
    (client as unknown as { query: Query }).query = named;
  };
}
