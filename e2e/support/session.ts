// Users for tests: signed up through the API (the UI flow has its own test), or created with the
// user:create script for the roles nobody can sign up for (staff, paid member).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './env.ts';

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

/** Creates the user in the test server's data with `npm run user:create`'s script and the given roles. */
export function createWithScript(user: TestUser, roles: ('--staff' | '--paid')[]): void {
  const created = spawnSync(
    process.execPath,
    [
      join(import.meta.dirname, '..', '..', 'scripts', 'user-create.ts'),
      ...['--email', user.email, '--password', user.password, '--first-name', user.firstName, '--last-name', user.lastName],
      ...roles,
    ],
    { env: { ...process.env, DATA_DIR: E2E_DATA_DIR }, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`user:create failed (${created.status}): ${created.stderr}`);
}

/** Fills the sign-in form the page shows with the user's email and password, and submits it. */
export async function submitSignIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs the user in on /signin and waits until they are back on home, signed in (their avatar shows). */
export async function signInToHome(page: Page, user: TestUser): Promise<void> {
  await page.goto('/signin');
  await submitSignIn(page, user);
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('user-avatar')).toBeVisible();
}

/** Signs the user in on /signin and waits until they are back on home with the token stored: on a phone too, where the avatar is in the drawer. */
export async function signInStoringToken(page: Page, user: TestUser): Promise<void> {
  await page.goto('/signin');
  await submitSignIn(page, user);
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
}
