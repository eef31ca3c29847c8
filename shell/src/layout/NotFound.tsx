import { Link } from 'shared/router';
import { usePageMeta } from 'shared';

export const NOT_FOUND_TEXT = "404: The page you are looking for isn't here";

export function NotFound() {
  usePageMeta('Page not found');
  return (
    <main className="not-found">
      <h1 className="not-found__title">{NOT_FOUND_TEXT}</h1>
      <p>The address may be mistyped, or the page has moved.</p>
      <Link to="/" className="button-link">
        Back to home
      </Link>
    </main>
  );
}
