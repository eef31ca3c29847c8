// The community's staff screens in the browser: a signed-in reader reports a comment, staff hide it
// at /admin/comments, visitors no longer see it while its author sees it marked hidden; staff answer
// a contact message at /admin/messages (the reply lands in the outbox); staff preview a campaign and
// send a test to themselves at /admin/newsletter.
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { outboxMailsTo } from './support/outbox.ts';
import { expectStaffScreensFit } from './support/page-checks.ts';
import { createWithScript, newUser, signUpViaApi, submitSignIn, type TestUser } from './support/session.ts';

const ARTICLE = '/blog/flux-vs-sdxl';

/** Pages of their own browser contexts (one per person), closed after each test. */
const contexts: BrowserContext[] = [];
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function signedInPage(browser: Browser, user: TestUser): Promise<Page> {
  const page = await newPage(browser);
  await page.goto('/signin');
  await submitSignIn(page, user);
  await expect(page.getByTestId('user-avatar')).toBeVisible();
  return page;
}

async function postComment(request: APIRequestContext, user: TestUser, content: string): Promise<void> {
  const token = await request.post('/api/token/', { data: { email: user.email, password: user.password } });
  const { access } = (await token.json()) as { access: string };
  const posted = await request.post('/api/comments/', {
    headers: { authorization: `Bearer ${access}` },
    data: { post_slug: 'flux-vs-sdxl', section: 'blog', content },
  });
  expect(posted.status()).toBe(201);
}

async function openComments(page: Page, waitFor: string) {
  await page.goto(ARTICLE);
  await page.locator('#comments').scrollIntoViewIfNeeded();
  await expect(page.getByText(waitFor)).toBeVisible();
}

const staff = newUser('community-staff');

test.beforeAll(() => {
  createWithScript(staff, ['--staff']);
});

test('a reader reports a comment; staff hide it; visitors no longer see it, its author sees it marked hidden', async ({
  browser,
  request,
}) => {
  const author = newUser('author');
  const reader = newUser('reader');
  await signUpViaApi(request, author);
  await signUpViaApi(request, reader);
  const stamp = Date.now();
  const kept = `A helpful comment ${stamp}`;
  const rude = `Buy cheap followers ${stamp}`;
  await postComment(request, author, kept);
  await postComment(request, author, rude);
  const authorName = `${author.firstName} ${author.lastName}`;

  const readerPage = await signedInPage(browser, reader);
  await openComments(readerPage, rude);
  const comment = readerPage.getByRole('article', { name: `Comment by ${authorName}` }).filter({ hasText: rude });
  await comment.getByRole('button', { name: 'Report' }).click();
  const dialog = readerPage.getByRole('dialog', { name: `Report the comment by ${authorName}` });
  // A click while the dialog is still opening can be lost: check until it holds.
  await expect(async () => {
    await dialog.getByRole('radio', { name: 'Spam or advertising' }).check({ timeout: 2_000 });
  }).toPass();
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(readerPage.getByText('Thank you for the report. A moderator will look at this comment.')).toBeVisible();

  const staffPage = await signedInPage(browser, staff);
  await staffPage.goto('/admin/comments');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Comment moderation' })).toBeVisible();
  const row = staffPage.getByRole('row').filter({ hasText: rude });
  await expect(row.getByText('1 report')).toBeVisible();
  await expect(row.getByText('spam 1')).toBeVisible();
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(staffPage.getByText('The comment is hidden.')).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();

  const visitor = await newPage(browser);
  await openComments(visitor, kept);
  await expect(visitor.getByText(rude)).toHaveCount(0);

  const authorPage = await signedInPage(browser, author);
  await openComments(authorPage, rude);
  const own = authorPage.getByRole('article', { name: `Comment by ${authorName}` }).filter({ hasText: rude });
  await expect(own.getByText('Hidden by a moderator')).toBeVisible();
  const visible = authorPage.getByRole('article', { name: `Comment by ${authorName}` }).filter({ hasText: kept });
  await expect(visible).toBeVisible();
  await expect(visible.getByText('Hidden by a moderator')).toHaveCount(0);
});

test('staff answer a contact message and the reply is mailed to its sender', async ({ browser, request }) => {
  const sender = `sender-${Date.now()}@example.com`;
  const sent = await request.post('/api/contact/', { data: { name: 'Dana Sender', email: sender, message: 'Will you cover Wan 2.2?' } });
  expect(sent.status()).toBe(201);

  const page = await signedInPage(browser, staff);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: sender });
  await expect(row.getByText('Unread')).toBeVisible();
  await row.getByRole('button', { name: /expand row/i }).click();
  await expect(row.getByText('Read', { exact: true })).toBeVisible();
  const reply = `Yes, next week. (${Date.now()})`;
  await page.getByLabel('Reply to Dana Sender').fill(reply);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`Your reply was mailed to ${sender}.`)).toBeVisible();
  await expect(row.getByText('Answered', { exact: true })).toBeVisible();
  await expect(page.getByText(reply)).toBeVisible();

  await expect.poll(() => outboxMailsTo(sender).length).toBe(1);
  const mail = outboxMailsTo(sender)[0]!;
  expect(mail.headers.subject).toBe('Re: your message to AI Creator Hub');
  expect(mail.text).toContain(reply);
  expect(mail.text).toContain('> Will you cover Wan 2.2?');
});

test('staff preview a campaign and send a test to themselves', async ({ browser }) => {
  const page = await signedInPage(browser, staff);
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  const subject = `Spring issue ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Newsletter (Markdown)').fill('Hello **readers**, a [new guide](https://example.org/guide).');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('strong')).toHaveText('readers');
  await page.getByRole('button', { name: 'Send a test to yourself' }).click();
  await expect(page.getByText(`A test was mailed to ${staff.email}.`)).toBeVisible();

  await expect.poll(() => outboxMailsTo(staff.email).filter((m) => m.headers.subject === `[Test] ${subject}`).length).toBe(1);
  const mail = outboxMailsTo(staff.email).find((m) => m.headers.subject === `[Test] ${subject}`)!;
  expect(mail.html).toContain('Hello <strong>readers</strong>');
  expect(mail.html).toContain('href="https://example.org/guide"');
  await expect(page.getByText('No campaign sent yet.')).toBeVisible();
});

test('the community staff screens fit a 360 px wide screen without scrolling the page sideways', async ({ browser }) => {
  const page = await signedInPage(browser, staff);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectStaffScreensFit(
    page,
    [
      ['/admin/comments', 'Comment moderation'],
      ['/admin/messages', 'Contact messages'],
      ['/admin/newsletter', 'Newsletter'],
    ],
    '.ant-table-row, .ant-table-placeholder',
  );
});
