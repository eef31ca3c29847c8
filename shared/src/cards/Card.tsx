// The card of every grid (articles, workflows): media, a title that links, a description, what the
// feature adds in the body, and a row of actions. Plain markup (decision 0029): the whole card is
// the title's link (its ::after covers the card), and the actions slot sits above it, so a button
// there (View, a bookmark) gets its own clicks and keyboard focus. Styles: shell/public/site.css.
import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'shared/router';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The feature's class for its own styles and tests ("article-card", "workflow-card"); `card` is added. */
  className: string;
  /** Where the card leads. */
  to: string;
  title: ReactNode;
  /** The title's heading level in the page's outline. */
  heading?: 'h2' | 'h3';
  /** Above the body: a thumbnail (CardThumbnail) or another picture. */
  media?: ReactNode;
  description?: ReactNode;
  /** Between the description and the actions: tags, facts, a date. */
  children?: ReactNode;
  /** The row at the bottom: buttons and links with their own clicks. */
  actions?: ReactNode;
}

export function Card({ className, to, title, heading: Heading = 'h3', media, description, children, actions, ...rest }: CardProps) {
  return (
    <article className={`${className} card`} {...rest}>
      {media}
      <div className="card__body">
        <Heading className="card__title">
          <Link to={to} className="card__link">
            {title}
          </Link>
        </Heading>
        {description && <p className="card__description">{description}</p>}
        {children}
        {actions && <div className="card__actions">{actions}</div>}
      </div>
    </article>
  );
}

/** A card's thumbnail at the site's 1200×630, reserved before it loads (no layout shift). */
export function CardThumbnail({ src, alt, eager = false }: { src: string | null; alt: string; eager?: boolean }) {
  return (
    <div className="card__thumb">
      {src && (
        <img src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} width={1200} height={630} />
      )}
    </div>
  );
}
