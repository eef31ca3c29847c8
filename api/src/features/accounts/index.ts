// Wires the accounts feature: repositories, sessions, the Google verifier and the services its
// routes need (the mailer sends the address-confirmation links; the auth plugin must be registered
// first: it owns the access-token key), and those of its staff routes (changes go to the audit log).
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DialectName } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AuditLog } from '../audit/service.ts';
import type { AccessTokens } from '../../plugins/access-tokens.ts';
import type { AdminAccountsRoutesOptions } from './admin-routes.ts';
import { createAdminUsersRepository } from './admin-users-repository.ts';
import { createAdminUsersService } from './admin-users.ts';
import { createDashboardService } from './dashboard.ts';
import { createGoogleVerifier } from './google.ts';
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
}): Promise<{ routes: AccountsRoutesOptions; adminRoutes: AdminAccountsRoutesOptions }> {
  const sessions = createSessions({ accessTokens, refreshTokens: createRefreshTokensRepository(db) });
  const google = createGoogleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl });
  const adminUsers = createAdminUsersService({ db, users: createAdminUsersRepository(db, dialect), audit });
  const accounts = await createAccountsService({
    users: createUsersRepository(db),
    sessions,
    google,
    flags: adminUsers,
    mailer,
    config,
    log,
  });
  const dashboard = createDashboardService({ db });
  return { routes: { accounts, sessions, dashboard, config }, adminRoutes: { adminUsers, dashboard } };
}
