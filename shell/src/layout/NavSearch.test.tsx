import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/router';
import { NavSearch } from './NavSearch.tsx';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderSearch() {
  render(
    <MemoryRouter initialEntries={['/blog']}>
      <NavSearch />
      <p>Elsewhere on the page</p>
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
}

const openButton = () => screen.getByRole('button', { name: 'Open search' });
const box = () => screen.queryByRole('searchbox', { name: 'Search articles and workflows' });

describe('NavSearch', () => {
  it('is closed until the icon opens it', () => {
    renderSearch();
    expect(box()).toBeNull();
    fireEvent.click(openButton());
    expect(box()).not.toBeNull();
  });

  it('gives the box the focus once it shows', async () => {
    renderSearch();
    fireEvent.click(openButton());
    await waitFor(() => expect(document.activeElement).toBe(box()));
  });

  it.each([
    ['does nothing on Enter with blank text', '   ', '/blog', true],
    ['goes to /search?q= with the trimmed text on Enter and closes', '  wan 2.2 & flux ', '/search?q=wan%202.2%20%26%20flux', false],
  ])('%s', (_name, text, location, staysOpen) => {
    renderSearch();
    fireEvent.click(openButton());
    fireEvent.change(box()!, { target: { value: text } });
    fireEvent.keyDown(box()!, { key: 'Enter' });
    expect(screen.getByTestId('location').textContent).toBe(location);
    expect(box() !== null).toBe(staysOpen);
  });

  it('closes on Escape', () => {
    renderSearch();
    fireEvent.click(openButton());
    fireEvent.keyDown(box()!, { key: 'Escape' });
    expect(box()).toBeNull();
  });

  it('closes on a click elsewhere but not on a click inside', () => {
    renderSearch();
    fireEvent.click(openButton());
    fireEvent.mouseDown(box()!);
    expect(box()).not.toBeNull();
    fireEvent.mouseDown(screen.getByText('Elsewhere on the page'));
    expect(box()).toBeNull();
  });
});
