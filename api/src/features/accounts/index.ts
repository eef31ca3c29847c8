// Wires the accounts feature: repositories, sessions, the Google verifier and the services its
// routes need (the auth plugin must be registered first: it owns the access-token key).
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { AccessTokens } from './access-tokens.ts';
import { createDashboardService } from './dashboard.ts';
import { createGoogleVerifier } from './google.ts';
import { createRefreshTokensRepository, createUsersRepository } from './repository.ts';
import type { AccountsRoutesOptions } from './routes.ts';
import { createAccountsService } from './service.ts';
import { createSessions } from './sessions.ts';

export async function createAccountsFeature({
  db,
  accessTokens,
  config,
}: {
  db: Kysely<Database>;
  accessTokens: AccessTokens;
  config: Config;
}): Promise<AccountsRoutesOptions> {
  const sessions = createSessions({ accessTokens, refreshTokens: createRefreshTokensRepository(db) });
  const google = createGoogleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl });
  const accounts = await createAccountsService({ users: createUsersRepository(db), sessions, google });
  return { accounts, sessions, dashboard: createDashboardService({ db }), config };
}
