// Wires the accounts feature: repositories, sessions, the Google verifier and the services its
// routes need (the account page's and the password reset's too) (the mailer sends the address-confirmation links; the auth plugin must be registered
// first: it owns the access-token key), and those of its staff routes (changes go to the audit log).
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DialectName } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AuditLog } from '../audit/service.ts';
import type { AccessTokens } from '../../plugins/access-tokens.ts';
import { createAccountControl } from './account.ts';
import { createAccountRepository } from './account-repository.ts';
import type { AccountRoutesOptions } from './account-routes.ts';
import type { AdminAccountsRoutesOptions } from './admin-routes.ts';
import type { StaffAliasesOptions } from './staff-aliases.ts';
import { createAdminUsersRepository } from './admin-users-repository.ts';
import { createAdminUsersService } from './admin-users.ts';
import { createDashboardService } from './dashboard.ts';
import { createGoogleVerifier } from './google.ts';
import { mailSender } from './mails.ts';
import { createPasswordReset } from './password-reset.ts';
import { createRefreshTokensRepository, createUsersRepository } from './repository.ts';
import type { AccountsRoutesOptions } from './routes.ts';
import { createAccountsService, type AccountsDeps } from './service.ts';
import { createSessions } from './sessions.ts';

export async function createAccountsFeature({
  db,
  dialect,
  accessTokens,
  mailer,
  audit,
  config,
  log,
}: {
  db: Kysely<Database>;
  dialect: DialectName;
  accessTokens: AccessTokens;
  mailer: Mailer;
  audit: AuditLog;
  config: Config;
  log: AccountsDeps['log'];
}): Promise<{
  routes: AccountsRoutesOptions;
  accountRoutes: AccountRoutesOptions;
  adminRoutes: AdminAccountsRoutesOptions;
  staffAliases: StaffAliasesOptions;
}> {
  const refreshTokens = createRefreshTokensRepository(db);
  const users = createUsersRepository(db);
  const sessions = createSessions({ accessTokens, refreshTokens });
  const send = mailSender(mailer, log);
  const google = createGoogleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl });
  const adminUsers = createAdminUsersService({ db, users: createAdminUsersRepository(db, dialect), audit });
  const accounts = await createAccountsService({
    users,
    sessions,
    google,
    flags: adminUsers,
    mailer,
    config,
    log,
  });
  const dashboard = createDashboardService({ db });
  const control = createAccountControl({ users, refreshTokens, account: createAccountRepository(db), sessions, send, config });
  const reset = createPasswordReset({ users, sessions, send, config });
  return {
    routes: { accounts, sessions, config },
    accountRoutes: { control, reset, config },
    adminRoutes: { adminUsers, dashboard },
    staffAliases: { accounts, dashboard },
  };
}
