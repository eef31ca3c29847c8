// /admin/*: the staff area. The server cannot know who is visiting (the session lives in the
// browser), so it renders a spinner and the browser decides: anonymous visitors go to sign in and come
// back here afterwards, signed-in users who are not staff see "not allowed", staff get the admin
// layout with its own navigation. The API checks staff on every admin route as well.
import { useEffect } from 'react';
import { Link, NavLink, Navigate, Outlet, useLocation } from 'shared/router';
import type { CurrentUser } from 'contracts';
import { RemoteSpinner, rememberRedirect, signOut, useHydrated, usePageMeta, useSession } from 'shared';
import { Brand } from '../layout/Brand.tsx';
import { ADMIN_SECTIONS, adminHref } from './admin-sections.ts';

export const NOT_ALLOWED_TITLE = 'You are not allowed to see this page';

function SignInFirst() {
  const location = useLocation();
  const target = `${location.pathname}${location.search}`;
  useEffect(() => rememberRedirect(target), [target]);
  return <Navigate to={`/signin?redirectUrl=${encodeURIComponent(target)}`} replace />;
}

export function NotAllowed() {
  usePageMeta('Not allowed');
  return (
    <main className="not-found" data-testid="admin-not-allowed">
      <h1 className="not-found__title">{NOT_ALLOWED_TITLE}</h1>
      <p>The staff area is for the site's staff. You are signed in with an account that is not.</p>
      <Link to="/" className="button-link">
        Back to home
      </Link>
    </main>
  );
}

/** Who is signed in, and a way out: staff share devices less carefully than they think. */
function SignedInAs({ user }: { user: CurrentUser }) {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <div className="admin__who">
      <span className="admin__who-name" title={user.email}>
        {name || user.email}
      </span>
      <button type="button" className="admin__sign-out" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}

function AdminLayout({ user }: { user: CurrentUser }) {
  return (
    <div className="admin">
      <header className="admin__bar">
        <Link to="/" className="navbar__brand" aria-label="Back to the site">
          <Brand />
        </Link>
        <span className="admin__badge">Staff</span>
        <SignedInAs user={user} />
      </header>
      <div className="admin__body">
        <nav className="admin__nav" aria-label="Staff area">
          <ul>
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.path}>
                <NavLink to={adminHref(section)} end className={({ isActive }) => `admin__link${isActive ? ' admin__link--active' : ''}`}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="admin__main" id="main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function AdminArea() {
  const session = useSession();
  const hydrated = useHydrated();
  if (!hydrated || !session.ready) {
    return (
      <div className="admin admin--loading">
        <RemoteSpinner label="Checking your access…" />
      </div>
    );
  }
  if (!session.currentUser) return <SignInFirst />;
  if (!session.currentUser.is_staff) return <NotAllowed />;
  return <AdminLayout user={session.currentUser} />;
}
