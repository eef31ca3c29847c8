// Page links under a grid (decision 0029): plain links to ?page=N, so they work before the page's
// script has run and without it; with it, the router follows them without a reload. Styles: site.css.
import { Link } from 'shared/router';

/** The pages shown around the current one; the first and the last are always there. */
const AROUND = 1;

function pageList(current: number, last: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let page = 1; page <= last; page++) {
    if (page === 1 || page === last || Math.abs(page - current) <= AROUND) pages.push(page);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

export interface PagerProps {
  current: number;
  pageSize: number;
  total: number;
  /** The address of a page (the list's other query parameters kept). */
  href: (page: number) => string;
  /** Called as a page's link is followed (e.g. to scroll to the top). */
  onNavigate?: () => void;
}

export function Pager({ current, pageSize, total, href, onNavigate }: PagerProps) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last === 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <ul className="pager__list">
        {current > 1 && (
          <li>
            <Link className="pager__step" to={href(current - 1)} onClick={onNavigate} rel="prev">
              Previous
            </Link>
          </li>
        )}
        {pageList(current, last).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                className="pager__page"
                to={href(page)}
                onClick={onNavigate}
                aria-current={page === current ? 'page' : undefined}
                aria-label={`Page ${page}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < last && (
          <li>
            <Link className="pager__step" to={href(current + 1)} onClick={onNavigate} rel="next">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
