import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type Transaction,
} from 'kysely';
import type { Database } from './schema';

/**
 * What became of work offered to be committed in one statement: committed; declined, because it
 * needs a real transaction (nothing was written); or its last write, the guard, touched no row (so
 * nothing was written either).
 */
export type OneStatementOutcome<T> =
  { committed: true; value: T } | { committed: false; reason: 'declined' | 'guardMissed' };

/**
 * Work for one statement. It may hold several changes, one after the other, that write different
 * rows (different people's own): it calls `nextChange` before each after the first, and each may
 * then write the tables the ones before it wrote.
 */
export type OneStatementWork<DB, T> = (tx: Transaction<DB>, nextChange: () => Promise<void>) => Promise<T>;

export type CommitInOneStatement<DB = Database> = <T>(
  work: OneStatementWork<DB, T>,
) => Promise<OneStatementOutcome<T>>;

class Declined extends Error {}
class GuardMissed extends Error {}

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);
const WRITTEN_TABLE = /^(?:insert into|update|delete from) "(\w+)"/;
/** Every table a read names, schema or not; a read naming none reads nothing written. */
const READ_TABLES = /\b(?:from|join)\s+(?:"\w+"\.)?"(\w+)"/gi;
/** Postgres's division_by_zero: how the combined statement says its guard touched no row. */
const GUARD_MISSED_SQLSTATE = '22012';

/** Combined texts kept, one per sequence of write texts; past it, new sequences are built each time. */
export const ONE_STATEMENT_TEXTS_LIMIT = 100;

/** The writes' texts one after the other, down to the combined text of those writes. */
interface TextPath {
  next: Map<string, TextPath>;
  text?: string;
}
const kept: TextPath = { next: new Map() };
let keptTexts = 0;

/**
 * The writes as the parts of one `with`, each write's values numbered after the ones before it,
 * the last returning its rows so that their count is the guard.
 */
function buildText(writes: readonly CompiledQuery[]): string {
  let offset = 0;
  const parts = writes.map((write, index) => {
    const shift = offset;
    offset += write.parameters.length;
    const text = write.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + shift}`);
    const guard = index === writes.length - 1 ? ' returning 1' : '';
    return `"w${index}" as (${text}${guard})`;
  });
  return `with ${parts.join(', ')} select 1 / count(*) as "ok" from "w${writes.length - 1}"`;
}

/**
 * A vote's or a join's writes are the same texts every time: their combined text is built once,
 * then found by theirs (strings compiled once, whose hashes V8 keeps), so a change neither rebuilds
 * it nor makes the driver hash a new text to find the name its prepared statement goes by.
 */
export function combinedText(writes: readonly CompiledQuery[]): string {
  let path = kept;
  for (const { sql } of writes) {
    let next = path.next.get(sql);
    if (!next) {
      if (keptTexts >= ONE_STATEMENT_TEXTS_LIMIT) return buildText(writes);
      next = { next: new Map() };
      path.next.set(sql, next);
    }
    path = next;
  }
  if (path.text === undefined) {
    if (keptTexts >= ONE_STATEMENT_TEXTS_LIMIT) return buildText(writes);
    path.text = buildText(writes);
    keptTexts += 1;
  }
  return path.text;
}

/**
 * Collects a transaction's writes instead of sending them. Reads of tables nothing has written yet
 * go to the database at once; anything the combined statement could not keep equivalent declines:
 * a read of a table written before it (it would not see the write), a write whose rows are wanted
 * back, two writes to one table by one change (one statement's parts may not touch a row twice),
 * a literal in the text.
 */
class WriteCollector implements DatabaseConnection {
  private readonly writes: CompiledQuery[] = [];
  /** Written by any change so far, and by the change being collected. */
  private readonly written = new Set<string>();
  private writtenByThisChange = new Set<string>();

  constructor(private readonly db: Kysely<unknown>) {}

  nextChange(): void {
    this.writtenByThisChange = new Set();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const node = query.query;
    if (node.kind === 'SelectQueryNode') {
      for (const [, table] of query.sql.matchAll(READ_TABLES))
        if (this.written.has(table!)) throw new Declined();
      return this.db.executeQuery<R>(query);
    }
    const table = WRITTEN_TABLE.exec(query.sql)?.[1];
    const returns = 'returning' in node && node.returning !== undefined;
    const unfit = !WRITES.has(node.kind) || !table || this.writtenByThisChange.has(table) || returns;
    if (unfit || query.sql.includes("'")) throw new Declined();
    this.written.add(table);
    this.writtenByThisChange.add(table);
    this.writes.push(query);
    // What the work is told a write did: one row, which the guard's check makes true for it.
    return { rows: [], numAffectedRows: 1n };
  }

  // eslint-disable-next-line require-yield -- nothing is streamed from collected work
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Declined();
  }

  /** Sends every write as one statement that fails, writing nothing, if the last touched no row. */
  async flush(): Promise<void> {
    if (this.writes.length === 0) return;
    const parameters = this.writes.flatMap((write) => write.parameters);
    try {
      await this.db.executeQuery(CompiledQuery.raw(combinedText(this.writes), parameters));
    } catch (error) {
      if ((error as { code?: unknown }).code === GUARD_MISSED_SQLSTATE) throw new GuardMissed();
      throw error;
    }
  }
}

/** A transaction's connection is the collector its driver gave it. */
const nextChange = <DB>(tx: Transaction<DB>) =>
  tx.getExecutor().provideConnection(async (connection) => (connection as WriteCollector).nextChange());

/**
 * Postgres: a transaction's writes sent together as the parts of one statement, which commits or
 * fails whole, so a change costs one round trip instead of BEGIN, each write and COMMIT. The last
 * write is the guard (a compare-and-set on a version): if it touches no row, the statement fails
 * and nothing is written. Work that cannot be sent this way is declined before anything is
 * written, and is for a real transaction. The work is told each write touched one row; work that
 * decides anything on that must not come here.
 */
export function commitInOneStatement<DB>(db: Kysely<DB>): CommitInOneStatement<DB> {
  const direct = db as unknown as Kysely<unknown>;
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => new WriteCollector(direct),
    beginTransaction: async () => undefined,
    commitTransaction: (connection) => (connection as WriteCollector).flush(),
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  const collecting = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (inner) => new PostgresIntrospector(inner),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return async (work) => {
    try {
      const value = await collecting.transaction().execute((tx) => work(tx, () => nextChange(tx)));
      return { committed: true, value };
    } catch (error) {
      if (error instanceof Declined) return { committed: false, reason: 'declined' };
      if (error instanceof GuardMissed) return { committed: false, reason: 'guardMissed' };
      throw error;
    }
  };
}
