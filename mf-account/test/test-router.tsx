// Test support: a screen inside a memory router and a fresh query cache, with the current path shown
// so tests can see redirects.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/router';
import { queryWrapper } from '../../shared/test/query-wrapper.tsx';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export function renderAt(path: string, screen: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={screen} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );
}
