// The modal dialog a screen opens (a workflow's preview, the newsletter form). The consent notice is a
// dialog too, but not a modal one, and it may show at any moment while the page hydrates: a bare
// `getByRole('dialog')` then matches both.
import type { Locator, Page } from '@playwright/test';

export function modalDialog(page: Page): Locator {
  return page.getByRole('dialog').and(page.locator('[aria-modal="true"]'));
}
