import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** Runs work in a transaction and resolves with its result once the transaction has committed. */
export type Transact<DB = Database> = <T>(work: (tx: Transaction<DB>) => Promise<T>) => Promise<T>;

/** At most this many changes share one commit; more wait for the next. */
export const GROUP_COMMIT_MAX_CHANGES = 64;

export const transactOneByOne =
  <DB = Database>(db: Kysely<DB>): Transact<DB> =>
  (work) =>
    db.transaction().execute(work);

interface Pending<DB> {
  work(tx: Transaction<DB>): Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Which change of a batch failed, so the others can be committed without it. */
class ChangeFailed extends Error {
  constructor(readonly index: number) {
    super('A change of the batch failed');
  }
}

/**
 * SQLite commits one writer at a time however many ask, and each commit costs its own BEGIN,
 * COMMIT and write of the pages it touched. The changes that arrive together (votes read from
 * twenty sockets in one turn of the event loop) run one after the other in one transaction instead,
 * and each is resolved only once that transaction has committed: an answer still means stored.
 * A change on its own still starts at once.
 *
 * A change that fails (a refusal, a version that moved) must leave nothing behind, so the batch
 * is rolled back, the rest are committed together without it, and then it runs again alone, as
 * it would have without company.
 */
export function groupCommit<DB = Database>(
  db: Kysely<DB>,
  maxChanges = GROUP_COMMIT_MAX_CHANGES,
): Transact<DB> {
  const alone = transactOneByOne(db);
  const waiting: Pending<DB>[] = [];
  let turnOpen = false;

  // The first change of a turn of the event loop starts at once; those that arrive after it in the
  // same turn (socket messages read together) are committed together when the turn's reading is done.
  const flush = () => {
    const batch = waiting.splice(0, maxChanges);
    if (waiting.length === 0) turnOpen = false;
    else setImmediate(flush);
    if (batch.length > 0) void commit(batch);
  };
  const arrive = (change: Pending<DB>) => {
    if (turnOpen) return void waiting.push(change);
    turnOpen = true;
    setImmediate(flush);
    void commit([change]);
  };

  async function commit(batch: Pending<DB>[]): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch as [Pending<DB>];
      return alone(only.work).then(only.resolve, only.reject);
    }
    try {
      const results = await db.transaction().execute(async (tx) => {
        const done: unknown[] = [];
        for (const [index, change] of batch.entries()) {
          try {
            done.push(await change.work(tx));
          } catch {
            throw new ChangeFailed(index);
          }
        }
        return done;
      });
      batch.forEach((change, index) => change.resolve(results[index]));
    } catch (error) {
      if (!(error instanceof ChangeFailed)) {
        // The commit itself failed: each change tries on its own.
        for (const change of batch) void alone(change.work).then(change.resolve, change.reject);
        return;
      }
      // The others first, so a change that failed because of one before it still comes after it.
      const rest = batch.filter((_, index) => index !== error.index);
      if (rest.length > 0) await commit(rest);
      const failed = batch[error.index]!;
      await alone(failed.work).then(failed.resolve, failed.reject);
    }
  }

  return <T>(work: (tx: Transaction<DB>) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      arrive({ work, resolve: resolve as (value: unknown) => void, reject });
    });
}
