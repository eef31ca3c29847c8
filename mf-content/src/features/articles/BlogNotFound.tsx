import { Link } from 'shared/router';

export const BLOG_NOT_FOUND_TITLE = 'Blog Not Found';
export const BLOG_NOT_FOUND_TEXT = "The blog you're looking for doesn't exist or may have been removed. Try exploring other blogs.";

export function BlogNotFound() {
  return (
    <section className="blog-not-found">
      <svg viewBox="0 0 240 160" width="240" height="160" role="img" aria-label="An empty page with a magnifying glass">
        <rect x="50" y="18" width="110" height="130" rx="10" fill="#e8f8ee" stroke="#0b4f4a" strokeWidth="4" />
        <path d="M70 50h70M70 70h70M70 90h44" stroke="#2e9e6b" strokeWidth="6" strokeLinecap="round" />
        <circle cx="160" cy="104" r="26" fill="#fff" stroke="#0b4f4a" strokeWidth="6" />
        <path d="M179 123l26 26" stroke="#0b4f4a" strokeWidth="10" strokeLinecap="round" />
        <path d="M151 95l18 18M169 95l-18 18" stroke="#c0392b" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <h1>{BLOG_NOT_FOUND_TITLE}</h1>
      <p>{BLOG_NOT_FOUND_TEXT}</p>
      <Link to="/" className="button-link">
        Go back
      </Link>
    </section>
  );
}
