import { expect, test } from '@playwright/test';

test.describe('content', () => {
  test('home → an article → back', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Master AI Tools: Your Path to AI Creativity' })).toBeVisible();
    const tutorials = page.locator('section', { has: page.getByRole('heading', { name: 'Tutorials', exact: true }) });
    const card = tutorials.locator('.article-card .card__link').first();
    const title = (await card.textContent()) ?? '';
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | AI Creator Hub`);
    await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeVisible();
    // Rendered in the browser, from the API's article.
    await expect(page.locator('.prose h2').first()).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Master AI Tools: Your Path to AI Creativity' })).toBeVisible();
  });

  test("an article's body is sent once, in the markup: hydrated from it, and shown again on a visit back", async ({ page, request }) => {
    const path = '/tutorials/install-flux-comfyui';
    const html = await (await request.get(path)).text();
    const state = html.slice(html.indexOf('<script type="application/json" id="page-payload">'));
    expect(state).toContain('"title":');
    expect(state).not.toContain('"html":');

    const articleCalls: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === `/api/articles${path}/` && articleCalls.push(r.url()));
    await page.goto(path);
    await page.waitForFunction(() => (window as unknown as { __remoteChoices?: unknown }).__remoteChoices !== undefined);
    await page.waitForLoadState('networkidle');
    const body = page.locator('.prose');
    const text = (await body.textContent()) ?? '';
    expect(text.length).toBeGreaterThan(1000);
    // Its section links navigate in the browser; back on the article, its body comes from the cache.
    await page.locator('.article-header > a', { hasText: 'Tutorials' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tutorials' })).toBeVisible();
    await page.goBack();
    await expect(body).toHaveText(text);
    expect(articleCalls).toEqual([]);
  });

  test('an unknown slug shows Blog Not Found with status 404', async ({ page }) => {
    const response = await page.goto('/blog/this-post-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Blog Not Found' })).toBeVisible();
    await expect(
      page.getByText("The blog you're looking for doesn't exist or may have been removed. Try exploring other blogs."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL('/');
  });

  test('/blog/comfyuivsmidjourney reaches /blog/ComfyUIvsMidJourney', async ({ page }) => {
    await page.goto('/blog/comfyuivsmidjourney');
    await expect(page).toHaveURL('/blog/ComfyUIvsMidJourney');
    await expect(page.getByRole('heading', { level: 1, name: /ComfyUI vs Midjourney/ })).toBeVisible();
  });

  test('a section index lists its articles and the roadmap expands steps', async ({ page }) => {
    await page.goto('/tutorials');
    await expect(page.getByRole('heading', { level: 1, name: 'Tutorials' })).toBeVisible();
    await expect(page.locator('.article-card')).toHaveCount(12);
    await page.goto('/ai-roadmap');
    await expect(page.getByText('50%')).toBeVisible();
    await page.getByText('AI Power 4').click();
    await expect(page.getByRole('heading', { name: 'AI Power 4: Advanced Creations' })).toBeVisible();
  });

  test('search finds an article by a stemmed word and a prefix', async ({ page }) => {
    await page.goto('/search?q=installing%20stab');
    await expect(page.getByRole('heading', { name: 'Search Results for "installing stab"' })).toBeVisible();
    await expect(page.locator('.search-result').first()).toBeVisible();
    await expect(page.locator('.search-result mark').first()).toBeVisible();
  });

  test('the server puts the article title and description into the HTML', async ({ request }) => {
    const response = await request.get('/tutorials/install-flux-comfyui');
    const html = await response.text();
    expect(html).toContain('<title>How to Install Flux in ComfyUI (2026 Guide) | AI Creator Hub</title>');
    expect(html).toMatch(/<meta property="og:title" content="How to Install Flux in ComfyUI/);
  });
});
