// Comments people answer, in the browser on a phone (360 px) and a wide screen: a member reacts
// (choose, replace, remove; kept over a reload), replies, and the comment's author gets the reply mail
// whose one-click unsubscribe turns reply mails off until the account page turns them on again; staff
// hold first comments, approve one from /admin/comments and pin it, and a visitor then sees it first,
// marked "Pinned". No comment is ever in the server-rendered HTML (the render cache keeps no reader's state).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { outboxMailsTo } from './support/outbox.ts';
import { createWithScript, newUser, signInStoringToken, type TestUser } from './support/session.ts';

const VIEWPORTS = [
  ['phone', { width: 360, height: 740 }],
  ['wide screen', { width: 1280, height: 900 }],
] as const;

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function pageAt(browser: Browser, viewport: { width: number; height: number }, user?: TestUser): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  if (user) await signInStoringToken(page, user);
  return page;
}

async function tokenOf(request: APIRequestContext, user: TestUser): Promise<string> {
  const answer = await request.post('/api/token/', { data: { email: user.email, password: user.password } });
  return ((await answer.json()) as { access: string }).access;
}

async function postComment(request: APIRequestContext, user: TestUser, slug: string, content: string) {
  const posted = await request.post('/api/comments/', {
    headers: { authorization: `Bearer ${await tokenOf(request, user)}` },
    data: { post_slug: slug, section: 'tutorials', content },
  });
  expect(posted.status()).toBe(201);
  return (await posted.json()) as { id: number; held?: true };
}

async function openComments(page: Page, path: string) {
  await page.goto(path);
  await page.locator('#comments').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: /^Comments/ })).toBeVisible();
}

async function expectUsable(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).include('#comments').analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

const nameOf = (user: TestUser) => `${user.firstName} ${user.lastName}`;
/** A member with a name no other run of this spec shares (comments are found by their author's name). */
const member = (prefix: string): TestUser => ({ ...newUser(prefix), lastName: `Ray${Date.now().toString(36)}${prefix}` });

for (const [screen, viewport] of VIEWPORTS) {
  test(`${screen}: a member reacts and replies; the author's reply mail unsubscribes in one click and the account turns it back on`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const article = '/tutorials/comfyui-inpainting-outpainting';
    const author = member('reacted');
    const reader = member('reactor');
    createWithScript(author, []);
    createWithScript(reader, []);
    const text = `Mask blur 8 hides the seam (${screen}).`;
    await postComment(request, author, 'comfyui-inpainting-outpainting', text);

    const page = await pageAt(browser, viewport, reader);
    await openComments(page, article);
    const comment = page.getByRole('article', { name: `Comment by ${nameOf(author)}` });
    await expect(comment).toContainText(text);
    const bar = comment.getByRole('group', { name: `React to ${nameOf(author)}'s comment` });
    await bar.getByRole('button', { name: 'Like: 0 reactions' }).click();
    await expect(bar.getByRole('button', { name: 'Like: 1 reaction' })).toHaveAttribute('aria-pressed', 'true');
    // Another reaction replaces it.
    await bar.getByRole('button', { name: 'Love: 0 reactions' }).click();
    await expect(bar.getByRole('button', { name: 'Love: 1 reaction' })).toHaveAttribute('aria-pressed', 'true');
    await expect(bar.getByRole('button', { name: 'Like: 0 reactions' })).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await page.locator('#comments').scrollIntoViewIfNeeded();
    const kept = page.getByRole('group', { name: `React to ${nameOf(author)}'s comment` });
    await expect(kept.getByRole('button', { name: 'Love: 1 reaction' })).toHaveAttribute('aria-pressed', 'true');
    await expectUsable(page);
    // By keyboard: the same reaction again takes it back.
    await kept.getByRole('button', { name: 'Love: 1 reaction' }).focus();
    await page.keyboard.press('Enter');
    await expect(kept.getByRole('button', { name: 'Love: 0 reactions' })).toHaveAttribute('aria-pressed', 'false');

    const again = page.getByRole('article', { name: `Comment by ${nameOf(author)}` });
    await again.getByRole('button', { name: 'Reply' }).first().click();
    await again.getByRole('textbox', { name: `Reply to ${nameOf(author)}` }).fill('Does that hold for outpainting too?');
    await again.locator('form').getByRole('button', { name: 'Reply' }).click();
    await expect(again.getByRole('article', { name: `Reply by ${nameOf(reader)}` })).toBeVisible();

    const replyMails = () => outboxMailsTo(author.email).filter((mail) => /replied to your comment/.test(mail.headers.subject ?? ''));
    await expect.poll(() => replyMails().length).toBe(1);
    expect(outboxMailsTo(reader.email)).toEqual([]);
    const [mail] = replyMails();
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /<([^>]+)>/.exec(mail!.headers['list-unsubscribe']!)![1]!;
    const oneClick = await request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(oneClick.status()).toBe(200);

    const account = await pageAt(browser, viewport, author);
    await account.goto('/account');
    const toggle = account.getByRole('switch', { name: 'Mail me when someone replies to my comments' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await account.reload();
    await expect(account.getByRole('switch', { name: 'Mail me when someone replies to my comments' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test(`${screen}: staff hold first comments, approve one and pin it; visitors see it only then, first and marked`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const slug = 'comfyui-controlnet-guide';
    const article = `/tutorials/${slug}`;
    const staff = member('staff');
    const newcomer = member('newcomer');
    createWithScript(staff, ['--staff']);
    createWithScript(newcomer, []);
    const staffToken = await tokenOf(request, staff);
    const hold = (on: boolean) =>
      request.put('/api/admin/comments/settings/', {
        headers: { authorization: `Bearer ${staffToken}` },
        data: { hold_first_comments: on },
      });

    const admin = await pageAt(browser, viewport, staff);
    try {
      await admin.goto('/admin/comments');
      const toggle = admin.getByRole('switch', { name: 'Hold a member’s first comment for approval' });
      await expect(toggle).toBeEnabled();
      if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');

      const text = `Depth plus canny keeps the pose and the outline (${screen}).`;
      expect((await postComment(request, newcomer, slug, text)).held).toBe(true);

      const visitor = await pageAt(browser, viewport);
      await openComments(visitor, article);
      await expect(visitor.getByText(text)).toHaveCount(0);
      const own = await pageAt(browser, viewport, newcomer);
      await openComments(own, article);
      const mine = own.getByRole('article', { name: `Comment by ${nameOf(newcomer)}` });
      await expect(mine.getByText('Waiting for approval')).toBeVisible();

      await admin.reload();
      const row = admin.getByRole('row').filter({ hasText: text });
      await expect(row.getByText('Waiting for approval')).toBeVisible();
      await row.getByRole('button', { name: 'Approve' }).click();
      await expect(admin.getByText('The comment is approved and published.')).toBeVisible();
      await row.getByRole('button', { name: 'Pin' }).click();
      await expect(admin.getByText('The comment is pinned to the top of its article.')).toBeVisible();
      await expect(row.getByText('Pinned')).toBeVisible();

      await openComments(visitor, article);
      const first = visitor.locator('.comments__list > li').first();
      await expect(first).toContainText(text);
      await expect(first.getByText('Pinned')).toBeVisible();
      await expectUsable(visitor);

      // The page's HTML holds no comment: reactions, pins and approvals never wait for a cached page.
      const html = await (await request.get(article)).text();
      expect(html).not.toContain(text);
    } finally {
      expect((await hold(false)).status()).toBe(200);
    }
  });
}
