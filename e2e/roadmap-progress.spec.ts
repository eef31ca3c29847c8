// Roadmap progress in the browser (docs/product/content.md#progress): on a 360 px phone a visitor
// marks steps by tap and by keyboard, the marks survive a reload, and signing in merges them into the
// account, which another device then shows; on a wide screen a member turns on the public page from
// the account page, a visitor reads it (rendered on the server, no email), and it is 404 once off.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolation, expectNoSidewaysScroll } from './support/page-checks.ts';
import { newUser, signInStoringToken, signInToHome, signUpViaApi } from './support/session.ts';

const STEP_1 = 'Understand how image models work';
const STEP_2 = 'Check your hardware';

const markGroup = (page: Page, step: string) => page.getByRole('group', { name: `Your progress on “${step}”` });
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Roadmap progress' });

/** Opens the roadmap and waits until its screen answers (hydrated): a step's button expands it. */
async function openRoadmap(page: Page) {
  await page.goto('/ai-roadmap', { waitUntil: 'networkidle' });
  const second = page.getByRole('button', { name: STEP_2 });
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
}

test.describe('a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

  test('a visitor marks steps by tap and keyboard; signing in merges them into the account, seen on another device', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    await openRoadmap(page);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByText('Mark each step as you go: done, learning or skipped.')).toBeVisible();

    // Tap: Done on the first step.
    await markGroup(page, STEP_1).getByRole('radio', { name: 'Done' }).tap();
    await expect(markGroup(page, STEP_1).getByRole('radio', { name: 'Done' })).toBeChecked();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '5');

    // Keyboard: Tab from the step's button into its marks, then the arrow key chooses Learning.
    await page.getByRole('button', { name: STEP_2 }).focus();
    await page.keyboard.press('Tab');
    await expect(markGroup(page, STEP_2).getByRole('radio', { name: 'Not started' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(markGroup(page, STEP_2).getByRole('radio', { name: 'Learning' })).toBeChecked();
    await expect(page.getByText('1 of 20 steps done, 1 learning, 0 skipped.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolation(page);

    // Kept in this browser.
    await openRoadmap(page);
    await expect(page.getByText('1 of 20 steps done, 1 learning, 0 skipped.')).toBeVisible();
    await expect(page.getByText('Your marks are kept in this browser.')).toBeVisible();

    // Sign in: the browser's marks go to the account and leave the browser.
    const user = newUser('roadmap');
    await signUpViaApi(request, user);
    await signInStoringToken(page, user);
    await openRoadmap(page);
    await expect(page.getByText('Your marks are saved to your account.')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('roadmapProgress'))).toBeNull();
    await expect(page.getByText('1 of 20 steps done, 1 learning, 0 skipped.')).toBeVisible();

    // Another device signed in as the member shows the same marks.
    const other = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true });
    const phone = await other.newPage();
    await signInStoringToken(phone, user);
    await openRoadmap(phone);
    await expect(phone.getByText('1 of 20 steps done, 1 learning, 0 skipped.')).toBeVisible();
    await expect(markGroup(phone, STEP_1).getByRole('radio', { name: 'Done' })).toBeChecked();
    // A mark there reaches the account.
    await markGroup(phone, STEP_2).getByRole('radio', { name: 'Skipped' }).tap();
    await expect(phone.getByText('1 of 20 steps done, 0 learning, 1 skipped.')).toBeVisible();
    await expect(phone.getByText('Saving…')).toHaveCount(0);
    await other.close();
    await openRoadmap(page);
    await expect(page.getByText('1 of 20 steps done, 0 learning, 1 skipped.')).toBeVisible();
  });
});

test.describe('a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a member turns the public page on from the account page; a visitor reads it; off, it is 404', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const user = newUser('public');
    await signUpViaApi(request, user);
    await signInToHome(page, user);
    await openRoadmap(page);
    await markGroup(page, STEP_1).getByRole('radio', { name: 'Done' }).click();
    await expect(page.getByText('1 of 20 steps done, 0 learning, 0 skipped.')).toBeVisible();
    await expect(page.getByText('Saving…')).toHaveCount(0);

    await page.getByRole('link', { name: 'Share your progress on a public page' }).click();
    await expect(page).toHaveURL('/account#public-progress');
    const handle = `e2e-${Date.now().toString(36)}`;
    await page.getByLabel('Handle').fill(handle);
    await page.getByRole('switch', { name: /Show my AI Roadmap progress/ }).click();
    await page.getByRole('button', { name: 'Save public page' }).click();
    await expect(page.getByText(`Your progress is public at /u/${handle}/roadmap.`)).toBeVisible();

    // The server's page: the member's progress, by handle only.
    const served = await request.get(`/u/${handle}/roadmap`);
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toContain(`@${handle}’s AI Roadmap progress`);
    expect(html).toContain(`${new Date().getUTCDate()} `);
    expect(html).not.toContain(user.email);
    expect(html).not.toContain(user.lastName);

    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/u/${handle}/roadmap`, { waitUntil: 'networkidle' });
    await expect(visitor.getByRole('heading', { level: 1, name: `@${handle}’s AI Roadmap progress` })).toBeVisible();
    await expect(visitor.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
    await expect(visitor.getByText('Progress on 1 day in the last 20 weeks.')).toBeVisible();
    await expectNoSidewaysScroll(visitor);
    await expectNoSeriousAxeViolation(visitor);
    await visitor.setViewportSize({ width: 360, height: 780 });
    await expectNoSidewaysScroll(visitor);

    await page.getByRole('switch', { name: /Show my AI Roadmap progress/ }).click();
    await page.getByRole('button', { name: 'Save public page' }).click();
    await expect(page.getByText('Your progress page is off.')).toBeVisible();
    expect((await request.get(`/u/${handle}/roadmap`)).status()).toBe(404);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: 'No public roadmap progress here' })).toBeVisible();
    await visitorContext.close();
  });
});
