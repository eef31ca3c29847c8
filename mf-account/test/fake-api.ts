// Test support: the answers the account screens' tests give through shared/test/fake-api.ts.
import { createUser } from '../../shared/test/fixtures.ts';

export const NO_GOOGLE = { status: 200, body: { adsenseClient: '', adPreview: false, googleClientId: '', version: '1.0.0' } };
export const WITH_GOOGLE = {
  status: 200,
  body: { adsenseClient: '', adPreview: false, googleClientId: 'client-1.apps.googleusercontent.com', version: '1.0.0' },
};

export const ADA = createUser({
  id: 3,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  date_joined: '2026-01-01T00:00:00.000Z',
});

/** The answers of a successful email sign-in as Ada: a token pair, then her user. */
export const ADA_SIGNS_IN = {
  'POST token/': { status: 200, body: { access: 'a1', refresh: 'r1' } },
  'GET users/currentuser/': { status: 200, body: ADA },
};
