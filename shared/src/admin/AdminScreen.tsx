// The frame of a staff screen: the page title, the heading, its toasts' holder, a line of tools
// (filters, search, the count) and the content.
import type { ReactNode } from 'react';
import { usePageMeta } from 'shared';
import type { Toasts } from './use-toasts.ts';
import './admin.css';

export interface AdminScreenProps {
  title: string;
  /** The browser's title when it differs from the heading. */
  pageTitle?: string;
  className?: string;
  toasts?: Toasts;
  /** Filters, search, buttons and the count, on one line above the content. */
  tools?: ReactNode;
  children: ReactNode;
}

export function AdminScreen({ title, pageTitle, className, toasts, tools, children }: AdminScreenProps) {
  usePageMeta(pageTitle ?? title);
  return (
    <section className={['admin-screen', className].filter(Boolean).join(' ')}>
      {toasts?.holder}
      <h1 className="admin-screen__title">{title}</h1>
      {tools && <div className="admin-screen__tools">{tools}</div>}
      {children}
    </section>
  );
}

/** How many rows the list has, read out when it changes. */
export function AdminCount({ children }: { children: ReactNode }) {
  return (
    <span className="admin-screen__count" aria-live="polite">
      {children}
    </span>
  );
}
