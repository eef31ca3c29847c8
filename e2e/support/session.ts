// Signing a user up through the API, for tests that need one (the UI flow has its own test).
import type { APIRequestContext } from '@playwright/test';

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let counter = 0;

export function newUser(prefix = 'user'): TestUser {
  counter += 1;
  return {
    email: `${prefix}-${Date.now()}-${counter}@example.com`,
    password: 'correct horse battery',
    firstName: 'Test',
    lastName: `User${counter}`,
  };
}

export async function signUpViaApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.post('/api/users/', {
    data: { first_name: user.firstName, last_name: user.lastName, email: user.email, password: user.password },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
}
