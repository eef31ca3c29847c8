// The staff area's sections: where each lives and which remote's exposed module draws it. Each team
// ships its own admin screens (loaded only under /admin, never by visitors' pages).
import type { RemoteName } from 'shared';

export interface AdminSection {
  /** Path under /admin ('' is the dashboard at /admin). */
  path: string;
  label: string;
  remote: RemoteName;
  module: string;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: '', label: 'Dashboard', remote: 'mf-account', module: 'AdminDashboard' },
  { path: 'users', label: 'Users', remote: 'mf-account', module: 'AdminUsers' },
  { path: 'comments', label: 'Comments', remote: 'mf-community', module: 'AdminComments' },
  { path: 'messages', label: 'Messages', remote: 'mf-community', module: 'AdminMessages' },
  { path: 'newsletter', label: 'Newsletter', remote: 'mf-community', module: 'AdminNewsletter' },
  { path: 'workflows', label: 'Workflows', remote: 'mf-workflows', module: 'AdminWorkflows' },
  { path: 'audit', label: 'Audit log', remote: 'mf-account', module: 'AdminAudit' },
];

export function adminHref(section: AdminSection): string {
  return section.path ? `/admin/${section.path}` : '/admin';
}
