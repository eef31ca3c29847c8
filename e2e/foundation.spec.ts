import { expect, test } from '@playwright/test';

const LAYOUT_ROUTES = [
  '/',
  '/ai-roadmap',
  '/workflows',
  '/tutorials',
  '/tutorials/install-flux-comfyui',
  '/earning-ideas',
  '/earning-ideas/how-to-make-money-using-stock-images-ai',
  '/blog',
  '/blog/ComfyUIvsMidJourney',
  '/search?q=flux',
  '/contact',
  '/pricing',
  '/privacy',
];

test.describe('the composed site', () => {
  for (const path of LAYOUT_ROUTES) {
    test(`${path} renders its remote inside the layout`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);
      await expect(page.locator('header.navbar')).toBeVisible();
      await expect(page.locator('footer.footer')).toBeVisible();
      await expect(page.locator('main.layout__main h1').first()).toBeVisible();
      await expect(page.locator('.remote-failure')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  for (const path of ['/signin', '/signup']) {
    test(`${path} renders outside the layout`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('button', { name: path === '/signin' ? 'Sign In' : 'Create account' })).toBeVisible();
      await expect(page.locator('header.navbar')).toHaveCount(0);
      await expect(page.locator('footer.footer')).toHaveCount(0);
    });
  }

  test('an unknown route shows the 404 text with status 404 and a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404: The page you are looking for isn't here")).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Master AI Tools: Your Path to AI Creativity' })).toBeVisible();
  });

  test('the health endpoint answers with the version and the database status', async ({ request }) => {
    const response = await request.get('/api/health/');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } });
  });

  test('a remote primary button carries the theme colour', async ({ page }) => {
    await page.goto('/signin');
    const button = page.getByRole('button', { name: 'Sign In' });
    await expect(button).toHaveCSS('background-color', 'rgb(11, 79, 74)');
  });

  test('the navbar search goes to the results page; blank text does nothing; Escape closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    const box = page.getByRole('searchbox', { name: 'Search articles and workflows' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL('/');
    await box.press('Escape');
    await expect(box).toHaveCount(0);
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('searchbox').fill('install flux');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL('/search?q=install%20flux');
    await expect(page.getByRole('heading', { name: 'Search Results for "install flux"' })).toBeVisible();
  });

  test('the bar restyles after 10 px of scroll', async ({ page }) => {
    await page.goto('/tutorials/install-flux-comfyui');
    await expect(page.locator('header.navbar')).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 400);
    await expect(page.locator('header.navbar')).toHaveAttribute('data-scrolled', 'true');
  });

  test('on a phone the menu is a 240 px drawer on the right with the same links', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.locator('.navbar__tabs')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(240);
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(360);
    for (const name of ['Home', 'AI Roadmap', 'Workflows', 'Tutorials', 'Earning Ideas', 'Blog']) {
      await expect(drawer.getByRole('link', { name })).toBeVisible();
    }
    await drawer.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(drawer).toHaveCount(0);
  });
});
