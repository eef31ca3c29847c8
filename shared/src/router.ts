// The router of every app, one copy at run time (decision 0028): the names the apps use from
// react-router-dom, shared by Module Federation as `shared/router`. A shared module cannot be
// tree-shaken (its consumers are not known when it is built), so sharing react-router-dom itself
// shipped all of it (data routers, server handlers: 62 KB gzip); this module ships what is listed
// here. Import routing from 'shared/router', never from react-router(-dom) (the lint rule says so).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
