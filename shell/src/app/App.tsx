import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes.tsx';

// The shell renders no antd component on its own screens (navbar, footer, 404), so it ships none of
// antd; each remote applies the shared theme to its own antd (see README, "Size").
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
