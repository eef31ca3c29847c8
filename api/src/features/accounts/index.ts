// Wires the accounts feature: repositories, sessions, the Google verifier and the services its
// routes need (the mailer sends the address-confirmation links; the auth plugin must be registered
// first: it owns the access-token key).
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AccessTokens } from './access-tokens.ts';
import { createDashboardService } from './dashboard.ts';
import { createGoogleVerifier } from './google.ts';
import { createRefreshTokensRepository, createUsersRepository } from './repository.ts';
import type { AccountsRoutesOptions } from './routes.ts';
import { createAccountsService, type AccountsDeps } from './service.ts';
import { createSessions } from './sessions.ts';

export async function createAccountsFeature({
  db,
  accessTokens,
  mailer,
  config,
  log,
}: {
  db: Kysely<Database>;
  accessTokens: AccessTokens;
  mailer: Mailer;
  config: Config;
  log: AccountsDeps['log'];
}): Promise<AccountsRoutesOptions> {
  const sessions = createSessions({ accessTokens, refreshTokens: createRefreshTokensRepository(db) });
  const google = createGoogleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl });
  const accounts = await createAccountsService({ users: createUsersRepository(db), sessions, google, mailer, config, log });
  return { accounts, sessions, dashboard: createDashboardService({ db }), config };
}
