// Community in the browser: comments on an article (visitor → sign in and back, post, reply,
// delete), the contact toast, and the newsletter from the Subscribe button to the confirmation page.
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './support/env.ts';
import { outboxMailsTo } from './support/outbox.ts';
import { newUser, signUpViaApi, submitSignIn } from './support/session.ts';

const ARTICLE = '/blog/flux-vs-sdxl';

async function openComments(page: Page) {
  await page.locator('#comments').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: /^Comments/ })).toBeVisible();
}

test.describe('comments', () => {
  test('a visitor is sent to /signin and comes back to the article, ready to comment', async ({ page, request }) => {
    const user = newUser('visitor');
    await signUpViaApi(request, user);
    await page.goto(ARTICLE);
    await openComments(page);
    await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in to comment' }).click();
    await expect(page).toHaveURL('/signin');
    await submitSignIn(page, user);
    // Back at the comments, not at the top of the article.
    await expect(page).toHaveURL(`${ARTICLE}#comments`);
    await expect(page.getByRole('textbox', { name: 'Your comment' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Sign in to comment' })).toHaveCount(0);
  });

  test('a signed-in user comments, replies and deletes on an article', async ({ page, request }) => {
    const user = newUser('commenter');
    await signUpViaApi(request, user);
    await page.goto('/signin');
    await submitSignIn(page, user);
    await expect(page.getByTestId('user-avatar')).toBeVisible();
    await page.goto(ARTICLE);
    await openComments(page);

    const text = `Flux wins on hands.\nDetails: ${E2E_BASE_URL}/blog/flux-vs-sdxl <b>not bold</b>`;
    await page.getByRole('textbox', { name: 'Your comment' }).fill(text);
    await page.getByRole('button', { name: 'Post comment' }).click();
    const name = `${user.firstName} ${user.lastName}`;
    const posted = page.getByRole('article', { name: `Comment by ${name}` });
    await expect(posted).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveValue('');
    await expect(posted.locator('.comment__content').first()).toHaveText(text);
    await expect(posted.locator('b')).toHaveCount(0);
    const link = posted.getByRole('link', { name: `${E2E_BASE_URL}/blog/flux-vs-sdxl` });
    await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    await expect(posted.getByText('just now')).toBeVisible();

    await posted.getByRole('button', { name: 'Reply' }).click();
    const replyBox = posted.getByRole('textbox', { name: `Reply to ${name}` });
    await replyBox.fill('Answering myself.');
    await posted.locator('form').getByRole('button', { name: 'Reply' }).click();
    await expect(replyBox).toHaveCount(0);
    await expect(posted.getByRole('article', { name: `Reply by ${name}` })).toContainText('Answering myself.');

    // The comment and its reply survive a reload (they are stored).
    await page.reload();
    await openComments(page);
    await expect(page.getByRole('article', { name: `Reply by ${name}` })).toBeVisible();

    const comment = page.getByRole('article', { name: `Comment by ${name}` });
    await comment.getByRole('button', { name: 'Delete' }).first().click();
    const confirmation = page.locator('.ant-popconfirm').filter({ hasText: 'Delete this comment?' });
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('article', { name: `Comment by ${name}` })).toHaveCount(0);
    await expect(page.getByRole('article', { name: `Reply by ${name}` })).toHaveCount(0);
  });
});

test('the contact toast appears after sending, then hides after 4 seconds', async ({ page }) => {
  const message = `Please cover Wan 2.2 animate (${Date.now()}).`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Get in Touch with US!' })).toBeVisible();
  await page.getByLabel('Name').fill('Asha Rao');
  await page.getByLabel('Email').fill('asha.e2e@example.com');
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const toast = page.getByText("Thank you for reaching out! We'll get back to you soon.");
  await expect(toast).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');
  await expect(toast).toBeHidden({ timeout: 6000 });

  // The message reached the team's mailbox (the outbox here).
  const mails = outboxMailsTo('contact@localhost').filter((mail) => mail.text.includes(message));
  expect(mails).toHaveLength(1);
  expect(mails[0]!.headers['reply-to']).toBe('Asha Rao <asha.e2e@example.com>');
});

test('subscribing from the navigation bar, then opening the confirmation link from the outbox', async ({ page }) => {
  const email = `reader-${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Subscribe' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thanks! Check your inbox for a link to confirm your subscription.')).toBeVisible();
  // The subscribe answer is not a login: no token, still a visitor.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await expect.poll(() => outboxMailsTo(email).length).toBe(1);
  const mail = outboxMailsTo(email)[0]!;
  expect(mail.headers.subject).toBe('Confirm your subscription to AI Creator Hub');
  expect(mail.headers['list-unsubscribe']).toMatch(new RegExp(`^<${E2E_BASE_URL}/api/emailsubscribe/unsubscribe/\\?token=[\\w-]+> `));
  const confirmUrl = new RegExp(`${E2E_BASE_URL}/api/emailsubscribe/confirm/\\?token=[\\w-]+`).exec(mail.text)?.[0];
  expect(confirmUrl).toBeTruthy();

  // Opening the link only shows a button (mail scanners open links too); pressing it confirms.
  await page.goto(confirmUrl!);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Your subscription is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to AI Creator Hub' }).click();
  await expect(page.getByRole('heading', { name: 'Master AI Tools: Your Path to AI Creativity' })).toBeVisible();

  // Subscribing again now says so, and sends nothing.
  await page.getByRole('button', { name: 'Subscribe' }).first().click();
  await dialog.getByLabel('Email').fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('This address is already subscribed. Thanks for reading!')).toBeVisible();
  expect(outboxMailsTo(email)).toHaveLength(1);
});
