// Storage of the members' libraries (Kysely; the same on every dialect): one row per member and
// article or workflow, with when they saved, last opened and last downloaded it.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { LibraryKind } from 'contracts';

export type Mark = 'saved_at' | 'opened_at' | 'downloaded_at';

export interface LibraryRow {
  kind: LibraryKind;
  id: number;
  saved_at: string;
  opened_at: string | null;
  downloaded_at: string | null;
}

const itemColumn = (kind: LibraryKind) => (kind === 'article' ? 'article_id' : 'workflow_id');

export function createLibraryRepository(db: Kysely<Database>) {
  return {
    /**
     * Sets one mark of the member's row of the item (made when missing). `keepFirst`: a mark already set
     * stays (saving twice keeps the first time); otherwise the new time replaces it (the last open).
     */
    async mark(userId: number, kind: LibraryKind, id: number, mark: Mark, at: string, keepFirst: boolean): Promise<void> {
      const column = itemColumn(kind);
      await db
        .insertInto('library_items')
        .values({ user_id: userId, [column]: id, [mark]: at })
        .onConflict((conflict) =>
          conflict.columns(['user_id', column]).doUpdateSet({
            [mark]: keepFirst ? sql`coalesce(library_items.${sql.ref(mark)}, excluded.${sql.ref(mark)})` : sql`excluded.${sql.ref(mark)}`,
          }),
        )
        .execute();
    },

    /** Takes the item out of the member's library (what they opened and downloaded stays known). */
    async unsave(userId: number, kind: LibraryKind, id: number): Promise<void> {
      await db
        .updateTable('library_items')
        .set({ saved_at: null })
        .where('user_id', '=', userId)
        .where(itemColumn(kind), '=', id)
        .execute();
    },

    /** The member's saved items, newest saved first. */
    async saved(userId: number): Promise<LibraryRow[]> {
      const rows = await db
        .selectFrom('library_items')
        .select(['article_id', 'workflow_id', 'saved_at', 'opened_at', 'downloaded_at'])
        .where('user_id', '=', userId)
        .where('saved_at', 'is not', null)
        .orderBy('saved_at', 'desc')
        .execute();
      return rows.map((row) => ({
        kind: row.article_id === null ? 'workflow' : 'article',
        id: (row.article_id ?? row.workflow_id)!,
        saved_at: row.saved_at!,
        opened_at: row.opened_at,
        downloaded_at: row.downloaded_at,
      }));
    },

    /** The member's row of one item, or undefined. */
    async one(userId: number, kind: LibraryKind, id: number): Promise<Omit<LibraryRow, 'kind' | 'id'> | undefined> {
      const row = await db
        .selectFrom('library_items')
        .select(['saved_at', 'opened_at', 'downloaded_at'])
        .where('user_id', '=', userId)
        .where(itemColumn(kind), '=', id)
        .executeTakeFirst();
      return row && row.saved_at !== null ? { ...row, saved_at: row.saved_at } : undefined;
    },

    /** The ids of the items of this kind the member opened or downloaded (not new to them any more). */
    async seen(userId: number, kind: LibraryKind): Promise<number[]> {
      const column = itemColumn(kind);
      const rows = await db
        .selectFrom('library_items')
        .select(column)
        .where('user_id', '=', userId)
        .where(column, 'is not', null)
        .where((eb) => eb.or([eb('opened_at', 'is not', null), eb('downloaded_at', 'is not', null)]))
        .execute();
      return rows.map((row) => (row as Record<typeof column, number>)[column]);
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
