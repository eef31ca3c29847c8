// Length limits the API enforces and the screens' inputs show (maxLength, counters): zod-free, so a
// screen that imports them carries a few bytes, not the schemas.
/** The staff lists' page size by default, and at most. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
/** A new password's length. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;
/** A user's first or last name, and a contact message's name. */
export const NAME_MAX = 150;
/** A comment's content. */
export const CONTENT_MAX = 5000;
/** A contact message. */
export const MESSAGE_MAX = 5000;
/** Staff's reply to a contact message. */
export const REPLY_MAX = 10_000;
/** A newsletter campaign's subject and body. */
export const SUBJECT_MAX = 200;
export const CAMPAIGN_BODY_MAX = 50_000;
