// Test support for the staff screens (shared/admin): the screen in a fresh query cache (no retries) and
// a router at `path` (the kit keeps a list's page and filters in the address), and a staff session.
import { jest } from '@jest/globals';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'shared/router';
import { signedIn } from 'shared';
import { createUser } from './fixtures.ts';

// antd's tables, forms and popovers render slowly in jsdom on a loaded 2-core machine.
jest.setTimeout(120_000);

export const STAFF_USER = createUser({
  first_name: 'Sam',
  last_name: 'Staff',
  email: 'sam@example.com',
  is_staff: true,
  date_joined: '2025-01-01T00:00:00.000Z',
});

export function signInStaff(): void {
  signedIn({ access: 'staff-token', refresh: 'r' }, STAFF_USER);
}

export function renderAdminScreen(screen: ReactElement, path = '/admin'): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
    </QueryClientProvider>,
  );
}
