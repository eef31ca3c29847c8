// The users whose email or name contains the search text (case-insensitive, its % and _ taken
// literally): the member list's and the staff users screen's search. An empty search matches everyone.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function usersMatching(db: Kysely<Database>, search: string) {
  const query = db.selectFrom('users');
  if (!search) return query;
  const pattern = likePattern(search);
  return query.where((eb) =>
    eb.or([
      eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`),
      eb(sql`lower(first_name || ' ' || last_name)`, 'like', sql`${pattern} escape '\\'`),
    ]),
  );
}
