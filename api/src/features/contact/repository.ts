// Storage of contact messages.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  ip: string;
  created: string;
}

export function createContactRepository(db: Kysely<Database>) {
  return {
    async insert(message: NewContactMessage): Promise<number> {
      const row = await db.insertInto('contact_messages').values(message).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async markMailed(id: number, at: string): Promise<void> {
      await db.updateTable('contact_messages').set({ mailed_at: at }).where('id', '=', id).execute();
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
