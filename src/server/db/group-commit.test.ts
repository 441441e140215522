import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, type Transaction } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

interface Schema {
  note: { id: number; text: string };
}

describe('groupCommit', () => {
  const opened: Kysely<Schema>[] = [];
  afterEach(async () => Promise.all(opened.splice(0).map((db) => db.destroy())));

  /** A database that counts its transactions, and a second connection to see what is committed. */
  const open = () => {
    const file = new SqliteDatabase(':memory:');
    file.exec('create table note (id integer primary key, text text not null)');
    const statements: string[] = [];
    const db = new Kysely<Schema>({
      dialect: new SqliteDialect({ database: file }),
      log: (event) => void statements.push(event.query.sql.toLowerCase()),
    });
    opened.push(db);
    const begins = () => statements.filter((sql) => sql === 'begin').length;
    const committed = () =>
      file
        .prepare('select id from note order by id')
        .all()
        .map((row) => (row as { id: number }).id);
    return { db, begins, committed };
  };
  const insert = (id: number) => async (tx: Transaction<Schema>) => {
    await tx
      .insertInto('note')
      .values({ id, text: `note ${id}` })
      .execute();
    return id;
  };
  const refuse = (id: number) => async (tx: Transaction<Schema>) => {
    await tx.insertInto('note').values({ id, text: 'half done' }).execute();
    throw new Error(`refused ${id}`);
  };

  /** A change that holds the commit it is in until let go, so that others arrive meanwhile. */
  const held = () => {
    let letGo = () => undefined as void;
    const released = new Promise<void>((resolve) => (letGo = resolve));
    const work = async (tx: Transaction<Schema>) => {
      await released;
      return insert(0)(tx);
    };
    return { work, letGo };
  };

  it('starts a change at once when nothing is committing', async () => {
    const { db, begins, committed } = open();
    const transact = groupCommit(db);
    await transact(insert(1));
    await transact(insert(2));
    expect(committed()).toEqual([1, 2]);
    expect(begins()).toBe(2);
  });

  it('commits the changes that arrive after the first of a turn together, each answered once stored', async () => {
    const { db, begins, committed } = open();
    const transact = groupCommit(db);
    const first = held();
    const running = transact(first.work);
    const seen: number[][] = [];
    const answers = [1, 2, 3].map((id) =>
      transact(insert(id)).then((value) => (seen.push(committed()), value)),
    );
    first.letGo();
    expect(await running).toBe(0);
    expect(await Promise.all(answers)).toEqual([1, 2, 3]);
    expect(begins()).toBe(2);
    // Not one answer came before all three were in the database.
    expect(seen).toEqual([
      [0, 1, 2, 3],
      [0, 1, 2, 3],
      [0, 1, 2, 3],
    ]);
  });

  it('keeps nothing of a failed change, which fails alone, and commits the others', async () => {
    const { db, committed } = open();
    const transact = groupCommit(db);
    const first = held();
    const running = transact(first.work);
    const results = Promise.allSettled([transact(insert(1)), transact(refuse(2)), transact(insert(3))]);
    first.letGo();
    await running;
    const settled = await results;
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason).toEqual(new Error('refused 2'));
    expect(committed()).toEqual([0, 1, 3]);
  });

  it('answers a change that clashes with one before it in its batch as it would alone', async () => {
    const { db, committed } = open();
    const transact = groupCommit(db);
    const first = held();
    const running = transact(first.work);
    const results = Promise.allSettled([transact(insert(1)), transact(insert(1))]);
    first.letGo();
    await running;
    expect((await results).map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(committed()).toEqual([0, 1]);
  });

  it('shares a commit among no more than its limit', async () => {
    const { db, begins, committed } = open();
    const transact = groupCommit(db, 2);
    const first = held();
    const running = transact(first.work);
    const answers = Promise.all([1, 2, 3, 4, 5].map((id) => transact(insert(id))));
    first.letGo();
    await running;
    await answers;
    expect(committed()).toEqual([0, 1, 2, 3, 4, 5]);
    // The first alone, then two, two and one.
    expect(begins()).toBe(4);
  });
});
