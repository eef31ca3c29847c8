// The staff area's sections: where each lives and which remote's exposed module draws it. Each team
// ships its own admin screens (loaded only under /admin, never by visitors' pages).
import type { RemoteModuleRef } from 'contracts';

export interface AdminSection {
  /** Path under /admin ('' is the dashboard at /admin). */
  path: string;
  label: string;
  /** The exposed module that draws it. */
  screen: RemoteModuleRef;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: '', label: 'Dashboard', screen: { remote: 'mf-account', module: 'AdminDashboard' } },
  { path: 'users', label: 'Users', screen: { remote: 'mf-account', module: 'AdminUsers' } },
  { path: 'comments', label: 'Comments', screen: { remote: 'mf-community', module: 'AdminComments' } },
  { path: 'messages', label: 'Messages', screen: { remote: 'mf-community', module: 'AdminMessages' } },
  { path: 'newsletter', label: 'Newsletter', screen: { remote: 'mf-community', module: 'AdminNewsletter' } },
  { path: 'workflows', label: 'Workflows', screen: { remote: 'mf-workflows', module: 'AdminWorkflows' } },
  { path: 'results', label: 'Shared results', screen: { remote: 'mf-workflows', module: 'AdminResults' } },
  { path: 'audit', label: 'Audit log', screen: { remote: 'mf-account', module: 'AdminAudit' } },
];

export function adminHref(section: AdminSection): string {
  return section.path ? `/admin/${section.path}` : '/admin';
}
