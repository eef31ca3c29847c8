// Migrations in code: one file per feature, applied in name order at start. A migration receives the
// dialect so it can create dialect-specific structures (e.g. the search index).
import type { Migration, MigrationProvider } from 'kysely/migration';
import type { DialectName } from '../types.ts';
import { articlesMigration } from './0001_articles.ts';
import { searchMigration } from './0002_search.ts';
import { accountsMigration } from './0003_accounts.ts';
import { workflowsMigration } from './0004_workflows.ts';
import { communityMigration } from './0005_community.ts';
import { emailVerificationMigration } from './0006_email_verification.ts';
import { downloadVisitorsMigration } from './0007_download_visitors.ts';
import { mediaFilesMigration } from './0008_media_files.ts';
import { workflowRequirementsMigration } from './0009_workflow_requirements.ts';
import { auditLogMigration } from './0010_audit_log.ts';
import { adminUsersMigration } from './0011_admin_users.ts';
import { moderationInboxCampaignsMigration } from './0012_moderation_inbox_campaigns.ts';
import { workflowRemovedMigration } from './0013_workflow_removed.ts';
import { workflowRunFactsMigration } from './0014_workflow_run_facts.ts';

export type MigrationFactory = (dialect: DialectName) => Migration;

export const MIGRATIONS: Record<string, MigrationFactory> = {
  '0001_articles': articlesMigration,
  '0002_search': searchMigration,
  '0003_accounts': accountsMigration,
  '0004_workflows': workflowsMigration,
  '0005_community': communityMigration,
  '0006_email_verification': emailVerificationMigration,
  '0007_download_visitors': downloadVisitorsMigration,
  '0008_media_files': mediaFilesMigration,
  '0009_workflow_requirements': workflowRequirementsMigration,
  '0010_audit_log': auditLogMigration,
  '0011_admin_users': adminUsersMigration,
  '0012_moderation_inbox_campaigns': moderationInboxCampaignsMigration,
  '0013_workflow_removed': workflowRemovedMigration,
  '0014_workflow_run_facts': workflowRunFactsMigration,
};

export function migrationProvider(dialect: DialectName): MigrationProvider {
  return {
    async getMigrations() {
      return Object.fromEntries(Object.entries(MIGRATIONS).map(([name, factory]) => [name, factory(dialect)]));
    },
  };
}
