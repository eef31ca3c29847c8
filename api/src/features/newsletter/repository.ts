// Storage of newsletter subscribers (Kysely; the same on every dialect).
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, NewsletterSubscribersTable } from '../../db/types.ts';

export type SubscriberRow = Selectable<NewsletterSubscribersTable>;

export interface NewSubscriber {
  email: string;
  token: string;
  unsubscribe_token: string;
  created: string;
}

export function createNewsletterRepository(db: Kysely<Database>) {
  const subscribers = () => db.selectFrom('newsletter_subscribers').selectAll();
  return {
    /** Inserts the address unless it exists (concurrent sign-ups of one address keep one row); returns the row. */
    async insertOrGet(subscriber: NewSubscriber): Promise<{ row: SubscriberRow; created: boolean }> {
      const inserted = await db
        .insertInto('newsletter_subscribers')
        .values(subscriber)
        .onConflict((oc) => oc.column('email').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { row: inserted, created: true };
      return { row: await subscribers().where('email', '=', subscriber.email).executeTakeFirstOrThrow(), created: false };
    },

    async findByToken(token: string): Promise<SubscriberRow | undefined> {
      return subscribers().where('token', '=', token).executeTakeFirst();
    },

    async findByUnsubscribeToken(token: string): Promise<SubscriberRow | undefined> {
      return subscribers().where('unsubscribe_token', '=', token).executeTakeFirst();
    },

    async update(id: number, patch: Updateable<NewsletterSubscribersTable>): Promise<void> {
      await db.updateTable('newsletter_subscribers').set(patch).where('id', '=', id).execute();
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
