// Storage behind the account page: what is stored about one member (their export), their newsletter
// subscription, and deleting the account (comments kept under "deleted member" or removed).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { CommentChoice } from 'contracts';

/** The name a deleted member's kept comments show. */
const DELETED_MEMBER = { first_name: 'Deleted', last_name: 'member' } as const;

const newsletterToken = () => randomBytes(24).toString('base64url');

export function createAccountRepository(db: Kysely<Database>) {
  const subscriber = (email: string) => db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email);

  return {
    /** Whether the address gets the newsletter (confirmed, not unsubscribed). */
    async subscribed(email: string): Promise<boolean> {
      const row = await subscriber(email).executeTakeFirst();
      return row !== undefined && row.confirmed_at !== null && row.unsubscribed_at === null;
    },

    /**
     * Subscribes a confirmed address (the member proved it, so no second confirmation is needed) or
     * unsubscribes it.
     */
    async setSubscribed(email: string, subscribed: boolean, at: string): Promise<void> {
      const row = await subscriber(email).executeTakeFirst();
      if (!subscribed) {
        if (row && row.unsubscribed_at === null) {
          await db.updateTable('newsletter_subscribers').set({ unsubscribed_at: at }).where('id', '=', row.id).execute();
        }
        return;
      }
      if (row) {
        await db
          .updateTable('newsletter_subscribers')
          .set({ confirmed_at: row.confirmed_at ?? at, unsubscribed_at: null })
          .where('id', '=', row.id)
          .execute();
        return;
      }
      await db
        .insertInto('newsletter_subscribers')
        .values({ email, token: newsletterToken(), unsubscribe_token: newsletterToken(), created: at, confirmed_at: at })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    },

    /** Everything stored about the member, by their id and their address (nobody else's rows). */
    async export(userId: number, email: string) {
      const [comments, reports, reactions, newsletter, messages, tokens, roadmapMarks, roadmapDays, library, results, resultReports] =
        await Promise.all([
          db
            .selectFrom('comments')
            .select(['id', 'section', 'post_slug', 'parent_id', 'content', 'created', 'hidden_at'])
            .where('user_id', '=', userId)
            .orderBy('id')
            .execute(),
          db
            .selectFrom('comment_reports')
            .select(['comment_id', 'reason', 'created'])
            .where('user_id', '=', userId)
            .orderBy('id')
            .execute(),
          db
            .selectFrom('comment_reactions')
            .select(['comment_id', 'reaction', 'created'])
            .where('user_id', '=', userId)
            .orderBy('comment_id')
            .execute(),
          subscriber(email).select(['email', 'created', 'confirmed_at', 'unsubscribed_at']).executeTakeFirst(),
          db
            .selectFrom('contact_messages')
            .select(['name', 'email', 'message', 'ip', 'created'])
            .where('email', '=', email)
            .orderBy('id')
            .execute(),
          db
            .selectFrom('refresh_tokens')
            .select(['family_id', 'created_at', 'expires_at', 'used_at', 'revoked_at'])
            .where('user_id', '=', userId)
            .orderBy('id')
            .execute(),
          db.selectFrom('roadmap_marks').select(['step', 'status', 'marked_at']).where('user_id', '=', userId).orderBy('step').execute(),
          db.selectFrom('roadmap_days').select(['day', 'marks']).where('user_id', '=', userId).orderBy('day').execute(),
          db
            .selectFrom('library_items')
            .select(['article_id', 'workflow_id', 'saved_at', 'opened_at', 'downloaded_at'])
            .where('user_id', '=', userId)
            .execute(),
          db
            .selectFrom('shared_results')
            .select(['id', 'workflow_id', 'kind', 'prompt', 'settings', 'status', 'created', 'reviewed_at'])
            .where('user_id', '=', userId)
            .orderBy('id')
            .execute(),
          db
            .selectFrom('shared_result_reports')
            .select(['result_id', 'reason', 'created'])
            .where('user_id', '=', userId)
            .orderBy('id')
            .execute(),
        ]);
      return {
        comments,
        reports,
        reactions,
        newsletter: newsletter ?? null,
        messages,
        tokens,
        roadmapMarks,
        roadmapDays,
        library,
        results,
        resultReports,
      };
    },

    /**
     * Deletes the account in one transaction. 'remove': the user row goes, and its comments (with the
     * replies to them), reports, tokens and roadmap progress. 'keep': the comments stay under a row
     * that holds nothing about the member any more ("Deleted member", no address, cannot sign in).
     * Either way the address's newsletter subscription and the member's library (docs/product/library.md) end.
     */
    async delete(userId: number, email: string, comments: CommentChoice, at: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('newsletter_subscribers').where('email', '=', email).execute();
        await trx.deleteFrom('comment_reports').where('user_id', '=', userId).execute();
        await trx.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
        await trx.deleteFrom('roadmap_marks').where('user_id', '=', userId).execute();
        await trx.deleteFrom('roadmap_days').where('user_id', '=', userId).execute();
        await trx.deleteFrom('library_items').where('user_id', '=', userId).execute();
        // What they shared with workflows goes either way (docs/decisions/0034-shared-results.md).
        await trx.deleteFrom('shared_result_reports').where('user_id', '=', userId).execute();
        await trx.deleteFrom('shared_results').where('user_id', '=', userId).execute();
        if (comments === 'remove') {
          await trx.deleteFrom('comments').where('user_id', '=', userId).execute();
          await trx.deleteFrom('users').where('id', '=', userId).execute();
          return;
        }
        await trx
          .updateTable('users')
          .set({
            ...DELETED_MEMBER,
            email: `deleted-${userId}@deleted.invalid`,
            mobile_no: null,
            password_hash: null,
            google_sub: null,
            avatar_url: null,
            is_staff: 0,
            is_paid_member: 0,
            last_login: null,
            email_verified_at: null,
            pending_email: null,
            email_token_hash: null,
            email_token_expires_at: null,
            password_reset_hash: null,
            password_reset_expires_at: null,
            handle: null,
            progress_public: 0,
            sessions_valid_after: at,
            disabled_at: at,
          })
          .where('id', '=', userId)
          .execute();
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
