// Test support: a button by its text. Testing Library's getByRole computes accessible names over the
// whole tree, which is slow on antd's large tables and forms; the admin screens' tests use this.
import { waitFor } from '@testing-library/react';

export function button(name: string, container: ParentNode = document.body): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}

export function findButton(name: string, container: ParentNode = document.body): Promise<HTMLButtonElement> {
  return waitFor(() => button(name, container));
}
