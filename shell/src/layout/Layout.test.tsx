import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared/router';
import { Layout } from './Layout.tsx';

describe('Layout', () => {
  it('offers "Skip to content" as the first stop of the keyboard, to the main region', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/']}>
        <Layout>
          <h1>Home</h1>
        </Layout>
      </MemoryRouter>,
    );
    const first = container.querySelector<HTMLElement>('a[href], button, input, [tabindex="0"]');
    expect(first).toBe(screen.getByRole('link', { name: 'Skip to content' }));
    expect(first!.getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').getAttribute('tabindex')).toBe('-1');
  });
});
