// Storage of roadmap progress (decision 0032): the member's latest mark per step (roadmap_marks),
// the days they made progress (roadmap_days) and their handle and public switch (on users).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

export interface StoredMark {
  step: string;
  status: string;
  marked_at: string;
}

type Db = Kysely<Database> | Transaction<Database>;

export function createProgressRepository(db: Kysely<Database>) {
  const marksOf = (trx: Db, userId: number) =>
    trx.selectFrom('roadmap_marks').select(['step', 'status', 'marked_at']).where('user_id', '=', userId).orderBy('step').execute();

  return {
    marks: (userId: number): Promise<StoredMark[]> => marksOf(db, userId),

    /**
     * Writes each mark that is later than the stored one of its step (a live mark carries the
     * server's time, so it wins) and counts the day of each written mark that `counts`, in one
     * transaction. Answers the marks after the write.
     */
    async write(userId: number, marks: StoredMark[], counts: (mark: StoredMark) => boolean): Promise<StoredMark[]> {
      return db.transaction().execute(async (trx) => {
        for (const mark of marks) {
          // Conditional upsert: of two writes at once, the later mark stays whichever commits last.
          const result = await trx
            .insertInto('roadmap_marks')
            .values({ user_id: userId, ...mark })
            .onConflict((oc) =>
              oc
                .columns(['user_id', 'step'])
                .doUpdateSet({ status: mark.status, marked_at: mark.marked_at })
                .where('roadmap_marks.marked_at', '<', mark.marked_at),
            )
            .executeTakeFirst();
          if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0 || !counts(mark)) continue;
          await trx
            .insertInto('roadmap_days')
            .values({ user_id: userId, day: mark.marked_at.slice(0, 10), marks: 1 })
            .onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet((eb) => ({ marks: eb('roadmap_days.marks', '+', 1) })))
            .execute();
        }
        return marksOf(trx, userId);
      });
    },

    /** The days from `since` (YYYY-MM-DD, inclusive) with their counts, oldest first. */
    days: (userId: number, since: string) =>
      db
        .selectFrom('roadmap_days')
        .select(['day', 'marks'])
        .where('user_id', '=', userId)
        .where('day', '>=', since)
        .orderBy('day')
        .execute(),

    sharing: (userId: number) =>
      db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'handle', 'progress_public'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),

    /** The member whose handle this is, when their page is public and the account is enabled. */
    publicMember: (handle: string) =>
      db
        .selectFrom('users')
        .select(['id', 'handle'])
        .where('handle', '=', handle)
        .where('progress_public', '=', 1)
        .where('disabled_at', 'is', null)
        .executeTakeFirst(),

    /** Whether another account holds the handle. */
    async handleTaken(handle: string, userId: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('handle', '=', handle).where('id', '!=', userId).executeTakeFirst();
      return row !== undefined;
    },

    async setSharing(userId: number, handle: string, isPublic: boolean): Promise<void> {
      await db
        .updateTable('users')
        .set({ handle, progress_public: isPublic ? 1 : 0 })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
