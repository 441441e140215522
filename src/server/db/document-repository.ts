import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { QUERY_CHUNK_SIZE } from '../../shared/constants';
import { chunk } from '../../shared/domain/chunk';
import type { Database } from './schema';

/** Tables that are documents in the spec's sense: a string id and server-stamped timestamps. */
type DocumentTableName = {
  [K in keyof Database]: Database[K] extends { id: string; createAt: string; updatedAt: string } ? K : never;
}[keyof Database];

type Row<T extends DocumentTableName> = Selectable<Database[T]>;
type Fields<T extends DocumentTableName> = Omit<Insertable<Database[T]>, 'id' | 'createAt' | 'updatedAt'>;
type NewDocument<T extends DocumentTableName> = Fields<T> & { id: string };

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The document operations of SPEC §7 over one table. The server stamps every timestamp: callers
 * cannot set createAt or updatedAt. Kysely's table-generic typing does not narrow through a type
 * parameter, so the queries go through an untyped view and the signatures carry the types.
 */
export function documentRepository<T extends DocumentTableName>(db: Kysely<Database>, table: T) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the note above
  const on = (executor: Executor) => executor as unknown as Kysely<any>;
  const name: string = table;
  const now = () => new Date().toISOString();

  async function get(id: string, executor: Executor = db): Promise<Row<T> | undefined> {
    return on(executor).selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst() as Promise<
      Row<T> | undefined
    >;
  }

  async function create(document: NewDocument<T>, executor: Executor = db): Promise<Row<T>> {
    const stamp = now();
    return on(executor)
      .insertInto(name)
      .values({ ...document, createAt: stamp, updatedAt: stamp })
      .returningAll()
      .executeTakeFirstOrThrow() as Promise<Row<T>>;
  }

  /** Changes the named fields of an existing document; undefined when there is none. */
  async function patch(
    id: string,
    fields: Partial<Fields<T>>,
    executor: Executor = db,
  ): Promise<Row<T> | undefined> {
    return on(executor)
      .updateTable(name)
      .set({ ...fields, updatedAt: now() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst() as Promise<Row<T> | undefined>;
  }

  /** Replaces every field of an existing document but its id and createAt. */
  async function update(id: string, fields: Fields<T>, executor: Executor = db): Promise<Row<T> | undefined> {
    return patch(id, fields, executor);
  }

  async function remove(id: string, executor: Executor = db): Promise<boolean> {
    const result = await on(executor).deleteFrom(name).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async function getMany(ids: readonly string[], executor: Executor = db): Promise<Row<T>[]> {
    const unique = [...new Set(ids)];
    const pieces = await Promise.all(
      chunk(unique, QUERY_CHUNK_SIZE).map((piece) =>
        on(executor).selectFrom(name).selectAll().where('id', 'in', piece).execute(),
      ),
    );
    return pieces.flat() as Row<T>[];
  }

  /** All or nothing: one bad document leaves the table as it was. */
  async function createMany(documents: readonly NewDocument<T>[]): Promise<Row<T>[]> {
    return db.transaction().execute(async (trx) => {
      const created: Row<T>[] = [];
      for (const document of documents) created.push(await create(document, trx));
      return created;
    });
  }

  async function removeMany(ids: readonly string[]): Promise<number> {
    return db.transaction().execute(async (trx) => {
      let removed = 0;
      for (const piece of chunk([...new Set(ids)], QUERY_CHUNK_SIZE)) {
        const result = await on(trx).deleteFrom(name).where('id', 'in', piece).executeTakeFirst();
        removed += Number(result.numDeletedRows);
      }
      return removed;
    });
  }

  return { get, create, patch, update, remove, getMany, createMany, removeMany };
}
