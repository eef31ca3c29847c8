// The member's library in the browser (docs/product/library.md), on a phone (360 px) and a wide
// screen: bookmark an article and a workflow from their cards, find them in /library with their state
// (read after opening the article, downloaded after downloading the workflow), "new to you" hides the
// opened article, and Remove takes an item out. A visitor's bookmark invites them to sign in.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolation, expectNoSidewaysScroll } from './support/page-checks.ts';
import { newUser, signInToHome, signUpViaApi } from './support/session.ts';

/** The shell's avatar button (named "Account menu for …", showing initials: label-content-name-mismatch) is the navbar's, left to it. */
const AXE_EXCLUDE = ['.user-menu__trigger'];

/** The fields of the API's lists this test reads. */
interface Listed<T> {
  results: T[];
}

/** Clicks a card's bookmark and waits for the API to keep it. */
async function bookmark(page: Page, title: string) {
  const button = page.getByRole('button', { name: `Save ${title}`, exact: true }).first();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/library\//.test(response.url()));
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(200);
}

/** Opens a page of cards and waits until their bookmarks know the member's library (the page hydrated, signed in). */
async function openCards(page: Page, path: string) {
  const library = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/library/');
  await page.goto(path);
  expect((await library).status()).toBe(200);
}

const entry = (page: Page, title: string) => page.getByTestId('library-entry').filter({ has: page.getByRole('heading', { name: title }) });

for (const screen of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'wide screen', width: 1280, height: 900 },
]) {
  test(`${screen.name}: bookmark from a card, see it in /library with its state, new to you, remove it`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const tutorials = (await (await request.get('/api/articles/?section=tutorials')).json()) as Listed<{ title: string }>;
    const [opened, unopened] = tutorials.results;
    const workflows = (await (await request.get('/api/workflows/')).json()) as Listed<{ title: string; blog_slug: string | null }>;
    const workflow = workflows.results.find((w) => w.blog_slug)!;
    const user = newUser(`library-${screen.width}`);
    await signUpViaApi(request, user);
    // Signed in on a wide screen (where the avatar shows in the bar), then used at the screen's size.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToHome(page, user);
    await page.setViewportSize({ width: screen.width, height: screen.height });

    await openCards(page, '/tutorials');
    await bookmark(page, opened!.title);
    await openCards(page, '/workflows');
    await bookmark(page, workflow.title);

    await page.goto('/library');
    await expect(page.getByRole('heading', { name: 'Your library', level: 1 })).toBeVisible();
    await expect(page.getByTestId('library-entry')).toHaveCount(2);
    await expect(entry(page, opened!.title)).toContainText('Not read yet');
    await expect(entry(page, workflow.title)).toContainText('Not downloaded yet');
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolation(page, AXE_EXCLUDE);

    // Reading the article and downloading the workflow show in the library.
    await entry(page, opened!.title).getByRole('link', { name: opened!.title }).click();
    await expect(page.getByRole('heading', { name: opened!.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: `Save ${opened!.title}` }).first()).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`/workflows/${workflow.blog_slug}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download workflow' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    await page.goto('/library');
    await expect(entry(page, opened!.title)).toContainText(/Read \d+ \w+ \d{4}/);
    await expect(entry(page, workflow.title)).toContainText(/Downloaded \d+ \w+ \d{4}/);

    // New to you hides the article just read, and keeps the others.
    await openCards(page, '/tutorials');
    await page.getByRole('button', { name: 'New to you' }).click();
    await expect(page).toHaveURL(/\/tutorials\?new=1$/);
    await expect(page.getByRole('button', { name: 'New to you' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: unopened!.title, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: opened!.title, exact: true })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolation(page, AXE_EXCLUDE);

    // Remove takes it out, for good.
    await page.goto('/library');
    await page.getByRole('button', { name: `Remove ${opened!.title} from your library` }).click();
    await expect(entry(page, opened!.title)).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('library-entry')).toHaveCount(1);
    await expect(entry(page, workflow.title)).toBeVisible();
  });
}

test('a visitor’s bookmark invites them to sign in, and /library sends them there', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/tutorials');
  // Clicked again until the page has hydrated (a click on the server's markup does nothing).
  await expect(async () => {
    await page.getByTestId('bookmark').first().click();
    await expect(page.getByText('Sign in to save articles and workflows to your library.')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.goto('/library');
  await expect(page).toHaveURL('/signin');
});
