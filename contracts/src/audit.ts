// Wire schemas of the staff audit log (/api/admin/audit/…).
import { z } from 'zod';

const filter = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} must be at most 100 characters.`)
    .optional()
    .transform((v) => v || undefined);

export const auditListQuery = z.object({
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'Pages start at 1.')
    .max(100_000, 'The page must be at most 100000.')
    .default(1),
  page_size: z.coerce
    .number({ error: 'The page size must be a number.' })
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(100, 'At most 100 entries per page.')
    .default(20),
  action: filter('The action'),
  target_type: filter('The target type'),
  target_id: filter('The target id'),
});

export const auditPageSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      actor_id: z.number().int().nullable(),
      actor_email: z.string(),
      action: z.string(),
      target_type: z.string(),
      target_id: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
      created: z.string(),
    }),
  ),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
type AuditListFields = z.output<typeof auditListQuery>;
/** The list's query: paging, and the filters given. */
export type AuditListQuery = Pick<AuditListFields, 'page' | 'page_size'> &
  Partial<Pick<AuditListFields, 'action' | 'target_type' | 'target_id'>>;
/** A row of GET admin/audit/ (staff). */
export type AuditEntry = z.infer<typeof auditPageSchema>['results'][number];

/** GET admin/audit/actions/: the actions recorded so far. */
export const auditActionsSchema = z.object({ actions: z.array(z.string()) });
